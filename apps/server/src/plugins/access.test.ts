import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTE_TABLE, type ApiAccess } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../test/databases';
import { Client, startTestApp, type TestApp, type TestUser } from '../test/harness';
import { snapshotTables } from '../test/snapshot';

/**
 * Authorization per route, walked over the app's whole route list (security checklist, access
 * control): every route's declared level is the one this file expects, and every caller the
 * level refuses gets 401/403 through every spelling of the path the router accepts, before the
 * query or body is validated and with no change in the database.
 */

// Routes open to visitors, each for a reason (the route says why where it checks callers itself).
const VISITOR_ROUTES = new Set([
  '/api/health',
  '/api/public-config',
  '/api/session', // describes the caller's own session, or null
  '/api/knowledge-base',
  // The podcast, for everyone: published episodes and the feed podcast apps read without a cookie.
  '/api/podcast',
  '/api/podcast/episodes/:episodeId',
  '/podcast.xml',
  '/api/demo/leaderboard',
  '/api/users/:userId/profile',
  '/api/leads/blueprint',
  '/api/leads/roi',
  '/api/bookings',
  '/api/bookings/:bookingId/calendar.ics', // the booked slot, found only by the booking's random id (no person in it)
  '/api/stripe/webhook', // Stripe's signature is its authentication
  '/api/paystack/webhook', // Paystack's signature is its authentication
  '/api/auth/*', // Better Auth: sign-up, sign-in; it authenticates its session routes itself
  '/functions/:name', // the callable protocol identifies the caller after its body check
  // Open Badges documents a verifier fetches (a credential is found only by its random id).
  '/ob/issuer',
  '/ob/badges/:credentialId',
  '/ob/achievements/badges/:badgeId',
  '/ob/achievements/elite', // what the elite certification is, one public document
  '/ob/certificates/:certificateId',
  '/ob/status/:list', // the revocation list a verifier reads (ADR 050): bits at random positions, no one named
  // Certificate verification: anyone holding a paper copy (rate limited; never an email).
  '/verify/*',
  '/verify',
  '/api/verify/*',
  '/api/verify',
  '/api/verify/credential', // checks a saved credential file, nothing read or written (ADR 050)
  // A mentoring link's token proves who answers (the page works signed out).
  '/api/mentoring/respond/lookup',
  '/api/mentoring/respond',
  // A 360 rater's link token is the proof (the rating page works signed out, ADR 048).
  '/api/growth/rate/lookup',
  '/api/growth/rate',
  // What crawlers and browsers ask for by name (site-files.ts): public pages' addresses, an icon.
  '/sitemap.xml',
  '/robots.txt',
]);
// The small web build made below: its files are served to anyone, and so is each screen's page
// (the route table's paths but `/`): what a page shows is checked as the reader's own API reads.
const WEB_FILES = new Set(['/index.html', '/assets/app-1.js', ...ROUTE_TABLE.map((route) => route.path).filter((path) => path !== '/')]);
// An inactive account may still read these of its own.
const ACCOUNT_ROUTES = new Set(['/api/me', '/api/me/points', '/api/me/points/stream']);

/** The level a route must declare: an oracle written apart from the declarations it checks. */
function expectedAccess(url: string): ApiAccess {
  if (VISITOR_ROUTES.has(url) || WEB_FILES.has(url)) return 'visitor';
  if (ACCOUNT_ROUTES.has(url)) return 'account';
  if (url.startsWith('/api/admin/')) return 'admin';
  return 'learner';
}

