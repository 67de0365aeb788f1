import { randomUUID } from 'node:crypto';
import {
  GROWTH_STATEMENTS,
  type InviteRatersResult,
  type JourneyGrowth,
  type MyGrowth,
  type RaterInvitation,
} from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import {
  Client,
  lastMailTo,
  startTestApp,
  type SignedInClient,
  type TestApp,
} from '../../test/harness';
import { put, type ErrorAnswer } from '../journeys/test-fixtures';
import {
  ALREADY_TAKEN_MESSAGE,
  COMPLETION_NOT_YET_MESSAGE,
  RATER_IS_LEARNER_MESSAGE,
  RATER_LINK_EXPIRED_MESSAGE,
  RATER_LINK_USED_MESSAGE,
  RATER_SELF_MESSAGE,
  RATER_TWICE_MESSAGE,
  TOO_FEW_RATERS_MESSAGE,
} from './service';

/*
 * Measured growth over HTTP (ADR 048): the stored self-assessments and their schedule, the 360
 * invitations by mail, the rater's one-purpose link (once, under concurrency; expiring), the
 * group threshold, and that no answer the product gives carries a rater's identity.
 */

const DAY = 86_400_000;
/** Every statement answered `value` (reversed ones too). */
const all = (value: number) => Object.fromEntries(GROWTH_STATEMENTS.map((s) => [s.id, value]));
const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).error;

