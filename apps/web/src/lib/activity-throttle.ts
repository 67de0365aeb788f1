import { ACTIVITY_THROTTLE_MS } from '@lv/domain';

/** DOM events that count as user activity (`../shared/spec/platform-spec.md` section 7 (The calls it makes): mouse, key, scroll, touch, click). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;

/**
 * Whether user activity at `now` should send a lastActive update, given when the last one was
 * sent. A clock that went backwards counts as due, so a changed system clock cannot block updates.
 */
export function isActivityPingDue(
  lastPingAt: number | null,
  now: number,
  throttleMs: number = ACTIVITY_THROTTLE_MS,
): boolean {
  if (lastPingAt === null) return true;
  const elapsed = now - lastPingAt;
  return elapsed < 0 || elapsed >= throttleMs;
}
