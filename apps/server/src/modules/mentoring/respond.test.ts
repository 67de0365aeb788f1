import { addDays, mentoringWeek, type MentoringOverview } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOneTimeToken } from '../../lib/one-time-token';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { answerByLink, answerInApp, body, logged, mailedLinks, makeLearner, readers, recordLearningEvents, today, TOPIC, type ErrorAnswer, type Learner } from './test-fixtures';

describe.each(testDatabases())('confirming and declining mentoring sessions on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let r: ReturnType<typeof readers>;
  let events: Awaited<ReturnType<typeof recordLearningEvents>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
    r = readers(t);
    events = await recordLearningEvents(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const pair = async (): Promise<[Learner, Learner]> => [await makeLearner(t, admin, { mentor: true }), await makeLearner(t, admin)];
  const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).error;
  const LEVEL3 = 2001;

  it('confirms once by the emailed link under 20 parallel taps: one award, one pair of CPD entries', async () => {
    const [mentor, mentee] = await pair();
    const { session } = await logged(mentor, mentee, { minutes: 50 });
    const { token } = await mailedLinks(t, mentee.email);
    // Signed out: the token alone proves who answers.
    const answers = await Promise.all(Array.from({ length: 20 }, () => answerByLink(new Client(t.url), token, 'confirm')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(answers.map((a) => body(a)));
    expect(bodies.filter((b) => b.created)).toHaveLength(1);
    for (const b of bodies) expect(b.session).toMatchObject({ id: session.id, status: 'confirmed', xpAwarded: 80 });

    const ledger = await r.ledgerOf(mentor.id);
    expect(ledger.map((l) => [l.action, l.points, l.idempotencyKey, l.sourceId])).toEqual([['peer_mentoring', 80, `mentoring:${session.id}`, session.id]]);
    expect(await r.pointsOf(mentor.id)).toBe(LEVEL3 + 80);
    expect(await r.ledgerOf(mentee.id)).toEqual([]);
    expect(await events.activitiesOf(session.id)).toEqual([
      {
        kind: 'mentoring',
        userId: mentor.id,
        sourceId: session.id,
        title: `Peer mentoring: mentored ${mentee.name}`,
        journeyId: null,
        cpdMinutes: 50,
        occurredAt: Date.parse(`${session.day}T12:00:00.000Z`),
        verifiedBy: 'peer',
        evidence: `${TOPIC} (confirmed by ${mentee.name})`,
      },
      {
        kind: 'mentoring',
        userId: mentee.id,
        sourceId: session.id,
        title: `Peer mentoring: mentored by ${mentor.name}`,
        journeyId: null,
        cpdMinutes: 50,
        occurredAt: Date.parse(`${session.day}T12:00:00.000Z`),
        verifiedBy: 'peer',
        evidence: TOPIC,
      },
    ]);
    // The link is used up: repeating the answer changes nothing, the other answer is refused.
    expect((await body(await answerByLink(new Client(t.url), token, 'confirm'))).created).toBe(false);
    const decline = await answerByLink(new Client(t.url), token, 'decline');
    expect([decline.status, (await errorOf(decline)).message]).toEqual([409, 'You already confirmed this session, so it can no longer be declined.']);
    expect((await r.sessionRow(session.id)).status).toBe('confirmed');
    expect(await events.activitiesOf(session.id)).toHaveLength(2);
    const mine = (await (await mentor.c.get('/api/mentoring')).json()) as MentoringOverview;
    expect(mine.sessions.find((s) => s.id === session.id)).toMatchObject({ status: 'confirmed', xpAwarded: 80, role: 'mentor' });
    expect(await (await mentee.c.get('/api/mentoring/pending-count')).json()).toEqual({ count: 0 });
  });

  it('records a second confirmed session of the pair in the same ISO week without XP, still with both CPD entries', async () => {
    const [mentor, mentee] = await pair();
    const other = await makeLearner(t, admin);
    const first = await logged(mentor, mentee);
    const second = await logged(mentor, mentee, { minutes: 30 });
    const otherMentee = await logged(mentor, other);
    const lastWeek = await logged(mentor, mentee, { day: addDays(today(), -7) });
    expect(mentoringWeek(lastWeek.session.day)).not.toBe(first.session.week);

    expect((await body(await answerInApp(mentee.c, first.session.id, 'confirm'))).session.xpAwarded).toBe(80);
    const again = await body(await answerInApp(mentee.c, second.session.id, 'confirm'));
    expect([again.created, again.session.status, again.session.xpAwarded]).toEqual([true, 'confirmed', 0]);
    expect((await events.activitiesOf(second.session.id)).map((a) => [a.userId, a.cpdMinutes])).toEqual([
      [mentor.id, 30],
      [mentee.id, 30],
    ]);
    // The week's limit is per pair: another mentee, or the same mentee in another week, earns it.
    expect((await body(await answerInApp(other.c, otherMentee.session.id, 'confirm'))).session.xpAwarded).toBe(80);
    expect((await body(await answerInApp(mentee.c, lastWeek.session.id, 'confirm'))).session.xpAwarded).toBe(80);
    expect((await r.ledgerOf(mentor.id)).map((l) => l.sourceId).sort()).toEqual([first.session.id, otherMentee.session.id, lastWeek.session.id].sort());
    expect(await r.pointsOf(mentor.id)).toBe(LEVEL3 + 3 * 80);
  });

  it('awards once when two sessions of a pair in one week are confirmed at the same moment', async () => {
    const [mentor, mentee] = await pair();
    const a = await logged(mentor, mentee);
    const b = await logged(mentor, mentee);
    const { token } = await mailedLinks(t, mentee.email);
    // The newest mail's link answers one session; the other is answered in the app at the same moment.
    const linked = (await r.sessionRow(b.session.id)).tokenHash === hashOneTimeToken(token) ? b : a;
    const inAppSession = linked === b ? a.session.id : b.session.id;
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => answerByLink(new Client(t.url), token, 'confirm')),
      ...Array.from({ length: 5 }, () => answerInApp(mentee.c, inAppSession, 'confirm')),
    ]);
    expect(answers.map((x) => x.status)).toEqual(Array(10).fill(200));
    expect(await r.ledgerOf(mentor.id)).toHaveLength(1);
    expect(await r.pointsOf(mentor.id)).toBe(LEVEL3 + 80);
    const rows = await Promise.all([a, b].map((s) => r.sessionRow(s.session.id)));
    expect(rows.map((x) => x.status)).toEqual(['confirmed', 'confirmed']);
    expect([...(await events.activitiesOf(a.session.id)), ...(await events.activitiesOf(b.session.id))]).toHaveLength(4);
    const claims = await t.app.db.kysely.selectFrom('mentoring_award_weeks').selectAll().where('mentorId', '=', mentor.id).execute();
    expect(claims.map((c) => c.sessionId)).toEqual([(await r.ledgerOf(mentor.id))[0]!.sourceId]);
  });

  it('awards nothing for a declined session, and a declined session cannot be confirmed', async () => {
    const [mentor, mentee] = await pair();
    const { session } = await logged(mentor, mentee);
    const { token } = await mailedLinks(t, mentee.email);
    const declined = await body(await answerByLink(new Client(t.url), token, 'decline'));
    expect([declined.created, declined.session.status, declined.session.xpAwarded]).toEqual([true, 'declined', null]);
    expect((await body(await answerInApp(mentee.c, session.id, 'decline'))).created).toBe(false);
    for (const res of [await answerByLink(new Client(t.url), token, 'confirm'), await answerInApp(mentee.c, session.id, 'confirm')]) {
      expect([res.status, (await errorOf(res)).message]).toEqual([
        409,
        `You already declined this session, so it can no longer be confirmed. If it happened, ask ${mentor.name} to log it again.`,
      ]);
    }
    expect([await r.ledgerOf(mentor.id), await events.activitiesOf(session.id), await r.pointsOf(mentor.id)]).toEqual([[], [], LEVEL3]);
    const mine = (await (await mentor.c.get('/api/mentoring')).json()) as MentoringOverview;
    expect(mine.sessions.find((s) => s.id === session.id)?.status).toBe('declined');
  });

  it('awards nothing once the link has expired, in the app too', async () => {
    const [mentor, mentee] = await pair();
    const { session } = await logged(mentor, mentee);
    const { token } = await mailedLinks(t, mentee.email);
    const expiredAt = Date.now() - 1_000;
    await t.app.db.kysely.updateTable('mentoring_sessions').set({ expiresAt: expiredAt }).where('id', '=', session.id).execute();
    const message = `This request expired on ${new Date(expiredAt).toISOString().slice(0, 10)} and can no longer be answered. If the session happened, ask ${mentor.name} to log it again.`;
    for (const res of [await answerByLink(new Client(t.url), token, 'confirm'), await answerInApp(mentee.c, session.id, 'confirm'), await answerInApp(mentee.c, session.id, 'decline')]) {
      expect([res.status, (await errorOf(res)).message]).toEqual([409, message]);
    }
    expect([await r.ledgerOf(mentor.id), await events.activitiesOf(session.id)]).toEqual([[], []]);
    const theirs = (await (await mentee.c.get('/api/mentoring')).json()) as MentoringOverview;
    expect(theirs.toConfirm).toEqual([]);
    expect(theirs.sessions.find((s) => s.id === session.id)?.status).toBe('expired');
    expect(await (await mentee.c.get('/api/mentoring/pending-count')).json()).toEqual({ count: 0 });
  });

  it('lets only the mentee answer: not the mentor, not another learner, not a browser signed in as someone else', async () => {
    const [mentor, mentee] = await pair();
    const stranger = await makeLearner(t, admin);
    const { session } = await logged(mentor, mentee);
    const { token } = await mailedLinks(t, mentee.email);
    const refusals: Array<[Response, string]> = [
      [await answerInApp(stranger.c, session.id, 'confirm'), 'This session was logged with someone else: only they can confirm or decline it.'],
      [await answerInApp(mentor.c, session.id, 'confirm'), `You logged this session: ${mentee.name} confirms or declines it.`],
      [await answerInApp(stranger.c, session.id, 'decline'), 'This session was logged with someone else: only they can confirm or decline it.'],
      [
        await answerByLink(stranger.c, token, 'confirm'),
        `You are signed in as ${stranger.name}, but this session was logged with ${mentee.name}. Sign out and open the link again, or ask ${mentee.name} to open it.`,
      ],
      [
        await answerByLink(mentor.c, token, 'confirm'),
        `You are signed in as ${mentor.name}, but this session was logged with ${mentee.name}. Sign out and open the link again, or ask ${mentee.name} to open it.`,
      ],
    ];
    for (const [res, message] of refusals) expect([res.status, (await errorOf(res)).message]).toEqual([403, message]);
    expect((await r.sessionRow(session.id)).status).toBe('pending');
    expect([await r.ledgerOf(mentor.id), await events.activitiesOf(session.id)]).toEqual([[], []]);
    expect((await answerInApp(mentee.c, 'no-such-session', 'confirm')).status).toBe(404);

    // Signed in as the mentee, the link works as well.
    expect((await body(await answerByLink(mentee.c, token, 'confirm'))).session).toMatchObject({ status: 'confirmed', xpAwarded: 80 });
  });

  it('rolls the answer, the award and the CPD entries back together when the CPD record fails', async () => {
    const [mentor, mentee] = await pair();
    const { session } = await logged(mentor, mentee);
    events.refuse.add(mentee.id);
    const failed = await Promise.all(Array.from({ length: 3 }, () => answerInApp(mentee.c, session.id, 'confirm')));
    expect(failed.map((f) => f.status)).toEqual([500, 500, 500]);
    expect([(await r.sessionRow(session.id)).status, await r.ledgerOf(mentor.id), await r.pointsOf(mentor.id), await events.activitiesOf(session.id)]).toEqual(['pending', [], LEVEL3, []]);
    const claims = await t.app.db.kysely.selectFrom('mentoring_award_weeks').selectAll().where('sessionId', '=', session.id).execute();
    expect(claims).toEqual([]);
    events.refuse.delete(mentee.id);
    expect((await body(await answerInApp(mentee.c, session.id, 'confirm'))).session.xpAwarded).toBe(80);
  });

  it("dates each CPD entry on the session's day in that learner's own timezone", async () => {
    const [mentor, mentee] = await pair();
    await t.app.db.kysely.updateTable('users').set({ timezone: 'Pacific/Kiritimati' }).where('id', '=', mentee.id).execute();
    const { session } = await logged(mentor, mentee, { day: addDays(today(), -2) });
    await answerInApp(mentee.c, session.id, 'confirm');
    const [forMentor, forMentee] = await events.activitiesOf(session.id);
    const dayIn = (ms: number, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(ms));
    expect([dayIn(forMentor!.occurredAt, 'UTC'), dayIn(forMentee!.occurredAt, 'Pacific/Kiritimati')]).toEqual([session.day, session.day]);
  });

  it('unlocks Leadership Excellence ("Mentor peers in 5 sessions") with the fifth award', async () => {
    const mentor = await makeLearner(t, admin, { mentor: true });
    const badge = async () =>
      ((await (await mentor.c.get('/api/me/badges')).json()) as { badges: Array<{ id: string; progress: number; unlockedAt: string | null }> }).badges.find(
        (b) => b.id === 'leadership-excellence',
      )!;
    for (let i = 1; i <= 5; i += 1) {
      const mentee = await makeLearner(t, admin);
      const { session } = await logged(mentor, mentee);
      expect((await body(await answerInApp(mentee.c, session.id, 'confirm'))).session.xpAwarded).toBe(80);
      expect((await badge()).progress).toBe(i * 20);
    }
    expect((await badge()).unlockedAt).not.toBeNull();
  });
});