describe.each(testDatabases())('measured growth on %s', (kind) => {
  let t: TestApp;
  let admin: SignedInClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.app.db.kysely;
  const learner = async (enrol = true) => {
    const name = `Adaeze ${randomUUID().slice(0, 6)}`;
    const user = await t.makeUser({ name });
    const c = await t.signedInClient({ user });
    if (enrol) expect((await put(c, '/api/journeys/amara/enrolment')).status).toBe(201);
    return { ...user, name, c };
  };
  const growth = async (c: Client) =>
    (await (await c.get('/api/journeys/amara/growth')).json()) as JourneyGrowth;
  const take = (c: Client, moment: string, answers: Record<string, unknown>, key?: string) =>
    c.post(
      '/api/journeys/amara/growth/assessments',
      { moment, answers },
      key ? { 'idempotency-key': key } : undefined,
    );
  // Each learner here is enrolled in amara alone.
  const completeAt = (userId: string, at: number) =>
    db()
      .updateTable('journey_enrolments')
      .set({ completedAt: at })
      .where('userId', '=', userId)
      .execute();
  const invite = (c: Client, raters: { email: string; group: string }[]) =>
    c.post('/api/journeys/amara/growth/raters', { raters });
  const tokenOf = async (email: string) => {
    const mail = await lastMailTo(t, email);
    const token = /\/growth\/rate#token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token, `token in ${mail?.text}`).toBeTruthy();
    return token!;
  };
  const rate = (
    token: string,
    answers: Record<string, unknown>,
    comment?: string,
    c = new Client(t.url),
  ) =>
    c.post('/api/growth/rate', { token, answers, ...(comment === undefined ? {} : { comment }) });

  it('offers the baseline on enrolment, stores one complete answer set once, and scores it', async () => {
    const outsider = await learner(false);
    expect(await growth(outsider.c)).toMatchObject({ enrolled: false, due: null, assessments: [] });
    expect((await take(outsider.c, 'baseline', all(3))).status).toBe(403);

    const me = await learner();
    expect(await growth(me.c)).toMatchObject({
      enrolled: true,
      due: 'baseline',
      completedAt: null,
      change: null,
    });

    // A wrong statement, a wrong value, a missing statement: each refused with what to fix, nothing stored.
    const unknown = await take(me.c, 'baseline', { ...all(3), 'made-up': 3 });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toEqual({
      code: 'invalid-argument',
      message:
        'An answer names a statement that is not in this assessment. Reload the page and answer again.',
      fields: { 'answers.made-up': 'This statement is not in the assessment' },
    });
    const six = await take(me.c, 'baseline', { ...all(3), 'dl-source': 6 });
    expect(await errorOf(six)).toMatchObject({
      message: 'Answer each statement with a whole number from 1 (never) to 5 (always).',
      fields: { 'answers.dl-source': 'Choose an answer from 1 to 5' },
    });
    const { 'dl-source': _left, ...fifteen } = all(3);
    const missing = await take(me.c, 'baseline', fifteen);
    expect(await errorOf(missing)).toMatchObject({
      message: 'Answer every statement before you send: the ones left are marked.',
      fields: { 'answers.dl-source': 'Choose an answer for this statement' },
    });
    expect((await take(me.c, 'sometime', all(3))).status).toBe(400);
    expect((await take(me.c, 'completion', all(3))).status).toBe(409);
    expect((await errorOf(await take(me.c, 'completion', all(3)))).message).toBe(
      COMPLETION_NOT_YET_MESSAGE,
    );
    expect(
      await db()
        .selectFrom('growth_assessments')
        .select('id')
        .where('userId', '=', me.id)
        .execute(),
    ).toEqual([]);

    // Every answer 4: 75% on plain statements, 25% on the reversed one of each four → 63% a dimension.
    const key = randomUUID();
    const first = await take(me.c, 'baseline', all(4), key);
    expect(first.status).toBe(201);
    const body = (await first.json()) as JourneyGrowth;
    expect(body.due).toBeNull();
    expect(body.assessments).toHaveLength(1);
    expect(body.assessments[0]).toMatchObject({
      moment: 'baseline',
      score: {
        dimensions: {
          data_literacy: 63,
          change_readiness: 63,
          digital_adoption: 63,
          leadership_excellence: 63,
        },
        overall: 63,
      },
    });
    // The offline queue's replay answers the first result; a new set is refused.
    const replay = await take(me.c, 'baseline', all(4), key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(body);
    const again = await take(me.c, 'baseline', all(5));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(ALREADY_TAKEN_MESSAGE);
    expect(
      await db()
        .selectFrom('growth_assessments')
        .select('id')
        .where('userId', '=', me.id)
        .execute(),
    ).toHaveLength(1);
  });

  it('stores one baseline under parallel submissions', async () => {
    const me = await learner();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => take(me.c, 'baseline', all(1 + (i % 5)))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    expect(
      await db()
        .selectFrom('growth_assessments')
        .select('id')
        .where('userId', '=', me.id)
        .execute(),
    ).toHaveLength(1);
  });

  it('offers the completion assessment once completed, the follow-up 90 days on, and shows the change', async () => {
    const me = await learner();
    expect((await take(me.c, 'baseline', all(3))).status).toBe(201);
    const done = Date.now() - 10 * DAY;
    await completeAt(me.id, done);
    const g = await growth(me.c);
    expect(g).toMatchObject({ due: 'completion', completedAt: new Date(done).toISOString() });
    expect(g.followUpOpensAt).toBe(new Date(done + 90 * DAY).toISOString());
    expect((await take(me.c, 'baseline', all(3))).status).toBe(409);
    expect((await errorOf(await take(me.c, 'follow_up', all(3)))).message).toBe(
      `The 90-day assessment opens on ${new Date(done + 90 * DAY).toISOString().slice(0, 10)}.`,
    );
    const after = (await (await take(me.c, 'completion', all(5))).json()) as JourneyGrowth;
    // 3 everywhere is 50%; 5 everywhere is 75% (the reversed statement reads 0%).
    expect(after.change).toEqual({
      dimensions: {
        data_literacy: 25,
        change_readiness: 25,
        digital_adoption: 25,
        leadership_excellence: 25,
      },
      overall: 25,
    });
    expect(after.due).toBeNull();

    await completeAt(me.id, Date.now() - 91 * DAY);
    expect((await growth(me.c)).due).toBe('follow_up');
    expect((await take(me.c, 'follow_up', all(2))).status).toBe(201);
    const mine = (await (await me.c.get('/api/me/growth')).json()) as MyGrowth;
    expect(mine.journeys.map((j) => [j.journey.id, j.assessments.map((a) => a.moment)])).toEqual([
      ['amara', ['baseline', 'completion', 'follow_up']],
    ]);
    // Another learner's growth is theirs alone.
    const other = await learner();
    expect(((await (await other.c.get('/api/me/growth')).json()) as MyGrowth).journeys).toEqual([]);
  });

  it('refuses bad invitations with what to fix, and mails each rater a one-purpose link', async () => {
    const me = await learner();
    const too = await invite(me.c, [
      { email: 'kofi@example.org', group: 'peer' },
      { email: 'ama@example.org', group: 'peer' },
    ]);
    expect(too.status).toBe(400);
    expect((await errorOf(too)).message).toBe(TOO_FEW_RATERS_MESSAGE);
    const self = await invite(me.c, [
      { email: me.email.toUpperCase(), group: 'peer' },
      { email: 'kofi@example.org', group: 'peer' },
      { email: 'ama@example.org', group: 'peer' },
    ]);
    expect(await errorOf(self)).toMatchObject({
      message: RATER_SELF_MESSAGE,
      fields: { 'raters.0.email': RATER_SELF_MESSAGE },
    });
    const twice = await invite(me.c, [
      { email: 'kofi@example.org', group: 'peer' },
      { email: 'Kofi@Example.org', group: 'manager' },
      { email: 'ama@example.org', group: 'peer' },
    ]);
    expect(await errorOf(twice)).toMatchObject({
      message: RATER_TWICE_MESSAGE,
      fields: { 'raters.1.email': RATER_TWICE_MESSAGE },
    });
    const badGroup = await invite(me.c, [{ email: 'kofi@example.org', group: 'boss' }]);
    expect(badGroup.status).toBe(400);
    expect((await errorOf(badGroup)).fields).toEqual({
      'raters.0.group': 'Choose who this person is to you',
    });
    const nine = await invite(
      me.c,
      Array.from({ length: 9 }, (_, i) => ({ email: `r${i}@example.org`, group: 'peer' })),
    );
    expect((await errorOf(nine)).fields).toEqual({ raters: 'Invite at most 8 raters' });
    expect(
      await db()
        .selectFrom('growth_rater_invites')
        .select('id')
        .where('userId', '=', me.id)
        .execute(),
    ).toEqual([]);

    const tag = randomUUID().slice(0, 6);
    const emails = [1, 2, 3].map((i) => `rater${i}-${tag}@example.org`);
    const ok = await invite(
      me.c,
      emails.map((email) => ({ email, group: 'peer' })),
    );
    expect(ok.status).toBe(201);
    const result = (await ok.json()) as InviteRatersResult;
    expect(result.invited).toBe(3);
    expect(result.growth.raters).toMatchObject({ round: 'before', canInvite: 5 });
    expect(result.growth.raters.rounds[0]).toMatchObject({
      round: 'before',
      invited: 3,
      answered: 0,
      open: 3,
      groups: [],
      withheld: 0,
    });
    const mail = await lastMailTo(t, emails[0]!);
    expect(mail?.subject).toBe(`${me.name} asks for your feedback on LeadVillage`);
    expect(mail?.text).toContain('The link works once and expires in 14 days.');
    const token = await tokenOf(emails[0]!);
    expect(mail?.text).toContain(`${t.url}/growth/rate#token=${token}`);
    const rows = await db()
      .selectFrom('growth_rater_invites')
      .selectAll()
      .where('userId', '=', me.id)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    // The same person again in the round is refused; the round still takes 5 more.
    const again = await invite(me.c, [{ email: emails[1]!, group: 'peer' }]);
    expect((await errorOf(again)).message).toBe('You already invited this person in this round.');
  });

  it('takes one answer per link, under concurrent submits; a used or expired link is refused', async () => {
    const me = await learner();
    const tag = randomUUID().slice(0, 6);
    const emails = [1, 2, 3].map((i) => `once${i}-${tag}@example.org`);
    expect(
      (
        await invite(
          me.c,
          emails.map((email) => ({ email, group: 'peer' })),
        )
      ).status,
    ).toBe(201);
    const [a, b] = [await tokenOf(emails[0]!), await tokenOf(emails[1]!)];

    const visitor = new Client(t.url);
    const lookup = await visitor.post('/api/growth/rate/lookup', { token: a });
    expect(lookup.status).toBe(200);
    const seen = (await lookup.json()) as RaterInvitation;
    expect(seen).toMatchObject({ learnerName: me.name, status: 'open' });
    expect(seen.journeyTitle.length).toBeGreaterThan(3);
    expect((await visitor.post('/api/growth/rate/lookup', { token: 'x'.repeat(43) })).status).toBe(
      404,
    );
    // The learner cannot answer about themselves through the link.
    expect((await errorOf(await rate(a, all(5), undefined, me.c))).message).toBe(
      RATER_IS_LEARNER_MESSAGE,
    );
    // A bad answer set is refused and the link stays open.
    const bad = await rate(a, { ...all(3), 'made-up': 3 });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      'answers.made-up': 'This statement is not in the assessment',
    });

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => rate(a, all(4), 'Clear goals every Monday.')),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const refused = await Promise.all(answers.filter((r) => r.status === 409).map(errorOf));
    expect(new Set(refused.map((e) => e.message))).toEqual(new Set([RATER_LINK_USED_MESSAGE]));
    expect(
      await db()
        .selectFrom('growth_rater_answers')
        .select('id')
        .where('userId', '=', me.id)
        .execute(),
    ).toHaveLength(1);
    expect(
      (
        (await (
          await visitor.post('/api/growth/rate/lookup', { token: a })
        ).json()) as RaterInvitation
      ).status,
    ).toBe('answered');
    // The answered invitation forgot its address.
    const closed = await db()
      .selectFrom('growth_rater_invites')
      .select(['email', 'status'])
      .where('userId', '=', me.id)
      .where('status', '=', 'answered')
      .execute();
    expect(closed).toEqual([{ email: null, status: 'answered' }]);

    // An expired link says so and takes nothing.
    await db()
      .updateTable('growth_rater_invites')
      .set({ expiresAt: Date.now() - 1 })
      .where('email', '=', emails[1]!)
      .execute();
    expect(
      (
        (await (
          await visitor.post('/api/growth/rate/lookup', { token: b })
        ).json()) as RaterInvitation
      ).status,
    ).toBe('expired');
    const late = await rate(b, all(4));
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(RATER_LINK_EXPIRED_MESSAGE);
    expect(
      await db()
        .selectFrom('growth_rater_answers')
        .select('id')
        .where('userId', '=', me.id)
        .execute(),
    ).toHaveLength(1);
    expect((await growth(me.c)).raters.rounds[0]).toMatchObject({
      invited: 3,
      answered: 1,
      open: 1,
    });
  });

  it('shows a group only from 3 answers, merges the rest into "others", and never names a rater', async () => {
    const me = await learner();
    expect((await take(me.c, 'baseline', all(3))).status).toBe(201);
    const tag = randomUUID().slice(0, 6);
    const raters = [
      ...[1, 2, 3].map((i) => ({ email: `report${i}-${tag}@example.org`, group: 'direct_report' })),
      ...[1, 2].map((i) => ({ email: `peer${i}-${tag}@example.org`, group: 'peer' })),
      { email: `manager-${tag}@example.org`, group: 'manager' },
    ];
    expect((await invite(me.c, raters)).status).toBe(201);
    const tokens = new Map<string, string>();
    for (const r of raters) tokens.set(r.email, await tokenOf(r.email));
    const answer = async (email: string, value: number, comment?: string) =>
      expect((await rate(tokens.get(email)!, all(value), comment)).status).toBe(200);

    // Two direct reports: nothing is shown, both answers are withheld.
    await answer(raters[0]!.email, 5, 'Listens before deciding.');
    await answer(raters[1]!.email, 5);
    let round = (await growth(me.c)).raters.rounds[0]!;
    expect(round).toMatchObject({
      answered: 2,
      groups: [],
      allRaters: null,
      withheld: 2,
      comments: [],
    });

    // The third direct report: that group shows.
    await answer(raters[2]!.email, 5);
    round = (await growth(me.c)).raters.rounds[0]!;
    expect(round.groups.map((g) => [g.group, g.answers])).toEqual([['direct_report', 3]]);
    expect(round.groups[0]!.score.overall).toBe(75);
    expect(round.withheld).toBe(0);
    expect(round.allRaters?.overall).toBe(75);
    expect(round.comments).toEqual(['Listens before deciding.']);
    expect(round.self?.overall).toBe(50);

    // Two peers: fewer than 3 even merged, so withheld, and kept out of "all raters" too.
    await answer(raters[3]!.email, 1, 'Could share the numbers more often.');
    await answer(raters[4]!.email, 1);
    round = (await growth(me.c)).raters.rounds[0]!;
    expect(round.groups.map((g) => [g.group, g.answers])).toEqual([['direct_report', 3]]);
    expect(round.withheld).toBe(2);
    expect(round.allRaters?.overall).toBe(75);
    expect(round.comments).toEqual(['Listens before deciding.']);

    // The manager makes the peers and the manager 3: shown as "others", never as peers.
    await answer(raters[5]!.email, 1);
    round = (await growth(me.c)).raters.rounds[0]!;
    expect(round.groups.map((g) => [g.group, g.answers])).toEqual([
      ['direct_report', 3],
      ['others', 3],
    ]);
    // 1 everywhere reads 0% on plain statements and 100% on the reversed one: 25% a dimension.
    expect(round.groups[1]!.score.overall).toBe(25);
    expect(round.withheld).toBe(0);
    expect(round.allRaters?.overall).toBe(50);
    expect(round.comments).toEqual([
      'Could share the numbers more often.',
      'Listens before deciding.',
    ]);

    // No answer of the product names a rater: not the learner's, not an admin's.
    const texts = [
      await (await me.c.get('/api/journeys/amara/growth')).text(),
      await (await me.c.get('/api/me/growth')).text(),
      await (await admin.get(`/api/admin/users/${me.id}`)).text(),
      await (await admin.get('/api/admin/audit?page=1&pageSize=25')).text(),
      await (
        await new Client(t.url).post('/api/growth/rate/lookup', {
          token: tokens.get(raters[0]!.email)!,
        })
      ).text(),
    ];
    for (const text of texts) for (const r of raters) expect(text).not.toContain(r.email);
    // Stored, an answer holds the learner, round and group only: no invitation, address or time.
    const stored = await db()
      .selectFrom('growth_rater_answers')
      .selectAll()
      .where('userId', '=', me.id)
      .execute();
    expect(Object.keys(stored[0]!).sort()).toEqual([
      'answers',
      'comment',
      'id',
      'journeyId',
      'raterGroup',
      'round',
      'userId',
    ]);
    const invites = await db()
      .selectFrom('growth_rater_invites')
      .select('email')
      .where('userId', '=', me.id)
      .execute();
    expect(invites.every((i) => i.email === null)).toBe(true);
  });

  it('opens an "after" round once the journey is completed, compared with the latest self-assessment', async () => {
    const me = await learner();
    await completeAt(me.id, Date.now() - DAY);
    expect((await take(me.c, 'completion', all(5))).status).toBe(201);
    const tag = randomUUID().slice(0, 6);
    const emails = [1, 2, 3].map((i) => `after${i}-${tag}@example.org`);
    const res = (await (
      await invite(
        me.c,
        emails.map((email) => ({ email, group: 'manager' })),
      )
    ).json()) as InviteRatersResult;
    expect(res.growth.raters.round).toBe('after');
    for (const email of emails) expect((await rate(await tokenOf(email), all(3))).status).toBe(200);
    const round = (await growth(me.c)).raters.rounds.find((r) => r.round === 'after')!;
    expect(round.groups.map((g) => [g.group, g.answers, g.score.overall])).toEqual([
      ['manager', 3, 50],
    ]);
    expect(round.self?.overall).toBe(75);
  });
});
