import { t } from '@lingui/core/macro';
import { CPD_VOID_REASON_MAX, CpdVoidInputSchema, type CpdEntry } from '@lv/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';

interface VoidEntryDialogProps {
  entry: CpdEntry;
  busy: boolean;
  error: Error | null;
  onVoid: (reason: string) => void;
  onClose: () => void;
}

/** Confirms voiding an own self-reported entry: it stays on the record, struck out, with the reason. */
export function VoidEntryDialog({ entry, busy, error, onVoid, onClose }: VoidEntryDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(CpdVoidInputSchema, { defaultValues: { reason: '' } });
  const title = entry.title;
  const failure = error?.message ?? '';
  return (
    <Dialog
      title={t`Remove this entry from your totals?`}
      description={t`“${title}” stays on your record, marked as removed, and no longer counts.`}
      onClose={onClose}
    >
      <form
        onSubmit={(e) => void handleSubmit(({ reason }) => onVoid(reason))(e)}
        noValidate
        className="mt-2 flex flex-col gap-4"
      >
        <TextField
          label={t`Why remove it?`}
          hint={t`For example: entered twice`}
          maxLength={CPD_VOID_REASON_MAX}
          error={errors.reason?.message}
          {...register('reason')}
        />
        {error ? <Alert tone="error">{t`Not removed: ${failure}`}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t`Keep it`}
          </Button>
          <Button type="submit" busy={busy} busyLabel={t`Removing...`}>
            {t`Remove entry`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
