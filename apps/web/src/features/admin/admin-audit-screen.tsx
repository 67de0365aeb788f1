import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { AUDIT_ACTIONS, AuditQuerySchema, type AuditEntry, type AuditQuery } from '@lv/domain';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useAudit } from './api/admin-api';
import { auditActionLabel, describeAuditDetails } from './audit-text';
import { PageRange } from './components/page-range';
import { SelectField } from '../../components/ui/form-fields';
import { useSearchParamsUpdate } from '../../hooks/use-search-params-update';
import { formatDateTime } from '../../lib/format';
import { domainText } from '../../lib/i18n/domain-text';

/** The audit query from the address bar, and the reason when it had to be dropped. */
function queryFrom(params: URLSearchParams): { query: AuditQuery; problem?: string } {
  const parsed = AuditQuerySchema.safeParse(Object.fromEntries(params));
  if (parsed.success) return { query: parsed.data };
  const problem = parsed.error.issues[0]?.message;
  return { query: AuditQuerySchema.parse({}), ...(problem === undefined ? {} : { problem: domainText(problem) }) };
}

/** What kind of thing an entry changed ('journey', 'settings'), in words. */
const TARGET_TYPES: Readonly<Record<string, MessageDescriptor>> = {
  user: msg({ message: 'User', context: 'audit target' }),
  settings: msg({ message: 'Settings', context: 'audit target' }),
  badge: msg({ message: 'Badge', context: 'audit target' }),
  kb_entry: msg({ message: 'FAQ entry', context: 'audit target' }),
  booking: msg({ message: 'Booking', context: 'audit target' }),
  forum_post: msg({ message: 'Forum post', context: 'audit target' }),
  forum_comment: msg({ message: 'Forum comment', context: 'audit target' }),
  certificate: msg({ message: 'Certificate', context: 'audit target' }),
  event: msg({ message: 'Event', context: 'audit target' }),
  capstone: msg({ message: 'Capstone', context: 'audit target' }),
  journey: msg({ message: 'Journey', context: 'audit target' }),
};

function Target({ entry }: { entry: AuditEntry }) {
  if (entry.targetType === 'user' && entry.targetId) {
    return (
      <Link
        to={`/admin/user/${entry.targetId}`}
        className="font-medium text-primary underline-offset-2 hover:underline"
      >
        {entry.targetName ?? t`Removed user`}
      </Link>
    );
  }
  const type = TARGET_TYPES[entry.targetType];
  return <span className="capitalize">{type ? i18n._(type) : entry.targetType}</span>;
}

/** /admin/audit-log: who changed what and when, newest first, filterable by action, admin and target. */
export function AdminAuditScreen() {
  const { params, update, pageHref } = useSearchParamsUpdate();
  const { query, problem } = queryFrom(params);
  const audit = useAudit(query);

  return (
    <>
      <PageHeader title={t`Audit log`}>{t`Every change an admin made: who, what and when.`}</PageHeader>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label={t`Action`}
          className="sm:w-72"
          value={query.action ?? ''}
          onChange={(e) => update({ action: e.target.value })}
          options={[
            { value: '', label: t`All actions` },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionLabel(a) })),
          ]}
        />
        <TextField
          label={t`From`}
          type="date"
          value={params.get('from') ?? ''}
          onChange={(e) => update({ from: e.target.value })}
        />
        <TextField
          label={t`To`}
          type="date"
          value={params.get('to') ?? ''}
          onChange={(e) => update({ to: e.target.value })}
        />
        {query.actorId || query.targetId ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-muted">
              {query.targetId ? t`Showing changes to one user.` : t`Showing changes by one admin.`}
            </span>
            <Button
              variant="ghost"
              onClick={() => update({ actorId: undefined, targetId: undefined })}
            >
              {t`Show everyone`}
            </Button>
          </div>
        ) : null}
      </div>
      {problem ? (
        <Alert className="mb-4" tone="error">{t`${problem}. Showing every change instead.`}</Alert>
      ) : null}
      {audit.isPending ? <Spinner /> : null}
      {audit.isError ? (
        <Alert tone="error">{t`The audit log could not be loaded. Reload the page to try again.`}</Alert>
      ) : null}
      {audit.data ? (
        <div className={audit.isPlaceholderData ? 'opacity-60' : ''}>
          {audit.data.entries.length === 0 ? (
            <p className="text-muted">{t`No changes match.`}</p>
          ) : (
            <ol className="flex flex-col gap-2" aria-label={t`Audit entries`}>
              {audit.data.entries.map((e) => (
                <li
                  key={e.id}
                  className="grid grid-cols-1 gap-1 rounded-xl border border-line bg-white px-4 py-3 shadow-sm md:grid-cols-[12rem_1fr]"
                >
                  <div className="text-sm text-muted">
                    <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                  </div>
                  <div>
                    <p className="text-ink">
                      <span className="font-semibold">{auditActionLabel(e.action)}</span> ·{' '}
                      <Target entry={e} />
                    </p>
                    <p className="break-words text-ink">{describeAuditDetails(e.details)}</p>
                    <p className="text-sm text-muted">
                      {t({ comment: 'Before the name of the admin who made the change', message: 'by' })}{' '}
                      {e.actorId ? (
                        <button
                          type="button"
                          className="font-medium text-primary underline-offset-2 hover:underline"
                          onClick={() =>
                            update({ actorId: e.actorId ?? undefined, targetId: undefined })
                          }
                        >
                          {e.actorName ?? t`a removed admin`}
                        </button>
                      ) : (
                        t`a removed admin`
                      )}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
          <PageRange page={query.page} pageSize={query.pageSize} total={audit.data.total} />
          <Pagination
            label={t`Audit log pages`}
            page={query.page}
            pageCount={Math.ceil(audit.data.total / query.pageSize)}
            hrefFor={pageHref}
          />
        </div>
      ) : null}
    </>
  );
}
