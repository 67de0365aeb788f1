import type {
  ImpactDashboard,
  MyTeamResponse,
  RoiEstimateSeries,
  VillageProgress,
} from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { SAMPLE_ROI_INPUT } from '../../test/factories';

const PATH = '/api/me/roi-estimates';
const DAY = 86_400_000;
// Score 80 (issues 60 → 30, turnover 60,000 → 20, prep 9 → 20, sometimes → 10): high.
const first = SAMPLE_ROI_INPUT;
// Score 40 (issues 20 → 10, turnover 30,000 → 10, prep 6 → 10, sometimes → 10): moderate.
const better = {
  ...SAMPLE_ROI_INPUT,
  issuesPercentage: 20,
  turnoverCost: 30_000,
  leadershipPrepTime: 6,
};

/*
 * The ROI estimate re-measured (ADR 051): a signed-in account's estimates are kept as a series;
 * from the first, re-measures are due at 30, 90 and 180 days; the village progress carries it.
 */
describe.each(testDatabases())('ROI estimates re-measured on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const learner = async () => {
    const user = await t.makeUser();
    return { id: user.id, email: user.email, c: await t.signedInClient({ user }) };
  };
  const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
  const rowsOf = (userId: string) =>
    t.app.db.kysely
      .selectFrom('roi_leads')
      .select(['id', 'createdAt', 'score'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute();
  /** Moves an account's estimates so they were saved `daysAgo[i]` days ago, oldest first. */
  const backdate = async (userId: string, daysAgo: number[]) => {
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(daysAgo.length);
    const now = Date.now();
    for (const [i, row] of rows.entries())
      await t.app.db.kysely
        .updateTable('roi_leads')
        .set({ createdAt: now - daysAgo[i]! * DAY })
        .where('id', '=', row.id)
        .execute();
  };

  it('keeps every estimate as a series, from the landing save and the re-measure, with the trend', async () => {
    const leader = await learner();
    const empty = await json<RoiEstimateSeries>(leader.c.get(PATH));
    expect(empty).toEqual({ estimates: [], schedule: [], due: null, lastInput: null });

    expect((await leader.c.post('/api/leads/roi', first)).status).toBe(201);
    const res = await leader.c.post(PATH, better);
    expect(res.status).toBe(201);
    const saved = (await res.json()) as RoiEstimateSeries;
    expect(saved.estimates.map((e) => [e.score, e.band, e.changeFromFirst])).toEqual([
      [80, 'high', 0],
      [40, 'moderate', -40],
    ]);
    expect(saved.lastInput).toEqual(better);
    expect(await rowsOf(leader.id)).toHaveLength(2);
    expect(await json<RoiEstimateSeries>(leader.c.get(PATH))).toEqual(saved);
  });

  it('offers the re-measure due at 30, 90 and 180 days with the last answers, each once, none after 180', async () => {
    const leader = await learner();
    expect((await leader.c.post(PATH, first)).status).toBe(201);
    const read = () => json<RoiEstimateSeries>(leader.c.get(PATH));
    const statuses = (s: RoiEstimateSeries) => s.schedule.map((p) => p.status);

    let series = await read();
    expect(series.due).toBeNull();
    expect(statuses(series)).toEqual(['upcoming', 'upcoming', 'upcoming']);

    await backdate(leader.id, [31]);
    series = await read();
    expect(series.due?.day).toBe(30);
    expect(series.lastInput).toEqual(first);
    expect(Date.parse(series.due!.dueAt)).toBe(
      Number((await rowsOf(leader.id))[0]!.createdAt) + 30 * DAY,
    );

    series = await json<RoiEstimateSeries>(leader.c.post(PATH, better));
    expect(series.due).toBeNull();
    expect(statuses(series)).toEqual(['done', 'upcoming', 'upcoming']);
    expect(series.estimates.map((e) => e.remeasureDay)).toEqual([null, 30]);

    // The first 91 days ago, the 30-day one on day 31: the 90-day one is due, prefilled with the newest.
    await backdate(leader.id, [91, 60]);
    series = await read();
    expect(series.due?.day).toBe(90);
    expect(series.lastInput).toEqual(better);
    expect(statuses(await json<RoiEstimateSeries>(leader.c.post(PATH, first)))).toEqual([
      'done',
      'done',
      'upcoming',
    ]);

    await backdate(leader.id, [181, 150, 89]);
    expect((await read()).due?.day).toBe(180);
    series = await json<RoiEstimateSeries>(leader.c.post(PATH, better));
    expect(series.due).toBeNull();
    expect(statuses(series)).toEqual(['done', 'done', 'done']);
    expect(series.estimates.map((e) => e.remeasureDay)).toEqual([null, 30, 90, 180]);

    // A year later nothing more is due.
    await backdate(leader.id, [546, 515, 454, 365]);
    expect((await read()).due).toBeNull();
  });

  it('offers only the latest due point when an earlier one was never taken', async () => {
    const leader = await learner();
    expect((await leader.c.post(PATH, first)).status).toBe(201);
    await backdate(leader.id, [95]);
    const series = await json<RoiEstimateSeries>(leader.c.get(PATH));
    expect(series.due?.day).toBe(90);
    expect(series.schedule.map((p) => p.status)).toEqual(['missed', 'due', 'upcoming']);
  });

  it('refuses a bad re-measure with the estimator messages and changes nothing', async () => {
    const leader = await learner();
    expect((await leader.c.post(PATH, first)).status).toBe(201);
    const before = await rowsOf(leader.id);
    const fields = async (body: unknown) => {
      const res = await leader.c.post(PATH, body);
      expect(res.status).toBe(400);
      return (
        ((await res.json()) as { error: { fields?: Record<string, string> } }).error.fields ?? {}
      );
    };
    expect(
      (
        await fields({
          ...first,
          desiredOutcomes: ['Productivity', 'Retention', 'Collaboration', 'Self-leadership'],
        })
      ).desiredOutcomes,
    ).toBe('Choose at most 3 outcomes');
    expect((await fields({ ...first, avgSalary: -1 })).avgSalary).toBe('Salary cannot be negative');
    expect((await fields({ ...first, desiredOutcomes: [] })).desiredOutcomes).toBe(
      'Choose at least one outcome',
    );
    const { teamSize: _missing, ...noTeam } = first;
    expect((await fields(noTeam)).teamSize).toBe('Team size is required');
    // A forged score or an email is not part of a re-measure.
    await fields({ ...first, score: 100 });
    await fields({ ...first, email: 'someone@example.test' });
    expect(await rowsOf(leader.id)).toEqual(before);
    expect((await new Client(t.url).post(PATH, first)).status).toBe(401);
    expect((await new Client(t.url).get(PATH)).status).toBe(401);
  });

  it("shows a learner only their own estimates, never another's nor a visitor's with their email", async () => {
    const leader = await learner();
    const other = await learner();
    expect((await leader.c.post(PATH, first)).status).toBe(201);
    expect(
      (await new Client(t.url).post('/api/leads/roi', { ...better, email: other.email })).status,
    ).toBe(201);
    expect(await json<RoiEstimateSeries>(other.c.get(PATH))).toMatchObject({
      estimates: [],
      due: null,
      lastInput: null,
    });
    expect(
      (await json<RoiEstimateSeries>(other.c.post(PATH, better))).estimates.map((e) => e.score),
    ).toEqual([40]);
    expect(
      (await json<RoiEstimateSeries>(leader.c.get(PATH))).estimates.map((e) => e.score),
    ).toEqual([80]);
  });

  it("carries the leader's series in the village progress, the newest estimate beside it", async () => {
    const leader = await learner();
    const member = await learner();
    const team = (
      await json<MyTeamResponse>(leader.c.post('/api/teams', { name: 'Accra Growers' }))
    ).team!;
    const token = new URL(team.joinLink!.url).searchParams.get('join')!;
    expect((await member.c.post('/api/teams/join', { token })).status).toBe(200);
    expect((await member.c.post(PATH, better)).status).toBe(201);

    const none = await json<VillageProgress>(leader.c.get('/api/teams/mine/progress'));
    expect(none.roiTrend).toEqual({ estimates: [], schedule: [], due: null, lastInput: null });
    expect((await leader.c.post(PATH, first)).status).toBe(201);
    await backdate(leader.id, [40]);
    const progress = await json<VillageProgress>(leader.c.get('/api/teams/mine/progress'));
    expect(progress.roiTrend.due?.day).toBe(30);
    expect(progress.roiTrend.estimates.map((e) => e.score)).toEqual([80]);
    expect(progress.roiEstimate?.input).toEqual(first);
    expect(progress.roiEstimate?.savedAt).toBe(progress.roiTrend.estimates[0]!.savedAt);

    // The dashboards' ROI row (ADR 053): the village's is its leader's series, a learner's their own.
    expect((await leader.c.post(PATH, better)).status).toBe(201);
    const village = await json<ImpactDashboard>(leader.c.get('/api/teams/mine/impact-dashboard'));
    expect(village.roi).toEqual({
      firstScore: 80,
      newestScore: 40,
      change: -40,
      remeasures: 1,
      estimates: 2,
    });
    const own = await json<ImpactDashboard>(member.c.get('/api/me/impact-dashboard'));
    expect(own.roi).toEqual({
      firstScore: 40,
      newestScore: 40,
      change: 0,
      remeasures: 0,
      estimates: 1,
    });
    const fresh = await learner();
    expect((await json<ImpactDashboard>(fresh.c.get('/api/me/impact-dashboard'))).roi).toBeNull();
  });
});
