import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorsOfRequest } from '../../../lib/field-errors';

interface DeleteDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before deleting a post or comment; Cancel (focused first) and Escape keep everything. */
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
      const fallback = t`It could not be deleted. Please try again.`;
      setError(errorsOfRequest(e, fallback)._ ?? fallback);
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel={t`Deleting…`}
      busy={busy}
      error={error}
      tone="danger"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
