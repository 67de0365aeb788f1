import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { pollEvery, SAVE_DATA_POLL_FACTOR } from './save-data';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
}

function setSaveData(on: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => (on === undefined ? undefined : { saveData: on }) });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'hidden');
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'connection');
});

describe('polling with the app query client', () => {
  it('stops while the page is hidden and starts again when it shows', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const queryFn = vi.fn(() => Promise.resolve(1));
    renderHook(() => useQuery({ queryKey: ['poll'], queryFn, refetchInterval: 1_000 }), { wrapper });
    await act(async () => vi.advanceTimersByTimeAsync(3_100));
    const visibleCalls = queryFn.mock.calls.length;
    expect(visibleCalls).toBeGreaterThanOrEqual(3);

    setHidden(true);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(queryFn.mock.calls.length).toBe(visibleCalls);

    setHidden(false);
    await act(async () => vi.advanceTimersByTimeAsync(2_100));
    expect(queryFn.mock.calls.length).toBeGreaterThan(visibleCalls);
    client.clear();
  });
});

describe('pollEvery', () => {
  it('polls 4x less under Save-Data, as usual otherwise or where the browser does not say', () => {
    setSaveData(true);
    expect(pollEvery(15_000)).toBe(15_000 * SAVE_DATA_POLL_FACTOR);
    setSaveData(false);
    expect(pollEvery(15_000)).toBe(15_000);
    setSaveData(undefined);
    expect(pollEvery(15_000)).toBe(15_000);
  });
});
