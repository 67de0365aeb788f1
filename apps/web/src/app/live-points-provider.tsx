import { t } from '@lingui/core/macro';
import { useCallback, type ReactNode } from 'react';
import { ToastRegion } from '../components/ui/toast-region';
import { useLivePoints } from '../hooks/use-live-points';
import { useToasts } from '../hooks/use-toasts';
import { fetchPointsSummary } from '../features/gamification/api/points-api';
import { useAuth } from '../lib/auth-state';
import { domainText } from '../lib/i18n/domain-text';
import { LivePointsContext } from '../lib/live-points-state';

/** What the toast says when an award unlocks a badge (announced by the toasts' live region); the server names the badge in English. */
export const badgeUnlockedMessage = (name: string) => {
  const badge = domainText(name);
  return t`Badge unlocked: ${badge}`;
};

/**
 * Streams the signed-in, active learner's points to every screen (one connection per tab), and
 * shows a 'Badge unlocked' toast when an award unlocks a badge.
 */
/** Under Save-Data the hook reads the points instead of streaming them. */
const readPoints = async (signal: AbortSignal) => (await fetchPointsSummary(signal)).points;

export function LivePointsProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const { toasts, notify } = useToasts();
  const onBadge = useCallback(
    (name: string) => notify('success', badgeUnlockedMessage(name)),
    [notify],
  );
  const isActive = status === 'signedIn' && user?.accountStatus === 'active';
  const livePoints = useLivePoints(
    {
      status: isActive ? 'signedIn' : status === 'loading' ? 'loading' : 'signedOut',
      userId: isActive ? user.id : null,
    },
    { onBadge, fetchPoints: readPoints },
  );
  return (
    <LivePointsContext.Provider value={livePoints}>
      {children}
      <ToastRegion toasts={toasts} />
    </LivePointsContext.Provider>
  );
}
