import { localDay, MENTOR_LEVEL, type LogMentoringResult, type MentoringResponseResult } from '@lv/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { CompletedActivity } from '../../lib/learning-events';
import { lastMailTo, type Client, type TestApp } from '../../test/harness';

/** Test factories for the mentoring suites. */

export type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

export const TOPIC = 'Planning the quarterly budget review with the finance team';
export const today = (zone = 'UTC', now = Date.now()) => localDay(new Date(now), zone);

export interface Learner {
  id: string;
  email: string;
  name: string;
  c: Client;
}

/** A signed-in learner; `mentor` raises them to Level 3 through an admin's audited adjustment. */
export async function makeLearner(t: TestApp, admin: Client, opts: { mentor?: boolean; name?: string } = {}): Promise<Learner> {
  const user = await t.makeUser(opts.name ? { name: opts.name } : {});
  if (opts.mentor) {
    const res = await admin.post(`/api/admin/users/${user.id}/xp`, { points: MENTOR_LEVEL.minXp, reason: 'Mentoring tests: Level 3', idempotencyKey: `level3-${user.id}` });
    expect(res.status).toBe(200);
  }
  const row = await t.app.db.kysely.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow();
  return { id: user.id, email: user.email, name: row.name, c: await t.signedInClient({ user: user }) };
}

export const logSession = (c: Client, body: Record<string, unknown>) => c.post('/api/mentoring/sessions', body);

/** Logs a session (today unless said) and returns its answer; fails the test unless it was logged. */
export async function logged(mentor: Learner, mentee: { id: string }, change: Record<string, unknown> = {}): Promise<LogMentoringResult> {
  const res = await logSession(mentor.c, { menteeId: mentee.id, day: today(), minutes: 45, topic: TOPIC, ...change });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as LogMentoringResult;
}

/** The confirm and decline links of the newest mentoring mail to `email`, and their token. */
export async function mailedLinks(t: TestApp, email: string): Promise<{ subject: string; text: string; confirm: string; decline: string; token: string }> {
  const mail = await lastMailTo(t, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const confirm = /Confirm the session: (\S+)/.exec(mail.text)?.[1];
  const decline = /Decline it: (\S+)/.exec(mail.text)?.[1];
  if (!confirm || !decline) throw new Error(`no mentoring links in: ${mail.text}`);
  const token = new URLSearchParams(new URL(confirm).hash.slice(1)).get('token') ?? '';
  return { subject: mail.subject, text: mail.text, confirm, decline, token };
}

export const answerInApp = (c: Client, sessionId: string, answer: 'confirm' | 'decline') => c.post(`/api/mentoring/sessions/${sessionId}/${answer}`);
export const answerByLink = (c: Client, token: string, answer: 'confirm' | 'decline') => c.post('/api/mentoring/respond', { token, answer });
export const body = async <T = MentoringResponseResult>(res: Response) => (await res.json()) as T;

/**
 * Records the learning events in a table of the test database, written through the event's own
 * transaction as the CPD record does: an event whose transaction rolls back (a refused listener,
 * an SQLite group commit run again) leaves no row. Learners in `refuse` make the listener throw.
 */
export async function recordLearningEvents(t: TestApp): Promise<{ refuse: Set<string>; activitiesOf: (sourceId: string) => Promise<CompletedActivity[]> }> {
  const refuse = new Set<string>();
  let seq = 0;
  await sql`create table test_learning_events (seq integer not null, "sourceId" text not null, activity text not null)`.execute(t.app.db.kysely);
  t.app.learning.listen({
    async activityCompleted(trx, activity) {
      if (refuse.has(activity.userId)) throw new Error('CPD record unavailable');
      seq += 1;
      await sql`insert into test_learning_events (seq, "sourceId", activity) values (${seq}, ${activity.sourceId}, ${JSON.stringify(activity)})`.execute(trx);
    },
  });
  return {
    refuse,
    async activitiesOf(sourceId) {
      const { rows } = await sql<{ activity: string }>`select activity from test_learning_events where "sourceId" = ${sourceId} order by seq`.execute(t.app.db.kysely);
      return rows.map((row) => JSON.parse(row.activity) as CompletedActivity);
    },
  };
}

/** Reads a test app's Peer Mentoring ledger rows, points and sessions. */
export function readers(t: TestApp) {
  const db = () => t.app.db.kysely;
  return {
    ledgerOf: (userId: string) => db().selectFrom('xp_ledger').selectAll().where('userId', '=', userId).where('action', '=', 'peer_mentoring').orderBy('createdAt').execute(),
    pointsOf: async (userId: string) => Number((await db().selectFrom('user_points').select('points').where('userId', '=', userId).executeTakeFirstOrThrow()).points),
    sessionRow: (id: string) => db().selectFrom('mentoring_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  };
}
