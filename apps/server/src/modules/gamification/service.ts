import { randomUUID } from 'node:crypto';
import {
  ADMIN_ADJUSTMENT,
  awardWithStreak,
  BADGE_UNLOCKED,
  type AwardChange,
  badgeProgress,
  type BadgeStats,
  zoneOrUtc,
  localDay,
  streakOn,
  ruleMayChange,
  type XpActionId,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import * as badgesRepo from './badges-repository';
import { inGroupCommit } from './group-commit';
import { invalidateLeaderboardCache, periodKeysOn } from './leaderboard-service';
import type { PointsBus, PointsEvent } from './live';
import * as repo from './repository';

// The award: what every XP change goes through. Its neighbours: group-commit.ts (SQLite commits
// shared by concurrent awards), leaderboard-service.ts (reads, cache, visibility),
// badge-progress.ts (a learner's badges) and points-service.ts (points, streak, ledger).

export type AwardInput =
  | { userId: string; action: XpActionId; idempotencyKey: string; sourceId?: string; reason?: string; actorId?: string }
  | { userId: string; action: typeof ADMIN_ADJUSTMENT; points: number; reason: string; idempotencyKey: string; actorId: string };

export interface AwardResult<T = undefined> {
  created: boolean;
  entry: { id: string; action: string; basePoints: number; multiplier: number; points: number; reason: string | null; createdAt: number };
  points: number;
  /** Names of the badges this award unlocked. */
  unlocked: string[];
  /** What the caller's `alongside` returned; undefined when the award was not new (nothing ran). */
  alongside: T | undefined;
}

/**
 * The caller's own writes for a new award (the completion row that earns it, its CPD entry, ...):
 * run inside the award's transaction, after the ledger row, so they commit with it or not at all.
 * It must only write through `trx`: on SQLite a group commit that rolls back reruns it.
 */
export type Alongside<T> = (trx: Kysely<Database>, award: { ledgerId: string; points: number; total: number }) => Promise<T>;

/**
 * Unlocks every badge whose rule this award completes, with the award as evidence. Only the rules
 * the award can move are evaluated (domain `ruleMayChange`), and only what they need is read: for
 * an adjustment or an award below every target that is no read at all.
 */
async function unlockEarnedBadges(
  trx: Kysely<Database>,
  userId: string,
  change: AwardChange & { totalXp: number; streakDays: number },
  evidenceLedgerId: string,
  now: number,
): Promise<string[]> {
  const affected = (await badgesRepo.listBadgesCached(trx)).filter((b) => ruleMayChange(b.rule, change));
  if (!affected.length) return [];
  let actionCounts: BadgeStats['actionCounts'] = {};
  if (affected.some((b) => b.rule.kind === 'distinct_actions')) actionCounts = await badgesRepo.actionCounts(trx, userId);
  else if (affected.some((b) => b.rule.kind === 'action_count')) {
    const action = change.action as XpActionId; // an action_count rule matched it, so it is an XP action
    actionCounts = { [action]: await badgesRepo.actionCount(trx, userId, action) };
  }
  const stats: BadgeStats = { actionCounts, totalXp: change.totalXp, streakDays: change.streakDays };
  const earned = affected.filter((b) => badgeProgress(b.rule, stats) >= BADGE_UNLOCKED);
  // Already-unlocked badges are skipped by the insert itself (no read of the learner's badges first).
  const added = new Set(await badgesRepo.unlockNew(trx, earned.map((b) => ({ userId, badgeId: b.id, unlockedAt: now, evidenceLedgerId }))));
  return earned.filter((b) => added.has(b.id)).map((b) => b.name);
}

/**
 * Awards XP: one ledger row, the points record and the leaderboard totals in one transaction.
 * The same idempotency key twice awards once. Only server code calls this (never a learner's request).
 * `alongside` runs in the same transaction for a new award only (see Alongside).
 */
export async function awardXp<T = undefined>(db: Db, bus: PointsBus, input: AwardInput, now = Date.now(), alongside?: Alongside<T>): Promise<AwardResult<T>> {
  const periods = Object.values(periodKeysOn(now));
  let event: PointsEvent | null = null;
  const work = async (trx: Kysely<Database>): Promise<AwardResult<T>> => {
    // A group commit that rolled back reruns this: only the committed run may announce points.
    event = null;
    // Read in the transaction, so the timezone and visibility used are the ones it commits with.
    const user = await repo.findUserForAward(trx, input.userId);
    if (!user) throw errors.notFound('That learner');
    const today = localDay(new Date(now), zoneOrUtc(user.timezone));
    const visible = user.accountStatus === 'active' && !user.leaderboardHidden;
    const record = await repo.lockPointsRecord(trx, input.userId, now);
    // Read under the lock above, so two awards at once cannot both earn or both spend a freeze.
    const previousStreak = { lastDay: record.streakLastDay, days: record.streakDays, freezes: record.streakFreezes };
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
    // The unique idempotency key decides: a key seen before adds nothing (one statement, no read first).
    if (!(await repo.insertLedgerEntryOnce(trx, entry))) {
      const existing = (await repo.findLedgerEntryByKey(trx, input.idempotencyKey))!;
      if (existing.userId !== input.userId) throw errors.conflict('That idempotency key was used for another learner.');
      return { created: false, entry: { ...existing, createdAt: Number(existing.createdAt) }, points: Number(record.points), unlocked: [], alongside: undefined };
    }
    if (input.action === ADMIN_ADJUSTMENT) {
      await recordAudit(trx, { actorId: input.actorId, action: 'user.xp', targetType: 'user', targetId: input.userId, details: { points, reason: input.reason, ledgerId: entry.id } }, now);
    }
    const total = Number(record.points) + points;
    const streakFields = { streakDays: streak.days, streakLastDay: streak.lastDay, streakFreezes: streak.freezes };
    await repo.writePointsRecord(trx, input.userId, { points: total, ...streakFields, updatedAt: now });
    const moves = await repo.addToTotals(trx, input.userId, periods, points, visible, now);
    await repo.adjustScoreCounts(
      trx,
      moves.filter((m) => m.visible).flatMap((m) => [
        ...(m.before === undefined ? [] : [{ period: m.period, points: m.before, change: -1 }]),
        { period: m.period, points: m.after, change: 1 },
      ]),
    );
    const streakChanged = streak.days !== previousStreak.days || streak.lastDay !== previousStreak.lastDay;
    const unlocked = await unlockEarnedBadges(trx, input.userId, { action: input.action, points, streakChanged, totalXp: total, streakDays: streak.days }, entry.id, now);
    const theirs = alongside ? await alongside(trx, { ledgerId: entry.id, points, total }) : undefined;
    // The streak as a read shows it today (an adjustment stores the record's streak as it was).
    const shown = streakOn(streak, today);
    const liveStreak = { days: shown.days, freezes: shown.freezes, earnedToday: streak.lastDay === today };
    event = { userId: input.userId, points: total, streak: liveStreak, ...(unlocked.length ? { unlocked } : {}) };
    await bus.publishInTransaction(trx, event);
    return { created: true, entry, points: total, unlocked, alongside: theirs };
  };
  // PostgreSQL runs concurrent transactions; SQLite has one writer, so awards share commits.
  const result = db.dialect === 'postgres' ? await db.kysely.transaction().execute(work) : await inGroupCommit(db, work);
  if (result.created) invalidateLeaderboardCache();
  if (event) bus.afterCommit(event);
  return result;
}
