import { t } from '@lingui/core/macro';
import { AdminCertificateQuerySchema, formatCertificateCode, formatCpdMinutes, type AdminCertificate, type AdminCertificateQuery } from '@lv/domain';
import { RefreshCw, Search, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useSearchParamsUpdate } from '../../hooks/use-search-params-update';
import { formatDate } from '../../lib/format';
import { useAdminCertificates, useCertificateAction } from './api/certificates-api';
import { AccreditorPackForm } from './components/accreditor-pack-form';
import { CertificateActionDialog } from './components/certificate-action-dialog';
import { PageRange } from './components/page-range';
import { SelectField } from '../../components/ui/form-fields';

/** The list query from the address bar (bad values fall back to no filter). */
function queryFrom(params: URLSearchParams): AdminCertificateQuery {
  const parsed = AdminCertificateQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : AdminCertificateQuerySchema.parse({});
}

type Pending = { certificate: AdminCertificate; action: 'revoke' | 'reissue' } | null;

function CertificateRow({ c, onAction }: { c: AdminCertificate; onAction: (action: 'revoke' | 'reissue') => void }) {
  const holder = c.holderName;
  const issued = formatDate(c.issuedAt);
  const hours = formatCpdMinutes(c.cpdMinutes);
  const reason = c.revokedReason ?? '';
  const revokedOn = c.revokedAt ? formatDate(c.revokedAt) : null;
  const journeyTitle = c.journeyTitle;
  return (
    <li className="rounded-xl border border-line bg-white p-4 shadow-sm" data-testid="admin-certificate">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            <Link to={`/admin/user/${c.userId}`} className="text-primary underline-offset-2 hover:underline">
              {c.holderName}
            </Link>{' '}
            · {c.kind === 'elite' ? t`Elite certificate (Level 4) · ${journeyTitle}` : journeyTitle}
          </p>
          <p className="text-sm text-muted">
            {t`Issued ${issued}`} · {t`${hours} h`} · {t({ comment: 'Before a certificate code', message: 'code' })}{' '}
            <span className="font-mono">{formatCertificateCode(c.code)}</span>
          </p>
          <p className="break-all text-sm text-muted">
            <a href={c.verifyUrl} className="text-primary underline-offset-2 hover:underline">
              {c.verifyUrl}
            </a>
          </p>
          {c.status === 'revoked' ? (
            <p className="mt-1 text-sm font-medium text-error">
              {revokedOn ? t`Revoked ${revokedOn}: ${reason}` : t`Revoked: ${reason}`}
              {c.replacedById ? ` · ${t`reissued`}` : ''}
            </p>
          ) : (
            <p className="mt-1 text-sm font-medium text-success">
              {t`Valid`}
              {c.replacesId ? ` · ${t`a reissue`}` : ''}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {c.status === 'valid' ? (
            <Button variant="secondary" aria-label={t`Revoke the certificate of ${holder}`} onClick={() => onAction('revoke')}>
              <ShieldOff className="h-4 w-4" aria-hidden="true" />
              {t`Revoke`}
            </Button>
          ) : null}
          {c.replacedById === null ? (
            <Button variant="secondary" aria-label={t`Reissue the certificate of ${holder}`} onClick={() => onAction('reissue')}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {t`Reissue`}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** /admin/certificates: find a certificate by holder, id or code; revoke or reissue it; the accreditor pack. */
export function AdminCertificatesScreen() {
  const { params, update, pageHref } = useSearchParamsUpdate();
  const query = queryFrom(params);
  const list = useAdminCertificates(query);
  const action = useCertificateAction();
  const [search, setSearch] = useState(query.q ?? '');
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };

  return (
    <>
      <PageHeader title={t`Certificates`}>
        {t`Journey certificates as anyone can verify them. Revocations and reissues are recorded in the audit log.`}
      </PageHeader>
      <div className="flex flex-col gap-6">
        <form onSubmit={submitSearch} role="search" className="flex flex-wrap items-end gap-3">
          <TextField label={t`Holder, certificate id or code`} value={search} onChange={(e) => setSearch(e.target.value)} className="min-w-0 basis-full sm:basis-0 sm:flex-1" />
          {/* There from the first paint, at a set width (a select is as wide as its longest option):
              its journeys fill in and neither it nor the Search button moves. */}
          <SelectField
            label={t`Journey`}
            className="w-full sm:w-64"
            value={query.journeyId ?? ''}
            disabled={!list.data}
            options={[{ value: '', label: t`All journeys` }, ...(list.data?.journeys ?? []).map((j) => ({ value: j.id, label: j.title }))]}
            onChange={(e) => update({ journeyId: e.target.value })}
          />
          <Button type="submit">
            <Search className="h-4 w-4" aria-hidden="true" />
            {t`Search`}
          </Button>
        </form>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {list.isPending ? <Spinner /> : null}
        {list.isError ? <Alert tone="error">{t`The certificates could not be loaded. Reload the page to try again.`}</Alert> : null}
        {list.data ? (
          <section aria-labelledby="certificates-list" className="flex flex-col gap-3">
            <h2 id="certificates-list" className="sr-only">
              {t`Certificates found`}
            </h2>
            <PageRange page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} />
            {list.data.items.length === 0 ? (
              <p className="rounded-xl bg-white p-6 text-center text-muted shadow-sm">{query.q || query.journeyId ? t`No certificate matches.` : t`No certificates have been issued yet.`}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {list.data.items.map((c) => (
                  <CertificateRow
                    key={c.id}
                    c={c}
                    onAction={(kind) => {
                      action.reset();
                      setNotice(null);
                      setPending({ certificate: c, action: kind });
                    }}
                  />
                ))}
              </ul>
            )}
            <Pagination label={t`Certificate pages`} page={list.data.page} pageCount={Math.ceil(list.data.total / list.data.pageSize)} hrefFor={pageHref} />
          </section>
        ) : null}
        {list.data ? <AccreditorPackForm journeys={list.data.journeys} /> : null}
      </div>
      {pending ? (
        <CertificateActionDialog
          certificate={pending.certificate}
          action={pending.action}
          busy={action.isPending}
          error={action.error}
          onClose={() => setPending(null)}
          onSubmit={(reason) =>
            action.mutate(
              { id: pending.certificate.id, action: pending.action, reason },
              {
                onSuccess: () => {
                  setNotice(
                    pending.action === 'revoke'
                      ? t`Certificate revoked.`
                      : t`Certificate reissued: the new one is valid, the old one stays revoked.`,
                  );
                  setPending(null);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
