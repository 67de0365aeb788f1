import { DEFAULT_LOCALE, type LedgerAbout, type Locale } from '@lv/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/dialect';

/** A query builder: the database or an open transaction (not db/database.ts's Db, the opened database). */
type Sql = Kysely<Database>;

/** Locks the learner's points record for the rest of the transaction (PostgreSQL; SQLite has one writer). */
export async function lockPointsRecord(trx: Sql, userId: string, now: number) {
  const read = () => {
    let q = trx.selectFrom('user_points').select(['points', 'streakDays', 'streakLastDay', 'streakFreezes']).where('userId', '=', userId);
    if (isPostgres(trx)) q = q.forUpdate();
    return q.executeTakeFirst();
  };
  const found = await read();
  if (found) return found;
  // Accounts get their record at creation; this covers any made before that existed.
  await trx.insertInto('user_points').values({ userId, updatedAt: now }).onConflict((oc) => oc.column('userId').doNothing()).execute();
  return (await read())!;
}

export function findLedgerEntryByKey(db: Sql, idempotencyKey: string) {
  return db.selectFrom('xp_ledger').selectAll().where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
}

export function findUserForAward(db: Sql, userId: string) {
  return db.selectFrom('users').select(['id', 'timezone', 'accountStatus', 'leaderboardHidden']).where('id', '=', userId).executeTakeFirst();
}

export async function writePointsRecord(
  trx: Sql,
  userId: string,
  values: { points: number; streakDays: number; streakLastDay: string | null; streakFreezes: number; updatedAt: number },
) {
  await trx.updateTable('user_points').set(values).where('userId', '=', userId).execute();
}

