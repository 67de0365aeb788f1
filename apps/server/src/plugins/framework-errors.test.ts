import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request as written (fetch would re-encode a bad URL or refuse a huge header). */
function raw(
  port: number,
  target: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: opts.method ?? 'GET',
        headers: opts.headers ?? {},
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

describe("Fastify's and Node's own error answers, and API paths", () => {
  let t: TestApp;
  let port: number;
  let web: string;
  beforeAll(async () => {
    // A web build, so an unknown path would get the HTML shell if it were not an API path.
    web = mkdtempSync(path.join(tmpdir(), 'lv-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>LeadVillage shell</title>');
    t = await startTestApp('sqlite', { WEB_DIST: web });
    port = Number(new URL(t.url).port);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  const marker = 'zq<script>alert(1)</script>';
  const cases: Array<[string, () => Promise<RawAnswer>, number]> = [
    ['a malformed URL (400)', () => raw(port, `/api/%E0%A4%A${encodeURI(marker)}`), 400],
    [
      'a path part over the length limit (414)',
      () => raw(port, `/api/users/${'x'.repeat(300)}${encodeURIComponent(marker)}/profile`),
      414,
    ],
    [
      'a request line over the header limit (431)',
      () => raw(port, `/${marker.replace(/[<>()/]/g, 'q')}${'y'.repeat(20_000)}`),
      431,
    ],
    [
      'headers over the limit (431)',
      () => raw(port, '/api/health', { headers: { 'x-big': `${marker}${'z'.repeat(20_000)}` } }),
      431,
    ],
    [
      'a body that is not JSON (400)',
      () =>
        raw(port, '/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: t.url },
          body: `{${marker}`,
        }),
      400,
    ],
  ];

  it.each(cases)(
    '%s gets the security headers and our error body, without the request in it',
    async (_name, send, status) => {
      const answer = await send();
      expect(answer.status).toBe(status);
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      const body = JSON.parse(answer.body) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid-argument');
      expect(answer.body).not.toMatch(/zq|script|yyyy|zzzz|xxxx/);
    },
  );

  it.each([
    '/API/me',
    '/Api/auth/get-session',
    '/api/Me',
    '//API/me',
    '/FUNCTIONS/getPaymentOptions',
  ])('%s is a JSON 404, never the page', async (target) => {
    const answer = await raw(port, target);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).not.toContain('LeadVillage shell');
  });

  it('still serves the page for an app route', async () => {
    const answer = await raw(port, '/leaderboard');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('LeadVillage shell');
  });
});
