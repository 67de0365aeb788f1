import { type AttendanceResult, type JourneyDetail, type ModuleCompletionResult } from '@lv/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { CompletedActivity, CompletedJourney } from '../../lib/learning-events';
import { testDatabases } from '../../test/databases';
import { Client, freePort, startTestApp, type TestApp } from '../../test/harness';
import { lesson, makeJourney, put, REFLECTION, type ErrorAnswer } from '../journeys/test-fixtures';
import { codeAt, MIN, scheduleEvent, setEventTimes, wrongCode } from './test-fixtures';

describe.each(testDatabases())('webinar attendance on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  const activities: CompletedActivity[] = [];
  const journeys: CompletedJourney[] = [];
  const refuseActivityOf = new Set<string>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
    t.app.learning.listen({
      async activityCompleted(_trx, activity) {
        if (refuseActivityOf.has(activity.userId)) throw new Error('CPD record unavailable');
        activities.push(activity);
      },
      async journeyCompleted(_trx, journey) {
        journeys.push(journey);
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.app.db.kysely;
  const newLearner = async () => {
    const user = await t.makeUser();
    return { id: user.id, c: await t.signedInClient({ user: user }) };
  };
  /** An event that started 30 minutes ago and ends in 30 minutes. */
  const liveEvent = (change: Parameters<typeof scheduleEvent>[1] = {}) => scheduleEvent(admin, { startsAt: Date.now() - 30 * MIN, endsAt: Date.now() + 30 * MIN, ...change });
  const attend = (c: Client, eventId: string, code: string) => c.post(`/api/events/${eventId}/attendance`, { code });
  const ledgerOf = (userId: string) => db().selectFrom('xp_ledger').selectAll().where('userId', '=', userId).execute();
  const attendancesOf = (userId: string) => db().selectFrom('event_attendances').selectAll().where('userId', '=', userId).execute();
  const failuresOf = async (userId: string) => {
    const row = await db().selectFrom('event_code_failures').select('failures').where('userId', '=', userId).executeTakeFirst();
    return row ? (JSON.parse(row.failures) as number[]) : [];
  };
  const message = async (res: Response) => ((await res.json()) as ErrorAnswer).error.message;

  it('awards Attend Webinar exactly once under 20 parallel correct submissions; ledger, row and CPD event agree', async () => {
    const event = await liveEvent({ cpdMinutes: 60 });
    const { id, c } = await newLearner();
    const answers = await Promise.all(Array.from({ length: 20 }, () => attend(c, event.id, codeAt(t, event.id))));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as AttendanceResult[];
    const first = bodies.find((b) => b.created)!;
    expect(first).toMatchObject({ xpAwarded: 75, points: 75, journeyCompleted: false, event: { id: event.id, attendance: { verifiedBy: 'platform' } } });
    for (const b of bodies.filter((x) => !x.created)) expect(b).toMatchObject({ xpAwarded: 0, points: 75, event: { attendance: first.event.attendance } });
    // Once attended, any later try answers 200 and adds nothing, whatever the code.
    expect((await attend(c, event.id, wrongCode(t, event.id))).status).toBe(200);

    const ledger = await ledgerOf(id);
    expect(ledger.map((l) => [l.action, l.points, l.sourceId, l.idempotencyKey])).toEqual([['attend_webinar', 75, event.id, `webinar:${id}:${event.id}`]]);
    expect((await attendancesOf(id)).map((a) => [a.eventId, a.verifiedBy, a.markedBy])).toEqual([[event.id, 'platform', null]]);
    expect(activities.filter((a) => a.userId === id)).toEqual([
      { kind: 'webinar', userId: id, sourceId: event.id, title: event.title, journeyId: null, cpdMinutes: 60, occurredAt: Date.parse(event.startsAt), verifiedBy: 'platform', evidence: null },
    ]);
  });

  it('rolls the attendance, the award and the points back together when the CPD listener fails', async () => {
    const event = await liveEvent();
    const { id, c } = await newLearner();
    refuseActivityOf.add(id);
    expect((await attend(c, event.id, codeAt(t, event.id))).status).toBe(500);
    expect([await ledgerOf(id), await attendancesOf(id)]).toEqual([[], []]);
    refuseActivityOf.delete(id);
    expect((await attend(c, event.id, codeAt(t, event.id))).status).toBe(201);
  });

  it('refuses codes before the start and once attendance has closed (409), and accepts them 10 minutes after the end', async () => {
    const { id, c } = await newLearner();
    const upcoming = await scheduleEvent(admin, { startsAt: Date.now() + 60 * MIN });
    const early = await attend(c, upcoming.id, codeAt(t, upcoming.id));
    expect([early.status, await message(early)]).toEqual([409, 'This event has not started yet. Enter the code the host shows during the session.']);

    const closed = await scheduleEvent(admin);
    await setEventTimes(t, closed.id, Date.now() - 90 * MIN, Date.now() - 11 * MIN);
    const late = await attend(c, closed.id, codeAt(t, closed.id));
    expect([late.status, await message(late)]).toEqual([409, 'Attendance codes for this event closed 10 minutes after it ended. Ask the host to mark your attendance.']);

    const cancelled = await liveEvent();
    await db().updateTable('events').set({ cancelledAt: Date.now() }).where('id', '=', cancelled.id).execute();
    expect((await attend(c, cancelled.id, codeAt(t, cancelled.id))).status).toBe(409);
    // None of these is a guess at a code: nothing counts against the learner's limit.
    expect([await ledgerOf(id), await attendancesOf(id), await failuresOf(id)]).toEqual([[], [], []]);

    const justEnded = await scheduleEvent(admin);
    await setEventTimes(t, justEnded.id, Date.now() - 60 * MIN, Date.now() - 8 * MIN);
    expect((await attend(c, justEnded.id, codeAt(t, justEnded.id))).status).toBe(201);
  });

  it('refuses a wrong code and an old slice’s code with their own messages (400), recording neither', async () => {
    const event = await liveEvent();
    const { id, c } = await newLearner();
    const wrong = await attend(c, event.id, wrongCode(t, event.id));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()) as ErrorAnswer).toMatchObject({
      error: { message: 'That code is not right. Check the code the host shows and try again.', fields: { code: 'That code is not right.' } },
    });
    // The code the host showed 10 minutes ago (two rotations back): expired, not merely wrong.
    const old = await attend(c, event.id, codeAt(t, event.id, Date.now() - 10 * MIN));
    expect([old.status, await message(old)]).toEqual([400, 'That code has expired: codes change every 5 minutes. Enter the code the host shows now.']);
    // Codes are per event: another event's current code is wrong here (a one-in-a-million clash aside).
    const other = await liveEvent();
    expect((await attend(c, event.id, codeAt(t, other.id))).status).toBe(400);
    expect([await ledgerOf(id), await attendancesOf(id)]).toEqual([[], []]);
    expect((await failuresOf(id)).length).toBe(3);
  });

  it('answers the 6th wrong code within a minute with 429, refuses even the right code then, and lets the learner in once a minute has passed', async () => {
    const event = await liveEvent();
    const { id, c } = await newLearner();
    for (let i = 0; i < 5; i += 1) expect((await attend(c, event.id, wrongCode(t, event.id))).status).toBe(400);
    const sixth = await attend(c, event.id, wrongCode(t, event.id));
    expect(sixth.status).toBe(429);
    expect(await message(sixth)).toMatch(/^Too many wrong codes\. Wait \d+ seconds?, then enter the code the host shows\.$/);
    const right = await attend(c, event.id, codeAt(t, event.id));
    expect(right.status).toBe(429);
    expect([await ledgerOf(id), await attendancesOf(id)]).toEqual([[], []]);
    // The limit is stored with the learner, in the database; the refused tries were not counted.
    expect((await failuresOf(id)).length).toBe(5);

    // A minute later (the stored tries moved back 61 s) the right code is accepted.
    const moved = (await failuresOf(id)).map((at) => at - 61_000);
    await db().updateTable('event_code_failures').set({ failures: JSON.stringify(moved) }).where('userId', '=', id).execute();
    expect((await attend(c, event.id, codeAt(t, event.id))).status).toBe(201);
  });

  it('counts 6 parallel wrong codes exactly: five are 400, one is 429', async () => {
    const event = await liveEvent();
    const { id, c } = await newLearner();
    const answers = await Promise.all(Array.from({ length: 6 }, () => attend(c, event.id, wrongCode(t, event.id))));
    expect(answers.map((r) => r.status).sort()).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await failuresOf(id)).length).toBe(5);
  });

  it('keeps the limit across two server processes on one database', async () => {
    const port = await freePort();
    const otherUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: t.db.dataDir,
      AUTH_RATE_LIMIT: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      AUTH_SECRET: t.config.authSecret,
      PUBLIC_URL: otherUrl,
      ...(t.db.url ? { DATABASE_URL: t.db.url } : {}),
    });
    const other: FastifyInstance = await buildApp(config, { logger: false, migrate: false });
    try {
      await other.listen({ port, host: '127.0.0.1' });
      const event = await liveEvent();
      const { c } = await newLearner();
      const there = new Client(otherUrl);
      there.cookies = new Map(c.cookies);
      for (const client of [c, there, c, there, c]) expect((await attend(client, event.id, wrongCode(t, event.id))).status).toBe(400);
      expect((await attend(there, event.id, wrongCode(t, event.id))).status).toBe(429);
      expect((await attend(c, event.id, codeAt(t, event.id))).status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('counts an attended event of a journey toward its rule, completing the journey once', async () => {
    const { journeyId } = await makeJourney(t, 'webinar-course', { modules: [lesson('only')], rule: { requiredWebinars: 1, capstoneRequired: false } });
    const linked = await liveEvent({ journeyId });
    const unlinked = await liveEvent();
    const { id, c } = await newLearner();
    await put(c, '/api/journeys/webinar-course/enrolment');
    const module = (await (await c.post('/api/journeys/webinar-course/modules/only/completion', { reflection: REFLECTION })).json()) as ModuleCompletionResult;
    expect(module.journeyCompleted).toBe(false);

    // An event of no journey counts for none.
    expect(((await (await attend(c, unlinked.id, codeAt(t, unlinked.id))).json()) as AttendanceResult).journeyCompleted).toBe(false);
    const before = (await (await c.get('/api/journeys/webinar-course')).json()) as JourneyDetail;
    expect(before.requirements).toMatchObject({ webinars: { attended: 0, required: 1 }, met: false });

    const done = (await (await attend(c, linked.id, codeAt(t, linked.id))).json()) as AttendanceResult;
    expect(done).toMatchObject({ created: true, journeyCompleted: true, event: { journey: { id: 'webinar-course', title: 'Journey webinar-course' } } });
    expect(journeys.filter((j) => j.userId === id)).toEqual([{ userId: id, journeyId, journeyTitle: 'Journey webinar-course', version: 1, completedAt: expect.any(Number) }]);
    expect(activities.find((a) => a.userId === id && a.sourceId === linked.id)?.journeyId).toBe(journeyId);
    const after = (await (await c.get('/api/journeys/webinar-course')).json()) as JourneyDetail;
    expect([after.status, after.requirements.webinars, after.requirements.met]).toEqual(['completed', { attended: 1, required: 1 }, true]);
  });

  it('counts an attendance made before enrolling, once the modules are done', async () => {
    const { journeyId } = await makeJourney(t, 'attend-first', { modules: [lesson('one')], rule: { requiredWebinars: 1, capstoneRequired: false } });
    const event = await liveEvent({ journeyId });
    const { id, c } = await newLearner();
    expect(((await (await attend(c, event.id, codeAt(t, event.id))).json()) as AttendanceResult).journeyCompleted).toBe(false);
    await put(c, '/api/journeys/attend-first/enrolment');
    const module = (await (await c.post('/api/journeys/attend-first/modules/one/completion', { reflection: REFLECTION })).json()) as ModuleCompletionResult;
    expect(module.journeyCompleted).toBe(true);
    expect(journeys.filter((j) => j.userId === id)).toHaveLength(1);
  });

  it('lets an admin mark attendance (audited with the award, once), by account or by email; a code afterwards adds nothing', async () => {
    const event = await liveEvent({ cpdMinutes: 45 });
    const learner = await t.makeUser({ name: 'Ama Mensah' });
    const lc = await t.signedInClient({ user: learner });
    await put(lc, `/api/events/${event.id}/registration`);
    const marks = await Promise.all(Array.from({ length: 5 }, () => admin.post(`/api/admin/events/${event.id}/attendance`, { userId: learner.id })));
    expect(marks.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const marked = (await marks.find((r) => r.status === 201)!.json()) as { attendee: unknown };
    expect(marked.attendee).toMatchObject({ userId: learner.id, name: 'Ama Mensah', attendance: { verifiedBy: 'admin' }, registeredAt: expect.any(String) });
    expect((await attend(lc, event.id, codeAt(t, event.id))).status).toBe(200);

    const adminId = (await db().selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect((await attendancesOf(learner.id)).map((a) => [a.verifiedBy, a.markedBy])).toEqual([['admin', adminId]]);
    expect((await ledgerOf(learner.id)).map((l) => [l.action, l.points, l.idempotencyKey])).toEqual([['attend_webinar', 75, `webinar:${learner.id}:${event.id}`]]);
    const audits = await db().selectFrom('audit_log').selectAll().where('action', '=', 'event.attendance').where('targetId', '=', event.id).execute();
    expect(audits.map((a) => [a.actorId, JSON.parse(a.details)])).toEqual([[adminId, { event: event.title, userId: learner.id }]]);
    expect(activities.filter((a) => a.userId === learner.id)).toMatchObject([{ kind: 'webinar', verifiedBy: 'admin', cpdMinutes: 45 }]);

    // By email: someone who never registered.
    const walkIn = await t.makeUser();
    const byEmail = await admin.post(`/api/admin/events/${event.id}/attendance`, { email: walkIn.email.toUpperCase() });
    expect(byEmail.status).toBe(201);
    expect((await attendancesOf(walkIn.id)).length).toBe(1);
  });

  it('refuses an admin mark before the start, for a cancelled event and for an unknown learner, changing nothing', async () => {
    const learner = await t.makeUser();
    const upcoming = await scheduleEvent(admin, { startsAt: Date.now() + 60 * MIN });
    const early = await admin.post(`/api/admin/events/${upcoming.id}/attendance`, { userId: learner.id });
    expect([early.status, await message(early)]).toEqual([409, 'Attendance can be marked once the event has started.']);
    const live = await liveEvent();
    const unknownEmail = await admin.post(`/api/admin/events/${live.id}/attendance`, { email: 'nobody@example.test' });
    expect([unknownEmail.status, ((await unknownEmail.json()) as ErrorAnswer).error.fields]).toEqual([400, { email: 'No account uses that email address.' }]);
    expect((await admin.post(`/api/admin/events/${live.id}/attendance`, { userId: 'no-such-user' })).status).toBe(404);
    expect((await admin.post(`/api/admin/events/no-such-event/attendance`, { userId: learner.id })).status).toBe(404);
    expect((await admin.post(`/api/admin/events/${live.id}/attendance`, { userId: learner.id, points: 500 })).status).toBe(400);
    const cancelled = await liveEvent();
    expect((await admin.post(`/api/admin/events/${cancelled.id}/cancel`)).status).toBe(200);
    const onCancelled = await admin.post(`/api/admin/events/${cancelled.id}/attendance`, { userId: learner.id });
    expect([onCancelled.status, await message(onCancelled)]).toEqual([409, 'This event was cancelled, so no one can be marked as attending it.']);
    expect([await ledgerOf(learner.id), await attendancesOf(learner.id)]).toEqual([[], []]);
  });

  it('refuses learners on the admin routes and bad attendance bodies', async () => {
    const event = await liveEvent();
    const { id, c } = await newLearner();
    expect((await c.post(`/api/admin/events/${event.id}/attendance`, { userId: id })).status).toBe(403);
    expect((await c.get(`/api/admin/events/${event.id}/code`)).status).toBe(403);
    for (const body of [{}, { code: '12345' }, { code: 'abcdef' }, { code: codeAt(t, event.id), userId: 'someone' }, { code: 123456 }]) {
      expect((await c.post(`/api/events/${event.id}/attendance`, body)).status).toBe(400);
    }
    expect((await new Client(t.url).post(`/api/events/${event.id}/attendance`, { code: codeAt(t, event.id) })).status).toBe(401);
    expect([await ledgerOf(id), await attendancesOf(id), await failuresOf(id)]).toEqual([[], [], []]);
  });
});
