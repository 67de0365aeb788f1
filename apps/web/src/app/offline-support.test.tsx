import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthValue } from '../lib/auth-state';
import { outbox } from '../lib/offline/outbox-instance';
import { makeAuth, makeUser } from '../lib/testing/fakes';
import { OfflineSupport } from './offline-support';

let deleted: string[];

beforeEach(() => {
  deleted = [];
  vi.stubGlobal('caches', { delete: (name: string) => (deleted.push(name), Promise.resolve(true)) });
});
afterEach(() => vi.unstubAllGlobals());

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
});
