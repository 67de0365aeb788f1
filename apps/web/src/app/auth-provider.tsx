import { deriveFlags } from '@lv/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useActivityHeartbeat } from '../hooks/use-activity-heartbeat';
import { AuthContext, type AuthStatus, type AuthValue } from '../lib/auth-state';
import { ME_QUERY_KEY, fetchMe } from '../lib/me-api';

/**
 * Holds the auth state (spec section 4): 'loading' until `GET /api/session` answers, then 'signedIn'
 * with the user document or 'signedOut'. While an active user is signed in it keeps lastActive
 * fresh. Only fetch is used here, so the auth client stays out of the first chunk.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const meQuery = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 60_000,
    retry: false,
  });

  const user = meQuery.data ?? null;
  const status: AuthStatus = meQuery.isPending ? 'loading' : user ? 'signedIn' : 'signedOut';

  useActivityHeartbeat(user && user.accountStatus === 'active' ? user.id : null);

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: ME_QUERY_KEY, exact: true });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      const { authClient } = await import('../lib/auth-client');
      const result = await authClient.signOut();
      if (result.error) console.error('Sign-out failed', result.error);
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    // Forget everything cached for this user, then mark the visitor signed out.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    queryClient.setQueryData(ME_QUERY_KEY, null);
  }, [queryClient]);

  const value = useMemo<AuthValue>(
    () => ({ status, user, flags: deriveFlags(user), refresh, signOut }),
    [status, user, refresh, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
