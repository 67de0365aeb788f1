import { t } from '@lingui/core/macro';
import {
  certificateMomentKey,
  certificateWorthMoment,
  credentialFileName,
  formatCertificateCode,
  type JourneyDetail,
} from '@lv/domain';
import { Award, Download, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useOfferMoment } from '../../../components/moments/moment';

/** The journey's certificate once the journey is complete: download the PDF or its Open Badges credential, open its public verification page. */
export function JourneyCertificate({
  certificate: c,
}: {
  certificate: NonNullable<JourneyDetail['certificate']>;
}) {
  const revoked = c.status === 'revoked';
  const offer = useOfferMoment();
  // A certificate issued lately is celebrated the first time this device shows it (ADR 044).
  useEffect(() => {
    const today = new Date().toISOString().slice(0, 10);
    if (!certificateWorthMoment(c, today)) return;
    offer(certificateMomentKey(c.id), { kind: 'journey', title: c.journeyTitle, verifyUrl: c.verifyUrl });
  }, [offer, c]);
  return (
    <div className="rounded-lg border border-line bg-surface p-4" data-testid="journey-certificate">
      <p className="inline-flex items-center gap-2 font-semibold text-ink">
        <Award className="h-5 w-5 text-accent" aria-hidden="true" />
        {revoked ? t`Your certificate was revoked` : t`Your certificate`}
      </p>
      <p className="mt-1 text-sm text-muted">
        {t`Code`} <span className="font-mono">{formatCertificateCode(c.code)}</span>
        {revoked && c.revokedReason ? ` · ${c.revokedReason}` : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {c.pdfUrl ? (
          <a
            href={c.pdfUrl}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-white"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t`Download certificate (PDF)`}
          </a>
        ) : null}
        {c.credentialUrl ? (
          <a
            href={c.credentialUrl}
            download={credentialFileName(c.journeyTitle, 'certificate')}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-4 font-semibold text-primary"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t`Export credential`}
          </a>
        ) : null}
        <a
          href={c.verifyUrl}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-4 font-semibold text-primary"
        >
          <ShieldCheck className="h-4 w-4" aria-hidden="true" />
          {t`Verification page`}
        </a>
      </div>
    </div>
  );
}
