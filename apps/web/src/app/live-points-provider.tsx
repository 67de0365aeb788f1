import { badgeMomentKey } from '@lv/domain';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { MomentsContext, type OfferMoment } from '../components/moments/moment';
import { useMoments } from '../components/moments/use-moments';
import { useLivePoints } from '../hooks/use-live-points';
import { fetchPointsSummary } from '../features/gamification/api/points-api';
import { useAuth } from '../lib/auth-state';
import { LivePointsContext } from '../lib/live-points-state';

/** Under Save-Data the hook reads the points instead of streaming them. */
const readPoints = async (signal: AbortSignal) => {
  const { points, streak } = await fetchPointsSummary(signal);
  return { points, streak: { days: streak.days, freezes: streak.freezes, earnedToday: streak.earnedToday } };
};

/**
 * Streams the signed-in, active learner's points to every screen (one connection per tab), and
 * celebrates their moments (ADR 044): a level reached, a badge an award unlocked, and what a
 * screen offers (a journey's certificate), each once.
 */
export function LivePointsProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const isActive = status === 'signedIn' && user?.accountStatus === 'active';
  const userId = isActive ? user.id : null;
  // The badge event needs the moments, and the moments need the points: a ref joins them.
  const offerRef = useRef<OfferMoment>(() => {});
  const onBadge = useCallback(
    (name: string) => offerRef.current(badgeMomentKey(name), { kind: 'badge', name }),
    [],
  );
  const livePoints = useLivePoints(
    { status: isActive ? 'signedIn' : status === 'loading' ? 'loading' : 'signedOut', userId },
    { onBadge, fetchPoints: readPoints },
  );
  const moments = useMoments(livePoints, userId);
  useEffect(() => {
    offerRef.current = moments.offer;
  }, [moments.offer]);
  const { current, dismiss, offer } = moments;
  const momentsValue = useMemo(() => ({ current, dismiss, offer, userId }), [current, dismiss, offer, userId]);
  return (
    <LivePointsContext.Provider value={livePoints}>
      <MomentsContext.Provider value={momentsValue}>{children}</MomentsContext.Provider>
    </LivePointsContext.Provider>
  );
}
