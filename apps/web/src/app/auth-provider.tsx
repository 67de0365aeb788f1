import { deriveFlags, type UserDocument } from '@lv/domain';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActivityHeartbeat } from '../hooks/use-activity-heartbeat';
import { AuthContext, type AuthStatus, type AuthValue } from '../lib/auth-state';
import { fetchMe } from '../lib/me-api';

/** undefined until `GET /api/session` has answered. */
type Session = UserDocument | null | undefined;

/**
 * Holds the auth state (`../shared/spec/platform-spec.md` section 4 (States and transitions)): 'loading' until `GET /api/session` answers (once per page
 * load), then 'signedIn' with the user document or 'signedOut'. While an active user is signed in
 * it keeps lastActive fresh. Only fetch and React state are used here, so neither the auth client
 * nor TanStack Query is in the landing page's first chunks (the router's module clears the query
 * cache when the user signs out, app/app-router.tsx).
 */
export function AuthProvider({ children, initialSession }: { children: ReactNode; initialSession?: UserDocument | null }) {
  // A page the server rendered for this reader (src/entry-server.tsx) names who is signed in.
  const [session, setSession] = useState<Session>(initialSession);

  useEffect(() => {
    if (initialSession !== undefined) return;
    const controller = new AbortController();
    fetchMe(controller.signal).then(
      (user) => setSession((current) => (current === undefined ? user : current)),
      () => {}, // aborted: the provider is gone
    );
    return () => controller.abort();
  }, [initialSession]);

  const user = session ?? null;
  const status: AuthStatus = session === undefined ? 'loading' : user ? 'signedIn' : 'signedOut';

  useActivityHeartbeat(user && user.accountStatus === 'active' ? user.id : null);

  const refresh = useCallback(async () => {
    const fresh = await fetchMe();
    // The same answer keeps the session screens already hold, so nothing renders again: every
    // reader of the auth state (the whole shell) would render for an equal copy.
    setSession((current) => (current && fresh && JSON.stringify(current) === JSON.stringify(fresh) ? current : fresh));
    return fresh;
  }, []);

  const updateUser = useCallback((patch: Partial<UserDocument>) => {
    setSession((current) => (current ? { ...current, ...patch } : current));
  }, []);

  const signOut = useCallback(async () => {
    try {
      const { authClient } = await import('../lib/auth-client');
      const result = await authClient.signOut();
      if (result.error) console.error('Sign-out failed', result.error);
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    setSession(null);
  }, []);

  const value = useMemo<AuthValue>(
    () => ({ status, user, flags: deriveFlags(user), refresh, updateUser, signOut }),
    [status, user, refresh, updateUser, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
