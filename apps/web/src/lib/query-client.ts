import { QueryClient } from '@tanstack/react-query';

/** The app's TanStack Query client: one per page load (tests build their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
