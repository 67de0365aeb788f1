import { mentoringAwardKey, type StoredMentoringStatus } from '@lv/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, MentoringSessionsTable } from '../../db/schema';
import { containsPattern } from '../knowledge-base/repository';

/** A query builder: the database or an open transaction (not db/database.ts's Db, the opened database). */
type Sql = Kysely<Database>;

export type SessionRow = Selectable<MentoringSessionsTable>;

/** A session with both people's names, as the screens show it. */
export interface NamedSessionRow extends SessionRow {
  mentorName: string;
  menteeName: string;
}

// PostgreSQL answers bigint columns as numbers (db/database.ts); SQLite too. Booleans differ: 1/0 vs true/false.
const toBool = (v: unknown) => v === true || Number(v) === 1;

function namedSessions(db: Sql) {
  return db
    .selectFrom('mentoring_sessions as s')
    .innerJoin('users as mentor', 'mentor.id', 's.mentorId')
    .innerJoin('users as mentee', 'mentee.id', 's.menteeId')
    .selectAll('s')
    .select(['mentor.name as mentorName', 'mentee.name as menteeName']);
}

export function findSession(db: Sql, id: string): Promise<NamedSessionRow | undefined> {
  return namedSessions(db).where('s.id', '=', id).executeTakeFirst();
}

export function findSessionByTokenHash(db: Sql, tokenHash: string): Promise<NamedSessionRow | undefined> {
  return namedSessions(db).where('s.tokenHash', '=', tokenHash).executeTakeFirst();
}

export function findSessionByRequestKey(db: Sql, mentorId: string, requestKey: string): Promise<NamedSessionRow | undefined> {
  return namedSessions(db).where('s.mentorId', '=', mentorId).where('s.requestKey', '=', requestKey).executeTakeFirst();
}

/** Sessions waiting for the learner's answer whose link still works, oldest first. */
export function pendingFor(db: Sql, menteeId: string, now: number): Promise<NamedSessionRow[]> {
  return namedSessions(db)
    .where('s.menteeId', '=', menteeId)
    .where('s.status', '=', 'pending')
    .where('s.expiresAt', '>', now)
    .orderBy('s.createdAt', 'asc')
    .orderBy('s.id')
    .execute();
}

/**
 * Sessions waiting for a colleague's answer, logged at least `waitMs` ago (less a day's margin for
 * zones), whose link still works, with the colleague's address, zone and language: the
 * mentoring-waiting reminder's facts (ADR 046).
 */
export function pendingToRemind(db: Sql, now: number, waitMs: number) {
  return namedSessions(db)
    .select(['mentee.email as menteeEmail', 'mentee.timezone as menteeTimezone', 'mentee.locale as menteeLocale'])
    .where('s.status', '=', 'pending')
    .where('s.expiresAt', '>', now)
    .where('s.createdAt', '<=', now - waitMs + 86_400_000)
    .where('mentee.accountStatus', '=', 'active')
    .orderBy('s.createdAt')
    .execute();
}

