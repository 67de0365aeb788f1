import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../lib/testing/fake-event-source';
import { useLivePoints } from './use-live-points';

const signedIn = { status: 'signedIn' as const, userId: 'user-1' };

/** Hides or shows the page as a browser does when the tab goes to the background and back. */
function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
}

beforeEach(() => {
  FakeEventSource.reset();
});
afterEach(() => {
  Reflect.deleteProperty(document, 'hidden');
});

describe('useLivePoints in a hidden tab', () => {
  it('closes the stream while the page is hidden, keeps the last value, and opens it again when it shows', () => {
    const { result } = renderHook(() => useLivePoints(signedIn, { createEventSource: FakeEventSource.create, saveData: () => false }));
    act(() => FakeEventSource.latest.emitPoints(300));
    expect(FakeEventSource.open).toHaveLength(1);

    setHidden(true);
    expect(FakeEventSource.open).toHaveLength(0);
    expect(result.current).toMatchObject({ points: 300, pointsLevel: 1, isLoaded: true });

    setHidden(false);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.open).toHaveLength(1);
    act(() => FakeEventSource.latest.emitPoints(1_250));
    expect(result.current).toMatchObject({ points: 1_250, pointsLevel: 2, isLoaded: true });
  });

  it('opens no stream when the page starts hidden', () => {
    setHidden(true);
    renderHook(() => useLivePoints(signedIn, { createEventSource: FakeEventSource.create, saveData: () => false }));
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});

describe('useLivePoints under Save-Data', () => {
  it('opens no stream; reads the points once, again on focus and when the page shows, never while hidden', async () => {
    let points = 40;
    const fetchPoints = vi.fn(() => Promise.resolve({ points, streak: null }));
    const { result } = renderHook(() =>
      useLivePoints(signedIn, { createEventSource: FakeEventSource.create, saveData: () => true, fetchPoints }),
    );
    expect(FakeEventSource.instances).toHaveLength(0);
    await act(async () => {});
    expect(fetchPoints).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ points: 40, pointsLevel: 1, isLoaded: true });

    points = 1_250;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(fetchPoints).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ points: 1_250, pointsLevel: 2, isLoaded: true });

    setHidden(true);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(fetchPoints).toHaveBeenCalledTimes(2);

    points = 2_001;
    setHidden(false);
    await act(async () => {});
    expect(fetchPoints).toHaveBeenCalledTimes(3);
    expect(result.current.points).toBe(2_001);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('keeps the last value when a read fails (offline), and reads nothing for a visitor', async () => {
    const fetchPoints = vi.fn().mockResolvedValueOnce({ points: 500, streak: null }).mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useLivePoints(signedIn, { saveData: () => true, fetchPoints }));
    await act(async () => {});
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(fetchPoints).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ points: 500, pointsLevel: 1, isLoaded: true });

    const visitor = vi.fn(() => Promise.resolve({ points: 1, streak: null }));
    renderHook(() => useLivePoints({ status: 'signedOut', userId: null }, { saveData: () => true, fetchPoints: visitor }));
    await act(async () => {});
    expect(visitor).not.toHaveBeenCalled();
  });

  it('opens no stream even without a reader (the points stay not loaded)', () => {
    const { result } = renderHook(() => useLivePoints(signedIn, { createEventSource: FakeEventSource.create, saveData: () => true }));
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(result.current.isLoaded).toBe(false);
  });
});
