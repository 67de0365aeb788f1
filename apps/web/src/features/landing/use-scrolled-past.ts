import { useEffect, useState } from 'react';

/** Whether the page is scrolled more than `offset` pixels (the landing header turns solid). */
export function useScrolledPast(offset: number): boolean {
  // Starts unscrolled, as in the prerendered HTML (hydration must match it); the first frame corrects it.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > offset);
    window.addEventListener('scroll', onScroll, { passive: true });
    // The browser may have scrolled (to a #hash, or restoring a position) before we listened.
    const frame = requestAnimationFrame(onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [offset]);
  return scrolled;
}