/** Adds the ledger row unless its idempotency key is taken; true when it was added. */
export async function insertLedgerEntryOnce(trx: Sql, entry: Database['xp_ledger']): Promise<boolean> {
  const row = await trx.insertInto('xp_ledger').values(entry).onConflict((oc) => oc.column('idempotencyKey').doNothing()).returning('id').executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds points to the learner's totals for each window (one read, one multi-row upsert); returns
 * the totals before and after.
 */
export async function addToTotals(trx: Sql, userId: string, periods: string[], delta: number, visible: boolean, now: number) {
  const existing = await trx.selectFrom('xp_totals').select(['period', 'points', 'visible']).where('userId', '=', userId).where('period', 'in', periods).execute();
  const before = new Map(existing.map((r) => [r.period, Number(r.points)]));
  const shown = new Map(existing.map((r) => [r.period, Boolean(r.visible)]));
  await trx
    .insertInto('xp_totals')
    .values(periods.map((period) => ({ period, userId, points: delta, visible: visible ? 1 : 0, updatedAt: now })))
    .onConflict((oc) => oc.columns(['period', 'userId']).doUpdateSet({ points: sql`xp_totals.points + ${delta}`, updatedAt: now }))
    .execute();
  return periods.map((period) => ({ period, before: before.get(period), after: (before.get(period) ?? 0) + delta, visible: shown.get(period) ?? visible }));
}

/** Points per coarse bucket of the rank counts. */
export const SCORE_BUCKET = 1000;
const bucketOf = (points: number) => Math.floor(points / SCORE_BUCKET);

const byKey = (a: { period: string; key: number }, b: { period: string; key: number }) => (a.period < b.period ? -1 : a.period > b.period ? 1 : a.key - b.key);

/**
 * Applies changes to the per-score and per-bucket learner counts: one multi-row upsert per table,
 * the changes summed per row and in (period, points) order so concurrent transactions always lock
 * count rows in the same order (no deadlocks on PostgreSQL).
 */
export async function adjustScoreCounts(trx: Sql, deltas: Array<{ period: string; points: number; change: number }>): Promise<void> {
  const sum = (key: (d: { period: string; points: number }) => number) => {
    const rows = new Map<string, { period: string; key: number; change: number }>();
    for (const d of deltas) {
      const k = key(d);
      const id = `${d.period}|${k}`;
      const row = rows.get(id) ?? { period: d.period, key: k, change: 0 };
      row.change += d.change;
      rows.set(id, row);
    }
    return [...rows.values()].filter((r) => r.change !== 0).sort(byKey);
  };
  const scores = sum((d) => d.points);
  if (scores.length) {
    await trx
      .insertInto('xp_score_counts')
      .values(scores.map((r) => ({ period: r.period, points: r.key, learners: r.change })))
      .onConflict((oc) => oc.columns(['period', 'points']).doUpdateSet({ learners: sql`xp_score_counts.learners + excluded.learners` }))
      .execute();
  }
  const buckets = sum((d) => bucketOf(d.points));
  if (buckets.length) {
    await trx
      .insertInto('xp_score_buckets')
      .values(buckets.map((r) => ({ period: r.period, bucket: r.key, learners: r.change })))
      .onConflict((oc) => oc.columns(['period', 'bucket']).doUpdateSet({ learners: sql`xp_score_buckets.learners + excluded.learners` }))
      .execute();
  }
}

export async function setTotalsVisibility(trx: Sql, userId: string, visible: boolean) {
  const rows = await trx.selectFrom('xp_totals').select(['period', 'points', 'visible']).where('userId', '=', userId).execute();
  const changed = rows.filter((r) => Boolean(r.visible) !== visible);
  await trx.updateTable('xp_totals').set({ visible: visible ? 1 : 0 }).where('userId', '=', userId).execute();
  return changed.map((r) => ({ period: r.period, points: Number(r.points) }));
}

export async function readPointsRecord(db: Sql, userId: string) {
  return db.selectFrom('user_points').select(['points', 'streakDays', 'streakLastDay', 'streakFreezes']).where('userId', '=', userId).executeTakeFirst();
}

/**
 * A page of a learner's ledger, newest first, each row with the title of the item behind it in
 * `locale` (the translation, else the English): the module, the webinar, the mentoring session's
 * topic or the capstone's journey (its stored title: a named path's is its leader's, see
 * points-service listLedger). One query: each source table is joined on the row's action.
 */
export async function readLedger(db: Sql, userId: string, offset: number, limit: number, locale: Locale = DEFAULT_LOCALE) {
  const rows = await db
    .selectFrom('xp_ledger as l')
    .leftJoin('journey_modules as m', (j) => j.onRef('m.id', '=', 'l.sourceId').on('l.action', '=', 'complete_module'))
    .leftJoin('journey_module_translations as mt', (j) => j.onRef('mt.moduleId', '=', 'm.id').on('mt.locale', '=', locale))
    .leftJoin('events as e', (j) => j.onRef('e.id', '=', 'l.sourceId').on('l.action', '=', 'attend_webinar'))
    .leftJoin('event_translations as et', (j) => j.onRef('et.eventId', '=', 'e.id').on('et.locale', '=', locale))
    .leftJoin('mentoring_sessions as s', (j) => j.onRef('s.id', '=', 'l.sourceId').on('l.action', '=', 'peer_mentoring'))
    .leftJoin('capstones as c', (j) => j.onRef('c.id', '=', 'l.sourceId').on('l.action', '=', 'capstone_challenge'))
    .leftJoin('journeys as jr', 'jr.id', 'c.journeyId')
    .leftJoin('journey_translations as jt', (j) => j.onRef('jt.journeyId', '=', 'jr.id').on('jt.locale', '=', locale))
    .select([
      'l.id',
      'l.action',
      'l.basePoints',
      'l.multiplier',
      'l.points',
      'l.reason',
      'l.localDay',
      'l.createdAt',
      (eb) => eb.fn.coalesce('mt.title', 'm.title').as('moduleTitle'),
      (eb) => eb.fn.coalesce('et.title', 'e.title').as('eventTitle'),
      's.topic as sessionTopic',
      (eb) => eb.fn.coalesce('jt.title', 'jr.title').as('journeyTitle'),
      'c.journeyId as capstoneJourneyId',
    ])
    .where('l.userId', '=', userId)
    .orderBy('l.createdAt', 'desc')
    .orderBy('l.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map(({ moduleTitle, eventTitle, sessionTopic, journeyTitle, ...row }) => ({
    ...row,
    about: ledgerAbout({ moduleTitle, eventTitle, sessionTopic, journeyTitle }),
  }));
}

/** The item behind a ledger row, from the titles its joins found (at most one is set). */
function ledgerAbout(t: {
  moduleTitle: string | null;
  eventTitle: string | null;
  sessionTopic: string | null;
  journeyTitle: string | null;
}): LedgerAbout | null {
  if (t.moduleTitle !== null) return { kind: 'module', title: t.moduleTitle };
  if (t.eventTitle !== null) return { kind: 'webinar', title: t.eventTitle };
  if (t.sessionTopic !== null) return { kind: 'session', title: t.sessionTopic };
  if (t.journeyTitle !== null) return { kind: 'capstone', title: t.journeyTitle };
  return null;
}

