import { useEffect, useEffectEvent, useRef } from 'react';
import { usePoints } from '../lib/live-points-state';

/**
 * Calls `onChange` each time the live points change after the first known value (an award, an
 * adjustment, a reset to 0), e.g. to refetch data that depends on them.
 */
export function useLivePointsChange(onChange: (points: number) => void): void {
  const { points, isLoaded } = usePoints();
  const previous = useRef<number | null>(null);
  const notify = useEffectEvent(onChange);

  useEffect(() => {
    if (!isLoaded) return;
    if (previous.current !== null && previous.current !== points) notify(points);
    previous.current = points;
  }, [points, isLoaded]);
}
