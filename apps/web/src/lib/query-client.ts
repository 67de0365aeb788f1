import { QueryClient } from '@tanstack/react-query';

/** A TanStack Query client with the app's defaults (tests build their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
