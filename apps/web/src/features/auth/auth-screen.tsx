import { t } from '@lingui/core/macro';
import { afterSignInPath } from '@lv/domain';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { Spinner } from '../../components/ui/spinner';
import { useSiteName } from '../../hooks/use-public-config';
import { useAuth } from '../../lib/auth-state';
import { toSameSitePath } from '../../lib/safe-redirect';
import { AUTH_MESSAGES, describeCallbackError } from './auth-messages';
import { authModeTitle, readAuthMode, type AuthMode } from './auth-mode';
import { EmailLinkForm } from './email-link-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialButtons } from './social-buttons';

const DEFAULT_AFTER_SIGN_IN = '/leaderboard';

/** The sentence under a mode's title, in the page's language. */
function leadOf(mode: AuthMode): string {
  switch (mode) {
    case 'signin':
      return t`Welcome back. Sign in to continue your journey.`;
    case 'signup':
      return t`Create your free account and earn your first 50 XP.`;
    case 'forgot':
      return t`Enter your email and we send you a link to choose a new password.`;
    case 'magic':
      return t`Enter your email and we send you a link that signs you in, no password needed.`;
    case 'reset':
      return t`Choose a new password for your account.`;
  }
}

/** Where to go after sign-in: the `redirect` parameter when it is a path on this site. */
function readRedirect(params: URLSearchParams): string {
  const target = toSameSitePath(params.get('redirect'), DEFAULT_AFTER_SIGN_IN);
  return target.startsWith('/auth') ? DEFAULT_AFTER_SIGN_IN : target;
}

function AuthLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const siteName = useSiteName();
  return (
    <div className="flex min-h-screen flex-col items-center bg-ground px-4 py-8 sm:py-16">
      <header className="mb-6">
        <Logo siteName={siteName} />
      </header>
      <main id="main" className="w-full max-w-md rounded-xl bg-white p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-bold text-primary">{title}</h1>
        {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
        <div className="mt-6 flex flex-col gap-6">{children}</div>
      </main>
    </div>
  );
}

/** The /auth screen: sign in, start your journey, forgot password, email link, reset password. */
export function AuthScreen() {
  const [params] = useSearchParams();
  const { status, user, signOut } = useAuth();
  const mode = readAuthMode(params);
  const redirectTo = readRedirect(params);
  const callbackError = params.get('error');
  const token = params.get('token');

  /** A link to another mode that keeps the `redirect` parameter. */
  const modeLink = (target: AuthMode) => {
    const next = new URLSearchParams();
    if (target !== 'signin') next.set('mode', target);
    const redirect = params.get('redirect');
    if (redirect) next.set('redirect', redirect);
    const search = next.toString();
    return { pathname: '/auth', search: search ? `?${search}` : '' };
  };

  if (status === 'loading') {
    return (
      <AuthLayout title={authModeTitle(mode)} lead={leadOf(mode)}>
        <Spinner />
      </AuthLayout>
    );
  }

  if (status === 'signedIn' && user?.accountStatus === 'inactive') {
    return (
      <AuthLayout title={t`Account inactive`}>
        <Alert tone="info">{AUTH_MESSAGES.inactive}</Alert>
        <Button variant="secondary" onClick={() => void signOut()}>
          {t`Sign out`}
        </Button>
      </AuthLayout>
    );
  }

  if (status === 'signedIn' && mode !== 'reset') {
    return <Navigate to={afterSignInPath(user, redirectTo)} replace />;
  }

  const tabs: Array<{ mode: AuthMode; label: string }> = [
    { mode: 'signin', label: t`Sign in` },
    { mode: 'signup', label: t`Start your journey` },
  ];

  return (
    <AuthLayout title={authModeTitle(mode)} lead={leadOf(mode)}>
      {callbackError && mode !== 'reset' ? (
        <Alert tone="error">{describeCallbackError(callbackError)}</Alert>
      ) : null}

      {mode === 'signin' || mode === 'signup' ? (
        <nav aria-label={t`Sign in or sign up`}>
          <ul className="grid grid-cols-2 gap-1 rounded-lg bg-ground p-1">
            {tabs.map((tab) => (
              <li key={tab.mode}>
                <Link
                  to={modeLink(tab.mode)}
                  replace
                  aria-current={mode === tab.mode ? 'page' : undefined}
                  className={`flex min-h-11 items-center justify-center rounded-md px-2 text-center font-semibold ${
                    mode === tab.mode
                      ? 'bg-white text-primary shadow-sm'
                      : 'text-muted hover:text-primary'
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {mode === 'signin' ? <SignInForm redirectTo={redirectTo} /> : null}
      {mode === 'signup' ? (
        <SignUpForm callbackURL={params.get('redirect') ? redirectTo : undefined} />
      ) : null}
      {mode === 'forgot' ? (
        <EmailLinkForm key="reset" kind="reset" redirectTo={redirectTo} />
      ) : null}
      {mode === 'magic' ? <EmailLinkForm key="magic" kind="magic" redirectTo={redirectTo} /> : null}
      {mode === 'reset' && token ? <ResetPasswordForm token={token} /> : null}

      {mode === 'signin' || mode === 'signup' ? <SocialButtons redirectTo={redirectTo} /> : null}

      <ul className="flex flex-col gap-2 border-t border-line pt-4">
        {mode !== 'signin' ? (
          <li>
            <Link to={modeLink('signin')} className="font-medium text-primary underline">
              {t`Back to sign in`}
            </Link>
          </li>
        ) : null}
        {mode !== 'forgot' && mode !== 'reset' ? (
          <li>
            <Link to={modeLink('forgot')} className="font-medium text-primary underline">
              {t`Forgot password?`}
            </Link>
          </li>
        ) : null}
        {mode !== 'magic' ? (
          <li>
            <Link to={modeLink('magic')} className="font-medium text-primary underline">
              {t`Email me a sign-in link`}
            </Link>
          </li>
        ) : null}
      </ul>
    </AuthLayout>
  );
}
