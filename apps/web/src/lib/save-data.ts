import { useSyncExternalStore } from 'react';

/**
 * Low data (issue 18 item 5): whether the browser asks us to save data (`Save-Data: on`, the
 * user's "data saver" / "lite mode"). Read at each use: the setting can change while a tab is open.
 * Only Chromium browsers expose it; elsewhere it is false.
 */
export function saveDataOn(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: unknown } }).connection;
  return connection?.saveData === true;
}

/**
 * The Save-Data a rendered page was made with: on the server, the request's `Save-Data` header
 * (src/entry-server.tsx); in the browser, the page's state, until React has hydrated it.
 */
let renderedWith: boolean | undefined;
export const setRenderedSaveData = (value: boolean | undefined) => {
  renderedWith = value;
};

/** The `change` events of the browser's connection (its data saver switched on or off). */
function subscribeSaveData(onChange: () => void): () => void {
  const connection = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: EventTarget }).connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/**
 * saveDataOn for what a screen renders: as the server rendered it while React hydrates the page
 * (the server knows it from the request's header), then the browser's own, live. A screen that
 * renders otherwise under Save-Data (a photo not fetched) then hydrates the server's HTML as it
 * is and changes after, rather than failing to hydrate.
 */
export function useSaveData(): boolean {
  return useSyncExternalStore(subscribeSaveData, saveDataOn, () => renderedWith ?? false);
}

/** How much slower polling runs under Save-Data. */
export const SAVE_DATA_POLL_FACTOR = 4;

/** A polling interval for TanStack Query's refetchInterval: `ms`, or 4x slower under Save-Data. */
export function pollEvery(ms: number): number {
  return saveDataOn() ? ms * SAVE_DATA_POLL_FACTOR : ms;
}
