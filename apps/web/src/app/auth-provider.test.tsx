import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../lib/auth-state';
import { jsonResponse, makeUser } from '../lib/testing/fakes';
import { AuthProvider } from './auth-provider';
import { AppQueryProvider } from './query-provider';

const authClient = vi.hoisted(() => ({ signOut: vi.fn() }));
vi.mock('../lib/auth-client', () => ({ authClient }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Probe() {
  const { status, user, flags, signOut } = useAuth();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user?.name ?? 'none'}</p>
      <p>admin: {String(flags.isAdmin)}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

/** The auth state as the app has it: the router's query cache below it. */
function renderProvider() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AuthProvider>
      <AppQueryProvider client={queryClient}>
        <Probe />
      </AppQueryProvider>
    </AuthProvider>,
  );
  return queryClient;
}

function stubFetch(me: Response) {
  const fetchMock = vi.fn((path: string) =>
    Promise.resolve(path === '/api/session' ? me.clone() : new Response(null, { status: 204 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AuthProvider', () => {
  it('takes the session the server rendered the page with: signed in from the first render, no read of /api/session', async () => {
    const fetchMock = stubFetch(jsonResponse({ user: null }));
    render(
      <AuthProvider initialSession={makeUser({ name: 'Kofi Mensah' })}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('status: signedIn')).toBeInTheDocument();
    expect(screen.getByText('user: Kofi Mensah')).toBeInTheDocument();
    // The activity heartbeat may write; the session is never read again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/api/session');
    expect(screen.getByText('status: signedIn')).toBeInTheDocument();
  });

  it('goes from loading to signedIn with the user document, flags and a lastActive update', async () => {
    const fetchMock = stubFetch(jsonResponse({ user: makeUser({ role: 'admin' }) }));
    renderProvider();
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument();
    expect(screen.getByText('user: Ada Learner')).toBeInTheDocument();
    expect(screen.getByText('admin: true')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/me/activity',
        expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
      ),
    );
  });

  it('is signedOut when the session answers no user, with nothing logged', async () => {
    const fetchMock = stubFetch(jsonResponse({ user: null }));
    const log = vi.spyOn(console, 'error');
    renderProvider();
    expect(await screen.findByText('status: signedOut')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.anything());
    expect(log).not.toHaveBeenCalled();
  });

  it('is signedOut on 401 and sends no lastActive update', async () => {
    const fetchMock = stubFetch(
      jsonResponse({ error: { code: 'unauthenticated', message: 'Sign in first' } }, 401),
    );
    const log = vi.spyOn(console, 'error');
    renderProvider();
    expect(await screen.findByText('status: signedOut')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('only logs a failure to load the user document and counts it as signed out', async () => {
    stubFetch(jsonResponse({ error: { code: 'internal', message: 'Internal error' } }, 500));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProvider();
    expect(await screen.findByText('status: signedOut')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to load the user document', expect.anything());
  });

  it('does not send lastActive updates for an inactive account', async () => {
    const fetchMock = stubFetch(jsonResponse({ user: makeUser({ accountStatus: 'inactive' }) }));
    renderProvider();
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signOut ends the session and the query cache forgets the user', async () => {
    stubFetch(jsonResponse({ user: makeUser() }));
    authClient.signOut.mockResolvedValue({ data: { success: true }, error: null });
    const queryClient = renderProvider();
    queryClient.setQueryData(['leaderboard'], { rows: [] });
    await screen.findByText('status: signedIn');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('status: signedOut')).toBeInTheDocument();
    expect(authClient.signOut).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['leaderboard'])).toBeUndefined();
  });

  it('updateUser changes the user at once; refresh reloads the user document and gives it back', async () => {
    const fetchMock = stubFetch(jsonResponse({ user: makeUser() }));
    function Editor() {
      const { user, updateUser, refresh } = useAuth();
      const [reloaded, setReloaded] = useState('');
      return (
        <div>
          <p>name: {user?.name ?? 'none'}</p>
          <p>reloaded: {reloaded}</p>
          <button type="button" onClick={() => updateUser({ name: 'Ada Lovelace' })}>
            Rename
          </button>
          <button type="button" onClick={() => void refresh().then((fresh) => setReloaded(fresh?.name ?? 'none'))}>
            Reload
          </button>
        </div>
      );
    }
    render(
      <AuthProvider>
        <Editor />
      </AuthProvider>,
    );
    expect(await screen.findByText('name: Ada Learner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByText('name: Ada Lovelace')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('reloaded: Ada Learner')).toBeInTheDocument();
    expect(screen.getByText('name: Ada Learner')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/session')).toHaveLength(2);
  });

  it('keeps the user it holds when refresh answers the same, and takes a changed one', async () => {
    let answer = makeUser();
    vi.stubGlobal('fetch', vi.fn((path: string) => Promise.resolve(path === '/api/session' ? jsonResponse({ user: answer }) : new Response(null, { status: 204 }))));
    const seen: unknown[] = [];
    function Holder() {
      const { user, refresh } = useAuth();
      // Each user object the screens are handed, once.
      useEffect(() => {
        if (user) seen.push(user);
      }, [user]);
      return (
        <button type="button" onClick={() => void refresh()}>
          {user?.name ?? 'none'}
        </button>
      );
    }
    const fetchMock = vi.mocked(fetch);
    const sessionReads = () => fetchMock.mock.calls.filter(([path]) => path === '/api/session').length;
    render(
      <AuthProvider>
        <Holder />
      </AuthProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ada Learner' }));
    await vi.waitFor(() => expect(sessionReads()).toBe(2));
    await act(() => Promise.resolve());
    expect(seen).toHaveLength(1);
    answer = { ...answer, name: 'Ada Lovelace' };
    await userEvent.click(screen.getByRole('button', { name: 'Ada Learner' }));
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(seen).toHaveLength(2);
  });
});
