import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, testDatabases, type TestDatabase } from '../test/databases';
import { freePort } from '../test/harness';
import { insertSignedInUsers, startServerProcess, stopProcess } from '../test/server-process';

/**
 * Two real server processes (server.ts, each its own Node process) on one PostgreSQL database, as
 * behind a load balancer: a session, a rate limit, a live-points subscription and the signed-in-user
 * cache hold whichever process a request lands on. Nothing is shared but the database.
 */
describe.skipIf(!testDatabases().includes('postgres'))('two server processes on one PostgreSQL database', () => {
  const secret = randomBytes(32).toString('base64url');
  let t: TestDatabase;
  let db: Db;
  const servers: ChildProcess[] = [];
  const urls: [string, string] = ['', ''];

  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    db = openDatabase(loadConfig({ DATA_DIR: t.dataDir, DATABASE_URL: t.url }).database);
    await migrateToLatest(db);
    for (const i of [0, 1] as const) {
      const port = await freePort();
      urls[i] = `http://127.0.0.1:${port}`;
      const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: t.dataDir, DATABASE_URL: t.url!, AUTH_SECRET: secret, PUBLIC_URL: urls[i], LOG_LEVEL: 'fatal', SEED_DEMO: 'false', AUTH_RATE_LIMIT: 'true', FORUM_RATE_LIMIT: '3', WEB_DIST: '/nonexistent', NODE_ENV: 'production' };
      servers.push(await startServerProcess(env, urls[i]));
    }
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) await stopProcess(s);
    await db?.destroy();
    await t?.drop();
  });

  const call = (i: 0 | 1, method: string, pathname: string, cookie?: string, body?: unknown) =>
    fetch(`${urls[i]}${pathname}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), origin: urls[i] },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('knows a session in both, and ends it in both when it ends in one', async () => {
    const [learner] = await insertSignedInUsers(db, secret, 1, 'learner');
    expect((await call(0, 'GET', '/api/me', learner!.cookie)).status).toBe(200);
    expect((await call(1, 'GET', '/api/me', learner!.cookie)).status).toBe(200);
    expect((await call(0, 'POST', '/api/auth/sign-out', learner!.cookie, {})).status).toBe(200);
    await expect.poll(async () => (await call(1, 'GET', '/api/me', learner!.cookie)).status, { timeout: 3000, interval: 20 }).toBe(401);
  });

  it('counts one rate limit across both: the forum and the sign-in limits', async () => {
    const [learner] = await insertSignedInUsers(db, secret, 1, 'learner');
    const post = (i: 0 | 1, n: number) => call(i, 'POST', '/api/forum/posts', learner!.cookie, { title: `Two processes ${n}`, body: 'One limit behind a load balancer.' });
    // FORUM_RATE_LIMIT=3 a minute per learner: three posts spread over both processes, then 429 from either.
    expect([(await post(0, 1)).status, (await post(1, 2)).status, (await post(0, 3)).status]).toEqual([201, 201, 201]);
    expect((await post(1, 4)).status).toBe(429);
    expect((await post(0, 5)).status).toBe(429);

    // Better Auth's sign-in limit (3 per 10 s per address) is kept in the database too.
    const signIn = (i: 0 | 1) => call(i, 'POST', '/api/auth/sign-in/email', undefined, { email: 'nobody@two-processes.test', password: 'not the password' });
    const statuses = [(await signIn(0)).status, (await signIn(1)).status, (await signIn(0)).status, (await signIn(1)).status];
    expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it("delivers an award made in one to a live subscriber of the other, and applies a role change at the other's next requests", async () => {
    const [admin] = await insertSignedInUsers(db, secret, 1, 'admin');
    const [learner] = await insertSignedInUsers(db, secret, 1, 'learner');
    const controller = new AbortController();
    const stream = await fetch(`${urls[0]}/api/me/points/stream`, { headers: { cookie: learner!.cookie }, signal: controller.signal });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value, { stream: true });
    };
    await readUntil('data: {"points":0,');
    expect((await call(1, 'POST', `/api/admin/users/${learner!.id}/xp`, admin!.cookie, { points: 40, reason: 'two processes' })).status).toBe(200);
    await readUntil('data: {"points":40');
    controller.abort();

    expect((await call(0, 'GET', '/api/admin/users', learner!.cookie)).status).toBe(403);
    expect((await call(1, 'PATCH', `/api/admin/users/${learner!.id}`, admin!.cookie, { role: 'admin' })).status).toBe(200);
    await expect.poll(async () => (await call(0, 'GET', '/api/admin/users', learner!.cookie)).status, { timeout: 3000, interval: 20 }).toBe(200);
    expect((await call(1, 'PATCH', `/api/admin/users/${learner!.id}`, admin!.cookie, { accountStatus: 'inactive' })).status).toBe(200);
    await expect.poll(async () => (await call(0, 'GET', '/api/me', learner!.cookie)).status, { timeout: 3000, interval: 20 }).toBe(401);
  });

  it('applies in both a change a support script writes by hand and announces with a bare NOTIFY lv_identity', async () => {
    const [learner] = await insertSignedInUsers(db, secret, 1, 'learner');
    const shown = async (i: 0 | 1) => ((await (await call(i, 'GET', '/api/me', learner!.cookie)).json()) as { user: { membershipStatus: string } }).user.membershipStatus;
    // Asked twice each, so both processes hold the session in their caches.
    for (const i of [0, 1, 0, 1] as const) expect(await shown(i)).toBe('free');
    await db.kysely.updateTable('users').set({ membershipStatus: 'paid' }).where('id', '=', learner!.id).execute();
    await db.pool!.query('NOTIFY lv_identity');
    for (const i of [0, 1] as const) await expect.poll(() => shown(i), { timeout: 3000, interval: 20 }).toBe('paid');
  });
});
