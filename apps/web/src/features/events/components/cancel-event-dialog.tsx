import { plural, t } from '@lingui/core/macro';
import type { AdminEvent } from '@lv/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { useCancelEvent } from '../api/events-api';

/** Asks before cancelling: registered learners see it as cancelled; it cannot be undone. */
export function CancelEventDialog({
  event,
  onClose,
  onCancelled,
}: {
  event: AdminEvent;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const cancel = useCancelEvent();
  const title = event.title;
  const registrations = event.registrations;
  return (
    <ConfirmDialog
      title={t`Cancel this event?`}
      description={
        registrations > 0
          ? plural(registrations, {
              one: `“${title}” takes no more registrations or codes, and the # registered learner sees it as cancelled. This cannot be undone.`,
              other: `“${title}” takes no more registrations or codes, and the # registered learners see it as cancelled. This cannot be undone.`,
            })
          : t`“${title}” takes no more registrations or codes. This cannot be undone.`
      }
      confirmLabel={t`Cancel event`}
      busyLabel={t`Cancelling...`}
      cancelLabel={t`Keep it`}
      busy={cancel.isPending}
      error={
        !cancel.isError
          ? null
          : cancel.error instanceof ApiError && cancel.error.status !== 0
            ? cancel.error.message
            : t`The event was not cancelled. Please try again.`
      }
      tone="danger"
      onConfirm={() => cancel.mutate(event.id, { onSuccess: onCancelled })}
      onClose={onClose}
    />
  );
}
