import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setApiTransport } from './api';
import { READ_TIMEOUT_MS, timedTransport } from './read-timeout';

/** A server that never answers, until the request is aborted. */
const stalled = vi.fn(
  (_path: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      ),
    ),
);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  stalled.mockClear();
  setApiTransport((path, init) => fetch(path, init));
});

describe('timedTransport', () => {
  it('gives up on a read with no answer after READ_TIMEOUT_MS: it fails as a network failure, with its Retry', async () => {
    vi.useFakeTimers();
    // The browser's own timeout signal, on the test's clock.
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    setApiTransport(timedTransport(stalled));
    const read = api.get('/api/events');
    const failed = expect(read).rejects.toEqual(
      new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.'),
    );
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(stalled).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(timeout).toHaveBeenCalledWith(READ_TIMEOUT_MS);
  });

  it("keeps the caller's own abort, and puts no clock on writes", async () => {
    setApiTransport(timedTransport(stalled));
    const controller = new AbortController();
    const read = api.get('/api/events', { signal: controller.signal });
    controller.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    const send = vi.fn((_path: string, _init: RequestInit) =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    setApiTransport(timedTransport(send));
    await api.post('/api/me/activity');
    expect(send.mock.calls[0]?.[1].signal).toBeUndefined();
  });
});
