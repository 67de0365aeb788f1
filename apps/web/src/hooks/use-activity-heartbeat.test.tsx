import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useActivityHeartbeat } from './use-activity-heartbeat';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useActivityHeartbeat', () => {
  it('sends at sign-in, every 5 minutes, and on activity at most once per 60 s', () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const { unmount } = renderHook(() => useActivityHeartbeat('user-1', send));
    expect(send).toHaveBeenCalledTimes(1);

    // Activity right after the first update is throttled.
    fireEvent.mouseMove(window);
    fireEvent.keyDown(window);
    expect(send).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(60_000);
    fireEvent.click(document.body);
    expect(send).toHaveBeenCalledTimes(2);
    fireEvent.scroll(window);
    fireEvent.touchStart(document.body);
    expect(send).toHaveBeenCalledTimes(2);

    // The 5-minute heartbeat runs without activity.
    vi.advanceTimersByTime(240_000);
    expect(send).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(300_000);
    expect(send).toHaveBeenCalledTimes(4);

    unmount();
    vi.advanceTimersByTime(600_000);
    fireEvent.mouseDown(window);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('does nothing while nobody is signed in', () => {
    const send = vi.fn().mockResolvedValue(undefined);
    renderHook(() => useActivityHeartbeat(null, send));
    vi.advanceTimersByTime(600_000);
    fireEvent.click(document.body);
    expect(send).not.toHaveBeenCalled();
  });

  it('only logs a failed update', async () => {
    const failure = new Error('offline');
    const send = vi.fn().mockRejectedValue(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHook(() => useActivityHeartbeat('user-1', send));
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to update lastActive', failure),
    );
  });
});
