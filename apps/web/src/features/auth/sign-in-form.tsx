import { afterSignInPath } from '@lv/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';
import { useAuth } from '../../lib/auth-state';
import { AUTH_MESSAGES, describeSignInError } from './auth-messages';
import { SignInSchema } from './auth-schemas';
import { useZodForm } from '../../lib/use-zod-form';

/** Email + password sign-in; on success reloads the auth state and goes to `redirectTo` (or /welcome once). */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(SignInSchema);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(null);
    try {
      const { error } = await authClient.signIn.email({ email, password });
      if (error) {
        setFormError(describeSignInError(error));
        return;
      }
    } catch (error) {
      console.error('Sign-in failed', error);
      setFormError(AUTH_MESSAGES.generic);
      return;
    }
    // A learner's first sign-in leads to /welcome once.
    const me = await refresh();
    await navigate(afterSignInPath(me, redirectTo), { replace: true });
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" busy={isSubmitting} busyLabel={t`Signing in...`}>
        {t`Sign in`}
      </Button>
    </form>
  );
}
