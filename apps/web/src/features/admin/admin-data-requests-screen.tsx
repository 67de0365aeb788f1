import type { AdminDeletionRequest, DeletionStatus } from '@lv/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../lib/format';
import { domainText } from '../../lib/i18n/domain-text';
import { useDeletionRequests, useProcessDeletions } from './api/data-requests-api';

const statusText = (status: DeletionStatus) =>
  ({ pending: t`Waiting`, cancelled: t`Cancelled`, erased: t`Erased` })[status];

/**
 * /admin/data-requests: account deletion requests (ADR 037). Due ones are erased at start-up and
 * hourly; the admin can run them now, or erase one before its date when the learner asks not to wait.
 */
export function AdminDataRequestsScreen() {
  const list = useDeletionRequests();
  const process = useProcessDeletions();
  const [early, setEarly] = useState<AdminDeletionRequest | null>(null);
  const done = process.isSuccess && !early ? process.data.erased : null;

  return (
    <>
      <PageHeader title={t`Data requests`}>
        {t`Accounts whose owners asked for deletion. Each is erased when its cool-off ends; the learner cancels by signing in again.`}
      </PageHeader>
      <div className="mb-4 flex flex-col gap-3">
        <Button
          className="self-start"
          onClick={() => process.mutate(null)}
          busy={process.isPending && !early}
          busyLabel={t`Erasing…`}
        >
          {t`Process due requests now`}
        </Button>
        {done !== null ? (
          <Alert tone="success">
            {done === 1 ? t`1 account erased.` : t`${done} accounts erased.`}
          </Alert>
        ) : null}
        {process.isError && !early ? (
          <Alert tone="error">{domainText(process.error.message)}</Alert>
        ) : null}
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? (
        <LoadError
          onRetry={() => void list.refetch()}
          busy={list.isFetching}
        >{t`The requests could not be loaded.`}</LoadError>
      ) : null}
      {list.data && list.data.requests.length === 0 ? (
        <p className="text-muted">{t`No requests yet.`}</p>
      ) : null}
      {list.data && list.data.requests.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t`Deletion requests, newest first`}>
          {list.data.requests.map((r) => (
            <li
              key={r.id}
              className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-ink">{r.name ?? t`Erased account`}</p>
                <p className="text-sm text-muted">
                  {statusText(r.status)} · {t`Asked ${formatDateTime(r.requestedAt)}`} ·{' '}
                  {r.status === 'pending'
                    ? t`Due ${formatDate(r.dueAt)}`
                    : t`Closed ${formatDateTime(r.closedAt)}`}
                </p>
                <p className="text-sm text-muted">
                  {r.keepCertificates
                    ? t`Certificates stay verifiable`
                    : t`Certificates revoked at erasure`}
                </p>
              </div>
              {r.status === 'pending' ? (
                <Button variant="danger" onClick={() => setEarly(r)}>
                  {t`Erase now`}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {early ? (
        <ConfirmDialog
          title={t`Erase this account now?`}
          description={t`${early.name ?? ''} asked for deletion; the cool-off ends ${formatDate(early.dueAt)}. Erasing now cannot be undone.`}
          confirmLabel={t`Erase now`}
          busyLabel={t`Erasing…`}
          tone="danger"
          busy={process.isPending}
          error={process.isError ? domainText(process.error.message) : null}
          onConfirm={() => process.mutate(early.id, { onSuccess: () => setEarly(null) })}
          onClose={() => setEarly(null)}
        />
      ) : null}
    </>
  );
}
