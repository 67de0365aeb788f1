import { keyedMoment, levelUpMoment } from '@lv/domain';
import { useCallback, useEffect, useState } from 'react';
import type { LivePoints } from '../../lib/live-points-state';
import type { Moment, OfferMoment } from './moment';
import { loadMomentsSeen, saveMomentsSeen } from './moments-store';

/**
 * The moments to show the signed-in learner, one at a time: a level reached (from the live points:
 * the first value a device knows is its baseline), and the keyed ones offered by the stream (a
 * badge) or a screen (a certificate). What was shown is remembered on the device at once, so a
 * reload, a second tab or a later visit never shows it again.
 */
export function useMoments(
  live: LivePoints,
  /** The signed-in, active learner (null for anyone else). */
  userId: string | null,
): {
  current: Moment | null;
  dismiss: () => void;
  offer: OfferMoment;
} {
  const [queue, setQueue] = useState<Moment[]>([]);

  // Only a value the server sent counts (an error's reset to 0 carries no streak).
  const known = userId !== null && live.isLoaded && live.userId === userId && live.streak !== null;
  const points = live.points;
  useEffect(() => {
    if (!known || userId === null) return;
    const seen = loadMomentsSeen(userId);
    const { show, seen: next } = levelUpMoment(seen, points);
    if (next !== seen) saveMomentsSeen(userId, next);
    // The device's storage is read here, never in render (the server renders without it), so the
    // moment it decides on is queued from the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- synchronising with localStorage
    if (show) setQueue((q) => [...q, { kind: 'level', level: show.number }]);
  }, [known, userId, points]);

  // A new learner on the tab starts with nothing queued.
  useEffect(() => () => setQueue([]), [userId]);

  // A new function for a new learner: a screen that offered before anyone was known offers again.
  const offer = useCallback<OfferMoment>(
    (key, moment) => {
      if (userId === null) return;
      const { show, seen } = keyedMoment(loadMomentsSeen(userId), key);
      if (!show) return;
      saveMomentsSeen(userId, seen);
      setQueue((q) => [...q, moment]);
    },
    [userId],
  );

  const dismiss = useCallback(() => setQueue((q) => q.slice(1)), []);
  return { current: queue[0] ?? null, dismiss, offer };
}
