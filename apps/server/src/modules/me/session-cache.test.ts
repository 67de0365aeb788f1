import Sqlite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { Client, freePort, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';

async function signedIn(t: TestApp, u: { email: string; password: string }, url = t.url): Promise<Client> {
  const c = new Client(url);
  expect((await c.signIn(u.email, u.password)).status).toBe(200);
  return c;
}

const me = async (c: Client) => ((await (await c.get('/api/me')).json()) as { user: { role: string; membershipStatus: string } }).user;

// The signed-in user is cached per process (lib/session-cache); these check that no change is missed.
describe.each(testDatabases())('the signed-in-user cache on %s', (kind) => {
  let t: TestApp;
  let ac: Client;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ac = await signedIn(t, await t.makeUser({ role: 'admin' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('applies a promotion, a demotion and a deactivation from the very next request', async () => {
    const learner = await t.makeUser();
    const lc = await signedIn(t, learner);
    // Read twice, so the second answer comes from the cache.
    expect((await lc.get('/api/admin/users')).status).toBe(403);
    expect((await lc.get('/api/admin/users')).status).toBe(403);
    expect((await ac.request('PATCH', `/api/admin/users/${learner.id}`, { role: 'admin' })).status).toBe(200);
    expect((await lc.get('/api/admin/users')).status).toBe(200);
    expect((await ac.request('PATCH', `/api/admin/users/${learner.id}`, { role: 'learner' })).status).toBe(200);
    expect((await lc.get('/api/admin/users')).status).toBe(403);
    expect((await ac.request('PATCH', `/api/admin/users/${learner.id}`, { accountStatus: 'inactive' })).status).toBe(200);
    expect((await lc.get('/api/me')).status).toBe(401);
  });

  it('sees a change written straight to the database, inside or outside a transaction', async () => {
    const learner = await t.makeUser();
    const lc = await signedIn(t, learner);
    expect(await me(lc)).toMatchObject({ membershipStatus: 'free' });
    await t.app.db.kysely.updateTable('users').set({ membershipStatus: 'paid' }).where('id', '=', learner.id).execute();
    expect(await me(lc)).toMatchObject({ membershipStatus: 'paid' });
    await t.app.db.kysely.transaction().execute((trx) => trx.updateTable('users').set({ role: 'admin' }).where('id', '=', learner.id).execute());
    expect(await me(lc)).toMatchObject({ role: 'admin' });
    // A rolled-back change leaves the cached answer right.
    await t.app.db.kysely
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ role: 'learner' }).where('id', '=', learner.id).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await me(lc)).toMatchObject({ role: 'admin' });
  });

  it('ends a session deleted in the database, and never serves one cookie to another', async () => {
    const a = await t.makeUser({ name: 'Ama' });
    const b = await t.makeUser({ name: 'Bola' });
    const ca = await signedIn(t, a);
    const cb = await signedIn(t, b);
    expect(((await (await ca.get('/api/me')).json()) as { user: { id: string } }).user.id).toBe(a.id);
    expect(((await (await cb.get('/api/me')).json()) as { user: { id: string } }).user.id).toBe(b.id);
    await t.app.db.kysely.deleteFrom('session').where('userId', '=', a.id).execute();
    expect((await ca.get('/api/me')).status).toBe(401);
    expect((await cb.get('/api/me')).status).toBe(200);
  });
});

// SQLite: another process writing the same file (the admin:create CLI, a support script).
describe('the signed-in-user cache beside another SQLite connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('applies a change committed by another connection to the file within 50 ms', async () => {
    const learner = await t.makeUser();
    const lc = await signedIn(t, learner);
    expect(await me(lc)).toMatchObject({ role: 'learner', membershipStatus: 'free' });
    expect(await me(lc)).toMatchObject({ membershipStatus: 'free' });
    if (t.config.database.kind !== 'sqlite') throw new Error('expected SQLite');
    const other = new Sqlite(t.config.database.file);
    try {
      other.prepare('update users set "membershipStatus" = ? where id = ?').run('paid', learner.id);
    } finally {
      other.close();
    }
    // SQLite is asked about other connections' commits at most every 50 ms.
    await expect.poll(async () => (await me(lc)).membershipStatus, { timeout: 2000, interval: 10 }).toBe('paid');
  });
});

// Two server processes on one PostgreSQL database: a change in one reaches the other's cache and
// its live-points subscribers through LISTEN/NOTIFY.
describe.skipIf(!testDatabases().includes('postgres'))('two server processes on one PostgreSQL database', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let otherUrl: string;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    const port = await freePort();
    otherUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: t.db.dataDir, AUTH_RATE_LIMIT: 'false', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATABASE_URL: t.db.url!, AUTH_SECRET: t.config.authSecret, PUBLIC_URL: otherUrl });
    other = await buildApp(config, { logger: false, migrate: false });
    await other.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it("applies an admin's change made in one process at the other's next requests", async () => {
    const admin = await t.makeUser({ role: 'admin' });
    const learner = await t.makeUser();
    const ac = await signedIn(t, admin, otherUrl);
    const lc = await signedIn(t, learner);
    expect((await lc.get('/api/admin/users')).status).toBe(403);
    expect((await ac.request('PATCH', `/api/admin/users/${learner.id}`, { role: 'admin' })).status).toBe(200);
    // The NOTIFY travels on its own connection: it lands within milliseconds, not before the answer.
    await expect.poll(async () => (await lc.get('/api/admin/users')).status, { timeout: 2000, interval: 10 }).toBe(200);
    expect((await ac.request('PATCH', `/api/admin/users/${learner.id}`, { accountStatus: 'inactive' })).status).toBe(200);
    await expect.poll(async () => (await lc.get('/api/me')).status, { timeout: 2000, interval: 10 }).toBe(401);
  });

  it("sends an award made in one process to a live subscriber of the other", async () => {
    const admin = await t.makeUser({ role: 'admin' });
    const learner = await t.makeUser();
    const ac = await signedIn(t, admin, otherUrl);
    const lc = await signedIn(t, learner);
    const controller = new AbortController();
    const res = await fetch(`${t.url}/api/me/points/stream`, { headers: { cookie: [...lc.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value, { stream: true });
    };
    await readUntil('data: {"points":0}');
    expect((await ac.post(`/api/admin/users/${learner.id}/xp`, { points: 25, reason: 'cross-process' })).status).toBe(200);
    await readUntil('data: {"points":25}');
    controller.abort();
  });
});
