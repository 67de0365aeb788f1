import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';
import { AUTH_MESSAGES, describeSignUpResult } from './auth-messages';
import { passwordHint, SignUpSchema } from './auth-schemas';
import { useZodForm } from '../../lib/use-zod-form';

/**
 * Start your journey: name, email, password. Every accepted answer shows the same sentence,
 * whether or not the email was already registered. The verification link leads to `callbackURL`
 * (an invitation's page when the visitor came from one).
 */
export function SignUpForm({ callbackURL = '/welcome' }: { callbackURL?: string } = {}) {
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(SignUpSchema);

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setResult(null);
    try {
      const { error } = await authClient.signUp.email({
        name,
        email,
        password,
        callbackURL,
      });
      setResult(describeSignUpResult(error));
    } catch (error) {
      console.error('Sign-up failed', error);
      setResult({ tone: 'error', text: AUTH_MESSAGES.generic });
    }
  });

  if (result?.tone === 'success') return <Alert tone="success">{result.text}</Alert>;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t`Name`}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
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
        autoComplete="new-password"
        hint={passwordHint()}
        error={errors.password?.message}
        {...register('password')}
      />
      {result ? <Alert tone="error">{result.text}</Alert> : null}
      <Button type="submit" busy={isSubmitting} busyLabel={t`Creating your account...`}>
        {t`Start your journey`}
      </Button>
    </form>
  );
}
