import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePaystackEnv, startFakePaystack, type FakePaystack } from '../test/fake-paystack';
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { bodyFor, jsonSchemaOf, pathSegment, queryFor } from '../test/fuzz-inputs';
import { startTestApp, type Client, type TestApp } from '../test/harness';
import { testDatabases } from '../test/databases';
import { snapshotTables } from '../test/snapshot';

/** Runs per route (FUZZ_RUNS; `npm run fuzz` runs many more) and the seed (FUZZ_SEED; fixed here so CI repeats itself). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261124);
if (process.env.FUZZ_REPORT) console.log(`fuzz: seed ${SEED}, ${RUNS} inputs per route (FUZZ_SEED=${SEED} repeats this run)`);

/** Bookkeeping a refused request may still touch: rate-limit counters (ours and Better Auth's). */
const BOOKKEEPING = new Set(['request_limits', 'rateLimit']);
/** What an error answer must never carry: a stack frame, a source path, SQL or a driver's words. */
const LEAK = /\n\s+at |node_modules|\.ts:\d+|SQLITE_|sqlite3|syntax error at|\bselect\b[^"]{0,80}\bfrom\b|\binsert into\b|\bupdate\b \S+ \bset\b|relation "|violates .* constraint|duplicate key|TypeError|ReferenceError/i;

/**
 * Fuzzing every API route (issue "Hardening", item 4): property-based inputs driven by each
 * route's own zod schemas (params, query, body) plus hostile mutations (wrong types, huge and
 * strange strings, prototype keys, extra fields, deep nesting, broken JSON), sent as a signed-in
 * admin so every check past the access gate runs. Never a 5xx; an error answer never shows a
 * stack or SQL; a 4xx changes nothing in the database; nothing pollutes Object.prototype.
 */
describe.each(testDatabases())('fuzzing every API route on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let stripe: FakeStripe;
  let paystack: FakePaystack;
  beforeAll(async () => {
    // Payments against the local stand-in for Stripe's API, as in the payments tests.
    stripe = await startFakeStripe();
    paystack = await startFakePaystack();
    t = await startTestApp(kind, { ...fakeStripeEnv(stripe), ...fakePaystackEnv(paystack), FORUM_RATE_LIMIT: '100000', BOOKING_RATE_LIMIT: '100000', VERIFY_RATE_LIMIT: '100000' });
    admin = await t.signedInClient({ role: 'admin', membership: 'paid' });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
    await paystack?.close();
  });

  const comparable = (snapshot: Record<string, string[]>) => Object.fromEntries(Object.entries(snapshot).filter(([table]) => !BOOKKEEPING.has(table)));

  it('answers hostile input with a 4xx that changes nothing, never a 5xx or a leak', { timeout: 600_000 }, async () => {
    const routes = t.app.routeList.filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && (r.url.startsWith('/api/') || r.url.startsWith('/functions/') || r.url.startsWith('/ob/') || r.url.startsWith('/verify')) &&
        // Better Auth's own handler (its schemas are not ours; its limits and sign-in have their own tests), and the live stream (it never ends).
        !r.url.startsWith('/api/auth/') && !r.url.endsWith('/stream'),
    );
    expect(routes.length).toBeGreaterThan(100);
    let before = comparable(await snapshotTables(t.app.db.kysely));
    const statuses = new Map<number, number>();
    for (const route of routes) {
      const params = route.url.match(/:\w+/g) ?? [];
      const body = route.method === 'GET' || route.method === 'DELETE' ? fc.constant(undefined) : fc.oneof({ weight: 6, arbitrary: bodyFor(jsonSchemaOf(route.schema?.body)).map((b) => ({ json: b })) }, { weight: 1, arbitrary: fc.constantFrom('{', 'not json', '{"a":', '\u0000').map((raw) => ({ raw })) });
      const input = fc.record({ segments: fc.tuple(...params.map(() => pathSegment)), query: queryFor(jsonSchemaOf(route.schema?.querystring)), body });
      await fc.assert(
        fc.asyncProperty(input, async ({ segments, query, body: payload }) => {
          let i = 0;
          const path = route.url.replace(/:\w+/g, () => segments[i++] ?? 'x');
          const headers: Record<string, string> = { origin: t.url, cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
          let sent: string | undefined;
          if (payload !== undefined) {
            headers['content-type'] = 'application/json';
            sent = 'raw' in payload ? payload.raw : JSON.stringify(payload.json) ?? 'null';
          }
          const res = await fetch(`${t.url}${path}${query ? `?${query}` : ''}`, { method: route.method, headers, body: sent, redirect: 'manual' });
          const text = await res.text();
          const label = `${route.method} ${path} ${sent?.slice(0, 200) ?? ''} → ${res.status} ${text.slice(0, 300)}`;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400) {
            expect(LEAK.test(text), label).toBe(false);
            const after = comparable(await snapshotTables(t.app.db.kysely));
            expect(after, label).toEqual(before);
          } else {
            before = comparable(await snapshotTables(t.app.db.kysely));
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(routes.length * RUNS);
    if (process.env.FUZZ_REPORT) console.log(`${routes.length} routes, ${routes.length * RUNS} requests:`, Object.fromEntries(statuses));
    // The walk reached the handlers: most answers are refusals, some inputs passed.
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(routes.length / 2);
  });
});
