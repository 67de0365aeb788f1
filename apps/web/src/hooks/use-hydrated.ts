import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page renders on the server and while the browser's first render takes over that
 * HTML (hydration uses the server's answer), true from then on: for what only the browser can
 * show (a chart drawn on a canvas, an animation), so both first renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
