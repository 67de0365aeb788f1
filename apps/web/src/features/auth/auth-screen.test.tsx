import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthValue } from '../../lib/auth-state';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { AuthScreen } from './auth-screen';

const authClient = vi.hoisted(() => ({
  signIn: { email: vi.fn(), social: vi.fn(), magicLink: vi.fn() },
  signUp: { email: vi.fn() },
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('../../lib/auth-client', () => ({ authClient }));

const SIGN_UP_SENT = 'Check your inbox: we sent you a link to confirm your email address.';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) =>
      Promise.resolve(
        path === '/api/public-config'
          ? jsonResponse({
              siteName: 'LeadVillage',
              socialProviders: [
                { id: 'google', label: 'Google', type: 'social' },
                { id: 'acme', label: 'Acme SSO', type: 'oauth2' },
              ],
            })
          : jsonResponse({ error: { code: 'not-found', message: 'Not found' } }, 404),
      ),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function renderAuth(path = '/auth', auth: AuthValue = makeAuth({ status: 'signedOut' })) {
  const router = createMemoryRouter(
    [
      { path: '/auth', Component: AuthScreen },
      { path: '/leaderboard', Component: () => <p>Leaderboard page</p> },
      { path: '/points', Component: () => <p>Points page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('AuthScreen', () => {
  it('offers sign in, start your journey, forgot password, email link and social sign-in', async () => {
    renderAuth();
    expect(await heading('Sign in')).toBeInTheDocument();
    const modes = screen.getByRole('navigation', { name: 'Sign in or sign up' });
    expect(within(modes).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(modes).getByRole('link', { name: 'Start your journey' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email me a sign-in link' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Acme SSO' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'LeadVillage' })[0]).toHaveAttribute('href', '/');
  });

  it('switches modes through the links', async () => {
    const user = userEvent.setup();
    renderAuth('/auth?redirect=%2Fpoints');
    await heading('Sign in');
    await user.click(screen.getByRole('link', { name: 'Start your journey' }));
    expect(await heading('Start your journey')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await heading('Forgot password')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Email me a sign-in link' }));
    expect(await heading('Email me a sign-in link')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fpoints',
    );
  });

  describe('start your journey', () => {
    it.each([
      { name: 'a new email', answer: { data: { user: {} }, error: null } },
      {
        name: 'an email that is already registered',
        answer: { data: null, error: { status: 422, code: 'USER_ALREADY_EXISTS' } },
      },
    ])('shows the same message for $name', async ({ answer }) => {
      const user = userEvent.setup();
      authClient.signUp.email.mockResolvedValue(answer);
      renderAuth('/auth?mode=signup');
      expect(await heading('Start your journey')).toBeInTheDocument();

      await user.type(screen.getByLabelText('Name'), 'Ada Learner');
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password'), 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Start your journey' }));

      expect(await screen.findByText(SIGN_UP_SENT)).toBeInTheDocument();
      expect(authClient.signUp.email).toHaveBeenCalledWith({
        name: 'Ada Learner',
        email: 'ada@example.com',
        password: 'correct horse',
        callbackURL: '/welcome',
      });
    });

    it('says the password needs 8 characters, next to the field', async () => {
      const user = userEvent.setup();
      renderAuth('/auth?mode=signup');
      await heading('Start your journey');
      const password = screen.getByLabelText('Password');
      expect(password).toHaveAccessibleDescription('At least 8 characters.');

      await user.type(screen.getByLabelText('Name'), 'Ada');
      await user.type(screen.getByLabelText('Email'), 'not-an-email');
      await user.type(password, 'short');
      await user.click(screen.getByRole('button', { name: 'Start your journey' }));

      expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveAccessibleDescription(
        'At least 8 characters. Password must be at least 8 characters',
      );
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      );
      expect(authClient.signUp.email).not.toHaveBeenCalled();
    });
  });

  describe('sign in', () => {
    const refresh = vi.fn();

    async function submitSignIn(path = '/auth') {
      const user = userEvent.setup();
      const router = renderAuth(path, makeAuth({ status: 'signedOut' }, { refresh }));
      await heading('Sign in');
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password'), 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      return router;
    }

    it.each([
      {
        error: { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' },
        text: 'That email and password do not match an account.',
      },
      {
        error: { status: 403, code: 'EMAIL_NOT_VERIFIED' },
        text: 'Please confirm your email address first: we sent you a new link.',
      },
      { error: { status: 429 }, text: 'Too many attempts. Please wait a moment and try again.' },
      { error: { status: 500 }, text: 'Something went wrong. Please try again.' },
    ])('turns $error.status into a plain sentence', async ({ error, text }) => {
      authClient.signIn.email.mockResolvedValue({ data: null, error });
      await submitSignIn();
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(refresh).not.toHaveBeenCalled();
    });

    it('shows a busy label while signing in, then refreshes and follows a same-site redirect', async () => {
      let finish: (value: unknown) => void = () => {};
      authClient.signIn.email.mockReturnValue(
        new Promise((resolve) => {
          finish = resolve;
        }),
      );
      const router = await submitSignIn('/auth?redirect=%2Fpoints');
      expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();

      finish({ data: { user: {} }, error: null });
      expect(await screen.findByText('Points page')).toBeInTheDocument();
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe('/points');
      expect(authClient.signIn.email).toHaveBeenCalledWith({
        email: 'ada@example.com',
        password: 'correct horse',
      });
    });

    it('ignores a redirect to another site', async () => {
      authClient.signIn.email.mockResolvedValue({ data: { user: {} }, error: null });
      await submitSignIn('/auth?redirect=%2F%2Fevil.example%2Fx');
      expect(await screen.findByText('Leaderboard page')).toBeInTheDocument();
    });
  });

  it('sends a reset link and answers the same for any email', async () => {
    const user = userEvent.setup();
    authClient.requestPasswordReset.mockResolvedValue({ data: { status: true }, error: null });
    renderAuth('/auth?mode=forgot');
    await heading('Forgot password');
    await user.type(screen.getByLabelText('Email'), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account exists for that email, we sent a link to reset your password.',
      ),
    ).toBeInTheDocument();
    expect(authClient.requestPasswordReset).toHaveBeenCalledWith({
      email: 'who@example.com',
      redirectTo: '/auth',
    });
  });

  it('emails a sign-in link', async () => {
    const user = userEvent.setup();
    authClient.signIn.magicLink.mockResolvedValue({ data: { status: true }, error: null });
    renderAuth('/auth?mode=magic');
    await heading('Email me a sign-in link');
    await user.type(screen.getByLabelText('Email'), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(
      await screen.findByText('If an account exists for that email, we sent you a sign-in link.'),
    ).toBeInTheDocument();
    expect(authClient.signIn.magicLink).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'who@example.com', callbackURL: '/leaderboard' }),
    );
  });

  it('sets a new password with the token from the reset mail', async () => {
    const user = userEvent.setup();
    authClient.resetPassword.mockResolvedValue({ data: { status: true }, error: null });
    renderAuth('/auth?token=tok-123');
    expect(await heading('Reset password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'a new secret');
    await user.type(screen.getByLabelText('Repeat new password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('Your password has been changed. You can sign in with it now.'),
    ).toBeInTheDocument();
    expect(authClient.resetPassword).toHaveBeenCalledWith({
      newPassword: 'a new secret',
      token: 'tok-123',
    });
  });

  it('signs in with the provider of the clicked button, generic OAuth included', async () => {
    const user = userEvent.setup();
    authClient.signIn.social.mockResolvedValue({
      data: { url: 'https://idp', redirect: true },
      error: null,
    });
    renderAuth();
    await user.click(await screen.findByRole('button', { name: 'Continue with Acme SSO' }));
    expect(authClient.signIn.social).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'acme', callbackURL: '/leaderboard' }),
    );
  });

  it('shows an OAuth callback error as a plain sentence', async () => {
    renderAuth('/auth?error=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in was cancelled. Please try again when you are ready.',
    );
  });

  it('tells an inactive account to contact support and offers Sign out', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn();
    renderAuth(
      '/auth',
      makeAuth({ status: 'signedIn', user: makeUser({ accountStatus: 'inactive' }) }, { signOut }),
    );
    expect(
      await screen.findByText('Your account is inactive. Contact support to reactivate it.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('sends an active signed-in user on to the app', async () => {
    renderAuth('/auth', makeAuth({ status: 'signedIn', user: makeUser() }));
    expect(await screen.findByText('Leaderboard page')).toBeInTheDocument();
  });
});

describe('AuthScreen in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows sign-up, its fields, its errors and the social buttons in French', async () => {
    const user = userEvent.setup();
    renderAuth('/auth?mode=signup');
    expect(await heading('Commencer mon parcours')).toBeInTheDocument();
    expect(screen.getByText('Créez votre compte gratuit et gagnez vos 50 premiers XP.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Se connecter ou créer un compte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continuer avec Google' })).toBeInTheDocument();
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAccessibleDescription('Au moins 8 caractères.');

    await user.type(screen.getByLabelText('Nom'), 'Ada');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Commencer mon parcours' }));

    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Saisissez une adresse e-mail valide');
    expect(authClient.signUp.email).not.toHaveBeenCalled();
  });

  it('turns a failed sign-in into a French sentence', async () => {
    const user = userEvent.setup();
    authClient.signIn.email.mockResolvedValue({ data: null, error: { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' } });
    renderAuth();
    expect(await heading('Se connecter')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cet e-mail et ce mot de passe ne correspondent à aucun compte.');
  });
});