export async function sumLedger(db: Sql, userId: string): Promise<{ total: number; count: number }> {
  const r = await db
    .selectFrom('xp_ledger')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('points'), sql<number>`0`).as('total'), eb.fn.countAll<number>().as('count')])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(r.total), count: Number(r.count) };
}

// ---- leaderboard reads ----

export function topOfPeriod(db: Sql, period: string, offset: number, limit: number) {
  return db
    .selectFrom('xp_totals')
    .innerJoin('users', 'users.id', 'xp_totals.userId')
    .select(['xp_totals.userId', 'xp_totals.points', 'users.name', 'users.image'])
    .where('xp_totals.period', '=', period)
    .where('xp_totals.visible', '=', 1)
    .orderBy('xp_totals.points', 'desc')
    .orderBy('xp_totals.userId', 'asc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/**
 * Visible learners with strictly more points: whole buckets above mine plus the scores above mine
 * in my own bucket (two short sums in one statement, never a scan of the learners).
 */
/** XP each of `userIds` earned from `since` (epoch ms) on: one grouped read of the ledger. */
export async function ledgerPointsSince(db: Sql, userIds: readonly string[], since: number): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('xp_ledger')
    .select((eb) => ['userId', eb.fn.sum<number | string>('points').as('points')])
    .where('userId', 'in', userIds)
    .where('createdAt', '>=', since)
    .groupBy('userId')
    .execute();
  return new Map(rows.map((r) => [r.userId, Number(r.points)]));
}

export async function countAbove(db: Sql, period: string, points: number): Promise<number> {
  const bucket = bucketOf(points);
  const r = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('xp_score_buckets')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('learners'), sql<number>`0`).as('n'))
        .where('period', '=', period)
        .where('bucket', '>', bucket)
        .as('coarse'),
      eb
        .selectFrom('xp_score_counts')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('learners'), sql<number>`0`).as('n'))
        .where('period', '=', period)
        .where('points', '>', points)
        .where('points', '<=', (bucket + 1) * SCORE_BUCKET - 1)
        .as('fine'),
    ])
    .executeTakeFirstOrThrow();
  return Number(r.coarse ?? 0) + Number(r.fine ?? 0);
}


