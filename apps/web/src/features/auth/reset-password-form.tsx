import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';
import { AUTH_MESSAGES, describeRequestError } from './auth-messages';
import { passwordHint, ResetPasswordSchema } from './auth-schemas';
import { useZodForm } from '../../lib/use-zod-form';

type Outcome = 'changed' | 'expired' | { error: string } | null;

/** Sets a new password with the token from the reset mail (`/auth?token=...`). */
export function ResetPasswordForm({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(ResetPasswordSchema);

  const onSubmit = handleSubmit(async ({ password }) => {
    setOutcome(null);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (!error) setOutcome('changed');
      else if (error.code === 'INVALID_TOKEN') setOutcome('expired');
      else setOutcome({ error: describeRequestError(error) });
    } catch (error) {
      console.error('Password reset failed', error);
      setOutcome({ error: AUTH_MESSAGES.generic });
    }
  });

  if (outcome === 'changed' || outcome === 'expired') {
    const changed = outcome === 'changed';
    return (
      <div className="flex flex-col gap-4">
        <Alert tone={changed ? 'success' : 'error'}>
          {changed ? AUTH_MESSAGES.passwordChanged : AUTH_MESSAGES.linkExpired}
        </Alert>
        <Link
          to={changed ? '/auth' : '/auth?mode=forgot'}
          className="font-semibold text-primary underline"
        >
          {changed ? t`Sign in` : t`Ask for a new link`}
        </Link>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={passwordHint()}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t`Repeat new password`}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {outcome ? <Alert tone="error">{outcome.error}</Alert> : null}
      <Button type="submit" busy={isSubmitting} busyLabel={t`Saving...`}>
        {t`Save new password`}
      </Button>
    </form>
  );
}
