import { LeaderboardResponseSchema } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { leaderboard, setLeaderboardVisibility } from './leaderboard-service';
import { awardXp } from './service';

describe.each(testDatabases())('leaderboard on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves GET /api/leaderboard from a short cache that an award drops at once, each viewer with their own place', async () => {
    const board = await startTestApp(kind);
    try {
      const [a, b] = [await board.makeUser({ name: 'Cache A' }), await board.makeUser({ name: 'Cache B' })];
      await awardXp(board.app.db, board.app.points, { userId: a.id, action: 'complete_module', idempotencyKey: `c-${a.id}` });
      await awardXp(board.app.db, board.app.points, { userId: b.id, action: 'attend_webinar', idempotencyKey: `c-${b.id}` });
      const [ca, cb] = [await board.signedInClient({ user: a }), await board.signedInClient({ user: b })];
      type Board = { entries: Array<{ userId: string; points: number; rank: number }>; me: { rank: number; points: number } | null };
      const read = async (c: Client) => {
        const res = await c.get('/api/leaderboard?period=week');
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        // Served as ready JSON text: still exactly the response schema.
        return LeaderboardResponseSchema.parse(await res.json()) as Board;
      };
      expect((await read(ca)).me).toMatchObject({ rank: 1, points: 100 });
      // Same page for b (cached), but b's own place.
      const forB = await read(cb);
      expect(forB.entries.map((e) => e.userId)).toEqual([a.id, b.id]);
      expect(forB.me).toMatchObject({ rank: 2, points: 75 });
      // An award changes both the page and every place at once.
      await awardXp(board.app.db, board.app.points, { userId: b.id, action: 'capstone_challenge', idempotencyKey: `c2-${b.id}` });
      const after = await read(ca);
      expect(after.entries.map((e) => [e.userId, e.points])).toEqual([[b.id, 325], [a.id, 100]]);
      expect(after.me).toMatchObject({ rank: 2, points: 100 });
      expect((await read(cb)).me).toMatchObject({ rank: 1, points: 325 });
    } finally {
      await board.close();
    }
  });

  it('ranks with ties, shows the learners around me, and leaves hidden learners off', async () => {
    const board = await startTestApp(kind);
    try {
      const users: Array<{ id: string; email: string; password: string; pts: number }> = [];
      for (const pts of [500, 300, 300, 200, 100, 50]) {
        const u = await board.makeUser();
        await awardXp(board.app.db, board.app.points, { userId: u.id, action: 'admin_adjustment', points: pts, reason: 'seed', actorId: u.id, idempotencyKey: `b-${u.id}` });
        users.push({ ...u, pts });
      }
      const viewer = users[3]!; // 200 points
      let res = await leaderboard(board.app.db, { period: 'week', page: 1, pageSize: 50, viewerId: viewer.id });
      expect(res.entries.map((e) => [e.rank, e.points])).toEqual([[1, 500], [2, 300], [2, 300], [4, 200], [5, 100], [6, 50]]);
      expect(res.total).toBe(6);
      expect(res.me?.rank).toBe(4);
      expect(res.me?.around.map((e) => e.points)).toEqual([300, 300, 200, 100, 50]);

      const page2 = await leaderboard(board.app.db, { period: 'all', page: 2, pageSize: 2, viewerId: null });
      expect(page2.entries.map((e) => [e.rank, e.points])).toEqual([[2, 300], [4, 200]]);

      await board.app.db.kysely.transaction().execute((trx) => setLeaderboardVisibility(trx, users[0]!.id, false));
      res = await leaderboard(board.app.db, { period: 'month', page: 1, pageSize: 50, viewerId: viewer.id });
      expect(res.entries.map((e) => e.points)).toEqual([300, 300, 200, 100, 50]);
      expect(res.me?.rank).toBe(3);
      expect(res.total).toBe(5);

      const c = await board.signedInClient({ user: viewer });
      const http = await c.get('/api/leaderboard?period=all');
      expect(http.status).toBe(200);
      expect(((await http.json()) as { me: { rank: number } }).me.rank).toBe(3);
      expect((await c.get('/api/leaderboard?period=decade')).status).toBe(400);
      expect((await new Client(board.url).get('/api/leaderboard')).status).toBe(401);
    } finally {
      await board.close();
    }
  });

  it('shows a public profile with rank, and no rank for a learner who opted out', async () => {
    const u = await t.makeUser({ name: 'Public Person' });
    await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'capstone_challenge', idempotencyKey: `pp-${u.id}` });
    const res = await fetch(`${t.url}/api/users/${u.id}/profile`);
    expect(res.status).toBe(200);
    const profile = (await res.json()) as { name: string; points: number; rank: number | null; badges: unknown[] };
    expect(profile).toMatchObject({ name: 'Public Person', points: 250 });
    expect(profile.rank).toBeGreaterThanOrEqual(1);
    expect(profile.badges).toHaveLength(await t.app.db.kysely.selectFrom('badges').select('id').execute().then((r) => r.length));
    expect(profile).not.toHaveProperty('email');

    await t.app.db.kysely.updateTable('users').set({ leaderboardHidden: 1 }).where('id', '=', u.id).execute();
    await t.app.db.kysely.transaction().execute((trx) => setLeaderboardVisibility(trx, u.id, false));
    const hidden = (await (await fetch(`${t.url}/api/users/${u.id}/profile`)).json()) as { rank: number | null };
    expect(hidden.rank).toBeNull();
    expect((await fetch(`${t.url}/api/users/nobody-here/profile`)).status).toBe(404);
  });

  it('leaves a learner an admin deactivates off the leaderboard, and brings them back', async () => {
    const board = await startTestApp(kind);
    try {
      const a = await board.makeUser();
      const b = await board.makeUser();
      const admin = await board.makeUser({ role: 'admin' });
      await awardXp(board.app.db, board.app.points, { userId: a.id, action: 'capstone_challenge', idempotencyKey: `da-${a.id}` });
      await awardXp(board.app.db, board.app.points, { userId: b.id, action: 'complete_module', idempotencyKey: `da-${b.id}` });
      const ac = await board.signedInClient({ user: admin });
      const patch = (status: string) => ac.request('PATCH', `/api/admin/users/${a.id}`, { accountStatus: status });
      expect((await patch('inactive')).status).toBe(200);
      let res = await leaderboard(board.app.db, { period: 'all', page: 1, pageSize: 10, viewerId: b.id });
      expect(res.entries.map((e) => e.userId)).toEqual([b.id]);
      expect(res.me?.rank).toBe(1);
      expect((await patch('active')).status).toBe(200);
      res = await leaderboard(board.app.db, { period: 'all', page: 1, pageSize: 10, viewerId: b.id });
      expect(res.entries.map((e) => e.userId)).toEqual([a.id, b.id]);
      expect(res.me?.rank).toBe(2);
    } finally {
      await board.close();
    }
  });

  it('agrees with a brute-force ranking across bucket boundaries and negative totals', async () => {
    const board = await startTestApp(kind);
    try {
      const scores = [1000, 999, 1001, 2000, -5, 1000, 3999, 4000, 1, 999, -1000, -1001, -999];
      const ids: string[] = [];
      for (const pts of scores) {
        const u = await board.makeUser();
        ids.push(u.id);
        await awardXp(board.app.db, board.app.points, { userId: u.id, action: 'admin_adjustment', points: pts === 0 ? 1 : pts, reason: 'seed', actorId: u.id, idempotencyKey: `bf-${u.id}` });
      }
      // move one learner across a bucket boundary afterwards
      await awardXp(board.app.db, board.app.points, { userId: ids[1]!, action: 'admin_adjustment', points: 2, reason: 'move', actorId: ids[1]!, idempotencyKey: `bf-move` });
      scores[1] = 1001;
      for (let i = 0; i < ids.length; i++) {
        const expected = 1 + scores.filter((s) => s > scores[i]!).length;
        const res = await leaderboard(board.app.db, { period: 'all', page: 1, pageSize: 3, viewerId: ids[i]! });
        expect(res.me?.rank, `viewer with ${scores[i]}`).toBe(expected);
        for (const e of res.me!.around) expect(e.rank).toBe(1 + scores.filter((s) => s > e.points).length);
      }
    } finally {
      await board.close();
    }
  });
});
