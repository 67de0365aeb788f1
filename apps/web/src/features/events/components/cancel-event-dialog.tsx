import type { AdminEvent } from '@lv/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
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
    <Dialog
      title="Cancel this event?"
      description={`“${event.title}” takes no more registrations or codes${
        event.registrations > 0
          ? `, and the ${event.registrations} registered ${event.registrations === 1 ? 'learner sees' : 'learners see'} it as cancelled`
          : ''
      }. This cannot be undone.`}
      onClose={onClose}
    >
      {cancel.isError ? (
        <Alert className="mb-3" tone="error">
          {cancel.error instanceof ApiError && cancel.error.status !== 0
            ? cancel.error.message
            : 'The event was not cancelled. Please try again.'}
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button
          className="bg-error hover:bg-error"
          busy={cancel.isPending}
          busyLabel="Cancelling..."
          onClick={() => cancel.mutate(event.id, { onSuccess: onCancelled })}
        >
          Cancel event
        </Button>
      </div>
    </Dialog>
  );
}
