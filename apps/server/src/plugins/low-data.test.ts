import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../test/harness';
import { testDatabases } from '../test/databases';
import { API_CACHE_CONTROL, etagMatches } from './low-data';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (still compressed when content-encoding says so). */
  body: Buffer;
}

/** A GET as a browser sends it, reading the raw bytes (fetch would decompress them). */
function rawGet(base: string, url: string, headers: Record<string, string>, opts: { firstChunkOnly?: boolean } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(url, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (opts.firstChunkOnly) {
          res.destroy();
          done();
        }
      });
      res.on('end', done);
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const entry = { title: 'Shorter stand-ups', description: 'We cut the daily stand-up to 15 minutes.', day: '2026-11-02', effect: null, visibility: 'private' };
const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item number ${i}`, note: 'the same words again and again' })) };

describe('etagMatches', () => {
  it('matches a list, a star and either spelling of a weak tag, and nothing else', () => {
    expect(etagMatches('W/"a", W/"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('*', 'W/"b"')).toBe(true);
    expect(etagMatches('W/"c"', 'W/"b"')).toBe(false);
    expect(etagMatches(undefined, 'W/"b"')).toBe(false);
  });
});

describe.each(testDatabases())('low data: caching rules, ETag / 304 and compression on %s', (kind) => {
  let t: TestApp;
  let web: string;
  let cookie: string;

  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'lv-web-low-data-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>LeadVillage</title>');
    writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
    t = await startTestApp(kind, { WEB_DIST: web }, {
      extraRoutes(app) {
        // A read that sets a cookie (as a session refresh would): never given an ETag.
        app.get('/api/test/with-cookie', { config: { access: 'visitor' } }, (_request, reply) => reply.header('set-cookie', 'x=1; Path=/').send({ ok: true }));
        app.get('/api/test/big', { config: { access: 'visitor' } }, () => BIG);
      },
    });
    const u = await t.makeUser();
    const c = await t.signedInClient({ user: u });
    cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('a private API read is private, no-cache with an ETag; the same ETag back is a 304 with no body', async () => {
    const first = await rawGet(t.url, '/api/me/impact', { cookie });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(API_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);

    const again = await rawGet(t.url, '/api/me/impact', { cookie, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toBeUndefined();
    // A browser merges a 304's headers into its stored copy: the 304 keeps the same rule.
    expect(again.headers['cache-control']).toBe(API_CACHE_CONTROL);

    // Something changed: the old ETag no longer matches, the new body comes with a new one.
    const c = new Client(t.url, { cookie });
    expect((await c.post('/api/me/impact', entry)).status).toBe(201);
    const changed = await rawGet(t.url, '/api/me/impact', { cookie, 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(JSON.parse(changed.body.toString('utf8')).entries).toHaveLength(1);
  });

  it('another learner with the same ETag gets their own answer, not a 304 of someone else', async () => {
    const mine = await rawGet(t.url, '/api/me/profile', { cookie });
    const other = await t.makeUser();
    const c = await t.signedInClient({ user: other });
    const theirs = await c.get('/api/me/profile', { 'if-none-match': String(mine.headers.etag) });
    expect(theirs.status).toBe(200);
    expect(((await theirs.json()) as { id: string }).id).toBe(other.id);
  });

  it('walks one rule per kind of answer', async () => {
    const checks: Array<[string, string, Record<string, string>, number, string, boolean]> = [
      // [what, url, headers, status, cache-control, has an ETag]
      ['private API read', '/api/me/badges', { cookie }, 200, API_CACHE_CONTROL, true],
      ['public API read keeps its own rule', '/api/public-config', {}, 200, 'public, max-age=60', true],
      ['the session read is never kept', '/api/session', { cookie }, 200, 'no-store', false],
      ['a download is never kept', '/api/me/cpd/export.csv', { cookie }, 200, 'no-store', false],
      ['an answer that sets a cookie', '/api/test/with-cookie', {}, 200, API_CACHE_CONTROL, false],
      ['an API error', '/api/me/badges', {}, 401, 'no-store', false],
      ['an unknown API path', '/api/no-such-thing', {}, 404, 'no-store', false],
      ['a hashed asset', '/assets/app-1.js', {}, 200, 'public, max-age=31536000, immutable', true],
      ['the HTML shell', '/leaderboard', {}, 200, 'no-cache', true],
    ];
    for (const [what, url, headers, status, cacheControl, hasEtag] of checks) {
      const res = await rawGet(t.url, url, headers);
      expect({ what, status: res.status, cacheControl: res.headers['cache-control'], etag: res.headers.etag !== undefined }).toEqual({ what, status, cacheControl, etag: hasEtag });
    }
    // A write is never kept either.
    const c = new Client(t.url, { cookie });
    const write = await c.post('/api/me/impact', { ...entry, title: '' });
    expect(write.status).toBe(400);
    expect(write.headers.get('cache-control')).toBe('no-store');
  });

  it('compresses JSON of 1 KB or more with brotli or gzip, as the client accepts; small answers stay plain', async () => {
    const plain = JSON.stringify(BIG);
    const br = await rawGet(t.url, '/api/test/big', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain);
    expect(br.body.length).toBeLessThan(plain.length / 5);

    const gz = await rawGet(t.url, '/api/test/big', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(plain);
    // The ETag is of the JSON text, so it is the same whatever the encoding.
    expect(gz.headers.etag).toBe(br.headers.etag);

    const none = await rawGet(t.url, '/api/test/big', {});
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString('utf8')).toBe(plain);

    const small = await rawGet(t.url, '/api/public-config', { 'accept-encoding': 'br, gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();

    const notModified = await rawGet(t.url, '/api/test/big', { 'accept-encoding': 'br, gzip', 'if-none-match': String(br.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the live-points stream: each event is readable as it is written', async () => {
    const res = await rawGet(t.url, '/api/me/points/stream', { cookie, 'accept-encoding': 'br, gzip' }, { firstChunkOnly: true });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(res.body.toString('utf8')).toContain('event: points');
  });
});
