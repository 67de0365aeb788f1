import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../config';
import { Client, freePort, startTestApp, type TestApp } from '../test/harness';
import { createTestDatabase, testDatabases } from '../test/databases';

describe('configuration', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET: must be at least 32 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set'],
    [{ OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' }, 'OIDC_ISSUER: is required when OIDC_CLIENT_ID is set'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(message);
  });

  it('has working defaults for a laptop', () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', TRUST_PROXY: false, AUTH_RATE_LIMIT: true });
  });
});

describe.each(testDatabases())('platform API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports database reachability on /api/health', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: { kind, reachable: true } });
  });

  it('answers unknown /api paths with JSON 404', async () => {
    for (const [method, p] of [['GET', '/api/nope'], ['POST', '/api/nope/deeper'], ['DELETE', '/api']] as const) {
      const res = await fetch(`${t.url}${p}`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not-found');
    }
  });

  it('lists only configured social providers in the public config', async () => {
    const res = await fetch(`${t.url}/api/public-config`);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ siteName: 'LeadVillage', socialProviders: [] });
    expect(body.settings).toMatchObject({ firstLeaderName: 'Amara', secondLeaderName: 'Kwame' });
    expect(body.settings).not.toHaveProperty('bookingWebhookUrl');
  });

  it('serves stored settings over the defaults, ignoring a bad stored value', async () => {
    const now = Date.now();
    await t.app.db.kysely
      .insertInto('settings')
      .values([
        { key: 'firstLeaderName', value: JSON.stringify('Ngozi'), updatedAt: now, updatedBy: null },
        { key: 'activeLeaders', value: JSON.stringify('lots'), updatedAt: now, updatedBy: null },
      ])
      .execute();
    const body = (await (await fetch(`${t.url}/api/public-config`)).json()) as { settings: Record<string, unknown> };
    expect(body.settings.firstLeaderName).toBe('Ngozi');
    expect(body.settings.activeLeaders).toBe(2453);
    await t.app.db.kysely.deleteFrom('settings').execute();
  });

  it('sends security headers', async () => {
    const res = await fetch(`${t.url}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a cookie-authenticated write from another origin and changes nothing', async () => {
    const u = await t.makeUser();
    const c = await t.signedInClient({ user: u });
    await t.app.db.kysely.updateTable('users').set({ lastActive: 1 }).where('id', '=', u.id).execute();
    const evil = await c.post('/api/me/activity', undefined, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const none = await c.request('POST', '/api/me/activity', undefined, { origin: '' });
    expect(none.status).toBe(403);
    let row = await t.app.db.kysely.selectFrom('users').select('lastActive').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.lastActive).toBe(1);

    const before = Date.now();
    expect((await c.post('/api/me/activity')).status).toBe(204);
    row = await t.app.db.kysely.selectFrom('users').select('lastActive').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.lastActive).toBeGreaterThanOrEqual(before);
  });

  it('guards every admin route: 401 for a visitor, 403 for a learner, 200 for an admin', async () => {
    const learner = await t.makeUser();
    const admin = await t.makeUser({ role: 'admin' });
    const lc = await t.signedInClient({ user: learner });
    const ac = await t.signedInClient({ user: admin });
    const adminRoutes = t.app.routeList.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD');
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const r of adminRoutes) {
      const p = r.url.replace(/:(\w+)/g, 'x');
      const body = r.method === 'GET' ? undefined : {};
      expect((await new Client(t.url).request(r.method, p, body)).status, `${r.method} ${p}`).toBe(401);
      expect((await lc.request(r.method, p, body)).status, `${r.method} ${p}`).toBe(403);
    }
    expect((await ac.get('/api/admin/outbox')).status).toBe(200);
  });

  it('demoting an admin takes effect on their next request', async () => {
    const admin = await t.makeUser({ role: 'admin' });
    const ac = await t.signedInClient({ user: admin });
    expect((await ac.get('/api/admin/outbox')).status).toBe(200);
    expect((await ac.get('/api/admin/outbox')).status).toBe(200);
    const other = await t.signedInClient({ role: 'admin' });
    expect((await other.request('PATCH', `/api/admin/users/${admin.id}`, { role: 'learner' })).status).toBe(200);
    expect((await ac.get('/api/admin/outbox')).status).toBe(403);
  });

  it('validates query strings with per-field messages', async () => {
    const admin = await t.makeUser({ role: 'admin' });
    const ac = await t.signedInClient({ user: admin });
    const bad = await ac.get('/api/admin/outbox?limit=abc&extra=1');
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid-argument');
    expect(Object.keys(body.error.fields).length).toBeGreaterThan(0);
  });

  it('refuses bodies that are not JSON or too large', async () => {
    const notJson = await fetch(`${t.url}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: t.url }, body: '{nope' });
    expect(notJson.status).toBe(400);
    const huge = await fetch(`${t.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url },
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });
});

describe('serving the web app', () => {
  it('answers client-side routes with index.html and missing files with 404', async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'lv-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>LeadVillage</title>');
    writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
    const t = await startTestApp('sqlite', { WEB_DIST: web });
    try {
      const page = await fetch(`${t.url}/leaderboard?period=week`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>LeadVillage</title>');
      expect((await fetch(`${t.url}/assets/app-1.js`)).status).toBe(200);
      expect((await fetch(`${t.url}/assets/app-2.js`)).status).toBe(404);
      expect((await fetch(`${t.url}/favicon-old.svg`)).status).toBe(404);
      expect((await fetch(`${t.url}/api/nope`)).status).toBe(404);
    } finally {
      await t.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});

describe('process', () => {
  it('starts on an empty data folder, migrates, seeds once, and drains on SIGTERM', async () => {
    const db = await createTestDatabase('sqlite');
    const port = await freePort();
    const serverTs = path.resolve(import.meta.dirname, '../server.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', serverTs], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: db.dataDir, WEB_DIST: '/nonexistent', DATABASE_URL: '', AUTH_SECRET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const deadline = Date.now() + 30_000;
    while (!out.includes('is serving') && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
    expect(out).toContain('Demo accounts created');
    expect(out).toMatch(/admin\s+admin@leadvillage\.local\s+\S{8,}/);
    expect(out).toContain('AUTH_SECRET is not set');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    await db.drop();
  });

  it('admin:create makes an admin with a one-time password, or promotes an existing account', async () => {
    const db = await createTestDatabase('sqlite');
    const cli = path.resolve(import.meta.dirname, '../cli/admin-create.ts');
    const run = (...args: string[]) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...process.env, DATA_DIR: db.dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        child.on('exit', (code) => resolve({ code, out }));
      });
    const bad = await run('--email', 'not-an-email');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('Usage: npm run admin:create');
    const made = await run('--email', 'Boss@Example.test', '--name', 'The Boss');
    expect(made.code).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(made.out)?.[1];
    expect(password).toBeTruthy();
    const again = await run('--email', 'boss@example.test');
    expect(again.out).toContain('boss@example.test is now an admin.');

    const t = await startTestApp('sqlite', { DATA_DIR: db.dataDir });
    try {
      const c = new Client(t.url);
      expect((await c.signIn('boss@example.test', password!)).status).toBe(200);
      const me = (await (await c.get('/api/me')).json()) as { user: { role: string; name: string } };
      expect(me.user).toMatchObject({ role: 'admin', name: 'The Boss' });
    } finally {
      await t.close();
      await db.drop();
    }
  }, 90_000); // Three runs of the CLI through tsx, about 6 s each on a quiet machine, 30 s or more beside other work.

  it('stops with the variable name and reason on a bad configuration', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../server.ts')], {
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(err).toContain('PORT');
  });
});
