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

/** How much slower polling runs under Save-Data. */
export const SAVE_DATA_POLL_FACTOR = 4;

/** A polling interval for TanStack Query's refetchInterval: `ms`, or 4x slower under Save-Data. */
export function pollEvery(ms: number): number {
  return saveDataOn() ? ms * SAVE_DATA_POLL_FACTOR : ms;
}
