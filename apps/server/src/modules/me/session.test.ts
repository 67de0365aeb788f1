import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';

describe.each(testDatabases())('GET /api/session on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a visitor 200 with no user and is never cached', async () => {
    const res = await new Client(t.url).get('/api/session');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ user: null });
    // /api/me still refuses a visitor.
    expect((await new Client(t.url).get('/api/me')).status).toBe(401);
  });

  it("gives the signed-in user their own document, the same as /api/me", async () => {
    const u = await t.makeUser({ name: 'Thandi', membershipStatus: 'paid' });
    const c = new Client(t.url);
    await c.signIn(u.email, u.password);
    const session = (await (await c.get('/api/session')).json()) as { user: Record<string, unknown> };
    const me = (await (await c.get('/api/me')).json()) as { user: Record<string, unknown> };
    expect(session.user).toMatchObject({ id: u.id, email: u.email, name: 'Thandi', membershipStatus: 'paid' });
    expect(session.user).toEqual(me.user);
  });

  it('answers no user for a forged cookie and after sign-out', async () => {
    const u = await t.makeUser();
    const c = new Client(t.url);
    await c.signIn(u.email, u.password);
    const [token] = decodeURIComponent(c.cookies.get('lv.session_token')!).split('.');
    const forged = new Client(t.url);
    forged.cookies.set('lv.session_token', encodeURIComponent(`${token}.${'A'.repeat(43)}=`));
    expect(await (await forged.get('/api/session')).json()).toEqual({ user: null });

    const stolen = new Client(t.url);
    stolen.cookies = new Map(c.cookies);
    expect((await c.post('/api/auth/sign-out', {})).status).toBe(200);
    const after = await stolen.get('/api/session');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ user: null });
  });
});
