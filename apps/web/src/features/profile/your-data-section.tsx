import { DELETION_COOL_OFF_DAYS } from '@lv/domain';
import { t } from '@lingui/core/macro';
import { Download, FileJson } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError } from '../../components/ui/load-error';
import { formatDate } from '../../lib/format';
import { domainText } from '../../lib/i18n/domain-text';
import {
  DATA_EXPORTS,
  useCancelDeletion,
  useOwnDeletion,
  useRequestDeletion,
} from './api/data-rights-api';

/**
 * The profile's "Your data" (ADR 037): download everything the platform holds about you (a page
 * to read, a JSON file for other software), and delete the account after a cool-off, with the
 * date it happens and the two ways to stop it.
 */
export function YourDataSection() {
  const deletion = useOwnDeletion();
  const cancel = useCancelDeletion();
  const [asking, setAsking] = useState(false);
  const pending = deletion.data?.request ?? null;

  return (
    <section aria-labelledby="your-data-title" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="your-data-title" className="text-xl font-bold text-primary">
        {t`Your data`}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {t`Download a copy of everything we hold about you: profile, XP, CPD record, impact log, posts and comments, assessments, certificates, payments and sign-in sessions.`}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={DATA_EXPORTS.html} download className={buttonClasses('secondary', 'md')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t`Download my data (page to read)`}
        </a>
        <a href={DATA_EXPORTS.json} download className={buttonClasses('secondary', 'md')}>
          <FileJson className="h-4 w-4" aria-hidden="true" />
          {t`Download my data (JSON file)`}
        </a>
      </div>

      <h3 className="mt-5 font-semibold text-ink">{t`Delete my account`}</h3>
      {deletion.isError ? (
        <LoadError onRetry={() => void deletion.refetch()} busy={deletion.isFetching}>
          {t`We could not check whether your account is due to be deleted. Try again.`}
        </LoadError>
      ) : null}
      {pending ? (
        <div className="mt-2 flex flex-col gap-3">
          <Alert tone="info">
            {t`Your account will be deleted on ${formatDate(pending.dueAt)}. Until then, cancel here or simply sign in again.`}
          </Alert>
          {cancel.isError ? (
            <Alert tone="error">{t`The deletion was not cancelled: ${domainText(cancel.error.message)}`}</Alert>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => cancel.mutate()}
            busy={cancel.isPending}
            busyLabel={t`Cancelling…`}
          >
            {t`Cancel the deletion`}
          </Button>
        </div>
      ) : deletion.data ? (
        <div className="mt-2 flex flex-col gap-3">
          <p className="text-sm text-muted">
            {t`Your profile, posts, comments, impact log and answers are erased ${DELETION_COOL_OFF_DAYS} days after you ask. Your XP and CPD minutes stay in the platform's totals without your name.`}
          </p>
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t`Delete my account`}
          </Button>
        </div>
      ) : null}
      {asking ? <DeleteDialog onClose={() => setAsking(false)} /> : null}
    </section>
  );
}

function DeleteDialog({ onClose }: { onClose: () => void }) {
  const request = useRequestDeletion();
  const [keepCertificates, setKeepCertificates] = useState(false);
  const keepId = useId();
  return (
    <ConfirmDialog
      title={t`Delete your account?`}
      description={t`In ${DELETION_COOL_OFF_DAYS} days your account and what you wrote are erased for good. Until then, cancel on this page or simply sign in again.`}
      confirmLabel={t`Delete my account`}
      busyLabel={t`Asking…`}
      cancelLabel={t`Keep my account`}
      tone="danger"
      busy={request.isPending}
      error={
        request.isError
          ? t`Your request was not recorded: ${domainText(request.error.message)}`
          : null
      }
      onConfirm={() => request.mutate({ keepCertificates }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <p>{t`Download your data first if you want a copy: it cannot be recovered afterwards.`}</p>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={keepId}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-primary"
          checked={keepCertificates}
          onChange={(event) => setKeepCertificates(event.target.checked)}
        />
        <label htmlFor={keepId}>
          {t`Keep my certificates verifiable, with my name as issued, so employers can still check them. Unticked, they are revoked and your name is removed from them.`}
        </label>
      </div>
    </ConfirmDialog>
  );
}
