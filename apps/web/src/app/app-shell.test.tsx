import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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
  return { rerender: (value: AuthValue) => view.rerender(tree(value)), unmount: () => view.unmount() };
}

const banner = () => screen.getByRole('banner');

/** What a screen reader reads of an element: its text without the parts hidden from it. */
function spoken(element: Element | null): string {
  const copy = element!.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

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

  it('shows the streak and the freezes held in the chip, in the spoken phrase too', () => {
    renderShell(makeAuth({ status: 'signedIn', user: makeUser() }));
    act(() => FakeEventSource.latest.emitPoints(1_250, { days: 9, freezes: 1, earnedToday: true }));
    const chip = banner().querySelector('[aria-live="polite"]');
    expect(spoken(chip)).toBe('1,250 XP, level 2, Impact Builder, 9-day streak, 1 streak freeze held');
    expect(within(banner()).getByTestId('chip-streak')).toHaveTextContent('9');
    expect(within(banner()).getByTestId('chip-freezes')).toHaveTextContent('1');
    act(() => FakeEventSource.latest.emitPoints(1_350, { days: 0, freezes: 0, earnedToday: false }));
    expect(spoken(chip)).toBe('1,350 XP, level 2, Impact Builder, no streak yet');
    expect(within(banner()).queryByTestId('chip-freezes')).not.toBeInTheDocument();
  });
});

describe('moments', () => {
  const streak = { days: 2, freezes: 0, earnedToday: true };
  beforeEach(() => localStorage.clear());

  it('celebrates a level reached once, never again after a reload', async () => {
    const user = makeUser();
    const first = renderShell(makeAuth({ status: 'signedIn', user }));
    // The first value this device knows is the baseline: no moment for a level already held.
    act(() => FakeEventSource.latest.emitPoints(450, streak));
    expect(screen.queryByTestId('moment')).not.toBeInTheDocument();
    act(() => FakeEventSource.latest.emitPoints(550, streak));
    const dialog = screen.getByRole('region', { name: 'New level: Impact Builder' });
    expect(dialog).toHaveTextContent('You reached level 2.');
    // Group challenges are not built: the moment says they are coming, not that they are open.
    expect(dialog).toHaveTextContent('Coming for this level: Group challenges with your village.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByTestId('moment')).not.toBeInTheDocument();
    first.unmount();

    // A reload: the same 550 XP shows nothing.
    FakeEventSource.reset();
    renderShell(makeAuth({ status: 'signedIn', user }));
    act(() => FakeEventSource.latest.emitPoints(550, streak));
    expect(screen.queryByTestId('moment')).not.toBeInTheDocument();
    act(() => FakeEventSource.latest.emitPoints(2_100, streak));
    expect(screen.getByRole('region', { name: 'New level: Change Architect' })).toHaveTextContent(
      'Now open to you: Logging mentoring sessions as the mentor.',
    );
  });

  it('takes no level from a failed stream: the 0 it shows is not a baseline', () => {
    renderShell(makeAuth({ status: 'signedIn', user: makeUser() }));
    act(() => FakeEventSource.latest.fail());
    act(() => FakeEventSource.latest.emitPoints(1_250, streak));
    expect(screen.queryByTestId('moment')).not.toBeInTheDocument();
  });

  it('celebrates a badge an award unlocked, once, and shares the public profile', async () => {
    const user = makeUser({ id: 'u-42' });
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'share');
    });
    renderShell(makeAuth({ status: 'signedIn', user }));
    act(() => FakeEventSource.latest.emitPoints(300, streak));
    act(() => FakeEventSource.latest.emitRaw('badge', JSON.stringify({ name: 'Data Master' })));
    const dialog = screen.getByRole('region', { name: 'Badge unlocked: Data Master' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Badge unlocked: Data Master',
      text: 'I unlocked the Data Master badge.',
      url: `${window.location.origin}/users/u-42`,
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('moment')).not.toBeInTheDocument();
    // The same badge again (a second tab's event) shows nothing.
    act(() => FakeEventSource.latest.emitRaw('badge', JSON.stringify({ name: 'Data Master' })));
    expect(screen.queryByTestId('moment')).not.toBeInTheDocument();
  });

  it('copies the link where the browser cannot share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else Reflect.deleteProperty(navigator, 'clipboard');
    });
    expect('share' in navigator).toBe(false);
    renderShell(makeAuth({ status: 'signedIn', user: makeUser({ id: 'u-7' }) }));
    act(() => FakeEventSource.latest.emitPoints(300, streak));
    act(() => FakeEventSource.latest.emitRaw('badge', JSON.stringify({ name: 'Change Champion' })));
    const dialog = screen.getByRole('region', { name: 'Badge unlocked: Change Champion' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link to share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/users/u-7`);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Link copied');
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
