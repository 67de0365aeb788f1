import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button-base';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  title: string;
  /** One line under the title (tied to the dialog as its description). */
  description?: string;
  /** More to say than one line, above the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** The button that keeps everything as it is ("Cancel" unless it says better, e.g. "Keep it"). */
  cancelLabel?: string;
  busy: boolean;
  /** The failure to show, if the action failed. */
  error: string | null;
  /** `danger`: the action destroys something; its button is red and Cancel has the focus first. */
  tone?: 'default' | 'danger';
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Are you sure?" before a change that cannot be undone from here, on the native dialog (ADR 016):
 * Cancel, Escape and a click on the backdrop keep everything.
 */
export function ConfirmDialog({
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  error,
  tone = 'default',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} description={description} onClose={onClose} className="max-w-md">
      <div className="flex flex-col gap-4">
        {children ? <div className="text-ink">{children}</div> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} autoFocus={tone === 'danger'}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            busy={busy}
            busyLabel={busyLabel}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
