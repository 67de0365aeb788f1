import { startTransition, useEffect, useState } from 'react';

/**
 * False while the page renders on the server and in the browser's first render of a component
 * (hydration takes the server's answer), true from its next render on: for what only the browser
 * can show (a chart drawn on a canvas, an animation), so both first renders agree. That next
 * render is a transition, which React splits into short tasks; an external store's change (how
 * this worked before) re-renders at once, in one task a phone cannot answer a tap during.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
