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

/** A destructive action: white on error red (AA contrast), its own look so no variant colour wins over it. */
export const DANGER =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-error px-4 py-2 font-semibold text-white hover:bg-[#991b1b] disabled:cursor-not-allowed disabled:opacity-60';

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
        <button
          type="button"
          className={DANGER}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy ? 'Deleting…' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
