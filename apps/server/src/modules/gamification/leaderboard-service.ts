import {
  leaderboardPeriodKeys,
  rankFromCountAbove,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LeaderboardResponse,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import * as repo from './repository';

/** Shows or hides a learner on public leaderboards (deactivation, privacy), keeping rank counts exact. */
export async function setLeaderboardVisibility(trx: Kysely<Database>, userId: string, visible: boolean): Promise<void> {
  invalidateLeaderboardCache();
  const changed = await repo.setTotalsVisibility(trx, userId, visible);
  await repo.adjustScoreCounts(
    trx,
    changed.map((c) => ({ period: c.period, points: c.points, change: visible ? 1 : -1 })),
  );
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

/** XP each learner earned from `since` on (the demo ticker's recent gains). */
export function pointsSince(db: Db, userIds: readonly string[], since: number): Promise<Map<string, number>> {
  return repo.ledgerPointsSince(db.kysely, userIds, since);
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
export function periodKeysOn(now: number) {
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

/** A learner's all-time points and rank; the rank is null when they are hidden or not ranked. */
export async function allTimeStanding(db: Db, userId: string, hidden: boolean): Promise<{ points: number; rank: number | null }> {
  const record = await repo.readPointsRecord(db.kysely, userId);
  const points = Number(record?.points ?? 0);
  if (hidden) return { points, rank: null };
  const total = await repo.totalOf(db.kysely, 'all', userId);
  return { points, rank: total?.visible ? rankFromCountAbove(await repo.countAbove(db.kysely, 'all', Number(total.points))) : null };
}
