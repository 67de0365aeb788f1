import { DEFAULT_LOCALE, streakOn, localDay, streakMultiplier, STREAK_DAYS_FOR_MULTIPLIER, zoneOrUtc, type Locale } from '@lv/domain';
import type { Db } from '../../db/database';
import { journeyLeaders } from '../journeys/journey-view';
import { journeyNames } from '../webinars/event-view';
import * as repo from './repository';

/** The learner's points, level inputs and streak as of now, in their timezone. */
export async function pointsSummary(db: Db, userId: string, timezone: string, now = Date.now()) {
  const record = await repo.readPointsRecord(db.kysely, userId);
  const today = localDay(new Date(now), zoneOrUtc(timezone));
  const streak = { lastDay: record?.streakLastDay ?? null, days: record?.streakDays ?? 0, freezes: record?.streakFreezes ?? 0 };
  // Freezes the days missed since the last XP day used are already taken off (the next award stores the same).
  const { days, freezes } = streakOn(streak, today);
  return {
    points: Number(record?.points ?? 0),
    streak: {
      days,
      multiplier: streakMultiplier(days),
      daysToMultiplier: Math.max(0, STREAK_DAYS_FOR_MULTIPLIER - days),
      earnedToday: streak.lastDay === today,
      freezes,
    },
  };
}

export { findLedgerEntryByKey, sumLedger } from './repository';

/**
 * A page of the learner's ledger with the item behind each row in `locale` (repository readLedger);
 * a capstone's journey is named as learners see it (a named path by its leader), in one more read.
 */
export async function listLedger(db: Db, userId: string, offset: number, limit: number, locale: Locale = DEFAULT_LOCALE) {
  const rows = await repo.readLedger(db.kysely, userId, offset, limit, locale);
  const journeys = await journeyNames(db.kysely, rows.map((r) => r.capstoneJourneyId), await journeyLeaders(db), locale);
  return rows.map(({ capstoneJourneyId, about, ...row }) => {
    const title = journeys.get(capstoneJourneyId)?.title;
    return { ...row, about: about && title ? { ...about, title } : about };
  });
}
