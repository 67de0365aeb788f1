import { useEffect, useState } from 'react';

/** Whether the page is scrolled more than `offset` pixels (the landing header turns solid). */
export function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > offset);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > offset);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset]);
  return scrolled;
}
