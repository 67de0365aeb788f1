import { addDays, MENTORING_LOGS_PER_DAY, type ColleagueSearchResult, type LogMentoringResult, type MentoringInvitation, type MentoringOverview } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOneTimeToken } from '../../lib/one-time-token';
import { testDatabases } from '../../test/databases';
import { mailSettled, Client, startTestApp, type TestApp } from '../../test/harness';
import { body, logged, logSession, mailedLinks, makeLearner, today, TOPIC, type ErrorAnswer, type Learner } from './test-fixtures';

describe.each(testDatabases())('logging mentoring sessions on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let mentor: Learner;
  let mentee: Learner;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
    mentor = await makeLearner(t, admin, { mentor: true });
    mentee = await makeLearner(t, admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const sessionsOfMentor = (id: string) => t.app.db.kysely.selectFrom('mentoring_sessions').selectAll().where('mentorId', '=', id).execute();
  const outboxTo = async (email: string) => (await mailSettled(t), await t.app.db.kysely.selectFrom('dev_outbox').selectAll().where('to', '=', email).execute());
  const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).error;

  it('logs a session with a colleague and mails them one-tap confirm and decline links; only the token hash is stored', async () => {
    const answer = await logged(mentor, mentee, { minutes: 60 });
    expect(answer).toMatchObject({
      created: true,
      mailSent: true,
      session: { role: 'mentor', mentor: { id: mentor.id, name: mentor.name }, mentee: { id: mentee.id, name: mentee.name }, minutes: 60, topic: TOPIC, status: 'pending', xpAwarded: null },
    });
    const mail = await mailedLinks(t, mentee.email);
    expect(mail.subject).toBe(`${mentor.name} asks you to confirm a mentoring session on LeadVillage`);
    expect(mail.text).toContain(`${mentor.name} logged a mentoring session with you on LeadVillage`);
    expect(mail.text).toContain(`60 minutes, on "${TOPIC}"`);
    expect(mail.text).toContain('works once and expires in 14 days');
    // The token rides in the fragment: the page reads it; it never reaches a server log.
    expect(mail.confirm).toBe(`${t.url}/mentoring/respond#token=${mail.token}&answer=confirm`);
    expect(mail.decline).toBe(`${t.url}/mentoring/respond#token=${mail.token}&answer=decline`);
    const row = (await sessionsOfMentor(mentor.id)).find((s) => s.id === answer.session.id)!;
    expect(row.tokenHash).toBe(hashOneTimeToken(mail.token));
    expect(JSON.stringify(row)).not.toContain(mail.token);
    expect(Number(row.expiresAt) - Number(row.createdAt)).toBe(14 * 86_400_000);

    // The mentee sees it to confirm; the mentor sees it among their sessions.
    const theirs = (await (await mentee.c.get('/api/mentoring')).json()) as MentoringOverview;
    expect(theirs.toConfirm.map((s) => [s.id, s.role, s.status])).toEqual([[answer.session.id, 'mentee', 'pending']]);
    expect(await (await mentee.c.get('/api/mentoring/pending-count')).json()).toEqual({ count: 1 });
    const mine = (await (await mentor.c.get('/api/mentoring')).json()) as MentoringOverview;
    expect(mine.toConfirm).toEqual([]);
    expect(mine.sessions.map((s) => s.id)).toContain(answer.session.id);
    expect(mine.mentor).toMatchObject({ allowed: true, xpToUnlock: 0, unlockLevel: { number: 3, name: 'Change Architect', minXp: 2001 } });
  });

  it('refuses a self-pair, changing nothing', async () => {
    const before = (await sessionsOfMentor(mentor.id)).length;
    const res = await logSession(mentor.c, { menteeId: mentor.id, day: today(), minutes: 30, topic: TOPIC });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ fields: { menteeId: 'You cannot log a mentoring session with yourself. Choose the colleague you mentored.' } });
    expect((await sessionsOfMentor(mentor.id)).length).toBe(before);
  });

  it('gates logging as a mentor at Level 3 and says what unlocks it; anyone can be the mentee', async () => {
    const newcomer = await makeLearner(t, admin);
    const res = await logSession(newcomer.c, { menteeId: mentee.id, day: today(), minutes: 30, topic: TOPIC });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(
      'Mentoring unlocks at Level 3 (Change Architect, 2,001 XP): 2,001 XP to go. Until then, colleagues can log sessions with you as their mentee.',
    );
    expect(await sessionsOfMentor(newcomer.id)).toEqual([]);
    expect(((await (await newcomer.c.get('/api/mentoring')).json()) as MentoringOverview).mentor).toMatchObject({ allowed: false, xp: 0, xpToUnlock: 2001 });
    // A newcomer is a fine mentee.
    await logged(mentor, newcomer);
  });

  it('refuses bad input with field messages and changes nothing: dates, minutes, topic, extra fields, unknown or inactive colleagues', async () => {
    const inactive = await makeLearner(t, admin);
    await t.app.db.kysely.updateTable('users').set({ accountStatus: 'inactive' }).where('id', '=', inactive.id).execute();
    const before = (await sessionsOfMentor(mentor.id)).length;
    const good = { menteeId: mentee.id, day: today(), minutes: 45, topic: TOPIC };
    const cases: Array<[Record<string, unknown>, number, Record<string, string> | undefined]> = [
      [{ ...good, day: addDays(today(), 1) }, 400, { day: 'The date cannot be in the future' }],
      [{ ...good, day: addDays(today(), -31) }, 400, { day: 'Log a session within 30 days of it' }],
      [{ ...good, day: '2026-02-30' }, 400, { day: 'Enter a date as YYYY-MM-DD' }],
      [{ ...good, minutes: 14 }, 400, { minutes: 'A session lasts at least 15 minutes' }],
      [{ ...good, minutes: 241 }, 400, { minutes: 'Log at most 240 minutes per session' }],
      [{ ...good, topic: '  ' }, 400, { topic: 'Say what you worked on' }],
      [{ ...good, topic: 'x'.repeat(161) }, 400, { topic: 'Keep the topic to 160 characters or fewer' }],
      [{ ...good, menteeId: 'no-such-learner' }, 400, { menteeId: 'Choose a colleague from the list' }],
      [{ ...good, menteeId: inactive.id }, 400, { menteeId: 'Choose a colleague from the list' }],
      [{ ...good, points: 5000 }, 400, undefined],
      [{ ...good, mentorId: mentee.id }, 400, undefined],
      [{ ...good, status: 'confirmed' }, 400, undefined],
    ];
    for (const [input, status, fields] of cases) {
      const res = await logSession(mentor.c, input);
      expect([res.status, JSON.stringify(input).slice(0, 80)]).toEqual([status, JSON.stringify(input).slice(0, 80)]);
      if (fields) expect((await errorOf(res)).fields).toEqual(fields);
    }
    expect((await logSession(mentor.c, { ...good, topic: 'x'.repeat(1_000_000) })).status).toBe(413);
    expect((await sessionsOfMentor(mentor.id)).length).toBe(before);
    // 30 days back is the oldest day accepted.
    expect((await logSession(mentor.c, { ...good, day: addDays(today(), -30) })).status).toBe(201);
  });

  it('stores the topic as one line of plain text', async () => {
    const { session } = await logged(mentor, mentee, { topic: '  <script>alert(1)</script>\n\nDelegation\u0000 practice\u202e ' });
    expect(session.topic).toBe('<script>alert(1)</script> Delegation practice');
  });

  it("judges the date in the mentor's timezone", async () => {
    // At any instant it is already tomorrow (UTC) somewhere east: Kiritimati is UTC+14.
    const eastern = await makeLearner(t, admin, { mentor: true });
    await t.app.db.kysely.updateTable('users').set({ timezone: 'Pacific/Kiritimati' }).where('id', '=', eastern.id).execute();
    const theirToday = today('Pacific/Kiritimati');
    const overview = (await (await eastern.c.get('/api/mentoring')).json()) as MentoringOverview;
    expect([overview.today, overview.earliestDay]).toEqual([theirToday, addDays(theirToday, -30)]);
    expect((await logSession(eastern.c, { menteeId: mentee.id, day: theirToday, minutes: 30, topic: TOPIC })).status).toBe(201);
    expect((await logSession(eastern.c, { menteeId: mentee.id, day: addDays(theirToday, 1), minutes: 30, topic: TOPIC })).status).toBe(400);
  });

  it('logs one session and sends one mail for a replayed request key, also under 10 parallel replays', async () => {
    const replayer = await makeLearner(t, admin, { mentor: true });
    const colleague = await makeLearner(t, admin);
    const input = { menteeId: colleague.id, day: today(), minutes: 30, topic: TOPIC, idempotencyKey: '0b5f0a8e-6a55-4d5e-9d0b-2f4c6b1f7a11' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => logSession(replayer.c, input)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const bodies = await Promise.all(answers.map((r) => body<LogMentoringResult>(r)));
    expect(new Set(bodies.map((b) => b.session.id)).size).toBe(1);
    expect(await sessionsOfMentor(replayer.id)).toHaveLength(1);
    expect(await outboxTo(colleague.email)).toHaveLength(1);
  });

  it(`caps a mentor at ${MENTORING_LOGS_PER_DAY} sessions per 24 hours`, async () => {
    const busy = await makeLearner(t, admin, { mentor: true });
    const now = Date.now();
    await t.app.db.kysely
      .insertInto('mentoring_sessions')
      .values(
        Array.from({ length: MENTORING_LOGS_PER_DAY }, (_, i) => ({
          id: `cap-${busy.id}-${i}`,
          mentorId: busy.id,
          menteeId: mentee.id,
          day: today(),
          week: '2026-W01',
          minutes: 30,
          topic: TOPIC,
          status: 'pending' as const,
          tokenHash: `cap-hash-${busy.id}-${i}`,
          expiresAt: now + 86_400_000,
          requestKey: null,
          createdAt: now - 1_000,
          respondedAt: null,
        })),
      )
      .execute();
    const res = await logSession(busy.c, { menteeId: mentee.id, day: today(), minutes: 30, topic: TOPIC });
    expect([res.status, (await errorOf(res)).message]).toEqual([429, `You have logged ${MENTORING_LOGS_PER_DAY} sessions in the last 24 hours. Try again tomorrow.`]);
  });

  it('finds colleagues by name: own village first, never oneself, inactive learners or hidden ones outside the village', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const leader = await makeLearner(t, admin, { mentor: true, name: `${tag} Leader` });
    const villager = await makeLearner(t, admin, { name: `${tag} Yaa Villager` });
    const hiddenVillager = await makeLearner(t, admin, { name: `${tag} Zed Hidden Villager` });
    const outsider = await makeLearner(t, admin, { name: `${tag} Abena Outsider` });
    const hiddenOutsider = await makeLearner(t, admin, { name: `${tag} Hidden Outsider` });
    const gone = await makeLearner(t, admin, { name: `${tag} Gone` });
    await t.app.db.kysely.updateTable('users').set({ accountStatus: 'inactive' }).where('id', '=', gone.id).execute();
    await t.app.db.kysely.updateTable('users').set({ leaderboardHidden: 1 }).where('id', 'in', [hiddenVillager.id, hiddenOutsider.id]).execute();
    expect((await leader.c.post('/api/teams', { name: `${tag} Village` })).status).toBe(201);
    const team = (await (await leader.c.get('/api/teams/mine')).json()) as { team: { joinLink: { url: string } } };
    const token = new URL(team.team.joinLink.url).searchParams.get('join');
    for (const member of [villager, hiddenVillager]) expect((await member.c.post('/api/teams/join', { token })).status).toBe(200);

    const search = async (q?: string) => {
      const res = await leader.c.get(`/api/mentoring/colleagues${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`);
      expect(res.status).toBe(200);
      return (await res.json()) as ColleagueSearchResult;
    };
    const found = await search(tag.toLowerCase());
    expect(found.village).toBe(`${tag} Village`);
    expect(found.colleagues.map((c) => [c.name, c.inMyVillage])).toEqual([
      [villager.name, true],
      [hiddenVillager.name, true],
      [outsider.name, false],
    ]);
    expect(found.colleagues[0]).toEqual({ id: villager.id, name: villager.name, image: null, level: { number: 1, name: 'Explorer' }, inMyVillage: true });
    // Without a search text: the village only. `%` and `_` match themselves.
    expect((await search()).colleagues.map((c) => c.name)).toEqual([villager.name, hiddenVillager.name]);
    expect((await search('%')).colleagues).toEqual([]);
    // Someone without a village finds the visible learners only.
    const loner = (await (await outsider.c.get(`/api/mentoring/colleagues?q=${tag}`)).json()) as ColleagueSearchResult;
    expect([loner.village, loner.colleagues.map((c) => c.name)]).toEqual([null, [leader.name, villager.name]]);
    expect((await outsider.c.get('/api/mentoring/colleagues?q=x&limit=500')).status).toBe(400);
  });

  it('shows what a link is about to a visitor and to the mentee, tells anyone else, and answers 404 for a forged token', async () => {
    const { session } = await logged(mentor, mentee, { minutes: 90 });
    const { token } = await mailedLinks(t, mentee.email);
    const lookup = (c: Client, tk = token) => c.post('/api/mentoring/respond/lookup', { token: tk });
    const asVisitor = await lookup(new Client(t.url));
    expect(asVisitor.status).toBe(200);
    expect(await body<MentoringInvitation>(asVisitor)).toMatchObject({ viewer: 'visitor', session: { id: session.id, role: 'mentee', minutes: 90, status: 'pending', mentor: { name: mentor.name } } });
    expect((await body<MentoringInvitation>(await lookup(mentee.c))).viewer).toBe('mentee');
    expect((await body<MentoringInvitation>(await lookup(mentor.c))).viewer).toBe('other');
    const forged = await lookup(new Client(t.url), `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect([forged.status, (await errorOf(forged)).message]).toEqual([404, 'That mentoring link was not found.']);
    expect((await lookup(new Client(t.url), 'short')).status).toBe(400);
    // Only POST reads a token: nothing answers a GET with one.
    expect((await new Client(t.url).get(`/api/mentoring/respond?token=${token}&answer=confirm`)).status).toBe(404);
  });

  it('keeps every mentoring route from visitors (401) except the link page', async () => {
    const visitor = new Client(t.url);
    for (const [method, path] of [
      ['GET', '/api/mentoring'],
      ['GET', '/api/mentoring/pending-count'],
      ['GET', '/api/mentoring/colleagues?q=ab'],
      ['POST', '/api/mentoring/sessions'],
      ['POST', '/api/mentoring/sessions/x/confirm'],
      ['POST', '/api/mentoring/sessions/x/decline'],
    ] as const) {
      const res = await visitor.request(method, path, method === 'POST' ? { menteeId: mentee.id, day: today(), minutes: 30, topic: TOPIC } : undefined);
      expect([path, res.status]).toEqual([path, 401]);
    }
  });
});
