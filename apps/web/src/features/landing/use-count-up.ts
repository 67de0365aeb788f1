import { useEffect, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Counts from 0 up to `target` over `durationMs` (ease-out); the final value at once under reduced motion. */
export function useCountUp(target: number, durationMs: number): number {
  const [reduced] = useState(prefersReducedMotion);
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (reduced || typeof requestAnimationFrame !== 'function') return;
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
  }, [target, durationMs, reduced]);
  return reduced || typeof requestAnimationFrame !== 'function' ? target : value;
}
