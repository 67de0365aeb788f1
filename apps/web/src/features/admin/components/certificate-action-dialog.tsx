import { CERTIFICATE_REASON_MAX, CertificateActionInputSchema, type AdminCertificate } from '@lv/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';

const TEXTS = {
  revoke: {
    title: 'Revoke this certificate?',
    description: (c: AdminCertificate) => `${c.holderName}'s certificate for ${c.journeyTitle} will show as revoked, with your reason, to anyone who checks it.`,
    submit: 'Revoke certificate',
    busy: 'Revoking...',
  },
  reissue: {
    title: 'Reissue this certificate?',
    description: (c: AdminCertificate) =>
      `The current certificate is revoked and stays revoked; ${c.holderName} gets a new one with a new id and code, their name as written now and the journey's CPD hours now.`,
    submit: 'Reissue certificate',
    busy: 'Reissuing...',
  },
} as const;

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
  const text = TEXTS[action];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(CertificateActionInputSchema, { defaultValues: { reason: '' } });
  return (
    <Dialog title={text.title} description={text.description(certificate)} onClose={onClose}>
      <form onSubmit={(e) => void handleSubmit(({ reason }) => onSubmit(reason))(e)} noValidate className="mt-2 flex flex-col gap-4">
        <TextField label="Reason" hint="Shown on the public verification page when revoked" maxLength={CERTIFICATE_REASON_MAX} error={errors.reason?.message} {...register('reason')} />
        {error ? <Alert tone="error">Not done: {error.message}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyLabel={text.busy}>
            {text.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
