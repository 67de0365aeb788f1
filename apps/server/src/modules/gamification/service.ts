import { randomUUID } from 'node:crypto';
import {
  ADMIN_ADJUSTMENT,
  awardWithStreak,
  BADGE_UNLOCKED,
  type AwardChange,
  badgeProgress,
  describeBadgeRule,
  type BadgeStats,
  currentStreakDays,
  isValidTimeZone,
  leaderboardPeriodKeys,
  localDay,
  rankFromCountAbove,
  ruleMayChange,
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
 * Every badge with the learner's progress (0-100; 100 = Unlocked) and when it was unlocked. The
 * learner's own list (`withCredentialIds`) also carries each unlocked badge's credential id; a
 * public profile never does, so only the holder hands out a credential's link.
 */
export async function badgesFor(db: Db, userId: string, opts: { withCredentialIds?: boolean; now?: number } = {}) {
  const now = opts.now ?? Date.now();
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
    const today = localDay(new Date(now), isValidTimeZone(user.timezone) ? user.timezone : 'UTC');
    const visible = user.accountStatus === 'active' && !user.leaderboardHidden;
    const record = await repo.lockPointsRecord(trx, input.userId, now);
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
    await repo.writePointsRecord(trx, input.userId, { points: total, streakDays: streak.days, streakLastDay: streak.lastDay, updatedAt: now });
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
    event = { userId: input.userId, points: total, ...(unlocked.length ? { unlocked } : {}) };
    await bus.publishInTransaction(trx, event);
    return { created: true, entry, points: total, unlocked, alongside: theirs };
  };
  // PostgreSQL runs concurrent transactions; SQLite has one writer, so awards share commits.
  const result = db.dialect === 'postgres' ? await db.kysely.transaction().execute(work) : await inGroupCommit(db, work);
  if (result.created) invalidateLeaderboardCache();
  if (event) bus.afterCommit(event);
  return result;
}

interface QueuedAward {
  work: (trx: Kysely<Database>) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (err: unknown) => void;
}

/** Most awards one SQLite commit carries. */
const GROUP_COMMIT_MAX = 200;
const groupQueues = new WeakMap<Db, { queue: QueuedAward[]; running: boolean }>();

/**
 * SQLite group commit. A commit (writing the changed pages to the WAL) costs more than an award's
 * statements, and SQLite runs one write transaction at a time anyway: awards that arrive while a
 * commit runs wait and then share one transaction. None is answered before the commit that holds
 * it. If any award of a group fails, the whole group rolls back and each of its awards runs again
 * in its own transaction, so an award stays all-or-nothing with its ledger row and only the faulty
 * one fails. (No savepoints: SQLite would journal every page change of each one to a temp file.)
 */
function inGroupCommit<R>(db: Db, work: (trx: Kysely<Database>) => Promise<R>): Promise<R> {
  let group = groupQueues.get(db);
  if (!group) groupQueues.set(db, (group = { queue: [], running: false }));
  // Awards of different callers (each with its own `alongside` result) share the queue; each
  // item's result only ever reaches its own promise, so widening resolve to unknown is safe.
  const promise = new Promise<R>((resolve, reject) => group.queue.push({ work, resolve: resolve as (result: unknown) => void, reject }));
  if (!group.running) {
    group.running = true;
    // better-sqlite3 is synchronous, so a group run never yields to I/O by itself: started at
    // once, it would carry only this award while the requests already read off other sockets
    // wait. Started after the event loop's poll phase, it carries every award those requests brought.
    setImmediate(() => void runGroups(db, group));
  }
  return promise;
}

async function runGroups(db: Db, group: { queue: QueuedAward[]; running: boolean }): Promise<void> {
  try {
    while (group.queue.length) {
      const batch = group.queue.splice(0, GROUP_COMMIT_MAX);
      let results: unknown[] | null = null;
      try {
        results = await db.kysely.transaction().execute(async (trx) => {
          const done: unknown[] = [];
          for (const item of batch) done.push(await item.work(trx));
          return done;
        });
      } catch {
        // One at a time, each in its own transaction (below).
      }
      if (results) {
        batch.forEach((item, i) => item.resolve(results[i]));
        continue;
      }
      for (const item of batch) {
        try {
          item.resolve(await db.kysely.transaction().execute(item.work));
        } catch (err) {
          item.reject(err);
        }
      }
    }
  } finally {
    group.running = false;
  }
}

/** Shows or hides a learner on public leaderboards (deactivation, privacy), keeping rank counts exact. */
export async function setLeaderboardVisibility(trx: Kysely<Database>, userId: string, visible: boolean): Promise<void> {
  invalidateLeaderboardCache();
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
  const period = periodKeysOn(now)[q.period];
  const [page, total, me] = await Promise.all([
    leaderboardPage(db, period, (q.page - 1) * q.pageSize, q.pageSize),
    repo.countRanked(db.kysely, period),
    q.viewerId ? viewerPlace(db, period, q.viewerId) : Promise.resolve(null),
  ]);
  return { period: q.period, page: q.page, pageSize: q.pageSize, total, entries: page, me };
}

