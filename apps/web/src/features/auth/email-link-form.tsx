import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';
import { AUTH_MESSAGES, describeRequestError, type AuthClientError } from './auth-messages';
import { EmailOnlySchema } from './auth-schemas';
import { useZodForm } from '../../lib/use-zod-form';

type EmailLinkKind = 'reset' | 'magic';

/** The form's button and its answer for a kind of link, in the page's language. */
function copyOf(kind: EmailLinkKind): { submit: string; sent: string } {
  return kind === 'reset'
    ? { submit: t`Send reset link`, sent: AUTH_MESSAGES.resetSent }
    : { submit: t`Email me a sign-in link`, sent: AUTH_MESSAGES.magicLinkSent };
}

function requestLink(
  kind: EmailLinkKind,
  email: string,
  redirectTo: string,
): Promise<{ error: AuthClientError | null }> {
  if (kind === 'reset') return authClient.requestPasswordReset({ email, redirectTo: '/auth' });
  return authClient.signIn.magicLink({
    email,
    callbackURL: redirectTo,
    newUserCallbackURL: '/welcome',
    errorCallbackURL: '/auth',
  });
}

/**
 * One email field that asks for a link: a password reset link ('reset') or a sign-in link
 * ('magic'). The answer is the same whether or not an account exists for the email.
 */
export function EmailLinkForm({ kind, redirectTo }: { kind: EmailLinkKind; redirectTo: string }) {
  const copy = copyOf(kind);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(EmailOnlySchema);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const { error } = await requestLink(kind, email, redirectTo);
      if (error) {
        setFormError(describeRequestError(error));
        return;
      }
      setSent(true);
    } catch (error) {
      console.error('Requesting an email link failed', error);
      setFormError(AUTH_MESSAGES.generic);
    }
  });

  if (sent) return <Alert tone="success">{copy.sent}</Alert>;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" busy={isSubmitting} busyLabel={t`Sending...`}>
        {copy.submit}
      </Button>
    </form>
  );
}
