/** The first reconnection delay of a live stream. */
export const RECONNECT_INITIAL_MS = 1_000;
/** The longest reconnection delay of a live stream. */
export const RECONNECT_MAX_MS = 30_000;

/** The delay after `delayMs`: doubled, capped at the maximum (1 s, 2 s, 4 s, ... 30 s). */
export function nextBackoffMs(delayMs: number): number {
  return Math.min(delayMs * 2, RECONNECT_MAX_MS);
}
