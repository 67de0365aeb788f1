import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { awardXp } from './service';
import { sumLedger } from './repository';
import { recordAudit } from '../audit/repository';

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

  it('multiplies awards by 1.5 from the 7th consecutive day, a freeze bridges one missed day, and the streak resets after more', async () => {
    const u = await t.makeUser();
    const start = Date.UTC(2026, 10, 2, 12); // noon UTC
    const earned: number[] = [];
    for (let day = 0; day < 8; day++) {
      const r = await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'complete_module', idempotencyKey: `s-${u.id}-${day}` }, start + day * DAY);
      earned.push(r.entry.points);
    }
    expect(earned).toEqual([100, 100, 100, 100, 100, 100, 150, 150]);
    // Day 7 earned a freeze: the one missed day uses it and the multiplier stays.
    const afterGap = await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'complete_module', idempotencyKey: `s-${u.id}-gap` }, start + 9 * DAY);
    expect(afterGap.entry.points).toBe(150);
    // No freeze left: two more missed days end the streak.
    const afterBreak = await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'complete_module', idempotencyKey: `s-${u.id}-break` }, start + 12 * DAY);
    expect(afterBreak.entry.points).toBe(100);
    expect(await pointsOf(u.id)).toBe(100 * 6 + 150 * 3 + 100);
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
    const ac = await t.signedInClient({ user: admin });
    const lc = await t.signedInClient({ user: learner });

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

  it('unlocks a badge when an award completes its rule, with the award as evidence', async () => {
    const u = await t.makeUser();
    let last;
    for (let i = 0; i < 5; i++) last = await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'peer_mentoring', idempotencyKey: `pm-${u.id}-${i}` });
    expect(last!.unlocked).toEqual(['Leadership Excellence']);
    const row = await t.app.db.kysely.selectFrom('user_badges').selectAll().where('userId', '=', u.id).executeTakeFirstOrThrow();
    expect(row.evidenceLedgerId).toBe(last!.entry.id);
    const again = await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'peer_mentoring', idempotencyKey: `pm-${u.id}-6` });
    expect(again.unlocked).toEqual([]);

    const c = await t.signedInClient({ user: u });
    const { badges } = (await (await c.get('/api/me/badges')).json()) as { badges: Array<{ name: string; progress: number; unlockedAt: string | null; criteria: string }> };
    expect(badges.find((b) => b.name === 'Leadership Excellence')).toMatchObject({ progress: 100, criteria: 'Peer Mentoring 5 times' });
    expect(badges.find((b) => b.name === 'Leadership Excellence')?.unlockedAt).toBeTruthy();
    expect(badges.find((b) => b.name === 'Transformation Catalyst')).toMatchObject({ progress: 9, unlockedAt: null }); // 480 of 5,001 XP
  });

  it('lets an admin add a badge from a fixed rule kind, and nobody else', async () => {
    const admin = await t.makeUser({ role: 'admin' });
    const ac = await t.signedInClient({ user: admin });
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
});
