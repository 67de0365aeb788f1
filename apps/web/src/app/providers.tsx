import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { AuthProvider } from './auth-provider';
import { LivePointsProvider } from './live-points-provider';

/** App-wide providers: crash boundary, TanStack Query, the auth state and the live points. */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <LivePointsProvider>{children}</LivePointsProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
