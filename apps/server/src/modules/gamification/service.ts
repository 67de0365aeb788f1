import { randomUUID } from 'node:crypto';
import {
  ADMIN_ADJUSTMENT,
  awardWithStreak,
  BADGE_UNLOCKED,
  badgeProgress,
  describeBadgeRule,
  type BadgeStats,
  currentStreakDays,
  isValidTimeZone,
  leaderboardPeriodKeys,
  localDay,
  rankFromCountAbove,
  streakMultiplier,
  STREAK_DAYS_FOR_MULTIPLIER,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LeaderboardResponse,
  type XpActionId,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import * as badgesRepo from './badges-repository';
import type { PointsBus, PointsEvent } from './live';
import * as learnerRepo from '../learner/repository';
import * as repo from './repository';

/** How many public impact entries a public profile shows (newest first). */
const PUBLIC_IMPACT_ENTRIES = 20;

export type AwardInput =
  | { userId: string; action: XpActionId; idempotencyKey: string; sourceId?: string; reason?: string; actorId?: string }
  | { userId: string; action: typeof ADMIN_ADJUSTMENT; points: number; reason: string; idempotencyKey: string; actorId: string };

export interface AwardResult {
  created: boolean;
  entry: { id: string; action: string; basePoints: number; multiplier: number; points: number; reason: string | null; createdAt: number };
  points: number;
  /** Names of the badges this award unlocked. */
  unlocked: string[];
}

/** Unlocks every badge whose rule this award completes, with the award as evidence. */
async function unlockEarnedBadges(
  trx: Kysely<Database>,
  userId: string,
  partial: { totalXp: number; streakDays: number },
  evidenceLedgerId: string,
  now: number,
): Promise<string[]> {
  const [all, have, actionCounts] = await Promise.all([badgesRepo.listBadgesCached(trx), badgesRepo.unlockedBadges(trx, userId), badgesRepo.actionCounts(trx, userId)]);
  const owned = new Set(have.map((h) => h.badgeId));
  const stats: BadgeStats = { actionCounts, ...partial };
  const earned = all.filter((b) => !owned.has(b.id) && badgeProgress(b.rule, stats) >= BADGE_UNLOCKED);
  await badgesRepo.insertUnlocked(trx, earned.map((b) => ({ userId, badgeId: b.id, unlockedAt: now, evidenceLedgerId })));
  return earned.map((b) => b.name);
}

/** Every badge with the learner's progress (0-100; 100 = Unlocked) and when it was unlocked. */
export async function badgesFor(db: Db, userId: string, now = Date.now()) {
  const [all, have, actionCounts, record, user] = await Promise.all([
    badgesRepo.listBadges(db.kysely),
    badgesRepo.unlockedBadges(db.kysely, userId),
    badgesRepo.actionCounts(db.kysely, userId),
    repo.readPointsRecord(db.kysely, userId),
    repo.findUserForAward(db.kysely, userId),
  ]);
  const today = localDay(new Date(now), user && isValidTimeZone(user.timezone) ? user.timezone : 'UTC');
  const stats: BadgeStats = {
    actionCounts,
    totalXp: Number(record?.points ?? 0),
    streakDays: currentStreakDays({ lastDay: record?.streakLastDay ?? null, days: record?.streakDays ?? 0 }, today),
  };
  const unlockedAt = new Map(have.map((h) => [h.badgeId, Number(h.unlockedAt)]));
  return all.map((b) => {
    const at = unlockedAt.get(b.id);
    return {
      id: b.id,
      name: b.name,
      description: b.description,
      criteria: describeBadgeRule(b.rule),
      // Once unlocked, a badge stays unlocked even if a later adjustment lowers the figures.
      progress: at !== undefined ? BADGE_UNLOCKED : badgeProgress(b.rule, stats),
      unlockedAt: at !== undefined ? new Date(at).toISOString() : null,
    };
  });
}

/**
 * Awards XP: one ledger row, the points record and the leaderboard totals in one transaction.
 * The same idempotency key twice awards once. Only server code calls this (never a learner's request).
 */
export async function awardXp(db: Db, bus: PointsBus, input: AwardInput, now = Date.now()): Promise<AwardResult> {
  const user = await repo.findUserForAward(db.kysely, input.userId);
  if (!user) throw errors.notFound('That learner');
  const timeZone = isValidTimeZone(user.timezone) ? user.timezone : 'UTC';
  const today = localDay(new Date(now), timeZone);
  const periods = Object.values(leaderboardPeriodKeys(new Date(now)));
  const visible = user.accountStatus === 'active' && !user.leaderboardHidden;

  let event: PointsEvent | null = null;
  const result = await db.kysely.transaction().execute(async (trx): Promise<AwardResult> => {
    const record = await repo.lockPointsRecord(trx, input.userId, now);
    const existing = await repo.findLedgerEntryByKey(trx, input.idempotencyKey);
    if (existing) {
      if (existing.userId !== input.userId) throw errors.conflict('That idempotency key was used for another learner.');
      return { created: false, entry: { ...existing, createdAt: Number(existing.createdAt) }, points: Number(record.points), unlocked: [] };
    }
    const previousStreak = { lastDay: record.streakLastDay, days: record.streakDays };
    let basePoints: number;
    let multiplier: number;
    let points: number;
    let streak = previousStreak;
    if (input.action === ADMIN_ADJUSTMENT) {
      // An adjustment corrects the record: it is neither multiplied nor a streak day.
      basePoints = input.points;
      multiplier = 1;
      points = input.points;
    } else {
      const outcome = awardWithStreak(input.action, previousStreak, today);
      streak = outcome.streak;
      ({ basePoints, multiplier, points } = outcome.award);
    }
    const entry = {
      id: randomUUID(),
      userId: input.userId,
      action: input.action,
      basePoints,
      multiplier,
      points,
      reason: input.reason ?? null,
      sourceId: 'sourceId' in input ? (input.sourceId ?? null) : null,
      idempotencyKey: input.idempotencyKey,
      actorId: input.actorId ?? null,
      localDay: today,
      createdAt: now,
    };
    await repo.insertLedgerEntry(trx, entry);
    if (input.action === ADMIN_ADJUSTMENT) {
      await recordAudit(trx, { actorId: input.actorId, action: 'user.xp', targetType: 'user', targetId: input.userId, details: { points, reason: input.reason, ledgerId: entry.id } }, now);
    }
    const total = Number(record.points) + points;
    await repo.writePointsRecord(trx, input.userId, { points: total, streakDays: streak.days, streakLastDay: streak.lastDay, updatedAt: now });
    const moves = await repo.addToTotals(trx, input.userId, periods, points, visible, now);
    {
      await repo.adjustScoreCounts(
        trx,
        moves.filter((m) => m.visible).flatMap((m) => [
          ...(m.before === undefined ? [] : [{ period: m.period, points: m.before, change: -1 }]),
          { period: m.period, points: m.after, change: 1 },
        ]),
      );
    }
    const unlocked = await unlockEarnedBadges(trx, input.userId, { totalXp: total, streakDays: streak.days }, entry.id, now);
    event = { userId: input.userId, points: total, ...(unlocked.length ? { unlocked } : {}) };
    await bus.publishInTransaction(trx, event);
    return { created: true, entry, points: total, unlocked };
  });
  if (event) bus.afterCommit(event);
  return result;
}

/** Shows or hides a learner on public leaderboards (deactivation, privacy), keeping rank counts exact. */
export async function setLeaderboardVisibility(trx: Kysely<Database>, userId: string, visible: boolean): Promise<void> {
  const changed = await repo.setTotalsVisibility(trx, userId, visible);
  await repo.adjustScoreCounts(
    trx,
    changed.map((c) => ({ period: c.period, points: c.points, change: visible ? 1 : -1 })),
  );
}

/** The learner's points, level inputs and streak as of now, in their timezone. */
export async function pointsSummary(db: Db, userId: string, timezone: string, now = Date.now()) {
  const record = await repo.readPointsRecord(db.kysely, userId);
  const today = localDay(new Date(now), isValidTimeZone(timezone) ? timezone : 'UTC');
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

/** One page of a leaderboard window, and the viewer's own place with the learners around them. */
export async function leaderboard(
  db: Db,
  q: { period: LeaderboardPeriod; page: number; pageSize: number; viewerId: string | null },
  now = Date.now(),
): Promise<LeaderboardResponse> {
  const period = leaderboardPeriodKeys(new Date(now))[q.period];
  const [page, total, me] = await Promise.all([
    leaderboardPage(db, period, (q.page - 1) * q.pageSize, q.pageSize),
    repo.countRanked(db.kysely, period),
    q.viewerId ? viewerPlace(db, period, q.viewerId) : Promise.resolve(null),
  ]);
  return { period: q.period, page: q.page, pageSize: q.pageSize, total, entries: page, me };
}

/** One page of ranked entries (competition ranking: ties share a rank). */
async function leaderboardPage(db: Db, period: string, offset: number, limit: number): Promise<LeaderboardEntry[]> {
  const rows = await repo.topOfPeriod(db.kysely, period, offset, limit);
  if (!rows.length) return [];
  const firstRank = offset === 0 ? 1 : rankFromCountAbove(await repo.countAbove(db.kysely, period, Number(rows[0]!.points)));
  const entries: LeaderboardEntry[] = [];
  rows.forEach((r, i) => {
    const prev = entries[i - 1];
    const rank = i === 0 ? firstRank : prev && prev.points === Number(r.points) ? prev.rank : offset + i + 1;
    entries.push({ rank, userId: r.userId, name: r.name, image: r.image, points: Number(r.points) });
  });
  return entries;
}

/** The viewer's rank and the learners just above and below, wherever they stand. */
async function viewerPlace(db: Db, period: string, viewerId: string): Promise<LeaderboardResponse['me']> {
  const mine = await repo.totalWithUser(db.kysely, period, viewerId);
  if (!mine || !mine.visible) return null;
  const points = Number(mine.points);
  const [countAbove, above, below] = await Promise.all([
    repo.countAbove(db.kysely, period, points),
    repo.neighbours(db.kysely, period, points, viewerId, 'above', 2),
    repo.neighbours(db.kysely, period, points, viewerId, 'below', 2),
  ]);
  // Neighbours' ranks from mine plus a short range sum, not a fresh count each.
  const toEntry = async (r: { userId: string; points: number; name: string; image: string | null }): Promise<LeaderboardEntry> => {
    const p = Number(r.points);
    const n =
      p > points
        ? countAbove - (await repo.countBetween(db.kysely, period, points, p))
        : p < points
          ? countAbove + (await repo.countBetween(db.kysely, period, p, points))
          : countAbove;
    return { rank: rankFromCountAbove(n), userId: r.userId, name: r.name, image: r.image, points: p };
  };
  const rank = rankFromCountAbove(countAbove);
  const [upper, lower] = await Promise.all([Promise.all([...above].reverse().map(toEntry)), Promise.all(below.map(toEntry))]);
  return { rank, points, around: [...upper, { rank, userId: viewerId, name: mine.name, image: mine.image, points }, ...lower] };
}

export { listLedger, sumLedger } from './repository';

/**
 * What anyone may see of a learner: name, photo, country, bio, personality type, level inputs,
 * badges, all-time rank unless they opted out, and their public impact entries.
 */
export async function publicProfile(db: Db, userId: string) {
  const user = await db.kysely
    .selectFrom('users')
    .select(['id', 'name', 'image', 'bio', 'country', 'personalityType', 'accountStatus', 'leaderboardHidden', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.accountStatus !== 'active') return null;
  const record = await repo.readPointsRecord(db.kysely, userId);
  const points = Number(record?.points ?? 0);
  let rank: number | null = null;
  if (!user.leaderboardHidden) {
    const total = await repo.totalOf(db.kysely, 'all', userId);
    if (total?.visible) rank = rankFromCountAbove(await repo.countAbove(db.kysely, 'all', Number(total.points)));
  }
  const [badges, impact] = await Promise.all([
    badgesFor(db, userId),
    learnerRepo.listImpactEntries(db.kysely, userId, { offset: 0, limit: PUBLIC_IMPACT_ENTRIES, publicOnly: true }),
  ]);
  return {
    id: user.id,
    name: user.name,
    image: user.image,
    bio: user.bio,
    country: user.country,
    personalityType: user.personalityType,
    points,
    rank,
    badges,
    impact: impact.map(learnerRepo.toImpactEntry),
    memberSince: new Date(user.createdAt).toISOString(),
  };
}
