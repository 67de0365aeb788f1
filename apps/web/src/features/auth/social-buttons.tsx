import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { usePublicConfig } from '../../hooks/use-public-config';
import { authClient } from '../../lib/auth-client';
import type { SocialProvider } from '../../lib/public-config';
import { AUTH_MESSAGES } from './auth-messages';

/**
 * One button per configured social provider. Built-in social providers and generic OAuth 2 /
 * OIDC ones ('oauth2') both go through `signIn.social`: in better-auth 1.7 the genericOAuth
 * server plugin registers its providers as social providers.
 */
export function SocialButtons({ redirectTo }: { redirectTo: string }) {
  const { data } = usePublicConfig();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = data?.socialProviders ?? [];
  if (providers.length === 0) return null;

  const signInWith = async (provider: SocialProvider) => {
    setBusyId(provider.id);
    setError(null);
    try {
      const result = await authClient.signIn.social({
        provider: provider.id,
        callbackURL: redirectTo,
        newUserCallbackURL: '/welcome',
        errorCallbackURL: '/auth',
      });
      // On success the client leaves the page for the provider; we only get here on failure.
      if (result.error) {
        setError(AUTH_MESSAGES.providerFailed);
        setBusyId(null);
      }
    } catch (failure) {
      console.error('Social sign-in failed', failure);
      setError(AUTH_MESSAGES.providerFailed);
      setBusyId(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t`or`}
      </p>
      {providers.map((provider) => {
        const label = provider.label;
        return (
          <Button
            key={provider.id}
            variant="secondary"
            busy={busyId === provider.id}
            busyLabel={t`Opening ${label}...`}
            disabled={busyId !== null}
            onClick={() => void signInWith(provider)}
          >
            {t`Continue with ${label}`}
          </Button>
        );
      })}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