/** How long a leaderboard page or a viewer's place may be served from memory. */
export const LEADERBOARD_CACHE_MS = 1000;
const LEADERBOARD_CACHE_MAX = 10_000;
interface CacheEntry<T> {
  at: number;
  generation: number;
  value: Promise<T>;
}
const leaderboardCaches = new WeakMap<Db, Map<string, CacheEntry<unknown>>>();
// Bumped by every change this process makes to the leaderboards: an award, a visibility change.
let leaderboardGeneration = 0;

/** Drops every cached leaderboard read (this process); other processes catch up within LEADERBOARD_CACHE_MS. */
export function invalidateLeaderboardCache(): void {
  leaderboardGeneration += 1;
}

/** A cache entry still fresh at `now`, if any. */
function freshEntry<T>(db: Db, key: string, now: number): CacheEntry<T> | undefined {
  const hit = leaderboardCaches.get(db)?.get(key) as CacheEntry<T> | undefined;
  return hit && hit.generation === leaderboardGeneration && now - hit.at < LEADERBOARD_CACHE_MS ? hit : undefined;
}

function cached<T>(db: Db, key: string, now: number, load: () => Promise<T>): Promise<T> {
  const hit = freshEntry<T>(db, key, now);
  if (hit) return hit.value;
  let cache = leaderboardCaches.get(db);
  if (!cache) leaderboardCaches.set(db, (cache = new Map()));
  if (cache.size >= LEADERBOARD_CACHE_MAX) cache.clear();
  const entry: CacheEntry<T> = { at: now, generation: leaderboardGeneration, value: load() };
  cache.set(key, entry);
  // A failed read is not kept.
  entry.value.catch(() => cache.get(key) === entry && cache.delete(key));
  return entry.value;
}

type LeaderboardRead = Parameters<typeof leaderboard>[1];
const bodyKey = (q: LeaderboardRead, now: number) => `body|${periodKeysOn(now)[q.period]}|${q.page}|${q.pageSize}|${q.viewerId}`;

/**
 * The leaderboard as `leaderboard` reads it, through a short in-process cache: the public page
 * (the same for every viewer, kept as JSON text up to its "me" member), each viewer's own place
 * (JSON text) and the answer made of the two (bytes ready for the socket) are cached apart, for at
 * most LEADERBOARD_CACHE_MS, and dropped at once by any award or visibility change in this process.
 * Returns the UTF-8 JSON of the LeaderboardResponse.
 */
export function cachedLeaderboardBody(db: Db, q: LeaderboardRead, now = Date.now()): Promise<Buffer> {
  const window = periodKeysOn(now)[q.period];
  return cached(db, bodyKey(q, now), now, async () => {
    const [prefix, me] = await Promise.all([
      cached(db, `page|${window}|${q.page}|${q.pageSize}`, now, async () => {
        const { me: _none, ...page } = await leaderboard(db, { ...q, viewerId: null }, now);
        return `${JSON.stringify(page).slice(0, -1)},"me":`;
      }),
      q.viewerId === null ? 'null' : cached(db, `me|${window}|${q.viewerId}`, now, async () => JSON.stringify((await leaderboard(db, { ...q, page: 1, pageSize: 1 }, now)).me)),
    ]);
    return Buffer.from(`${prefix}${me}}`);
  });
}

/** leaderboardPeriodKeys, which change only at UTC midnight, worked out once a day. */
let periodKeys = { day: Number.NaN, keys: leaderboardPeriodKeys(new Date(0)) };
function periodKeysOn(now: number) {
  const day = Math.floor(now / 86_400_000);
  if (day !== periodKeys.day) periodKeys = { day, keys: leaderboardPeriodKeys(new Date(now)) };
  return periodKeys.keys;
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
  const { me: mine, above, below } = await repo.placeAround(db.kysely, period, viewerId, 2);
  if (!mine || !mine.visible) return null;
  const { points, countAbove } = mine;
  // A neighbour's rank from mine and the learners between us (counted by the same statement).
  const toEntry = (r: { userId: string; points: number; name: string; image: string | null; between: number }): LeaderboardEntry => {
    const n = r.points > points ? countAbove - r.between : r.points < points ? countAbove + r.between : countAbove;
    return { rank: rankFromCountAbove(n), userId: r.userId, name: r.name, image: r.image, points: r.points };
  };
  const rank = rankFromCountAbove(countAbove);
  return { rank, points, around: [...[...above].reverse().map(toEntry), { rank, userId: viewerId, name: mine.name, image: mine.image, points }, ...below.map(toEntry)] };
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
