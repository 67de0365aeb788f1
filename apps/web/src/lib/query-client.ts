import { QueryClient, type QueryKey, type Updater } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * Whether a failed query is tried again: once, unless the server answered 4xx (no such thing, not
 * allowed, bad request): that answer will not change, and waiting a second to show it helps nobody.
 * Nor a read that found no network while the browser is offline: the worker had no saved copy, and
 * TanStack would hold the retry until the network returns, the screen saying "Loading..." all the
 * while. It fails at once instead (the screen's LoadError says it is not saved yet) and runs again
 * by itself when the network returns (refetch on reconnect).
 */
export function shouldRetryQuery(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (
    error instanceof ApiError &&
    error.status === 0 &&
    typeof navigator !== 'undefined' &&
    !navigator.onLine
  )
    return false;
  return failures < 1;
}

/**
 * A TanStack Query client with the app's defaults (tests build their own). Offline, requests still
 * go out: the service worker answers reads from its saved copies (offlineFirst), and writes either
 * go through the offline queue or fail with a message; TanStack's own pause while the browser says
 * offline would leave them spinning.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Polling (refetchInterval) stops while the page is hidden and resumes when it shows: TanStack's
      // default, said here because low data depends on it (issue 18 item 5; query-client.test.ts).
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        refetchIntervalInBackground: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Puts a write's answer into a query's cache. A read of that query still on its way may have been
 * answered before the write committed (the refetch after the service worker takes the page over,
 * after the network returns or after the offline queue sent something): landing later, it would
 * put the old state back, and a like or a saved profile would seem undone. So that read is
 * cancelled first (the cache keeps what it had), then the answer goes in.
 */
export async function putAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  updater: Updater<T | undefined, T | undefined>,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, updater);
}