/** The ways of spelling a path that a router may take for the same route. */
function spellings(p: string): Array<{ name: string; path: string; mayMiss: boolean }> {
  const encodeFirst = (segment: string) => (segment ? `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}` : segment);
  return [
    { name: 'plain', path: p, mayMiss: false },
    { name: 'percent-encoded', path: p.split('/').map(encodeFirst).join('/'), mayMiss: false },
    { name: 'one segment encoded', path: p.replace(/^\/api\/(\w)/, (_m, c: string) => `/api/%${c.charCodeAt(0).toString(16).toUpperCase()}`), mayMiss: false },
    { name: 'doubled leading slash', path: `/${p}`, mayMiss: false },
    { name: 'doubled slashes', path: p.replace(/\//g, '//'), mayMiss: false },
    // The router does not ignore a trailing slash: such a path matches no route (404), which is
    // safe too; if it ever matches, it must get the route's answer.
    { name: 'trailing slash', path: `${p}/`, mayMiss: true },
  ];
}

const PROBE_QUERY = '__probe=1';
const PROBE_BODY = { __probe: 'not a valid body for any route' };

describe.each(testDatabases())('authorization per route on %s', (kind) => {
  let t: TestApp;
  let web: string;
  const clients = {} as Record<'learner' | 'inactive' | 'admin' | 'inactiveAdmin', Client>;

  beforeAll(async () => {
    // A small web build, so the static files' routes are walked too.
    web = mkdtempSync(path.join(tmpdir(), 'lv-web-access-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>LeadVillage</title>');
    writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
    t = await startTestApp(kind, { WEB_DIST: web });
    const accounts = {
      learner: await t.makeUser(),
      inactive: await t.makeUser(),
      // Paid too, so it is the caller a 'paid' route admits (below).
      admin: await t.makeUser({ role: 'admin', membershipStatus: 'paid' }),
      inactiveAdmin: await t.makeUser({ role: 'admin', membershipStatus: 'paid' }),
    };
    for (const [name, user] of Object.entries(accounts) as Array<[keyof typeof clients, TestUser]>) clients[name] = await t.signedInClient({ user });
    await t.app.db.kysely.updateTable('users').set({ accountStatus: 'inactive' }).where('id', 'in', [accounts.inactive.id, accounts.inactiveAdmin.id]).execute();
  });
  afterAll(async () => {
    await t?.close();
    if (web) rmSync(web, { recursive: true, force: true });
  });

  const routes = () => t.app.routeList;
  const fill = (url: string) => url.replace(/:\w+/g, 'x').replace(/\*$/, 'x');

  it('every route declares the access this test expects of it', () => {
    expect(routes().length).toBeGreaterThan(80);
    expect(routes().some((r) => r.url === '/assets/app-1.js')).toBe(true);
    const wrong = routes().filter((r) => r.access !== expectedAccess(r.url)).map((r) => `${r.method} ${r.url}: ${r.access} (expected ${expectedAccess(r.url)})`);
    expect(wrong).toEqual([]);
  });

  it('refuses every caller a route does not admit, through every spelling, before validation, changing nothing', async () => {
    const refusals: Array<{ who: 'visitor' | keyof typeof clients; status: 401 | 403 }> = [];
    const before = await snapshotTables(t.app.db.kysely);
    let calls = 0;
    for (const r of routes()) {
      refusals.length = 0;
      if (r.access !== 'visitor') refusals.push({ who: 'visitor', status: 401 });
      if (r.access === 'learner' || r.access === 'admin' || r.access === 'paid') refusals.push({ who: 'inactive', status: 403 }, { who: 'inactiveAdmin', status: 403 });
      if (r.access === 'admin' || r.access === 'paid') refusals.push({ who: 'learner', status: 403 });
      // One route's refusals at once (they change nothing, so their order does not matter): the
      // walk sends about 800 requests, and one at a time it crawls on a busy machine.
      await Promise.all(
        refusals.flatMap(({ who, status }) =>
          spellings(fill(r.url)).map(async (variant) => {
            const client = who === 'visitor' ? new Client(t.url) : clients[who];
            const hasBody = r.method !== 'GET' && r.method !== 'HEAD';
            // Absolute, so a leading '//' stays a path (not a protocol-relative host).
            const res = await client.request(r.method, `${t.url}${variant.path}?${PROBE_QUERY}`, hasBody ? PROBE_BODY : undefined);
            calls += 1;
            const label = `${who} ${r.method} ${variant.path} (${variant.name}, declared ${r.access})`;
            const text = await res.text();
            if (variant.mayMiss && res.status === 404) {
              if (r.method !== 'HEAD') expect(JSON.parse(text), label).toMatchObject({ error: { code: 'not-found' } });
              return;
            }
            expect(res.status, `${label}: ${text}`).toBe(status);
            if (r.method !== 'HEAD') expect(JSON.parse(text), label).toMatchObject({ error: { code: status === 401 ? 'unauthenticated' : 'permission-denied' } });
          }),
        ),
      );
    }
    expect(calls).toBeGreaterThan(500);
    expect(await snapshotTables(t.app.db.kysely)).toEqual(before);
  }, 120_000); // ~800 requests: a few seconds on a quiet machine, far more on a loaded CI box.

  it('lets every caller a route admits past the check', async () => {
    const gate = ['Please sign in to continue.', 'Your account is inactive.', 'This needs an admin account.', 'This needs a paid membership.'];
    const admitted: Record<ApiAccess, keyof typeof clients | 'visitor'> = { visitor: 'visitor', account: 'inactive', learner: 'learner', paid: 'admin', admin: 'admin' };
    for (const r of routes()) {
      if (r.method === 'HEAD' || r.access === undefined) continue;
      const who = admitted[r.access];
      const client = who === 'visitor' ? new Client(t.url) : clients[who];
      // Some routes stream (server-sent events): the status is all this needs.
      const abort = new AbortController();
      const res = await client.request(r.method, fill(r.url), r.method === 'GET' ? undefined : PROBE_BODY, {}, abort.signal);
      const text = res.headers.get('content-type')?.includes('event-stream') ? '' : await res.text();
      abort.abort();
      const label = `${who} ${r.method} ${r.url}: ${res.status} ${text}`;
      expect(res.status, label).not.toBe(401);
      if (res.status === 403) expect(gate.some((m) => text.includes(m)), label).toBe(false);
    }
  });
});

describe('access declarations', () => {
  it('a route that declares no access, or an unknown level, cannot be registered', async () => {
    const refused: string[] = [];
    const t = await startTestApp('sqlite', {}, {
      extraRoutes(app) {
        for (const [url, options] of [
          ['/api/undeclared', {}],
          ['/api/empty-config', { config: {} }],
          ['/api/typo', { config: { access: 'admins' } }],
        ] as const) {
          try {
            // The typo is the point: cast past the type, as plain JavaScript or a wrong cast could.
            app.get(url, options as object, async () => ({ leaked: true }));
          } catch (err) {
            refused.push((err as Error).message);
          }
        }
      },
    });
    try {
      expect(refused).toEqual([
        'Route GET /api/undeclared declares no access: set config.access to one of visitor, account, learner, paid, admin.',
        'Route GET /api/empty-config declares no access: set config.access to one of visitor, account, learner, paid, admin.',
        'Route GET /api/typo declares no access: set config.access to one of visitor, account, learner, paid, admin.',
      ]);
      for (const url of ['/api/undeclared', '/api/empty-config', '/api/typo']) expect((await fetch(`${t.url}${url}`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it.each(testDatabases())('a paid route: 401 visitor, 403 free or inactive, open to a paid member, checked before validation (%s)', async (kind) => {
    const t = await startTestApp(kind, {}, {
      extraRoutes(app) {
        app.post('/api/test/paid', { config: { access: 'paid' }, schema: { body: z.strictObject({ n: z.number() }) } }, async () => ({ ok: true }));
      },
    });
    try {
      const as = async (opts: Parameters<TestApp['makeUser']>[0] | null, status?: 'inactive') => {
        if (!opts) return new Client(t.url);
        const u = await t.makeUser(opts);
        const c = await t.signedInClient({ user: u });
        if (status) await t.app.db.kysely.updateTable('users').set({ accountStatus: status }).where('id', '=', u.id).execute();
        return c;
      };
      const cases: Array<[string, Client, number, string]> = [
        ['visitor', await as(null), 401, 'Please sign in to continue.'],
        ['free learner', await as({}), 403, 'This needs a paid membership.'],
        ['free admin', await as({ role: 'admin' }), 403, 'This needs a paid membership.'],
        ['inactive paid learner', await as({ membershipStatus: 'paid' }, 'inactive'), 403, 'Your account is inactive.'],
      ];
      for (const [who, c, status, message] of cases) {
        const res = await c.post('/api/test/paid', PROBE_BODY);
        expect(res.status, who).toBe(status);
        expect(((await res.json()) as { error: { message: string } }).error.message, who).toBe(message);
      }
      const paid = await as({ membershipStatus: 'paid' });
      expect((await paid.post('/api/test/paid', PROBE_BODY)).status).toBe(400);
      expect(await (await paid.post('/api/test/paid', { n: 1 })).json()).toEqual({ ok: true });
    } finally {
      await t.close();
    }
  });
});
