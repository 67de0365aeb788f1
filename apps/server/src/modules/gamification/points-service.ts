import { currentStreakDays, localDay, streakMultiplier, STREAK_DAYS_FOR_MULTIPLIER, zoneOrUtc } from '@lv/domain';
import type { Db } from '../../db/database';
import * as repo from './repository';

/** The learner's points, level inputs and streak as of now, in their timezone. */
export async function pointsSummary(db: Db, userId: string, timezone: string, now = Date.now()) {
  const record = await repo.readPointsRecord(db.kysely, userId);
  const today = localDay(new Date(now), zoneOrUtc(timezone));
  const streak = { lastDay: record?.streakLastDay ?? null, days: record?.streakDays ?? 0 };
  const days = currentStreakDays(streak, today);
  return {
    points: Number(record?.points ?? 0),
    streak: {
      days,
      multiplier: streakMultiplier(days),
      daysToMultiplier: Math.max(0, STREAK_DAYS_FOR_MULTIPLIER - days),
      earnedToday: streak.lastDay === today,
    },
  };
}

export { findLedgerEntryByKey, listLedger, sumLedger } from './repository';
