import {
  BADGE_UNLOCKED,
  badgeProgress,
  type BadgeProgress,
  type BadgeStats,
  currentStreakDays,
  describeBadgeRule,
  zoneOrUtc,
  localDay,
  type MyBadge,
} from '@lv/domain';
import type { Db } from '../../db/database';
import * as badgesRepo from './badges-repository';
import * as repo from './repository';

/**
 * Every badge with the learner's progress (0-100; 100 = Unlocked) and when it was unlocked. The
 * learner's own list (`withCredentialIds`) also carries each unlocked badge's credential id; a
 * public profile never does, so only the holder hands out a credential's link.
 */
export async function badgesFor(db: Db, userId: string, opts: { withCredentialIds: true; now?: number }): Promise<MyBadge[]>;
export async function badgesFor(db: Db, userId: string, opts?: { withCredentialIds?: false; now?: number }): Promise<BadgeProgress[]>;
export async function badgesFor(db: Db, userId: string, opts: { withCredentialIds?: boolean; now?: number } = {}): Promise<BadgeProgress[] | MyBadge[]> {
  const now = opts.now ?? Date.now();
  const [all, have, actionCounts, record, user] = await Promise.all([
    badgesRepo.listBadges(db.kysely),
    badgesRepo.unlockedBadges(db.kysely, userId),
    badgesRepo.actionCounts(db.kysely, userId),
    repo.readPointsRecord(db.kysely, userId),
    repo.findUserForAward(db.kysely, userId),
  ]);
  const today = localDay(new Date(now), user ? zoneOrUtc(user.timezone) : 'UTC');
  const stats: BadgeStats = {
    actionCounts,
    totalXp: Number(record?.points ?? 0),
    streakDays: currentStreakDays({ lastDay: record?.streakLastDay ?? null, days: record?.streakDays ?? 0, freezes: record?.streakFreezes ?? 0 }, today),
  };
  const unlocked = new Map(have.map((h) => [h.badgeId, h]));
  return all.map((b) => {
    const u = unlocked.get(b.id);
    const at = u ? Number(u.unlockedAt) : undefined;
    return {
      id: b.id,
      name: b.name,
      description: b.description,
      criteria: describeBadgeRule(b.rule),
      // Once unlocked, a badge stays unlocked even if a later adjustment lowers the figures.
      progress: at !== undefined ? BADGE_UNLOCKED : badgeProgress(b.rule, stats),
      unlockedAt: at !== undefined ? new Date(at).toISOString() : null,
      ...(opts.withCredentialIds ? { credentialId: u?.credentialId ?? null } : {}),
    };
  });
}
