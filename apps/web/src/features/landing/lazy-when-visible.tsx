import { startTransition, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { LOADING_TEXT } from '@lv/domain';
import { domainText } from '../../lib/i18n/domain-text';

/**
 * Renders `children` (a lazily loaded form) once its place is near the viewport, so the landing
 * page's first JavaScript stays small; until then its space is reserved (no layout shift).
 * Without IntersectionObserver it renders right after mounting. The prerendered HTML holds the
 * reserved space only (hydration starts from the same).
 */
const noSubscription = () => () => {};
const lacksObserver = () => typeof IntersectionObserver === 'undefined';

/** `reserve`: the space kept until then, as a class (e.g. `min-h-[22rem]`): a style attribute in the prerendered HTML would break the CSP (ADR 018). */
export function LazyWhenVisible({ children, reserve }: { children: ReactNode; reserve: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // False in the prerender and while hydrating it, so both start from the reserved space.
  const noObserver = useSyncExternalStore(noSubscription, lacksObserver, () => false);
  const visible = seen || noObserver;
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the form renders in short slices, never as one long task.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setSeen(true));
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  const fallback = (
    <div className={`flex items-center justify-center rounded-xl bg-white text-muted shadow-sm ${reserve}`}>
      {domainText(LOADING_TEXT)}
    </div>
  );
  return (
    <div ref={ref} className={reserve}>
      {visible ? <Suspense fallback={fallback}>{children}</Suspense> : null}
    </div>
  );
}
