import { randomUUID } from 'node:crypto';
import { LeaderboardResponseSchema } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { leaderboard, setLeaderboardVisibility } from './leaderboard-service';
import { awardXp } from './service';
import { sumLedger } from './repository';
import { recordAudit } from '../audit/repository';
import { LIVE_STREAMS_PER_USER } from './routes';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('gamification on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const pointsOf = async (userId: string) =>
    Number((await t.app.db.kysely.selectFrom('user_points').select('points').where('userId', '=', userId).executeTakeFirstOrThrow()).points);

  it('awards once for 100 parallel calls with one idempotency key', async () => {
    const u = await t.makeUser();
    const key = `k-${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 100 }, () => awardXp(t.app.db, t.app.points, { userId: u.id, action: 'complete_module', idempotencyKey: key })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await sumLedger(t.app.db.kysely, u.id)).toEqual({ total: 100, count: 1 });
    expect(await pointsOf(u.id)).toBe(100);
  });

  it('counts 100 parallel distinct awards exactly, and the record equals the ledger', async () => {
    const u = await t.makeUser();
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        awardXp(t.app.db, t.app.points, { userId: u.id, action: 'admin_adjustment', points: i + 1, reason: 'bulk', actorId: u.id, idempotencyKey: `d-${u.id}-${i}` }),
      ),
    );
    const ledger = await sumLedger(t.app.db.kysely, u.id);
    expect(ledger).toEqual({ total: 5050, count: 100 });
    expect(await pointsOf(u.id)).toBe(5050);
    const all = await t.app.db.kysely.selectFrom('xp_totals').select('points').where('userId', '=', u.id).where('period', '=', 'all').executeTakeFirstOrThrow();
    expect(Number(all.points)).toBe(5050);
  });

  it("commits the caller's alongside writes with the award: once per new award, none for a repeat, none when it fails", async () => {
    const u = await t.makeUser();
    const auditOf = () => t.app.db.kysely.selectFrom('audit_log').select('targetId').where('action', '=', 'test.alongside').where('actorId', '=', u.id).execute();
    let calls = 0;
    const award = (i: number) =>
      awardXp(t.app.db, t.app.points, { userId: u.id, action: 'admin_adjustment', points: 10, reason: 'bulk', actorId: u.id, idempotencyKey: `al-${u.id}-${i}` }, Date.now(), async (trx, given) => {
        calls += 1;
        await recordAudit(trx, { actorId: u.id, action: 'test.alongside', targetType: 'ledger', targetId: given.ledgerId, details: { i } });
        // Written before it throws: the failing award's row must not survive (on SQLite its group reruns).
        if (i === 7) throw new Error('the caller refuses');
        return `done ${i}`;
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => award(i)));
    expect(outcomes.map((o) => o.status === 'fulfilled')).toEqual(Array.from({ length: 20 }, (_, i) => i !== 7));
    for (const [i, o] of outcomes.entries()) if (o.status === 'fulfilled') expect([o.value.created, o.value.alongside]).toEqual([true, `done ${i}`]);
    const ledger = await t.app.db.kysely.selectFrom('xp_ledger').select(['id', 'idempotencyKey']).where('userId', '=', u.id).execute();
    expect(ledger).toHaveLength(19);
    expect(ledger.map((l) => l.idempotencyKey)).not.toContain(`al-${u.id}-7`);
    expect((await auditOf()).map((a) => a.targetId).sort()).toEqual(ledger.map((l) => l.id).sort());
    expect(await pointsOf(u.id)).toBe(190);

    calls = 0;
    const again = await award(3);
    expect([again.created, again.alongside, calls]).toEqual([false, undefined, 0]);
    expect(await auditOf()).toHaveLength(19);
  });

  it('fails only the faulty award among parallel ones (SQLite shares commits), and nothing of it is kept', async () => {
    const [a, b] = [await t.makeUser(), await t.makeUser()];
    const taken = `taken-${randomUUID()}`;
    await awardXp(t.app.db, t.app.points, { userId: b.id, action: 'complete_module', idempotencyKey: taken });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        awardXp(t.app.db, t.app.points, { userId: a.id, action: 'admin_adjustment', points: 10, reason: 'bulk', actorId: b.id, idempotencyKey: i === 17 ? taken : `g-${a.id}-${i}` }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    expect(outcomes[17]).toMatchObject({ status: 'rejected', reason: { statusCode: 409 } });
    expect(await sumLedger(t.app.db.kysely, a.id)).toEqual({ total: 390, count: 39 });
    expect(await pointsOf(a.id)).toBe(390);
    expect(await sumLedger(t.app.db.kysely, b.id)).toEqual({ total: 100, count: 1 });
  });

  it('multiplies awards by 1.5 from the 7th consecutive day and resets after a missed day', async () => {
    const u = await t.makeUser();
    const start = Date.UTC(2026, 10, 2, 12); // noon UTC
    const earned: number[] = [];
    for (let day = 0; day < 8; day++) {
      const r = await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'complete_module', idempotencyKey: `s-${u.id}-${day}` }, start + day * DAY);
      earned.push(r.entry.points);
    }
    expect(earned).toEqual([100, 100, 100, 100, 100, 100, 150, 150]);
    const afterGap = await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'complete_module', idempotencyKey: `s-${u.id}-gap` }, start + 9 * DAY);
    expect(afterGap.entry.points).toBe(100);
    expect(await pointsOf(u.id)).toBe(100 * 6 + 150 * 2 + 100);
  });

  it.each([
    ['Africa/Lagos', Date.UTC(2026, 10, 2, 23, 30), '2026-11-03'],
    ['Africa/Nairobi', Date.UTC(2026, 10, 2, 21, 0), '2026-11-03'],
    ['Africa/Johannesburg', Date.UTC(2026, 10, 2, 21, 59), '2026-11-02'],
    ['America/Bogota', Date.UTC(2026, 10, 3, 4, 59), '2026-11-02'],
  ])('counts days in the learner timezone (%s)', async (timezone, at, day) => {
    const u = await t.makeUser();
    await t.app.db.kysely.updateTable('users').set({ timezone }).where('id', '=', u.id).execute();
    const r = await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'attend_webinar', idempotencyKey: `tz-${u.id}` }, at);
    const row = await t.app.db.kysely.selectFrom('xp_ledger').select('localDay').where('id', '=', r.entry.id).executeTakeFirstOrThrow();
    expect(row.localDay).toBe(day);
  });

  it('lets an admin adjust XP with a reason over HTTP, and nobody else', async () => {
    const learner = await t.makeUser();
    const other = await t.makeUser();
    const admin = await t.makeUser({ role: 'admin' });
    const ac = new Client(t.url);
    await ac.signIn(admin.email, admin.password);
    const lc = new Client(t.url);
    await lc.signIn(learner.email, learner.password);

    const missingReason = await ac.post(`/api/admin/users/${learner.id}/xp`, { points: 40 });
    expect(missingReason.status).toBe(400);
    const ok = await ac.post(`/api/admin/users/${learner.id}/xp`, { points: 40, reason: 'Workshop host', idempotencyKey: 'adj-0001' });
    expect(ok.status).toBe(200);
    const again = await ac.post(`/api/admin/users/${learner.id}/xp`, { points: 40, reason: 'Workshop host', idempotencyKey: 'adj-0001' });
    expect(((await again.json()) as { created: boolean }).created).toBe(false);
    expect(await pointsOf(learner.id)).toBe(40);
    const audit = await t.app.db.kysely.selectFrom('audit_log').selectAll().where('targetId', '=', learner.id).where('action', '=', 'user.xp').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ points: 40, reason: 'Workshop host' });
    expect(audit[0]!.actorId).toBe(admin.id);

    const view = (await (await ac.get(`/api/admin/users/${learner.id}/xp`)).json()) as { points: number; entries: Array<{ points: number; reason: string; label: string }> };
    expect(view.points).toBe(40);
    expect(view.entries).toEqual([expect.objectContaining({ points: 40, reason: 'Workshop host', label: 'Adjustment by an admin' })]);
    expect((await lc.get(`/api/admin/users/${learner.id}/xp`)).status).toBe(403);
    expect((await lc.post(`/api/admin/users/${learner.id}/xp`, { points: 1000, reason: 'me' })).status).toBe(403);
    expect((await lc.post(`/api/admin/users/${other.id}/xp`, { points: 1000, reason: 'me' })).status).toBe(403);
    expect(await pointsOf(learner.id)).toBe(40);

    const mine = (await (await lc.get('/api/me/ledger')).json()) as { entries: Array<{ points: number; reason: string }> };
    expect(mine.entries).toEqual([expect.objectContaining({ points: 40, reason: 'Workshop host' })]);
    const summary = (await (await lc.get('/api/me/points')).json()) as { points: number };
    expect(summary.points).toBe(40);
  });

  it('serves GET /api/leaderboard from a short cache that an award drops at once, each viewer with their own place', async () => {
    const board = await startTestApp(kind);
    try {
      const [a, b] = [await board.makeUser({ name: 'Cache A' }), await board.makeUser({ name: 'Cache B' })];
      await awardXp(board.app.db, board.app.points, { userId: a.id, action: 'complete_module', idempotencyKey: `c-${a.id}` });
      await awardXp(board.app.db, board.app.points, { userId: b.id, action: 'attend_webinar', idempotencyKey: `c-${b.id}` });
      const [ca, cb] = [new Client(board.url), new Client(board.url)];
      await ca.signIn(a.email, a.password);
      await cb.signIn(b.email, b.password);
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

      const c = new Client(board.url);
      await c.signIn(viewer.email, viewer.password);
      const http = await c.get('/api/leaderboard?period=all');
      expect(http.status).toBe(200);
      expect(((await http.json()) as { me: { rank: number } }).me.rank).toBe(3);
      expect((await c.get('/api/leaderboard?period=decade')).status).toBe(400);
      expect((await new Client(board.url).get('/api/leaderboard')).status).toBe(401);
    } finally {
      await board.close();
    }
  });

  it('unlocks a badge when an award completes its rule, with the award as evidence', async () => {
    const u = await t.makeUser();
    let last;
    for (let i = 0; i < 5; i++) last = await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'peer_mentoring', idempotencyKey: `pm-${u.id}-${i}` });
    expect(last!.unlocked).toEqual(['Leadership Excellence']);
    const row = await t.app.db.kysely.selectFrom('user_badges').selectAll().where('userId', '=', u.id).executeTakeFirstOrThrow();
    expect(row.evidenceLedgerId).toBe(last!.entry.id);
    const again = await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'peer_mentoring', idempotencyKey: `pm-${u.id}-6` });
    expect(again.unlocked).toEqual([]);

    const c = new Client(t.url);
    await c.signIn(u.email, u.password);
    const { badges } = (await (await c.get('/api/me/badges')).json()) as { badges: Array<{ name: string; progress: number; unlockedAt: string | null; criteria: string }> };
    expect(badges.find((b) => b.name === 'Leadership Excellence')).toMatchObject({ progress: 100, criteria: 'Peer Mentoring 5 times' });
    expect(badges.find((b) => b.name === 'Leadership Excellence')?.unlockedAt).toBeTruthy();
    expect(badges.find((b) => b.name === 'Transformation Catalyst')).toMatchObject({ progress: 9, unlockedAt: null }); // 480 of 5,001 XP
  });

  it('lets an admin add a badge from a fixed rule kind, and nobody else', async () => {
    const admin = await t.makeUser({ role: 'admin' });
    const ac = new Client(t.url);
    await ac.signIn(admin.email, admin.password);
    const body = { name: `Webinar Regular ${kind}`, description: 'Attend 2 webinars.', rule: { kind: 'action_count', action: 'attend_webinar', target: 2 } };
    expect((await ac.post('/api/admin/badges', { ...body, rule: { kind: 'vibes', target: 1 } })).status).toBe(400);
    expect((await ac.post('/api/admin/badges', body)).status).toBe(201);
    const dup = await ac.post('/api/admin/badges', body);
    expect(dup.status).toBe(400);
    expect(((await dup.json()) as { error: { fields: Record<string, string> } }).error.fields.name).toBe('A badge with this name exists');

    const u = await t.makeUser();
    await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'attend_webinar', idempotencyKey: `w-${u.id}-1` });
    const r = await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'attend_webinar', idempotencyKey: `w-${u.id}-2` });
    expect(r.unlocked).toEqual([body.name]);
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
      const ac = new Client(board.url);
      await ac.signIn(admin.email, admin.password);
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

  it('streams the signed-in learner points live', async () => {
    const u = await t.makeUser();
    const c = new Client(t.url);
    await c.signIn(u.email, u.password);
    const controller = new AbortController();
    const res = await fetch(`${t.url}/api/me/points/stream`, { headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextPoints = async (): Promise<number> => {
      for (;;) {
        const m = buffer.match(/event: points\ndata: (\{.*?\})\n\n/);
        if (m) {
          buffer = buffer.slice(buffer.indexOf(m[0]) + m[0].length);
          return (JSON.parse(m[1]!) as { points: number }).points;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    expect(await nextPoints()).toBe(0);
    await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'capstone_challenge', idempotencyKey: `live-${u.id}` });
    expect(await nextPoints()).toBe(250);
    controller.abort();
    expect((await fetch(`${t.url}/api/me/points/stream`)).status).toBe(401);
  });

  it('holds at most LIVE_STREAMS_PER_USER live streams per account, and frees a place when one closes', async () => {
    const u = await t.makeUser();
    const c = new Client(t.url);
    await c.signIn(u.email, u.password);
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const open = () => {
      const controller = new AbortController();
      return fetch(`${t.url}/api/me/points/stream`, { headers: { cookie }, signal: controller.signal }).then((res) => ({ res, controller }));
    };
    const streams = await Promise.all(Array.from({ length: LIVE_STREAMS_PER_USER + 2 }, open));
    const statuses = streams.map((s) => s.res.status).sort();
    expect(statuses).toEqual([...Array<number>(LIVE_STREAMS_PER_USER).fill(200), 429, 429]);
    const refused = streams.find((s) => s.res.status === 429)!;
    expect(await refused.res.json()).toEqual({ error: { code: 'resource-exhausted', message: `Live points are already open in ${LIVE_STREAMS_PER_USER} tabs. Close one, then reload this page.` } });
    // Another account is not affected.
    const other = await t.makeUser();
    const oc = new Client(t.url);
    await oc.signIn(other.email, other.password);
    const otherStream = await fetch(`${t.url}/api/me/points/stream`, { headers: { cookie: [...oc.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(otherStream.status).toBe(200);
    await otherStream.body?.cancel();
    // Closing one lets a new one in.
    const first = streams.find((s) => s.res.status === 200)!;
    first.controller.abort();
    await expect.poll(async () => {
      const next = await open();
      const status = next.res.status;
      next.controller.abort();
      return status;
    }, { timeout: 2000, interval: 50 }).toBe(200);
    for (const s of streams) s.controller.abort();
  });
});
