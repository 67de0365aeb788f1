/**
 * A read waits at most this long (ms): a stalled link must not leave a screen loading for ever
 * (issue 35). The service worker answers a saved read from its copy after 6 s; this is for the
 * rest, a large lesson on a slow 3G link included.
 */
export const READ_TIMEOUT_MS = 30_000;

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/**
 * The browser's transport for lib/api.ts with a clock on every read: a GET with no answer after
 * READ_TIMEOUT_MS is aborted, and fails as a network failure does ("The server could not be
 * reached."), so the screen shows its Retry. Set where the app's router starts
 * (app/app-router.tsx), not in the landing page's first JavaScript (e2e/landing-budget.spec.ts).
 * Where the browser lacks AbortSignal.any (before Chromium 116, Safari 17.4), reads go as before.
 */
export function timedTransport(send: Transport = (path, init) => fetch(path, init)): Transport {
  return (path, init) => {
    if ((init.method ?? 'GET') !== 'GET' || !('any' in AbortSignal)) return send(path, init);
    const timeout = AbortSignal.timeout(READ_TIMEOUT_MS);
    return send(path, {
      ...init,
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    });
  };
}
