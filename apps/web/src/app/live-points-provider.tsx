import type { ReactNode } from 'react';
import { useLivePoints } from '../hooks/use-live-points';
import { useAuth } from '../lib/auth-state';
import { LivePointsContext } from '../lib/live-points-state';

/** Streams the signed-in, active learner's points to every screen (one connection per tab). */
export function LivePointsProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const isActive = status === 'signedIn' && user?.accountStatus === 'active';
  const livePoints = useLivePoints({
    status: isActive ? 'signedIn' : status === 'loading' ? 'loading' : 'signedOut',
    userId: isActive ? user.id : null,
  });
  return <LivePointsContext.Provider value={livePoints}>{children}</LivePointsContext.Provider>;
}
