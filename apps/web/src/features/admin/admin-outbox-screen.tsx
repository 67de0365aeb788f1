import { t } from '@lingui/core/macro';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useOutbox } from './api/admin-api';
import { formatDateTime } from '../../lib/format';

/** /admin/outbox: with no SMTP configured, the mails the product would have sent. */
export function AdminOutboxScreen() {
  const outbox = useOutbox();
  return (
    <>
      <PageHeader title={t`Dev outbox`}>
        {t`Mails the product would have sent, kept here while no SMTP server is configured.`}
      </PageHeader>
      {outbox.isPending ? <Spinner /> : null}
      {outbox.isError ? (
        <Alert tone="error">{t`The outbox could not be loaded. Reload the page to try again.`}</Alert>
      ) : null}
      {outbox.data?.mode === 'smtp' ? (
        <Alert className="mb-4" tone="info">
          {t`SMTP is configured, so mails are sent for real. Older mails below were kept before that.`}
        </Alert>
      ) : null}
      {outbox.data && outbox.data.mails.length === 0 ? (
        <p className="text-muted">{t`No mails yet.`}</p>
      ) : null}
      {outbox.data && outbox.data.mails.length > 0 ? (
        <ol className="flex flex-col gap-3" aria-label={t`Mails, newest first`}>
          {outbox.data.mails.map((m) => (
            <li key={m.id} className="rounded-xl border border-line bg-white shadow-sm">
              <details>
                <summary className="flex min-h-11 cursor-pointer flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <span>
                    <span className="font-semibold text-ink">{m.subject}</span>
                    <span className="block wrap-anywhere text-sm text-muted">{t`To ${m.to}`}</span>
                  </span>
                  <time dateTime={m.createdAt} className="text-sm text-muted">
                    {formatDateTime(m.createdAt)}
                  </time>
                </summary>
                <pre className="overflow-x-auto border-t border-line px-4 py-3 font-sans text-sm break-words whitespace-pre-wrap text-ink">
                  {m.text}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