export async function countRanked(db: Sql, period: string): Promise<number> {
  const r = await db
    .selectFrom('xp_score_buckets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('learners'), sql<number>`0`).as('n'))
    .where('period', '=', period)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function totalOf(db: Sql, period: string, userId: string) {
  return db.selectFrom('xp_totals').select(['points', 'visible']).where('period', '=', period).where('userId', '=', userId).executeTakeFirst();
}

/**
 * A learner's place in a window, in one statement: their own row (points, visibility, name, photo
 * and the number of visible learners with more points) and the learners just above (nearest first)
 * and below, each with the number of visible learners between them and the learner (`between`, for
 * their rank). Four short index range reads find the neighbours, the learner's points coming from a
 * subquery; the names and photos are joined once, on the few rows found. The count above is
 * countAbove's two short sums, worked out for the learner's row only (bucket of a score as bucketOf:
 * SQL integer division truncates, so a negative score is shifted first); each neighbour's count is a
 * range sum over the per-score counts between the two scores.
 */
export async function placeAround(db: Sql, period: string, userId: string, limit: number) {
  const points = db.selectFrom('xp_totals').select('points').where('period', '=', period).where('userId', '=', userId);
  const base = (side: 'above' | 'below' | 'me') =>
    db
      .selectFrom('xp_totals')
      .select(['userId', 'points', 'visible', sql.lit(side).$castTo<'above' | 'below' | 'me'>().as('side')])
      .where('period', '=', period);
  const mine = base('me').where('userId', '=', userId);
  const tiedAbove = base('above').where('visible', '=', 1).where('points', '=', points).where('userId', '<', userId).orderBy('userId', 'desc').limit(limit);
  const higher = base('above').where('visible', '=', 1).where('points', '>', points).orderBy('points', 'asc').orderBy('userId', 'desc').limit(limit);
  const tiedBelow = base('below').where('visible', '=', 1).where('points', '=', points).where('userId', '>', userId).orderBy('userId', 'asc').limit(limit);
  const lower = base('below').where('visible', '=', 1).where('points', '<', points).orderBy('points', 'desc').orderBy('userId', 'asc').limit(limit);
  const places = db
    .selectFrom(mine.as('m'))
    .selectAll()
    .unionAll(db.selectFrom(tiedAbove.as('a')).selectAll())
    .unionAll(db.selectFrom(higher.as('h')).selectAll())
    .unionAll(db.selectFrom(tiedBelow.as('t')).selectAll())
    .unionAll(db.selectFrom(lower.as('l')).selectAll());
  const low = sql<number>`case when n.points < ${points} then n.points else ${points} end`;
  const high = sql<number>`case when n.points > ${points} then n.points else ${points} end`;
  const bucket = sql<number>`(case when n.points >= 0 then n.points / ${sql.lit(SCORE_BUCKET)} else (n.points - ${sql.lit(SCORE_BUCKET - 1)}) / ${sql.lit(SCORE_BUCKET)} end)`;
  const rows = await db
    .selectFrom(places.as('n'))
    .innerJoin('users', 'users.id', 'n.userId')
    .select(['n.userId', 'n.points', 'n.side', 'n.visible', 'users.name', 'users.image'])
    .select((eb) => [
      eb
        .selectFrom('xp_score_counts as c')
        .select((c) => c.fn.coalesce(c.fn.sum<number>('c.learners'), sql<number>`0`).as('s'))
        .where('c.period', '=', period)
        .where('c.points', '>', low)
        .where('c.points', '<=', high)
        .as('between'),
      // Only the learner's own row runs these two sums (a CASE branch not taken is not evaluated).
      sql<number | null>`case when n.side = 'me' then (${eb
        .selectFrom('xp_score_buckets as b')
        .select((b) => b.fn.coalesce(b.fn.sum<number>('b.learners'), sql<number>`0`).as('s'))
        .where('b.period', '=', period)
        .where('b.bucket', '>', bucket)}) + (${eb
        .selectFrom('xp_score_counts as f')
        .select((f) => f.fn.coalesce(f.fn.sum<number>('f.learners'), sql<number>`0`).as('s'))
        .where('f.period', '=', period)
        .whereRef('f.points', '>', 'n.points')
        .where('f.points', '<=', sql<number>`(${bucket} + 1) * ${sql.lit(SCORE_BUCKET)} - 1`)}) end`.as('countAbove'),
    ])
    .execute();
  const own = rows.find((r) => r.side === 'me');
  const me = own ? { points: Number(own.points), visible: Boolean(own.visible), name: own.name, image: own.image, countAbove: Number(own.countAbove ?? 0) } : undefined;
  const all = rows.filter((r) => r.side !== 'me').map((r) => ({ userId: r.userId, points: Number(r.points), name: r.name, image: r.image, side: r.side, between: Number(r.between ?? 0) }));
  const byId = (x: { userId: string }, y: { userId: string }) => (x.userId < y.userId ? -1 : x.userId > y.userId ? 1 : 0);
  // Nearest first: above, the tied (ids just below mine, descending) then higher scores ascending;
  // below, the tied (ids just above mine, ascending) then lower scores descending.
  const above = all.filter((r) => r.side === 'above').sort((x, y) => x.points - y.points || byId(y, x));
  const below = all.filter((r) => r.side === 'below').sort((x, y) => y.points - x.points || byId(x, y));
  return { me, above: above.slice(0, limit), below: below.slice(0, limit) };
}



/**
 * XP per local day from `fromDay` ('YYYY-MM-DD', the learner's days) on, earned by the learner's
 * own actions: an admin's correction is not a day of XP. `sinceMs` bounds the read to the index
 * (a little before `fromDay` began anywhere on Earth).
 */
export async function xpByLocalDay(db: Sql, userId: string, fromDay: string, sinceMs: number) {
  const rows = await db
    .selectFrom('xp_ledger')
    .select(['localDay', (eb) => eb.fn.sum<number | string>('points').as('xp')])
    .where('userId', '=', userId)
    .where('createdAt', '>=', sinceMs)
    .where('localDay', '>=', fromDay)
    .where('action', '!=', 'admin_adjustment')
    .groupBy('localDay')
    .orderBy('localDay')
    .execute();
  return rows.map((r) => ({ day: r.localDay, xp: Number(r.xp) }));
}
