import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettled, Client, lastMailTo, linkIn, startTestApp, type TestApp } from '../test/harness';
import { testDatabases } from '../test/databases';

describe.each(testDatabases())('identity on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps our migrations in step with what Better Auth expects', async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(t.app.auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });

  it('signs up, mails a verification link, verifies and signs in', async () => {
    const c = new Client(t.url);
    const email = `new.${kind}@example.test`;
    const res = await c.post('/api/auth/sign-up/email', { name: 'Naledi', email, password: 'a-good-password', callbackURL: '/welcome' });
    expect(res.status).toBe(200);
    expect(c.cookies.size).toBe(0); // no session before the email is confirmed

    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toMatch(/Confirm your email/);

    const early = await new Client(t.url).signIn(email, 'a-good-password');
    expect(early.status).toBe(403);
    await mailSettled(t);
    const mails = await t.app.db.kysely.selectFrom('dev_outbox').select('id').where('to', '=', email).execute();
    expect(mails).toHaveLength(2); // a fresh link is sent on sign-in

    const verify = await c.get(linkIn(mail!.text));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toContain('/welcome');

    const me = await c.get('/api/me');
    expect(me.status).toBe(200);
    const { user } = (await me.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ email, name: 'Naledi', emailVerified: true, role: 'learner', accountStatus: 'active', membershipStatus: 'free', transformationTier: null });
    expect(typeof user.lastActive).toBe('string'); // written at sign-in with the server clock

    const points = await t.app.db.kysely.selectFrom('user_points').selectAll().where('userId', '=', user.id as string).executeTakeFirst();
    expect(points?.points).toBe(0);

    const again = await new Client(t.url).signIn(email, 'a-good-password');
    expect(again.status).toBe(200);
  });

  it('answers sign-up the same for a registered and a new email', async () => {
    const known = await t.makeUser();
    const a = await new Client(t.url).post('/api/auth/sign-up/email', { name: 'X', email: known.email, password: 'another-password' });
    const b = await new Client(t.url).post('/api/auth/sign-up/email', { name: 'X', email: `fresh.${kind}.${Date.now()}@example.test`, password: 'another-password' });
    expect(a.status).toBe(b.status);
    const [ja, jb] = [(await a.json()) as Record<string, unknown>, (await b.json()) as Record<string, unknown>];
    expect(Object.keys(ja).sort()).toEqual(Object.keys(jb).sort());
    // The real owner hears about it instead.
    expect((await lastMailTo(t, known.email))?.subject).toMatch(/tried to sign up/);
  });

  it('answers sign-in and forgot-password the same for a registered and an unknown email', async () => {
    const known = await t.makeUser();
    const wrong = await new Client(t.url).signIn(known.email, 'not-the-password');
    const unknown = await new Client(t.url).signIn(`nobody.${kind}@example.test`, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());

    const f1 = await new Client(t.url).post('/api/auth/request-password-reset', { email: known.email, redirectTo: '/auth' });
    const f2 = await new Client(t.url).post('/api/auth/request-password-reset', { email: `nobody2.${kind}@example.test`, redirectTo: '/auth' });
    expect(f1.status).toBe(f2.status);
    expect(await f1.json()).toEqual(await f2.json());
  });

  it('refuses a 7-character password, accepts 8, and does not truncate 100', async () => {
    const seven = await new Client(t.url).post('/api/auth/sign-up/email', { name: 'P', email: `p7.${kind}@example.test`, password: '1234567' });
    expect(seven.status).toBe(400);
    const eight = await new Client(t.url).post('/api/auth/sign-up/email', { name: 'P', email: `p8.${kind}@example.test`, password: '12345678' });
    expect(eight.status).toBe(200);

    const long = 'L'.repeat(99) + 'x';
    const u = await t.makeUser({ password: long });
    expect((await new Client(t.url).signIn(u.email, long)).status).toBe(200);
    expect((await new Client(t.url).signIn(u.email, 'L'.repeat(99) + 'y')).status).toBe(401);
    expect((await new Client(t.url).signIn(u.email, 'L'.repeat(72))).status).toBe(401);
  });

  it('resets a password with a single-use emailed link', async () => {
    const u = await t.makeUser();
    const c = new Client(t.url);
    expect((await c.post('/api/auth/request-password-reset', { email: u.email, redirectTo: '/auth' })).status).toBe(200);
    const mail = await lastMailTo(t, u.email);
    const link = linkIn(mail!.text);
    const toForm = await c.get(link);
    expect(toForm.status).toBe(302);
    const location = new URL(toForm.headers.get('location')!, t.url);
    expect(location.pathname).toBe('/auth');
    const token = location.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => new Client(t.url).post('/api/auth/reset-password', { token, newPassword: `new-password-${i}` })),
    );
    const ok = attempts.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect((await new Client(t.url).signIn(u.email, u.password)).status).toBe(401);
  });

  it('signs in by an emailed link that works once', async () => {
    const u = await t.makeUser();
    const c = new Client(t.url);
    expect((await c.post('/api/auth/sign-in/magic-link', { email: u.email, callbackURL: '/leaderboard' })).status).toBe(200);
    const link = linkIn((await lastMailTo(t, u.email))!.text);
    const results = await Promise.all(Array.from({ length: 20 }, () => new Client(t.url).get(link)));
    const signedIn = results.filter((r) => r.headers.getSetCookie().some((s) => s.startsWith('lv.session_token=') && !/max-age=0/i.test(s)));
    expect(signedIn).toHaveLength(1);
  });

  it('sets HttpOnly SameSite session cookies and kills the session on sign-out', async () => {
    const u = await t.makeUser();
    const c = new Client(t.url);
    const res = await c.signIn(u.email, u.password);
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith('lv.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const stolen = new Client(t.url);
    stolen.cookies = new Map(c.cookies);
    expect((await stolen.get('/api/me')).status).toBe(200);
    expect((await c.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await stolen.get('/api/me')).status).toBe(401);
  });

  it('refuses a forged or expired session cookie', async () => {
    const u = await t.makeUser();
    const c = new Client(t.url);
    await c.signIn(u.email, u.password);
    const value = decodeURIComponent(c.cookies.get('lv.session_token')!);
    const [token] = value.split('.');
    const forged = new Client(t.url);
    forged.cookies.set('lv.session_token', encodeURIComponent(`${token}.${'A'.repeat(43)}=`));
    expect((await forged.get('/api/me')).status).toBe(401);
    const unsigned = new Client(t.url);
    unsigned.cookies.set('lv.session_token', token!);
    expect((await unsigned.get('/api/me')).status).toBe(401);

    expect((await c.get('/api/me')).status).toBe(200);
    const past = kind === 'postgres' ? new Date(Date.now() - 1000) : new Date(Date.now() - 1000).toISOString();
    await t.app.db.kysely.updateTable('session').set({ expiresAt: past }).where('userId', '=', u.id).execute();
    // Whoever writes session rows says so, as our services and Better Auth's hooks do (db/identity.ts).
    await t.app.db.identity.changed(u.id);
    expect((await c.get('/api/me')).status).toBe(401);
  });

  it('blocks sign-in of an inactive account and refuses its writes', async () => {
    const u = await t.makeUser();
    const c = new Client(t.url);
    expect((await c.signIn(u.email, u.password)).status).toBe(200);
    await t.app.db.kysely.updateTable('users').set({ accountStatus: 'inactive' }).where('id', '=', u.id).execute();
    const me = await c.get('/api/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { accountStatus: string } }).user.accountStatus).toBe('inactive');
    expect((await c.post('/api/me/activity')).status).toBe(403);
    expect((await new Client(t.url).signIn(u.email, u.password)).status).toBe(403);
  });

  it('never lets sign-up set role, status, membership, tier or points', async () => {
    const c = new Client(t.url);
    const email = `mass.${kind}@example.test`;
    await c.post('/api/auth/sign-up/email', { name: 'M', email, password: 'a-good-password', role: 'admin', accountStatus: 'active', membershipStatus: 'paid', transformationTier: 'corporate_leader', points: 99999 });
    const row = await t.app.db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    if (row) {
      expect(row).toMatchObject({ role: 'learner', membershipStatus: 'free', transformationTier: null });
      const p = await t.app.db.kysely.selectFrom('user_points').select('points').where('userId', '=', row.id).executeTakeFirst();
      expect(p?.points).toBe(0);
    }
  });

  it('keeps passwords, cookies and tokens out of the logs', async () => {
    const u = await t.makeUser({ password: 'very-secret-password-42' });
    const c = new Client(t.url, { authorization: 'Bearer sk_live_should_not_leak' });
    await c.signIn(u.email, 'very-secret-password-42');
    await c.get('/api/me');
    const all = t.logs.join('');
    expect(all).not.toContain('very-secret-password-42');
    expect(all).not.toContain('sk_live_should_not_leak');
    for (const value of c.cookies.values()) expect(all).not.toContain(value);
  });
});

describe.each(testDatabases())('auth rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempt = (path: string, xff?: string) =>
    new Client(t.url, xff ? { 'x-forwarded-for': xff } : {}).post(path, { email: 'someone@example.test', password: 'wrong-password' });

  it('answers the 4th sign-in within 10 s with 429', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt('/api/auth/sign-in/email')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('is not fooled by a rotated X-Forwarded-For or a doubled slash', async () => {
    const r1 = await attempt('/api/auth/sign-in/email', '203.0.113.1');
    const r2 = await attempt('/api/auth//sign-in/email', '203.0.113.2');
    const r3 = await attempt('/api/auth/sign-in//email', '198.51.100.7');
    expect([r1.status, r2.status, r3.status]).toEqual([429, 429, 429]);
  });
});
