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
  return (
    <ConfirmDialog
      title="Cancel this event?"
      description={`“${event.title}” takes no more registrations or codes${
        event.registrations > 0
          ? `, and the ${event.registrations} registered ${event.registrations === 1 ? 'learner sees' : 'learners see'} it as cancelled`
          : ''
      }. This cannot be undone.`}
      confirmLabel="Cancel event"
      busyLabel="Cancelling..."
      cancelLabel="Keep it"
      busy={cancel.isPending}
      error={
        !cancel.isError
          ? null
          : cancel.error instanceof ApiError && cancel.error.status !== 0
            ? cancel.error.message
            : 'The event was not cancelled. Please try again.'
      }
      tone="danger"
      onConfirm={() => cancel.mutate(event.id, { onSuccess: onCancelled })}
      onClose={onClose}
    />
  );
}
