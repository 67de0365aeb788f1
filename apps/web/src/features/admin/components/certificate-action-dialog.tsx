import { t } from '@lingui/core/macro';
import { CERTIFICATE_REASON_MAX, CertificateActionInputSchema, type AdminCertificate } from '@lv/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { fieldError } from '../format';

/** The dialog's words for a revocation or a reissue of `c`, in the page's language. */
function textsFor(action: 'revoke' | 'reissue', c: AdminCertificate) {
  const holder = c.holderName;
  const journey = c.kind === 'elite' ? t`elite certification (Level 4)` : c.journeyTitle;
  return action === 'revoke'
    ? {
        title: t`Revoke this certificate?`,
        description: t`${holder}'s certificate for ${journey} will show as revoked, with your reason, to anyone who checks it.`,
        submit: t`Revoke certificate`,
        busy: t`Revoking...`,
      }
    : {
        title: t`Reissue this certificate?`,
        description:
          c.kind === 'elite'
            ? t`The current certificate is revoked and stays revoked; ${holder} gets a new elite certificate with a new id and code, their name as written now, the XP it was first issued at and their verified CPD hours now.`
            : t`The current certificate is revoked and stays revoked; ${holder} gets a new one with a new id and code, their name as written now and the journey's CPD hours now.`,
        submit: t`Reissue certificate`,
        busy: t`Reissuing...`,
      };
}

interface CertificateActionDialogProps {
  certificate: AdminCertificate;
  action: 'revoke' | 'reissue';
  busy: boolean;
  error: Error | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason of a revocation or reissue (kept on the certificate and in the audit log). */
export function CertificateActionDialog({ certificate, action, busy, error, onSubmit, onClose }: CertificateActionDialogProps) {
  const text = textsFor(action, certificate);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(CertificateActionInputSchema, { defaultValues: { reason: '' } });
  return (
    <Dialog title={text.title} description={text.description} onClose={onClose}>
      <form onSubmit={(e) => void handleSubmit(({ reason }) => onSubmit(reason))(e)} noValidate className="mt-2 flex flex-col gap-4">
        <TextField
          label={t`Reason`}
          hint={t`Shown on the public verification page when revoked`}
          maxLength={CERTIFICATE_REASON_MAX}
          error={fieldError(errors.reason?.message)}
          {...register('reason')}
        />
        {error ? <Alert tone="error">{t`Not done: ${error.message}`}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" busy={busy} busyLabel={text.busy}>
            {text.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
