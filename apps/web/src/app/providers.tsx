import type { UserDocument } from '@lv/domain';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { AuthProvider } from './auth-provider';

/**
 * App-wide providers: crash boundary and the auth state. TanStack Query comes with the router
 * (app/app-router.tsx), live points with the signed-in shell: the landing page needs neither.
 * `initialSession`: who is signed in, when the server rendered the page (src/entry-server.tsx).
 */
export function Providers({ children, initialSession }: { children: ReactNode; initialSession?: UserDocument | null }) {
  return (
    <ErrorBoundary>
      <AuthProvider initialSession={initialSession}>{children}</AuthProvider>
    </ErrorBoundary>
  );
}
