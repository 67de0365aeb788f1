import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * Whether a failed query is tried again: once, unless the server answered 4xx (no such thing, not
 * allowed, bad request): that answer will not change, and waiting a second to show it helps nobody.
 */
export function shouldRetryQuery(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
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
        // A TanStack Query mode, not text.
        // eslint-disable-next-line lingui/no-unlocalized-strings
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
