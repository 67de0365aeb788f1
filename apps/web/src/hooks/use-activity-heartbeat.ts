import { useEffect } from 'react';
import { ACTIVITY_THROTTLE_MS, LAST_ACTIVE_HEARTBEAT_MS } from '@lv/domain';
import { ACTIVITY_EVENTS, isActivityPingDue } from '../lib/activity-throttle';
import { postActivity } from '../lib/me-api';

/**
 * Keeps the signed-in user's lastActive fresh (`../shared/spec/platform-spec.md` section 7 (The calls it makes)): once when `userId` is set (sign-in
 * or first load), every 5 minutes, and on user activity at most once per 60 seconds. Failures are
 * only logged. Pass null while nobody (or an inactive account) is signed in.
 */
export function useActivityHeartbeat(
  userId: string | null,
  send: () => Promise<void> = postActivity,
): void {
  useEffect(() => {
    if (userId === null) return;
    let lastPingAt: number | null = null;

    const ping = () => {
      lastPingAt = Date.now();
      send().catch((error: unknown) => console.error('Failed to update lastActive', error));
    };
    const onActivity = () => {
      if (isActivityPingDue(lastPingAt, Date.now(), ACTIVITY_THROTTLE_MS)) ping();
    };

    ping();
    const timer = window.setInterval(ping, LAST_ACTIVE_HEARTBEAT_MS);
    const listenerOptions = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, listenerOptions);
    return () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, onActivity, listenerOptions);
      }
    };
  }, [userId, send]);
}
