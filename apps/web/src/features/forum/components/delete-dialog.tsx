import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorsOfRequest } from './field-errors';

interface DeleteDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before deleting; Cancel (focused first) and Escape keep everything. */
export function DeleteDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
}: DeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (e) {
      setError(
        errorsOfRequest(e, 'It could not be deleted. Please try again.')._ ??
          'It could not be deleted. Please try again.',
      );
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} description={description} onClose={onClose} className="max-w-md">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button
          className="bg-error hover:bg-error"
          busy={busy}
          busyLabel="Deleting…"
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
