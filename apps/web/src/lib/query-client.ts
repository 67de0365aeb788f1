import { QueryClient } from '@tanstack/react-query';

/**
 * A TanStack Query client with the app's defaults (tests build their own). Offline, requests still
 * go out: the service worker answers reads from its saved copies (offlineFirst), and writes either
 * go through the offline queue or fail with a message; TanStack's own pause while the browser says
 * offline would leave them spinning.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
