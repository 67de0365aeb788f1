// Long on purpose: a village's whole life (create, invite, join, leave, remove, hand over, tiers, rankings) on one server per engine.
import type { LeaderboardResponse, MyTeamResponse, TeamRankingResponse } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, lastMailTo, linkIn, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { awardXp } from '../gamification/service';
import { joinTeam } from './service';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('teams on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A signed-in learner: their id, email and a client holding their session. */
  async function learner(opts: { membership?: 'free' | 'paid'; name?: string } = {}) {
    const c = await t.signedInClient(opts);
    return { ...c.user, c };
  }
  const json = async <T>(res: Response) => (await res.json()) as T;
  const tierOf = async (id: string) =>
    (await t.app.db.kysely.selectFrom('users').select(['transformationTier', 'membershipStatus']).where('id', '=', id).executeTakeFirstOrThrow());
  const tokenOf = (url: string) => new URL(url).searchParams.get('join')!;
  const award = (userId: string, points: number, key: string) =>
    awardXp(t.app.db, t.app.points, { userId, action: 'admin_adjustment', points, reason: 'test', actorId: userId, idempotencyKey: key });

  async function villageOf(leader: Awaited<ReturnType<typeof learner>>, name = 'Lagos Leaders') {
    const res = await leader.c.post('/api/teams', { name });
    expect(res.status).toBe(201);
    return (await json<MyTeamResponse>(res)).team!;
  }

  it('creates a village with clear per-field errors, and only one per learner', async () => {
    const a = await learner();
    expect(await json(await a.c.get('/api/teams/mine'))).toEqual({ team: null });

    for (const [body, message] of [
      [{}, 'Village name is required'],
      [{ name: '   ' }, 'Village name is required'],
      [{ name: 'A' }, 'Village name must be at least 2 characters'],
      [{ name: 'x'.repeat(61) }, 'Village name must be at most 60 characters'],
      [{ name: 'x'.repeat(10_000) }, 'Village name must be at most 60 characters'],
      [{ name: 'Fine', leaderId: 'someone' }, null],
    ] as const) {
      const res = await a.c.post('/api/teams', body);
      expect(res.status).toBe(400);
      const err = await json<{ error: { fields?: Record<string, string> } }>(res);
      if (message) expect(err.error.fields?.name).toBe(message);
    }
    // Over the route's 64 KB body limit the answer is 413, before the body is read.
    expect((await a.c.post('/api/teams', { name: 'x'.repeat(100_000) })).status).toBe(413);
    expect(await t.app.db.kysely.selectFrom('teams').select('id').where('leaderId', '=', a.id).execute()).toHaveLength(0);

    const team = await villageOf(a, '  Accra\n Changemakers ');
    expect(team).toMatchObject({ name: 'Accra Changemakers', myRole: 'leader', invites: [] });
    expect(team.members).toEqual([expect.objectContaining({ userId: a.id, role: 'leader', points: 0, level: { number: 1, name: 'Explorer' } })]);
    expect(team.joinLink?.url).toMatch(new RegExp(`^${t.url}/build-village\\?join=[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(team.joinLink!.expiresAt) - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect(await tierOf(a.id)).toEqual({ transformationTier: 'corporate_leader', membershipStatus: 'free' });

    const again = await a.c.post('/api/teams', { name: 'Second' });
    expect(again.status).toBe(409);
    expect(await t.app.db.kysely.selectFrom('teams').select('id').where('leaderId', '=', a.id).execute()).toHaveLength(1);
  });

  it('joins by link with members listed by level; a new link invalidates the old one', async () => {
    const leader = await learner();
    const team = await villageOf(leader);
    const b = await learner({ name: 'Bisi Member' });
    await award(b.id, 2_500, `j-${b.id}`);
    const token = tokenOf(team.joinLink!.url);

    const preview = await json<{ name: string; members: number }>(await b.c.get(`/api/teams/preview?token=${token}`));
    expect(preview).toMatchObject({ name: 'Lagos Leaders', members: 1 });
    expect((await b.c.get('/api/teams/preview?token=short')).status).toBe(400);

    const joined = await b.c.post('/api/teams/join', { token });
    expect(joined.status).toBe(200);
    const mine = (await json<MyTeamResponse>(joined)).team!;
    expect(mine.myRole).toBe('member');
    expect(mine.joinLink).toBeNull();
    expect(mine.members.map((m) => [m.name, m.role, m.points, m.level.name])).toEqual([
      [expect.any(String), 'leader', 0, 'Explorer'],
      ['Bisi Member', 'member', 2_500, 'Change Architect'],
    ]);
    expect(await tierOf(b.id)).toEqual({ transformationTier: 'corporate_member', membershipStatus: 'free' });
    expect((await b.c.post('/api/teams/join', { token })).status).toBe(409);

    // Regenerate: the old link stops working at once, the new one works.
    expect((await b.c.post('/api/teams/mine/join-link')).status).toBe(403);
    const fresh = (await json<MyTeamResponse>(await leader.c.post('/api/teams/mine/join-link'))).team!;
    const newToken = tokenOf(fresh.joinLink!.url);
    expect(newToken).not.toBe(token);
    const c = await learner();
    expect((await c.c.post('/api/teams/join', { token })).status).toBe(404);
    expect((await c.c.post('/api/teams/join', { token: newToken })).status).toBe(200);
  });

  it('refuses an expired join link and changes nothing', async () => {
    const leader = await learner();
    const team = await villageOf(leader);
    const token = tokenOf(team.joinLink!.url);
    await t.app.db.kysely.updateTable('teams').set({ joinTokenExpiresAt: Date.now() - 1 }).where('id', '=', team.id).execute();
    const b = await learner();
    const res = await b.c.post('/api/teams/join', { token });
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe('This link has expired. Ask your village leader for a new one.');
    expect(await json(await b.c.get('/api/teams/mine'))).toEqual({ team: null });
    expect((await tierOf(b.id)).transformationTier).toBeNull();
  });

  // 20 accounts sign in for the race (password hashing): slow on a busy machine.
  it('invites by email with a single-use, expiring link; only the leader invites; invites are capped per hour', { timeout: 120_000 }, async () => {
    const leader = await learner({ name: 'Ama Leader' });
    const team = await villageOf(leader, 'Kigali Crew');
    const member = await learner();
    await member.c.post('/api/teams/join', { token: tokenOf(team.joinLink!.url) });

    const invitee = await learner();
    expect((await member.c.post('/api/teams/mine/invites', { email: invitee.email })).status).toBe(403);
    expect((await leader.c.post('/api/teams/mine/invites', { email: 'not-an-email' })).status).toBe(400);
    const sent = await leader.c.post('/api/teams/mine/invites', { email: invitee.email.toUpperCase() });
    expect(sent.status).toBe(201);
    const mail = await lastMailTo(t, invitee.email);
    expect(mail?.subject).toBe('Ama Leader invites you to the Kigali Crew village on LeadVillage');
    const link = linkIn(mail!.text);
    expect(link.startsWith(`${t.url}/build-village?join=`)).toBe(true);
    expect((await json<MyTeamResponse>(await leader.c.get('/api/teams/mine'))).team!.invites).toEqual([expect.objectContaining({ email: invitee.email })]);

    // 20 parallel redemptions by different learners: exactly one joins.
    const racers = await Promise.all(Array.from({ length: 20 }, () => learner()));
    const results = await Promise.all(racers.map((r) => r.c.post('/api/teams/join', { token: tokenOf(link) })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(19);
    expect((await invitee.c.post('/api/teams/join', { token: tokenOf(link) })).status).toBe(400);

    // An expired invite.
    await leader.c.post('/api/teams/mine/invites', { email: 'late@example.test' });
    const late = linkIn((await lastMailTo(t, 'late@example.test'))!.text);
    await t.app.db.kysely.updateTable('team_invites').set({ expiresAt: Date.now() - 1 }).where('email', '=', 'late@example.test').execute();
    expect((await invitee.c.post('/api/teams/join', { token: tokenOf(late) })).status).toBe(400);

    // The hourly cap (20 per team): 2 sent so far.
    for (let i = 0; i < 18; i++) expect((await leader.c.post('/api/teams/mine/invites', { email: `cap${i}@example.test` })).status).toBe(201);
    const over = await leader.c.post('/api/teams/mine/invites', { email: 'over@example.test' });
    expect(over.status).toBe(429);
    expect(await lastMailTo(t, 'over@example.test')).toBeUndefined();
  });

  it('lets members leave, the leader remove (403 for others), hand over, and dissolves with the last member; tiers follow', async () => {
    const leader = await learner();
    const team = await villageOf(leader);
    const token = tokenOf(team.joinLink!.url);
    const b = await learner();
    const c = await learner();
    const paid = await learner({ membership: 'paid' });
    await t.app.db.kysely.updateTable('users').set({ transformationTier: 'individual_paid' }).where('id', '=', paid.id).execute();
    for (const u of [b, c, paid]) expect((await u.c.post('/api/teams/join', { token })).status).toBe(200);
    expect(await tierOf(paid.id)).toEqual({ transformationTier: 'individual_paid', membershipStatus: 'paid' });

    // A member cannot remove anyone, nor hand over.
    expect((await b.c.request('DELETE', `/api/teams/mine/members/${c.id}`)).status).toBe(403);
    expect((await b.c.post('/api/teams/mine/leader', { userId: b.id })).status).toBe(403);
    // An outsider's removal of a member is a 404 for their own (missing) village.
    const outsider = await learner();
    expect((await outsider.c.request('DELETE', `/api/teams/mine/members/${c.id}`)).status).toBe(404);

    // The leader removes c: c's tier goes back.
    const removed = await leader.c.request('DELETE', `/api/teams/mine/members/${c.id}`);
    expect(removed.status).toBe(200);
    expect((await json<MyTeamResponse>(removed)).team!.members.map((m) => m.userId)).not.toContain(c.id);
    expect((await tierOf(c.id)).transformationTier).toBeNull();
    expect(await json(await c.c.get('/api/teams/mine'))).toEqual({ team: null });

    // The paid member leaves: their paid tier was never touched.
    expect((await paid.c.post('/api/teams/mine/leave')).status).toBe(200);
    expect(await tierOf(paid.id)).toEqual({ transformationTier: 'individual_paid', membershipStatus: 'paid' });

    // The leader cannot leave while others remain; hands over to b instead.
    const blocked = await leader.c.post('/api/teams/mine/leave');
    expect(blocked.status).toBe(409);
    expect((await leader.c.post('/api/teams/mine/leader', { userId: outsider.id })).status).toBe(404);
    const handed = await leader.c.post('/api/teams/mine/leader', { userId: b.id });
    expect(handed.status).toBe(200);
    expect((await json<MyTeamResponse>(handed)).team!.myRole).toBe('member');
    expect((await tierOf(b.id)).transformationTier).toBe('corporate_leader');
    expect((await tierOf(leader.id)).transformationTier).toBe('corporate_member');

    // The old leader leaves; b is the last member and leaving dissolves the village.
    expect((await leader.c.post('/api/teams/mine/leave')).status).toBe(200);
    expect((await tierOf(leader.id)).transformationTier).toBeNull();
    const last = await b.c.post('/api/teams/mine/leave');
    expect(await json(last)).toEqual({ team: null, dissolved: true });
    expect((await tierOf(b.id)).transformationTier).toBeNull();
    expect(await t.app.db.kysely.selectFrom('teams').select('id').where('id', '=', team.id).executeTakeFirst()).toBeUndefined();
    expect((await b.c.post('/api/teams/mine/leave')).status).toBe(404);
  });

  it('keeps a learner in one village even when two joins race', async () => {
    const [l1, l2, x] = [await learner(), await learner(), await learner()];
    const [t1, t2] = [await villageOf(l1, 'One'), await villageOf(l2, 'Two')];
    const results = await Promise.allSettled([
      joinTeam(t.app.db, x.id, tokenOf(t1.joinLink!.url)),
      joinTeam(t.app.db, x.id, tokenOf(t2.joinLink!.url)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await t.app.db.kysely.selectFrom('team_members').select('teamId').where('userId', '=', x.id).execute()).toHaveLength(1);
  });

  it('asks for sign-in and an active account', async () => {
    const visitor = new Client(t.url);
    expect((await visitor.get('/api/teams/mine')).status).toBe(401);
    expect((await visitor.post('/api/teams', { name: 'Nope' })).status).toBe(401);
    expect((await visitor.get('/api/leaderboard/teams')).status).toBe(401);
    const x = await learner();
    await t.app.db.kysely.updateTable('users').set({ accountStatus: 'inactive' }).where('id', '=', x.id).execute();
    expect((await x.c.post('/api/teams', { name: 'Nope' })).status).toBe(403);
  });

  it('team scope: ranks my village’s learners per window with around-me; hidden and inactive left off; no team is empty', async () => {
    const board = await startTestApp(kind);
    try {
      const make = async (pts: number) => {
        const u = await board.makeUser();
        const c = await board.signedInClient({ user: u });
        if (pts) await awardXp(board.app.db, board.app.points, { userId: u.id, action: 'admin_adjustment', points: pts, reason: 'seed', actorId: u.id, idempotencyKey: `ts-${u.id}` });
        return { ...u, c, pts };
      };
      const leader = await make(300);
      const team = (await json<MyTeamResponse>(await leader.c.post('/api/teams', { name: 'Board Village' }))).team!;
      const token = tokenOf(team.joinLink!.url);
      const members = [await make(500), await make(300), await make(100), await make(0), await make(900), await make(800)];
      for (const m of members) expect((await m.c.post('/api/teams/join', { token })).status).toBe(200);
      const outsider = await make(10_000);
      const [hidden, inactive] = [members[4]!, members[5]!];
      await board.app.db.kysely.updateTable('users').set({ leaderboardHidden: 1 }).where('id', '=', hidden.id).execute();
      await board.app.db.kysely.updateTable('users').set({ accountStatus: 'inactive' }).where('id', '=', inactive.id).execute();

      const res = await json<LeaderboardResponse>(await leader.c.get('/api/leaderboard?scope=team&period=week'));
      expect(res.team).toEqual({ id: team.id, name: 'Board Village' });
      expect(res.total).toBe(5);
      expect(res.entries.map((e) => [e.rank, e.points])).toEqual([[1, 500], [2, 300], [2, 300], [4, 100], [5, 0]]);
      expect(res.entries.map((e) => e.userId)).not.toContain(outsider.id);
      expect(res.me?.rank).toBe(2);
      // Two learners are above and below me (ties are ordered by id, so my place among the 300s varies).
      const at = res.entries.findIndex((e) => e.userId === leader.id);
      expect(res.me?.around).toEqual(res.entries.slice(Math.max(0, at - 2), at + 3));

      const page2 = await json<LeaderboardResponse>(await leader.c.get('/api/leaderboard?scope=team&period=all&page=2&pageSize=2'));
      expect(page2.entries.map((e) => [e.rank, e.points])).toEqual([[2, 300], [4, 100]]);

      // Everyone's board still has the outsider on top.
      const everyone = await json<LeaderboardResponse>(await leader.c.get('/api/leaderboard?period=week'));
      expect(everyone.entries[0]?.userId).toBe(outsider.id);

      // Points from last month do not count this week.
      const lastMonth = Date.now() - 40 * DAY;
      await awardXp(board.app.db, board.app.points, { userId: members[3]!.id, action: 'admin_adjustment', points: 5_000, reason: 'old', actorId: members[3]!.id, idempotencyKey: `old-${members[3]!.id}` }, lastMonth);
      const week = await json<LeaderboardResponse>(await leader.c.get('/api/leaderboard?scope=team&period=week'));
      expect(week.entries[0]?.points).toBe(500);
      const all = await json<LeaderboardResponse>(await leader.c.get('/api/leaderboard?scope=team&period=all'));
      expect(all.entries[0]).toMatchObject({ userId: members[3]!.id, points: 5_000 });

      const lonely = await json<LeaderboardResponse>(await outsider.c.get('/api/leaderboard?scope=team'));
      expect(lonely).toMatchObject({ total: 0, entries: [], me: null, team: null });
      expect((await outsider.c.get('/api/leaderboard?scope=village')).status).toBe(400);
    } finally {
      await board.close();
    }
  });

  it('ranks villages by their members’ average XP, not their total', async () => {
    const board = await startTestApp(kind);
    try {
      const make = async (pts: number) => {
        const u = await board.makeUser();
        const c = await board.signedInClient({ user: u });
        if (pts) await awardXp(board.app.db, board.app.points, { userId: u.id, action: 'admin_adjustment', points: pts, reason: 'seed', actorId: u.id, idempotencyKey: `tr-${u.id}` });
        return { ...u, c };
      };
      const village = async (name: string, points: number[]) => {
        const [first, ...rest] = await Promise.all(points.map(make));
        const team = (await json<MyTeamResponse>(await first!.c.post('/api/teams', { name }))).team!;
        for (const m of rest) await m.c.post('/api/teams/join', { token: tokenOf(team.joinLink!.url) });
        return { team, first: first! };
      };
      const big = await village('Big Total', [100, 100, 100, 100, 100, 100]); // 600 total, 100 average
      const small = await village('Small Mighty', [400, 200]); // 600 total, 300 average
      const tied = await village('Also Hundred', [200, 0]); // 100 average
      const res = await json<TeamRankingResponse>(await small.first.c.get('/api/leaderboard/teams?period=week'));
      expect(res.entries.map((e) => [e.name, e.rank, e.average, e.members])).toEqual([
        ['Small Mighty', 1, 300, 2],
        ['Also Hundred', 2, 100, 2],
        ['Big Total', 2, 100, 6],
      ]);
      expect(res.mine).toMatchObject({ teamId: small.team.id, rank: 1 });
      const p2 = await json<TeamRankingResponse>(await big.first.c.get('/api/leaderboard/teams?period=all&page=2&pageSize=2'));
      expect(p2).toMatchObject({ total: 3, entries: [expect.objectContaining({ name: 'Big Total', rank: 2 })], mine: expect.objectContaining({ name: 'Big Total' }) });
      void tied;
      expect((await big.first.c.get('/api/leaderboard/teams?period=year')).status).toBe(400);
    } finally {
      await board.close();
    }
  });
});
