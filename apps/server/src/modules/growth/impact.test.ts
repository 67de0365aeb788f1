import { randomUUID } from 'node:crypto';
import { GROWTH_STATEMENTS, type ImpactDashboard, type MyTeamResponse } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type SignedInClient, type TestApp } from '../../test/harness';
import { put } from '../journeys/test-fixtures';

/*
 * The Business Impact Dashboard over HTTP (ADR 052): the learner's own figures, and a village's
 * for its leader only, where a measured team figure needs 3 respondents. Answers go in through the
 * assessment route, 360 answers and check passes as the product stores them.
 */

const DAY = 86_400_000;
const all = (value: number) => Object.fromEntries(GROWTH_STATEMENTS.map((s) => [s.id, value]));

describe.each(testDatabases())('the impact dashboard on %s', (kind) => {
  let t: TestApp;
  let journeyId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    journeyId = (
      await t.app.db.kysely
        .selectFrom('journeys')
        .select('id')
        .where('path', '=', 'first')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.app.db.kysely;
  const dashboard = async (c: Client, path = '/api/me/impact-dashboard') => {
    const res = await c.get(path);
    return { status: res.status, body: (await res.json()) as ImpactDashboard };
  };
  /** A learner enrolled in Amara's Path who took the baseline with every answer `value`. */
  const assessed = async (value: number | null) => {
    const c = await t.signedInClient();
    expect((await put(c, '/api/journeys/amara/enrolment')).status).toBe(201);
    if (value !== null) {
      const res = await c.post('/api/journeys/amara/growth/assessments', {
        moment: 'baseline',
        answers: all(value),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    return c;
  };
  const raterAnswers = (userId: string, round: string, value: number, n: number) =>
    db()
      .insertInto('growth_rater_answers')
      .values(
        Array.from({ length: n }, () => ({
          id: randomUUID(),
          userId,
          journeyId,
          round,
          raterGroup: 'peer',
          answers: JSON.stringify(all(value)),
          comment: null,
        })),
      )
      .execute();

  it('shows the learner their own figures, whatever the number of respondents', async () => {
    expect((await dashboard(new Client(t.url))).status).toBe(401);
    const me = await assessed(2);
    const first = await dashboard(me);
    expect(first.status).toBe(200);
    // All 2s: (25 * 3 + 75) / 4 = 38% in each dimension (one statement in four is reversed).
    expect(first.body).toMatchObject({
      scope: 'learner',
      name: null,
      people: 1,
      score: { respondents: 1, shown: true, change: null },
      raters360: { respondents: 0, shown: false, change: null },
      mastery: { checksPassed: 0, averagePercent: null },
      impactActions: 0,
    });
    expect(first.body.score.baseline!.overall).toBe(38);

    // Completed, then the completion assessment at all 4s (63%); raters before and after.
    await db()
      .updateTable('journey_enrolments')
      .set({ completedAt: Date.now() - DAY })
      .where('userId', '=', me.user.id)
      .execute();
    const done = await me.post('/api/journeys/amara/growth/assessments', {
      moment: 'completion',
      answers: all(4),
    });
    expect(done.status, await done.clone().text()).toBe(201);
    await raterAnswers(me.user.id, 'before', 3, 3); // 50%
    await raterAnswers(me.user.id, 'after', 4, 2); // two answers: withheld
    const module = await db()
      .selectFrom('journey_modules')
      .select('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('module_check_passes')
      .values({
        userId: me.user.id,
        moduleId: module.id,
        correct: 3,
        total: 4,
        passedAt: Date.now(),
      })
      .execute();
    const entry = {
      title: 'Weekly numbers meeting',
      description: 'Moved the branch review to data we all see.',
      day: '2026-11-20',
      effect: null,
      visibility: 'private',
    };
    const logged = await me.post('/api/me/impact', entry);
    expect(logged.status, await logged.clone().text()).toBe(201);

    const later = (await dashboard(me)).body;
    expect(later.score.latest!.overall).toBe(63);
    expect(later.score.change!.overall).toBe(25);
    // The after round has 2 answers: no 360 change yet.
    expect(later.raters360.change).toBeNull();
    expect(later.mastery).toEqual({
      respondents: 1,
      shown: true,
      checksPassed: 1,
      averagePercent: 75,
    });
    expect(later.impactActions).toBe(1);
    await raterAnswers(me.user.id, 'after', 4, 1); // the third: 63% after
    expect((await dashboard(me)).body.raters360).toEqual({
      respondents: 1,
      shown: true,
      change: 13,
    });
  });

  it("gives a village's figures to its leader only; a team figure needs 3 respondents", async () => {
    const leader = await assessed(null);
    const team = (
      (await (await leader.post('/api/teams', { name: 'Tamale Traders' })).json()) as MyTeamResponse
    ).team!;
    const token = new URL(team.joinLink!.url).searchParams.get('join')!;
    const members: SignedInClient[] = [];
    for (const value of [2, 4]) {
      const m = await assessed(value);
      expect((await m.post('/api/teams/join', { token })).status).toBe(200);
      members.push(m);
    }
    const path = '/api/teams/mine/impact-dashboard';
    const two = await dashboard(leader, path);
    expect(two.status).toBe(200);
    expect(two.body).toMatchObject({
      scope: 'village',
      name: 'Tamale Traders',
      people: 3,
      score: { respondents: 2, shown: false, baseline: null, latest: null, change: null },
    });
    const third = await assessed(4);
    expect((await third.post('/api/teams/join', { token })).status).toBe(200);
    const three = (await dashboard(leader, path)).body;
    expect(three.score).toMatchObject({ respondents: 3, shown: true, change: null });
    // (38 + 63 + 63) / 3
    expect(three.score.baseline!.overall).toBe(55);
    expect((await dashboard(members[0]!, path)).status).toBe(403);
    expect((await dashboard(await t.signedInClient(), path)).status).toBe(404);
  });
});
