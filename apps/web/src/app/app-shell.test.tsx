import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthValue } from '../lib/auth-state';
import { FakeEventSource } from '../lib/testing/fake-event-source';
import { jsonResponse, makeAuth, makeUser } from '../lib/testing/fakes';
import { AppShell } from './app-shell';
import { LivePointsProvider } from './live-points-provider';

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderShell(auth: AuthValue) {
  const router = createMemoryRouter(
    [{ element: <AppShell />, children: [{ path: '/leaderboard', element: <h1>Board</h1> }] }],
    { initialEntries: ['/leaderboard'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (value: AuthValue) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={value}>
        <LivePointsProvider>
          <RouterProvider router={router} />
        </LivePointsProvider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const view = render(tree(auth));
  return { rerender: (value: AuthValue) => view.rerender(tree(value)) };
}

const banner = () => screen.getByRole('banner');

describe('live points in the app shell header', () => {
  it('shows the streamed XP and the named level, read as one phrase, and updates live', () => {
    renderShell(makeAuth({ status: 'signedIn', user: makeUser() }));
    expect(FakeEventSource.latest.url).toBe('/api/me/points/stream');
    const chip = banner().querySelector('[aria-live="polite"]');
    expect(chip).not.toBeNull();
    expect(chip).toHaveTextContent('Loading your XP');

    act(() => FakeEventSource.latest.emitPoints(1_250));
    expect(chip).toHaveTextContent('1,250 XP, level 2, Impact Builder');
    expect(within(banner()).getByText('Lv 2')).toHaveAttribute('aria-hidden', 'true');

    act(() => FakeEventSource.latest.emitPoints(2_350));
    expect(chip).toHaveTextContent('2,350 XP, level 3, Change Architect');

    // The stream fails: the spec's 0 XP, at the first named level.
    act(() => FakeEventSource.latest.fail());
    expect(chip).toHaveTextContent('0 XP, level 1, Explorer');
  });

  it('shows the same level as the XP table from 501 to 1,000 XP, not the points figure', () => {
    renderShell(makeAuth({ status: 'signedIn', user: makeUser() }));
    act(() => FakeEventSource.latest.emitPoints(600));
    expect(within(banner()).getByText('Lv 2')).toBeInTheDocument();
    expect(banner().querySelector('[aria-live="polite"]')).toHaveTextContent('600 XP, level 2, Impact Builder');
    act(() => FakeEventSource.latest.emitPoints(1_500));
    expect(within(banner()).getByText('Lv 2')).toBeInTheDocument();
  });

  it('closes the stream on sign-out', () => {
    const { rerender } = renderShell(makeAuth({ status: 'signedIn', user: makeUser() }));
    act(() => FakeEventSource.latest.emitPoints(500));
    rerender(makeAuth({ status: 'signedOut' }));
    expect(FakeEventSource.open).toHaveLength(0);
    expect(screen.queryByText(/XP/)).not.toBeInTheDocument();
  });

  it('opens no stream for an inactive account', () => {
    renderShell(makeAuth({ status: 'signedIn', user: makeUser({ accountStatus: 'inactive' }) }));
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it("announces a 'Badge unlocked' toast when the stream says an award unlocked a badge", () => {
    vi.useFakeTimers();
    try {
      renderShell(makeAuth({ status: 'signedIn', user: makeUser() }));
      act(() => FakeEventSource.latest.emitRaw('badge', JSON.stringify({ name: 'Data Master' })));
      const toast = screen.getByText('Badge unlocked: Data Master');
      // Inside the polite live region that is always in the page, so screen readers read it.
      expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
      act(() => vi.advanceTimersByTime(3_000));
      expect(screen.queryByText('Badge unlocked: Data Master')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the navigation', () => {
  it("puts an admin's items first and names each item once", () => {
    renderShell(makeAuth({ status: 'signedIn', user: makeUser({ role: 'admin' }) }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const lists = within(nav).getAllByRole('list');
    expect(lists.map((list) => list.getAttribute('aria-label'))).toEqual(['Admin', 'Learning']);
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('shows a learner only the learning items', () => {
    renderShell(makeAuth({ status: 'signedIn', user: makeUser() }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('list').map((list) => list.getAttribute('aria-label'))).toEqual(['Learning']);
  });
});
