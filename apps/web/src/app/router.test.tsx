import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, getConfig, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthValue } from '../lib/auth-state';
import { jsonResponse, makeAuth, makeUser } from '../lib/testing/fakes';
import { PageLoading } from './page-loading';
import { appRoutes, SCREENS } from './router';

// The demo screen crashes here, to show the error boundary inside the shell.
vi.mock('../features/demo/demo-screen', () => ({
  DemoScreen: () => {
    throw new Error('boom');
  },
}));

// The profile screen's code arrives only when the test says so, to show the loading text.
const profileModule = vi.hoisted(() => {
  let release: () => void = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { loaded, release: () => release() };
});
vi.mock('../features/profile/profile-screen', async () => {
  await profileModule.loaded;
  return { ProfileScreen: () => <h1>Profile</h1> };
});

vi.mock('../lib/auth-client', () => ({ authClient: {} }));

// Each test's screen is often the first import of its module, transformed cold: over a second on a
// busy machine (a fresh-clone CI run timed out on the landing page). A cap, not a timed assertion.
const asyncUtilTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));
afterAll(() => configure({ asyncUtilTimeout }));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderApp(path: string, auth: AuthValue) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
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

const learner = makeAuth({ status: 'signedIn', user: makeUser() });

describe('app routes', () => {
  it("uses the 'Loading...' screen as the fallback while a lazy screen loads", () => {
    // Whether the fallback is still on screen after render depends on how fast the screen's
    // module resolves (cached or cold), so the wiring and the fallback are checked directly.
    expect(appRoutes[0]?.HydrateFallback).toBe(PageLoading);
    render(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('renders the first lazy screen inside the shell', async () => {
    renderApp('/leaderboard', learner);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leadership board' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Leadership board' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getAllByRole('link', { name: 'LeadVillage' })[0]).toHaveAttribute('href', '/');
    // The title is set in an effect, which may run just after the heading has been committed.
    await waitFor(() => expect(document.title).toBe('Leadership board · LeadVillage'));
  });

  it.each([
    { path: '/badges', item: 'Badges' },
    { path: '/forum', item: 'Forum' },
  ])('$path shows the leaderboard view with the $item menu item active', async ({ path, item }) => {
    renderApp(path, learner);
    expect(await screen.findByRole('heading', { level: 1, name: item })).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Leadership board views' });
    expect(within(views).getByRole('link', { name: 'Leadership board' })).toBeInTheDocument();
    expect(within(views).getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Leadership board' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("shows 'Loading...' while the next lazy screen loads", async () => {
    const user = userEvent.setup();
    renderApp('/leaderboard', learner);
    await screen.findByRole('heading', { level: 1, name: 'Leadership board' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    profileModule.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows 'Something went wrong.' with a link home when a screen crashes", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/demo', makeAuth({ status: 'signedOut' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalled();
  });

  it('shows a 404 screen for unknown paths', async () => {
    renderApp('/no/such/page', makeAuth({ status: 'signedOut' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-out visitor from a guarded screen to /auth', async () => {
    const router = renderApp('/impact-log', makeAuth({ status: 'signedOut' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?redirect=%2Fimpact-log');
  });

  it('shows admin links and no Upgrade button to a paid admin', async () => {
    renderApp(
      '/admin',
      makeAuth({ status: 'signedIn', user: makeUser({ role: 'admin', membershipStatus: 'paid' }) }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Admin settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('shows an Upgrade button and no admin links to a free learner', async () => {
    renderApp('/profile', learner);
    profileModule.release();
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.getAllByRole('link', { name: 'Upgrade' })[0]).toHaveAttribute('href', '/upgrade');
    expect(screen.queryByRole('link', { name: 'Admin dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders the landing page for visitors with Sign In and the journey button', async () => {
    renderApp('/', makeAuth({ status: 'signedOut' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Start Your Journey (+50 XP)' })[0]).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/auth');
    expect(screen.getAllByRole('link', { name: 'FAQ' })[0]).toHaveAttribute(
      'href',
      '/knowledge-base',
    );
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it("opens the sign-up form from the hero's Start Your Journey, and sign-in from the header's Sign In", async () => {
    const user = userEvent.setup();
    const router = renderApp('/', makeAuth({ status: 'signedOut' }));
    await user.click((await screen.findAllByRole('link', { name: 'Start Your Journey (+50 XP)' }))[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Start your journey' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    await router.navigate('/');
    await user.click((await screen.findAllByRole('link', { name: 'Sign In' }))[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows Dashboard and Upgrade on the landing page to a signed-in free member', async () => {
    renderApp('/', learner);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    expect(screen.getAllByRole('link', { name: 'Upgrade' })[0]).toHaveAttribute('href', '/upgrade');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});

describe('screen messages', () => {
  // A screen's messages load beside its code: each feature it imports names its catalogue.
  it.each(Object.entries(SCREENS))(
    '%s loads the catalogue of every feature it imports',
    (_path, { load, messages }) => {
      const imported = [...load.toString().matchAll(/features\/([\w-]+)\//g)].map((m) => m[1]);
      expect([...messages].sort()).toEqual([...new Set(imported)].sort());
    },
  );
});