export async function countPendingFor(db: Sql, menteeId: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('mentoring_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('menteeId', '=', menteeId)
    .where('status', '=', 'pending')
    .where('expiresAt', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The learner's sessions on either side except those waiting for their own answer, newest first. */
export function historyOf(db: Sql, userId: string, now: number, limit: number): Promise<NamedSessionRow[]> {
  return namedSessions(db)
    .where((eb) =>
      eb.or([
        eb('s.mentorId', '=', userId),
        eb.and([eb('s.menteeId', '=', userId), eb.or([eb('s.status', '!=', 'pending'), eb('s.expiresAt', '<=', now)])]),
      ]),
    )
    .orderBy('s.day', 'desc')
    .orderBy('s.createdAt', 'desc')
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

export async function countLoggedSince(db: Sql, mentorId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('mentoring_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mentorId', '=', mentorId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds a session unless the mentor already logged one with this request key; true when added. */
export async function insertSessionOnce(trx: Sql, row: SessionRow): Promise<boolean> {
  const added = await trx
    .insertInto('mentoring_sessions')
    .values(row)
    .onConflict((oc) => oc.columns(['mentorId', 'requestKey']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return added !== undefined;
}

/**
 * Records the colleague's answer if the session is still pending and its link still works: one
 * conditional statement, so of concurrent answers exactly one changes it. True when this one did.
 */
export async function answerPending(trx: Sql, id: string, status: Exclude<StoredMentoringStatus, 'pending'>, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('mentoring_sessions')
    .set({ status, respondedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Claims the pair's award for the week; false when another session of the pair holds it. */
export async function claimAwardWeek(trx: Sql, row: Database['mentoring_award_weeks']): Promise<boolean> {
  const added = await trx
    .insertInto('mentoring_award_weeks')
    .values(row)
    .onConflict((oc) => oc.columns(['mentorId', 'menteeId', 'week']).doNothing())
    .returning('sessionId')
    .executeTakeFirst();
  return added !== undefined;
}

export async function isAwardWeekTaken(db: Sql, mentorId: string, menteeId: string, week: string): Promise<boolean> {
  const row = await db
    .selectFrom('mentoring_award_weeks')
    .select('sessionId')
    .where('mentorId', '=', mentorId)
    .where('menteeId', '=', menteeId)
    .where('week', '=', week)
    .executeTakeFirst();
  return row !== undefined;
}

/** The Peer Mentoring points the ledger holds for each of these sessions (absent: none awarded). */
export async function awardedPoints(db: Sql, sessionIds: readonly string[]): Promise<Map<string, number>> {
  if (!sessionIds.length) return new Map();
  const keys = sessionIds.map(mentoringAwardKey);
  const rows = await db.selectFrom('xp_ledger').select(['sourceId', 'points']).where('idempotencyKey', 'in', keys).execute();
  return new Map(rows.flatMap((r) => (r.sourceId === null ? [] : [[r.sourceId, Number(r.points)] as const])));
}

/** The people a session names and what the award and CPD record need of them. */
export function people(db: Sql, ids: readonly string[]) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'timezone', 'accountStatus']).where('id', 'in', ids).execute();
}

/**
 * Active learners other than the viewer: members of the viewer's village first, then everyone
 * else by name. Without a search text, only the village. Learners hidden from public leaderboards
 * are found only by their own village. `lower(...) like` is the same on both engines.
 */
export async function searchColleagues(db: Sql, q: { viewerId: string; teamId: string | null; text: string; limit: number }) {
  const { teamId, text } = q;
  if (teamId === null && !text) return [];
  const inVillage = teamId === null ? sql<number>`0` : sql<number>`case when ${sql.ref('tm.teamId')} = ${teamId} then 1 else 0 end`;
  let query = db
    .selectFrom('users as u')
    .leftJoin('team_members as tm', 'tm.userId', 'u.id')
    .leftJoin('user_points as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.name', 'u.image', 'p.points', inVillage.as('inVillage')])
    .where('u.id', '!=', q.viewerId)
    .where('u.accountStatus', '=', 'active');
  if (text) query = query.where(sql<boolean>`lower(${sql.ref('u.name')}) like ${containsPattern(text)} escape '\\'`);
  if (teamId === null) query = query.where('u.leaderboardHidden', '=', 0);
  else if (!text) query = query.where('tm.teamId', '=', teamId);
  else query = query.where((eb) => eb.or([eb('tm.teamId', '=', teamId), eb('u.leaderboardHidden', '=', 0)]));
  const rows = await query.orderBy('inVillage', 'desc').orderBy('u.name').orderBy('u.id').limit(q.limit).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, image: r.image, points: Number(r.points ?? 0), inVillage: toBool(r.inVillage) }));
}

/** Sessions the mentor gave that the colleague confirmed, on or before `untilDay` ('YYYY-MM-DD'): how many, how many minutes. */
export async function confirmedGivenUntil(db: Sql, mentorId: string, untilDay: string): Promise<{ sessions: number; minutes: number }> {
  const row = await db
    .selectFrom('mentoring_sessions')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('minutes').as('minutes')])
    .where('mentorId', '=', mentorId)
    .where('status', '=', 'confirmed')
    .where('day', '<=', untilDay)
    .executeTakeFirstOrThrow();
  return { sessions: Number(row.n), minutes: Number(row.minutes ?? 0) };
}
