import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT, LONG_TEXT_BODY_LIMIT, MAX_BODY_DEPTH, nestedDeeperThan } from '../lib/body-limits';
import { startTestApp, type TestApp } from '../test/harness';
import { testDatabases } from '../test/databases';
import { snapshotTables } from '../test/snapshot';

describe.each(testDatabases())('request body limits per route on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { FORUM_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a body over the default limit with 413 and the error body, changing nothing', async () => {
    const c = await t.signedInClient();
    const before = await snapshotTables(t.app.db.kysely);
    const res = await c.post('/api/me/impact', { title: 'x'.repeat(BODY_LIMIT), description: 'Too big to read.', day: '2026-11-20' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'invalid-argument', message: 'Request body is too large' } });
    expect(await snapshotTables(t.app.db.kysely)).toEqual(before);
  });

  it('refuses a body nested deeper than any schema with 400, on our routes and the identity library\'s, changing nothing', async () => {
    // Written as text: JSON.stringify itself overflows at this depth.
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}{"title":"deep"}${'}'.repeat(levels)}`;
    const c = await t.signedInClient();
    const before = await snapshotTables(t.app.db.kysely);
    for (const path of ['/api/me/impact', '/api/auth/sign-in/social']) {
      const res = await fetch(new URL(path, c.base), {
        method: 'POST',
        headers: { origin: c.base, cookie: c.cookieHeader() ?? '', 'content-type': 'application/json' },
        body: deep(10_000),
      });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'invalid-argument', message: 'Request body is nested too deeply' } });
    }
    expect(await snapshotTables(t.app.db.kysely)).toEqual(before);
  });

  it.each([
    [{ a: 1 }, 1, false],
    [[[[]]], 3, false],
    [[[[]]], 2, true],
    [{ a: { b: [{ c: 'x' }] } }, 4, false],
    [{ a: { b: [{ c: 'x' }] } }, 3, true],
    ['text', 0, false],
    [Buffer.from('[[[[]]]]'), 0, false],
    [new (class Node { next = { next: { next: {} } } })(), 0, false],
  ])('nestedDeeperThan(%j, %i) is %s', (value, max, deeper) => {
    expect(nestedDeeperThan(value, max)).toBe(deeper);
    expect(MAX_BODY_DEPTH).toBeGreaterThanOrEqual(8);
  });

  it("takes a forum post at its schema's longest in 3-byte characters, and refuses one over the long-text limit", async () => {
    const c = await t.signedInClient();
    const longest = 'ọ'.repeat(20_000);
    // 60 KB: the most a 20,000-character post weighs without escapes.
    expect(Buffer.byteLength(JSON.stringify({ title: 'Ọ̀kọ̀nkwọ́ on ownership', body: longest }))).toBeGreaterThan(60_000);
    const ok = await c.post('/api/forum/posts', { title: 'Ọ̀kọ̀nkwọ́ on ownership', body: longest });
    expect(ok.status).toBe(201);
    const tooLarge = await c.post('/api/forum/posts', { title: 'Too large', body: 'x'.repeat(LONG_TEXT_BODY_LIMIT) });
    expect(tooLarge.status).toBe(413);
  });

  it('gives every route the default limit unless it declares the long-text one', () => {
    const routes = t.app.routeList.filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
    const limits = new Set(routes.map((r) => r.bodyLimit));
    expect([...limits].sort()).toEqual([BODY_LIMIT, LONG_TEXT_BODY_LIMIT].sort());
    const long = routes.filter((r) => r.bodyLimit === LONG_TEXT_BODY_LIMIT).map((r) => `${r.method} ${r.url}`).sort();
    expect(long).toEqual(
      [
        'PATCH /api/forum/posts/:postId',
        'POST /api/admin/journeys/:journeyId/draft/modules',
        'POST /api/admin/journeys/preview',
        'POST /api/admin/podcast/episodes',
        'PUT /api/admin/podcast/episodes/:episodeId',
        'POST /api/capstones/preview',
        'POST /api/forum/posts',
        'POST /api/journeys/:journeyId/capstone/submissions',
        'POST /api/paystack/webhook',
        'POST /api/stripe/webhook',
        'PUT /api/admin/journeys/:journeyId/draft/modules/:moduleSlug',
        'PUT /api/journeys/:journeyId/capstone',
      ].sort(),
    );
  });
});
