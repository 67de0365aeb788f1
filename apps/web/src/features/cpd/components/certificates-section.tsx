import { t } from '@lingui/core/macro';
import { credentialFileName, formatCertificateCode, type OwnCertificate } from '@lv/domain';
import { Award, Download, ShieldCheck } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatNumber } from '../../../lib/format';
import { useCertificates } from '../api/cpd-api';
import { hoursText } from './totals-card';
import { LoadError } from '../../../components/ui/load-error';

/** The elite certificate's heading (Level 4, ADR 043): its level, the XP at issue and the journey completed. */
function EliteTitle({ certificate: c }: { certificate: OwnCertificate }) {
  const xp = formatNumber(c.xp ?? 0);
  const journey = c.journeyTitle;
  return (
    <>
      <h3 className="break-words text-lg font-bold text-ink">{t`Elite certificate · Level 4, Transformation Leader`}</h3>
      <p className="break-words text-sm text-ink">{t`${xp} XP at issue · completed journey: ${journey}`}</p>
    </>
  );
}

function CertificateItem({ certificate: c }: { certificate: OwnCertificate }) {
  const hours = hoursText(c.cpdMinutes);
  const issued = formatDate(c.issuedAt);
  const revoked = formatDate(c.revokedAt ?? c.issuedAt);
  const reason = c.revokedReason ?? '';
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm" data-testid="certificate">
      <div className="flex items-start gap-3">
        <Award className="mt-1 h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          {c.kind === 'elite' ? <EliteTitle certificate={c} /> : <h3 className="break-words text-lg font-bold text-ink">{c.journeyTitle}</h3>}
          <p className="text-sm text-muted">
            {t`${hours} · issued ${issued} · code`} <span className="font-mono">{formatCertificateCode(c.code)}</span>
          </p>
          {c.status === 'revoked' ? (
            <Alert tone="error" className="mt-2">
              {t`Revoked on ${revoked}: ${reason}`}
            </Alert>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {c.pdfUrl ? (
              // A plain link: the server sends the file, the browser saves it.
              <a href={c.pdfUrl} download className={buttonClasses('primary', 'md')}>
                <Download className="h-4 w-4" aria-hidden="true" />
                {t`Download PDF`}
              </a>
            ) : null}
            {c.credentialUrl ? (
              // Its Open Badges 3.0 credential (signed JSON-LD), for a wallet or a verifier.
              <a href={c.credentialUrl} download={c.kind === 'elite' ? credentialFileName('elite certificate') : credentialFileName(c.journeyTitle, 'certificate')} className={buttonClasses('secondary', 'md')}>
                <Download className="h-4 w-4" aria-hidden="true" />
                {t`Export credential`}
              </a>
            ) : null}
            <a href={c.verifyUrl} className={buttonClasses('secondary', 'md')}>
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              {t`Public verification page`}
            </a>
          </div>
        </div>
      </div>
    </li>
  );
}

/** The learner's journey certificates, with their PDF, Open Badges credential and public verification page. */
export function CertificatesSection() {
  const certificates = useCertificates();
  return (
    <section aria-labelledby="certificates-title" className="flex flex-col gap-3">
      <h2 id="certificates-title" className="text-xl font-bold text-primary">
        {t`Certificates`}
      </h2>
      {certificates.isPending ? <Spinner /> : null}
      {certificates.isError ? (
        <LoadError onRetry={() => void certificates.refetch()}>
          {t`We could not load your certificates. Check your connection and try again.`}
        </LoadError>
      ) : null}
      {certificates.data?.certificates.length === 0 ? (
        <div className="rounded-xl bg-white p-6 text-center shadow-sm">
          <p className="font-semibold text-ink">{t`No certificates yet.`}</p>
          <p className="mt-1 text-muted">{t`Finish a journey and its certificate appears here, ready to download and share.`}</p>
        </div>
      ) : null}
      {certificates.data && certificates.data.certificates.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {certificates.data.certificates.map((c) => (
            <CertificateItem key={c.id} certificate={c} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
