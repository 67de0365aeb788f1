import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordSignInFailure,
  signInLockedUntil,
  SIGN_IN_LOCK_MS,
  SIGN_IN_WINDOW_MS,
} from '../lib/account-limits';
import { testDatabases } from '../test/databases';
import { mailSettled, Client, startTestApp, type TestApp } from '../test/harness';

let ip = 0;
/** A client from an address of its own every time (TRUST_PROXY is on): the per-address limit never meets it. */
const fresh = (t: TestApp) =>
  new Client(t.url, { 'x-forwarded-for': `198.51.100.${(ip = (ip % 250) + 1)}` });

describe.each(testDatabases())('per-account limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: 'true', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('locks password sign-in for an address after 5 failures from 5 addresses, and says so without telling whether it has an account', async () => {
    const u = await t.makeUser();
    const unknown = `nobody.${kind}.${Date.now()}@example.test`;
    for (const email of [u.email, unknown]) {
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await fresh(t).signIn(email, 'wrong-password')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
    }
    // The right password no longer opens it; the answer is the same for the unknown address.
    const [own, other] = await Promise.all([
      fresh(t).signIn(u.email, u.password),
      fresh(t).signIn(unknown, u.password),
    ]);
    expect([own.status, other.status]).toEqual([429, 429]);
    const [a, b] = (await Promise.all([own.json(), other.json()])) as [
      { code: string; message: string },
      unknown,
    ];
    expect(a).toEqual(b);
    expect(a.code).toBe('SIGN_IN_LOCKED');
    expect(a.message).toMatch(/paused for up to 15 minutes/);
    expect(Number(own.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another account is not touched.
    const v = await t.makeUser();
    expect((await fresh(t).signIn(v.email, v.password)).status).toBe(200);
  });

  it('starts the count afresh after a successful sign-in', async () => {
    const u = await t.makeUser();
    for (let i = 0; i < 4; i++)
      expect((await fresh(t).signIn(u.email, 'wrong-password')).status).toBe(401);
    expect((await fresh(t).signIn(u.email, u.password)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await fresh(t).signIn(u.email, 'wrong-password')).status).toBe(401);
    expect((await fresh(t).signIn(u.email, u.password)).status).toBe(200);
  });

  it('counts 20 parallel failures once each and locks at the 5th, then opens again after 15 minutes', async () => {
    const email = `parallel.${kind}.${Date.now()}@example.test`;
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => recordSignInFailure(t.app.db.kysely, email, now)),
    );
    expect(results.map((r) => r.failures).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.lockedUntil !== null)).toHaveLength(16);
    expect(await signInLockedUntil(t.app.db.kysely, email, now)).toBe(now + SIGN_IN_LOCK_MS);
    expect(await signInLockedUntil(t.app.db.kysely, email, now + SIGN_IN_LOCK_MS)).toBeNull();
    // A failure after the window has passed is the first of a new count.
    expect(
      await recordSignInFailure(t.app.db.kysely, email, now + SIGN_IN_WINDOW_MS + SIGN_IN_LOCK_MS),
    ).toEqual({ failures: 1, lockedUntil: null });
  });

  it('sends at most 3 mails to one address in 15 minutes, whatever asks and from where, answering every request the same', async () => {
    const u = await t.makeUser();
    const asks = [
      () =>
        fresh(t).post('/api/auth/request-password-reset', { email: u.email, redirectTo: '/auth' }),
      () =>
        fresh(t).post('/api/auth/sign-in/magic-link', {
          email: u.email,
          callbackURL: '/leaderboard',
        }),
      () =>
        fresh(t).post('/api/auth/sign-up/email', {
          email: u.email,
          password: 'another password 1',
          name: 'Someone',
        }),
    ];
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await asks[i % asks.length]!()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    await mailSettled(t);
    const mails = await t.app.db.kysely
      .selectFrom('dev_outbox')
      .select('id')
      .where('to', '=', u.email)
      .execute();
    expect(mails).toHaveLength(3);
    // Another address still gets its mail.
    const v = await t.makeUser();
    expect(
      (
        await fresh(t).post('/api/auth/request-password-reset', {
          email: v.email,
          redirectTo: '/auth',
        })
      ).status,
    ).toBe(200);
    await mailSettled(t);
    expect(
      await t.app.db.kysely
        .selectFrom('dev_outbox')
        .select('id')
        .where('to', '=', v.email)
        .execute(),
    ).toHaveLength(1);
  });

  it('keeps the address itself out of its counters', async () => {
    const rows = await t.app.db.kysely.selectFrom('account_limits').select('key').execute();
    const mailRows = await t.app.db.kysely
      .selectFrom('request_limits')
      .select('key')
      .where('key', 'like', 'mail %')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(mailRows.length).toBeGreaterThan(0);
    for (const { key } of [...rows, ...mailRows])
      expect(key).toMatch(/^(sign-in|mail) [0-9a-f]{64}$/);
  });
});

describe('the proxy warning', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('warns once when requests carry X-Forwarded-For and TRUST_PROXY is off', async () => {
    const warning = () => t.logs.filter((line) => line.includes('TRUST_PROXY is off'));
    await new Client(t.url).get('/api/health');
    expect(warning()).toHaveLength(0);
    await new Client(t.url, { 'x-forwarded-for': '203.0.113.9' }).get('/api/health');
    await new Client(t.url, { 'x-forwarded-for': '203.0.113.10' }).get('/api/health');
    expect(warning()).toHaveLength(1);
    expect(JSON.parse(warning()[0]!)).toMatchObject({ level: 40 });
  });
});
