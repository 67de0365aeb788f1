import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { LOADING_TEXT } from '@lv/domain';

/**
 * Renders `children` (a lazily loaded form) once its place is near the viewport, so the landing
 * page's first JavaScript stays small; until then its space is reserved (no layout shift).
 * Without IntersectionObserver it renders at once.
 */
export function LazyWhenVisible({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  const fallback = (
    <div className="flex items-center justify-center rounded-xl bg-white text-muted shadow-sm" style={{ minHeight }}>
      {LOADING_TEXT}
    </div>
  );
  return (
    <div ref={ref} style={{ minHeight }}>
      {visible ? <Suspense fallback={fallback}>{children}</Suspense> : null}
    </div>
  );
}
