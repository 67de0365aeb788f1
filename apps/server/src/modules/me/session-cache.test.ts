import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';

// Across server processes (PostgreSQL): plugins/two-processes.test.ts, with real processes.
interface Shown {
  name: string;
  role: string;
  membershipStatus: string;
  transformationTier: string | null;
}
const me = async (c: Client) => ((await (await c.get('/api/me')).json()) as { user: Shown }).user;
/** Asked twice, so the second answer (and the next) comes from the cache. */
const cached = async (c: Client) => (await me(c), await me(c));

// The signed-in user is cached per process (lib/session-cache); every code path that changes a
// user or a session tells it (db/identity.ts). These check that each such change applies at once.
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

  it("applies an admin's promotion, demotion, membership change and deactivation from the very next request", async () => {
    const learner = await t.makeUser();
    const lc = await t.signedInClient({ user: learner });
    const patch = (body: object) => ac.request('PATCH', `/api/admin/users/${learner.id}`, body);
    expect((await lc.get('/api/admin/users')).status).toBe(403);
    expect((await lc.get('/api/admin/users')).status).toBe(403);
    expect((await patch({ role: 'admin' })).status).toBe(200);
    expect((await lc.get('/api/admin/users')).status).toBe(200);
    expect((await lc.get('/api/admin/users')).status).toBe(200);
    // A demoted admin is refused at once: this fails if the admin service forgets to tell the cache.
    expect((await patch({ role: 'learner' })).status).toBe(200);
    expect((await lc.get('/api/admin/users')).status).toBe(403);
    expect(await cached(lc)).toMatchObject({ membershipStatus: 'free' });
    expect((await patch({ membershipStatus: 'paid', transformationTier: 'individual_paid' })).status).toBe(200);
    expect(await me(lc)).toMatchObject({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
    expect((await patch({ accountStatus: 'inactive' })).status).toBe(200);
    expect((await lc.get('/api/me')).status).toBe(401);
  });

  it("applies the tier a village writes and the learner's own profile change from the very next request", async () => {
    const lc = await t.signedInClient();
    expect(await cached(lc)).toMatchObject({ transformationTier: null });
    expect((await lc.post('/api/teams', { name: 'Cache village' })).status).toBe(201);
    expect(await cached(lc)).toMatchObject({ transformationTier: 'corporate_leader' });
    expect((await lc.post('/api/teams/mine/leave')).status).toBe(200);
    expect(await cached(lc)).toMatchObject({ transformationTier: null });
    expect((await lc.request('PATCH', '/api/me/profile', { name: 'Renamed Through Profile' })).status).toBe(200);
    expect(await me(lc)).toMatchObject({ name: 'Renamed Through Profile' });
  });

  it("applies Better Auth's own changes: a user update, revoked sessions and a sign-out", async () => {
    const user = await t.makeUser();
    const a = await t.signedInClient({ user });
    const b = await t.signedInClient({ user });
    await cached(a);
    await cached(b);
    expect((await a.post('/api/auth/update-user', { name: 'Renamed Through Auth' })).status).toBe(200);
    expect(await me(b)).toMatchObject({ name: 'Renamed Through Auth' });

    // Another device's session, revoked from this one.
    expect((await a.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await b.get('/api/me')).status).toBe(401);
    expect((await a.get('/api/me')).status).toBe(200);

    // The cookie as it was before signing out (a copy kept by someone else) is refused at once.
    const copy = new Client(t.url);
    copy.cookies = new Map(a.cookies);
    expect((await copy.get('/api/me')).status).toBe(200);
    expect((await a.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await copy.get('/api/me')).status).toBe(401);
  });

  it('applies a change written straight to the database once the writer says so (db.identity.changed), and never serves one cookie to another', async () => {
    const a = await t.makeUser({ name: 'Ama' });
    const b = await t.makeUser({ name: 'Bola' });
    const ca = await t.signedInClient({ user: a });
    const cb = await t.signedInClient({ user: b });
    expect(await cached(ca)).toMatchObject({ role: 'learner', name: 'Ama' });
    expect(await cached(cb)).toMatchObject({ name: 'Bola' });
    await t.app.db.kysely.updateTable('users').set({ role: 'admin' }).where('id', '=', a.id).execute();
    // Untold, the cache still answers from what it read: the call below is what makes it apply.
    expect(await me(ca)).toMatchObject({ role: 'learner' });
    await t.app.db.identity.changed(a.id);
    expect(await me(ca)).toMatchObject({ role: 'admin' });

    await t.app.db.kysely.deleteFrom('session').where('userId', '=', a.id).execute();
    await t.app.db.identity.changed(a.id);
    expect((await ca.get('/api/me')).status).toBe(401);
    expect(await me(cb)).toMatchObject({ name: 'Bola' });
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
    expect(await cached(lc)).toMatchObject({ role: 'learner', membershipStatus: 'free' });
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
