import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { AuthProvider } from './auth-provider';

/**
 * App-wide providers: crash boundary and the auth state. TanStack Query comes with the router
 * (app/app-router.tsx), live points with the signed-in shell: the landing page needs neither.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <AuthProvider>{children}</AuthProvider>
    </ErrorBoundary>
  );
}
