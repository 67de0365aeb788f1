import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../test/harness';
import { startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';

// Across server processes (PostgreSQL): plugins/two-processes.test.ts, with real processes.
const me = async (c: Client) => ((await (await c.get('/api/me')).json()) as { user: { role: string; membershipStatus: string } }).user;

// The signed-in user is cached per process (lib/session-cache); these check that no change is missed.
describe.each(testDatabases())('the signed-in-user cache on %s', (kind) => {
  let t: TestApp;
  let ac: Client;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ac = await t.signedInClient({ role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('applies a promotion, a demotion and a deactivation from the very next request', async () => {
    const learner = await t.makeUser();
    const lc = await t.signedInClient({ user: learner });
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
    const lc = await t.signedInClient({ user: learner });
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
    const ca = await t.signedInClient({ user: a });
    const cb = await t.signedInClient({ user: b });
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
    const lc = await t.signedInClient({ user: learner });
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
