import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '../lib/auth-state';
import { FakeEventSource } from '../lib/testing/fake-event-source';
import { POINTS_STREAM_URL, useLivePoints } from './use-live-points';

const options = { createEventSource: FakeEventSource.create };

function renderLivePoints(initial: { status: AuthStatus; userId: string | null }) {
  return renderHook(
    (auth: { status: AuthStatus; userId: string | null }) => useLivePoints(auth, options),
    {
      initialProps: initial,
    },
  );
}

const signedIn = { status: 'signedIn' as const, userId: 'user-1' };

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLivePoints', () => {
  it('is level 1 with 0 points before the first value, and opens no stream while auth loads', () => {
    const { result } = renderLivePoints({ status: 'loading', userId: null });
    expect(result.current).toMatchObject({ points: 0, pointsLevel: 1, isLoaded: false });
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('shows 0 points (level 0) when nobody is signed in, with no stream', () => {
    const { result } = renderLivePoints({ status: 'signedOut', userId: null });
    expect(result.current).toMatchObject({ points: 0, pointsLevel: 0, isLoaded: true });
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('streams the points while signed in and derives the level live', () => {
    const { result } = renderLivePoints(signedIn);
    expect(FakeEventSource.latest.url).toBe(POINTS_STREAM_URL);
    expect(result.current).toMatchObject({ points: 0, pointsLevel: 1, isLoaded: false });

    act(() => FakeEventSource.latest.emitPoints(1_250));
    expect(result.current).toMatchObject({ points: 1_250, pointsLevel: 2, isLoaded: true });

    act(() => FakeEventSource.latest.emitPoints(2_000));
    expect(result.current).toMatchObject({ points: 2_000, pointsLevel: 2, isLoaded: true });

    act(() => FakeEventSource.latest.emitPoints(2_001));
    expect(result.current.pointsLevel).toBe(3);
  });

  it('shows 0 when the record does not exist (0 or an unreadable value)', () => {
    const { result } = renderLivePoints(signedIn);
    act(() => FakeEventSource.latest.emitPoints(0));
    expect(result.current).toMatchObject({ points: 0, pointsLevel: 0, isLoaded: true });
    act(() => FakeEventSource.latest.emitPoints(500));
    act(() => FakeEventSource.latest.emitRaw('points', '{"nothing":true}'));
    expect(result.current.points).toBe(0);
    act(() => FakeEventSource.latest.emitRaw('points', 'not json'));
    expect(result.current.points).toBe(0);
  });

  it('resets to 0 on an error and reconnects after 1 s, 2 s, 4 s ... up to 30 s', () => {
    const { result } = renderLivePoints(signedIn);
    act(() => FakeEventSource.latest.emitPoints(900));
    expect(result.current.points).toBe(900);

    act(() => FakeEventSource.latest.fail());
    expect(result.current).toMatchObject({ points: 0, pointsLevel: 0, isLoaded: true });
    expect(FakeEventSource.latest.closed).toBe(true);
    expect(FakeEventSource.open).toHaveLength(0);

    const delays = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const delay of delays) {
      const before = FakeEventSource.instances.length;
      act(() => vi.advanceTimersByTime(delay - 1));
      expect(FakeEventSource.instances).toHaveLength(before);
      act(() => vi.advanceTimersByTime(1));
      expect(FakeEventSource.instances).toHaveLength(before + 1);
      expect(FakeEventSource.open).toHaveLength(1);
      act(() => FakeEventSource.latest.fail());
    }
  });

  it('goes back to a 1 s delay after a successful message', () => {
    const { result } = renderLivePoints(signedIn);
    act(() => FakeEventSource.latest.fail());
    act(() => vi.advanceTimersByTime(1_000));
    act(() => FakeEventSource.latest.fail());
    act(() => vi.advanceTimersByTime(2_000));
    expect(FakeEventSource.instances).toHaveLength(3);

    act(() => FakeEventSource.latest.emitPoints(4_200));
    expect(result.current).toMatchObject({ points: 4_200, pointsLevel: 5, isLoaded: true });

    act(() => FakeEventSource.latest.fail());
    expect(result.current.points).toBe(0);
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.instances).toHaveLength(4);
    act(() => FakeEventSource.latest.emitPoints(4_300));
    expect(result.current.points).toBe(4_300);
  });

  it('ignores events from a stream it has closed', () => {
    const { result } = renderLivePoints(signedIn);
    const first = FakeEventSource.latest;
    act(() => first.fail());
    act(() => vi.advanceTimersByTime(1_000));
    act(() => first.emitPoints(9_999));
    act(() => first.fail());
    expect(result.current.points).toBe(0);
    expect(FakeEventSource.open).toHaveLength(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('closes the stream and shows 0 on sign-out, and never shows the previous learner', () => {
    const { result, rerender } = renderLivePoints(signedIn);
    act(() => FakeEventSource.latest.emitPoints(3_000));
    expect(result.current.points).toBe(3_000);

    rerender({ status: 'signedOut', userId: null });
    expect(FakeEventSource.open).toHaveLength(0);
    expect(result.current).toMatchObject({ points: 0, pointsLevel: 0, isLoaded: true });

    rerender({ status: 'signedIn', userId: 'user-2' });
    expect(FakeEventSource.open).toHaveLength(1);
    expect(result.current).toMatchObject({ points: 0, pointsLevel: 1, isLoaded: false });
    act(() => FakeEventSource.latest.emitPoints(75));
    expect(result.current).toMatchObject({ points: 75, pointsLevel: 1, isLoaded: true });
  });

  it('stops reconnecting once unmounted', () => {
    const { unmount } = renderLivePoints(signedIn);
    act(() => FakeEventSource.latest.fail());
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('stays at 0 without a stream where the browser has no EventSource', () => {
    const { result } = renderHook(() => useLivePoints(signedIn, { createEventSource: () => null }));
    expect(result.current).toMatchObject({ points: 0, pointsLevel: 1, isLoaded: false });
    // jsdom has no EventSource either: the default opens nothing and does not throw.
    const { result: browser } = renderHook(() => useLivePoints(signedIn));
    expect(browser.current).toMatchObject({ points: 0, pointsLevel: 1, isLoaded: false });
  });

  it('reports each unlocked badge by name, skipping unreadable badge events', () => {
    const onBadge = vi.fn();
    renderHook(() => useLivePoints(signedIn, { ...options, onBadge }));
    act(() => FakeEventSource.latest.emitRaw('badge', JSON.stringify({ name: 'Data Master' })));
    act(() => FakeEventSource.latest.emitRaw('badge', 'not json'));
    act(() => FakeEventSource.latest.emitRaw('badge', '{"name":""}'));
    expect(onBadge.mock.calls).toEqual([['Data Master']]);
  });
});
