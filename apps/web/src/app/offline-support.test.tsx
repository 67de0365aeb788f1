import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthValue } from '../lib/auth-state';
import { outbox } from '../lib/offline/outbox-instance';
import { makeAuth, makeUser } from '../lib/testing/fakes';
import type * as Api from '../lib/api';
import { OfflineSupport, SAVED_COPY_RETRY_MS } from './offline-support';

// The observer OfflineSupport gives lib/api.ts (which calls it with every GET's answer).
const reads = vi.hoisted(() => ({ observer: undefined as ((path: string, response: Response) => void) | undefined }));
vi.mock('../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  observeApiReads: (observer: typeof reads.observer) => {
    reads.observer = observer;
  },
}));

let deleted: string[];

beforeEach(() => {
  deleted = [];
  vi.stubGlobal('caches', { delete: (name: string) => (deleted.push(name), Promise.resolve(true)) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderSupport(auth: AuthValue) {
  const queryClient = new QueryClient();
  const tree = (value: AuthValue) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={value}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <OfflineSupport /> }])} />
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const view = render(tree(auth));
  return { queryClient, rerender: (value: AuthValue) => view.rerender(tree(value)) };
}

describe('OfflineSupport', () => {
  it("deletes the saved reads when the learner signs out, so the next person on the phone cannot read them", () => {
    const { rerender } = renderSupport(makeAuth({ status: 'signedIn', user: makeUser({ id: 'learner-1' }) }));
    expect(deleted).toEqual([]);
    rerender(makeAuth({ status: 'signedOut' }));
    expect(deleted).toEqual(['lv-api-v1']);
  });

  it('sends the queue at once and reads every screen again when the network returns', async () => {
    const sendNow = vi.spyOn(outbox, 'sendNow').mockResolvedValue();
    const { queryClient } = renderSupport(makeAuth({ status: 'signedIn', user: makeUser({ id: 'learner-2' }) }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(sendNow).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalled();
    sendNow.mockRestore();
  });

  it('reads again when the worker answered from its saved copy while the phone is online, less often each time, until a fresh answer', async () => {
    vi.useFakeTimers();
    const { queryClient } = renderSupport(makeAuth({ status: 'signedIn', user: makeUser({ id: 'learner-3' }) }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const observe = reads.observer;
    expect(observe).toBeDefined();
    const saved = () => new Response('{}', { headers: { 'x-lv-saved-at': String(Date.now() - 60_000) } });
    const fresh = () => new Response('{}');

    observe?.('/api/me/impact', saved());
    observe?.('/api/session', saved()); // one retry for a burst of saved answers
    await act(async () => vi.advanceTimersByTime(SAVED_COPY_RETRY_MS - 1));
    expect(invalidate).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(invalidate).toHaveBeenCalledTimes(1);

    // Still the saved copy: the next try waits twice as long.
    observe?.('/api/me/impact', saved());
    await act(async () => vi.advanceTimersByTime(SAVED_COPY_RETRY_MS));
    expect(invalidate).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(SAVED_COPY_RETRY_MS));
    expect(invalidate).toHaveBeenCalledTimes(2);

    // A fresh answer ends it; offline, a saved copy is expected and nothing is retried.
    observe?.('/api/me/impact', fresh());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    observe?.('/api/me/impact', saved());
    await act(async () => vi.advanceTimersByTime(10 * SAVED_COPY_RETRY_MS));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
