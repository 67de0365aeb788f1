import { EMPTY_MOMENTS_SEEN, readMomentsSeen, type MomentsSeen } from '@lv/domain';

/** Where a device keeps what it showed a learner (one entry per learner who signed in on it). */
export const momentsStorageKey = (userId: string) => `lv-moments:${userId}`;

/** What this device showed the learner; nothing when storage is unavailable (private mode). */
export function loadMomentsSeen(userId: string): MomentsSeen {
  try {
    return readMomentsSeen(window.localStorage.getItem(momentsStorageKey(userId)));
  } catch {
    return EMPTY_MOMENTS_SEEN;
  }
}

/**
 * Remembers what was shown; a full or blocked storage is ignored (the moment may then show again).
 */
export function saveMomentsSeen(userId: string, seen: MomentsSeen): void {
  try {
    window.localStorage.setItem(momentsStorageKey(userId), JSON.stringify(seen));
  } catch {
    // Storage refused: nothing else to do.
  }
}
