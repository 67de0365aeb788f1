import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAuth } from '../lib/auth-state';

/**
 * TanStack Query for the screens under the router (the prerendered landing page does without it).
 * When the signed-in user signs out (or another one signs in), everything cached for them is
 * forgotten. Needs the app's AuthProvider above it.
 */
export function AppQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const userId = useAuth().user?.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) client.removeQueries();
    previous.current = userId;
  }, [client, userId]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
