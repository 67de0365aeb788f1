import { useEffect, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/**
 * Counts from 0 up to `target` over `durationMs` (ease-out); the final value at once under reduced
 * motion. The prerendered HTML (and the hydration pass over it) shows the final value, so the
 * page reads right before and without JavaScript; the count starts once the page is live.
 */
export function useCountUp(target: number, durationMs: number): number {
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const live = useHydrated();
  const animate = live && !reduced && typeof requestAnimationFrame === 'function';
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!animate) return;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      const eased = 1 - (1 - t) ** 3;
      setValue(t >= 1 ? target : Math.round(target * eased));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, animate]);
  return animate ? value : target;
}
