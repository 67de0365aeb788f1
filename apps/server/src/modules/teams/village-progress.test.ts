import type { CpdAddAnswer, MyTeamResponse, TeamCompletionRanking, VillageProgress } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { JOURNEY_CONTENT } from '../journeys/content/index';
import { lesson, makeJourney, put, REFLECTION } from '../journeys/test-fixtures';

const [firstContent] = JOURNEY_CONTENT;

/*
 * Village progress: the leader sees each member's journeys (modules done of required, webinars,
 * capstone); members do not. Villages rank by their members' average journey completion.
 */
describe.each(testDatabases())('village progress on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // Two required lessons and an optional one; no webinars, no capstone.
    await makeJourney(t, 'team-habits', { modules: [lesson('plan'), lesson('review'), lesson('extra')], optional: ['extra'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const learner = async (name?: string) => {
    const user = await t.makeUser(name ? { name } : {});
    return { id: user.id, email: user.email, c: await t.signedInClient({ user: user }) };
  };
  type Learner = Awaited<ReturnType<typeof learner>>;
  const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
  const complete = (l: Learner, journey: string, slug: string) => l.c.post(`/api/journeys/${journey}/modules/${slug}/completion`, { reflection: REFLECTION });

  async function village(leader: Learner, name: string, members: Learner[]) {
    const team = (await json<MyTeamResponse>(leader.c.post('/api/teams', { name }))).team!;
    const token = new URL(team.joinLink!.url).searchParams.get('join')!;
    for (const m of members) expect((await m.c.post('/api/teams/join', { token })).status).toBe(200);
    return team;
  }

  it("shows the leader each member's journeys, and refuses members, outsiders and visitors", async () => {
    const leader = await learner('Ngozi Leader');
    const ama = await learner('Ama Member');
    const bayo = await learner('Bayo Member');
    await village(leader, 'Kumasi Builders', [ama, bayo]);

    // Ama: team-habits plan + extra (1 of 2 required: 50%) and Amara's Path with one module.
    expect((await put(ama.c, '/api/journeys/team-habits/enrolment')).status).toBe(201);
    expect((await complete(ama, 'team-habits', 'plan')).status).toBe(201);
    expect((await complete(ama, 'team-habits', 'extra')).status).toBe(201);
    expect((await put(ama.c, '/api/journeys/amara/enrolment')).status).toBe(201);
    expect((await complete(ama, 'amara', firstContent!.modules[0]!.slug)).status).toBe(201);
    // Bayo: team-habits done (both required): 100%, completed.
    expect((await put(bayo.c, '/api/journeys/team-habits/enrolment')).status).toBe(201);
    for (const s of ['plan', 'review']) expect((await complete(bayo, 'team-habits', s)).status).toBe(201);

    const res = await leader.c.get('/api/teams/mine/progress');
    expect(res.status).toBe(200);
    const progress = (await res.json()) as VillageProgress;
    expect(progress.team.name).toBe('Kumasi Builders');
    expect(progress.members.map((m) => [m.name, m.role, m.completion])).toEqual([
      ['Ngozi Leader', 'leader', 0],
      ['Ama Member', 'member', 50],
      ['Bayo Member', 'member', 100],
    ]);
    expect(progress.averageCompletion).toBe(50);
    const amaRow = progress.members[1]!;
    const modules = firstContent!.modules.length;
    expect(amaRow.journeys.map((j) => [j.journeyId, j.title, j.status, j.progress])).toEqual([
      ['amara', "Amara's Path", 'in_progress', { done: 1, required: modules, percent: Math.floor(100 / modules) }],
      ['team-habits', 'Journey team-habits', 'in_progress', { done: 1, required: 2, percent: 50 }],
    ]);
    // Nothing attended or submitted yet: 0 attended and not started, as the pinned rule asks.
    expect(amaRow.journeys[0]).toMatchObject({ webinars: { attended: 0, required: 1 }, capstone: { required: true, state: 'not_started' } });
    expect(amaRow.journeys[1]).toMatchObject({ webinars: { attended: 0, required: 0 }, capstone: { required: false, state: 'not_started' } });
    expect(progress.members[2]!.journeys).toMatchObject([{ journeyId: 'team-habits', status: 'completed', progress: { percent: 100 } }]);
    expect(progress.members[0]!.journeys).toEqual([]);

    // Once Ama attends the journey's seeded webinar and submits a capstone, the leader sees both.
    const db = t.app.db.kysely;
    const amara = await db.selectFrom('journeys').select('id').where('path', '=', 'first').executeTakeFirstOrThrow();
    const event = await db.selectFrom('events').select('id').where('journeyId', '=', amara.id).executeTakeFirstOrThrow();
    const now = Date.now();
    await db.insertInto('event_attendances').values({ userId: ama.id, eventId: event.id, attendedAt: now, verifiedBy: 'admin', markedBy: null }).execute();
    await db
      .insertInto('capstones')
      .values({ id: 'cap-ama', userId: ama.id, journeyId: amara.id, status: 'submitted', draftText: 'text', draftLinks: '[]', latestSubmission: 1, submittedAt: now, reviewedAt: null, reviewSeenAt: null, createdAt: now, updatedAt: now })
      .execute();
    const after = await json<VillageProgress>(leader.c.get('/api/teams/mine/progress'));
    expect(after.members[1]!.journeys[0]).toMatchObject({ webinars: { attended: 1, required: 1 }, capstone: { required: true, state: 'submitted' } });
    expect(after.members[1]!.journeys[1]).toMatchObject({ webinars: { attended: 0, required: 0 }, capstone: { state: 'not_started' } });

    const refused = await ama.c.get('/api/teams/mine/progress');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("Only the village leader can see its members' progress.");
    expect((await (await learner()).c.get('/api/teams/mine/progress')).status).toBe(404);
    expect((await new Client(t.url).get('/api/teams/mine/progress')).status).toBe(401);
  });

  it("adds each member's non-voided CPD minutes and shows only the leader's own newest ROI estimate", async () => {
    const leader = await learner('Efua Leader');
    const kofi = await learner('Kofi Member');
    const esi = await learner('Esi Member');
    await village(leader, 'Tema Makers', [kofi, esi]);
    const external = async (l: Learner, title: string, minutes: number) => {
      const res = await l.c.post('/api/me/cpd', { title, provider: 'Coursera', startDate: '2026-01-15', minutes });
      expect(res.status).toBe(201);
      return ((await res.json()) as CpdAddAnswer).entry;
    };
    await external(kofi, 'Coaching basics', 90);
    await external(kofi, 'Feedback course', 35);
    const voided = await external(kofi, 'Counted twice', 45);
    expect((await kofi.c.post(`/api/me/cpd/${voided.id}/void`, { reason: 'Entered twice' })).status).toBe(200);
    await external(leader, 'Strategy day', 60);

    const before = await json<VillageProgress>(leader.c.get('/api/teams/mine/progress'));
    expect(before.members.map((m) => [m.name, m.cpdMinutes])).toEqual([
      ['Efua Leader', 60],
      ['Kofi Member', 125],
      ['Esi Member', 0],
    ]);
    expect(before.totalCpdMinutes).toBe(185);
    expect(before.roiEstimate).toBeNull();

    const estimate = { teamSize: 8, avgSalary: 3000, leadershipPlanPercentage: 20, issuesPercentage: 40, turnoverCost: 60_000, projectStalls: 'sometimes', leadershipPrepTime: 9, desiredOutcomes: ['Productivity'] };
    // Not the leader's: a visitor who types the leader's email, and a member signed in.
    expect((await new Client(t.url).post('/api/leads/roi', { ...estimate, email: leader.email })).status).toBe(201);
    expect((await kofi.c.post('/api/leads/roi', { ...estimate, teamSize: 32 })).status).toBe(201);
    expect((await json<VillageProgress>(leader.c.get('/api/teams/mine/progress'))).roiEstimate).toBeNull();

    // The leader's own, signed in: the newest wins.
    const older = await json<{ id: string }>(leader.c.post('/api/leads/roi', { ...estimate, teamSize: 4 }));
    await t.app.db.kysely.updateTable('roi_leads').set({ createdAt: Date.now() - 60_000 }).where('id', '=', older.id).execute();
    expect((await leader.c.post('/api/leads/roi', estimate)).status).toBe(201);
    const after = await json<VillageProgress>(leader.c.get('/api/teams/mine/progress'));
    expect(after.roiEstimate?.input).toEqual(estimate);
    expect(Date.now() - Date.parse(after.roiEstimate!.savedAt)).toBeLessThan(60_000);
    // The estimate stays the leader's: a member still gets 403, not the figures.
    expect((await kofi.c.get('/api/teams/mine/progress')).status).toBe(403);
  });

  it('ranks villages by average completion: members without a journey count 0, hidden and inactive ones not at all', async () => {
    const board = await startTestApp(kind);
    try {
      await makeJourney(board, 'two-steps', { modules: [lesson('one'), lesson('two')] });
      const make = async () => {
        const u = await board.makeUser();
        return { id: u.id, email: u.email, c: await board.signedInClient({ user: u }) };
      };
      const done = async (l: Learner, steps: string[]) => {
        expect((await put(l.c, '/api/journeys/two-steps/enrolment')).status).toBe(201);
        for (const s of steps) expect((await l.c.post(`/api/journeys/two-steps/modules/${s}/completion`, { reflection: REFLECTION })).status).toBe(201);
      };
      const join = async (leader: Learner, name: string, members: Learner[]) => {
        const team = (await json<MyTeamResponse>(leader.c.post('/api/teams', { name }))).team!;
        const token = new URL(team.joinLink!.url).searchParams.get('join')!;
        for (const m of members) expect((await m.c.post('/api/teams/join', { token })).status).toBe(200);
      };
      // Alpha: 100, 50, 0 (no journey) → 50. Beta: 100, hidden 0, inactive 0 → 100.
      const [a1, a2, a3] = [await make(), await make(), await make()];
      await done(a1, ['one', 'two']);
      await done(a2, ['one']);
      await join(a1, 'Alpha Village', [a2, a3]);
      const [b1, hidden, inactive] = [await make(), await make(), await make()];
      await done(b1, ['one', 'two']);
      await join(b1, 'Beta Village', [hidden, inactive]);
      await board.app.db.kysely.updateTable('users').set({ leaderboardHidden: 1 }).where('id', '=', hidden.id).execute();
      await board.app.db.kysely.updateTable('users').set({ accountStatus: 'inactive' }).where('id', '=', inactive.id).execute();

      const ranking = await json<TeamCompletionRanking>(a2.c.get('/api/leaderboard/teams/completion'));
      expect(ranking.entries.map((e) => [e.rank, e.name, e.members, e.averageCompletion])).toEqual([
        [1, 'Beta Village', 1, 100],
        [2, 'Alpha Village', 3, 50],
      ]);
      expect(ranking.mine).toMatchObject({ name: 'Alpha Village', rank: 2 });
      expect(ranking.total).toBe(2);
      const page2 = await json<TeamCompletionRanking>(a2.c.get('/api/leaderboard/teams/completion?page=2&pageSize=1'));
      expect(page2.entries.map((e) => e.name)).toEqual(['Alpha Village']);
      expect((await a2.c.get('/api/leaderboard/teams/completion?pageSize=0')).status).toBe(400);
      expect((await new Client(board.url).get('/api/leaderboard/teams/completion')).status).toBe(401);
    } finally {
      await board.close();
    }
  });
});
