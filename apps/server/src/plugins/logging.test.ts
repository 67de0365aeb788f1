import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, lastMailTo, linkIn, startTestApp, type TestApp } from '../test/harness';
import { loggedPath, logFormat, prettyStream } from './logging';

describe('log format', () => {
  it('is pretty on a terminal, JSON otherwise, and LOG_FORMAT decides when set', () => {
    expect(logFormat({ LOG_FORMAT: undefined }, true)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: undefined }, false)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
  });

  it('writes a request as one readable line, with no JSON', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
    const stream = prettyStream(out, false);
    stream.write(`${JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 24, 9, 5, 7), pid: 1, hostname: 'h', reqId: 'req-1', method: 'GET', url: '/api/me', statusCode: 200, ms: 3.4, msg: 'request completed' })}\n`);
    stream.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: 1, hostname: 'h', msg: 'AUTH_SECRET is not set' })}\n`);
    await new Promise((r) => setTimeout(r, 50));
    const lines = chunks.join('').trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/me 200 3\.4 ms$/);
    expect(lines[1]).toMatch(/WARN: AUTH_SECRET is not set$/);
    expect(lines.join('\n')).not.toContain('{');
  });
});

describe('request log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('writes one line per request, without the query string or any header', async () => {
    const before = t.logs.length;
    const res = await fetch(`${t.url}/api/health?token=secret-one-time-token`, { headers: { cookie: 'lv.session=abc' } });
    expect(res.status).toBe(200);
    await expect.poll(() => t.logs.length).toBeGreaterThan(before);
    await new Promise((r) => setTimeout(r, 50));
    const lines = t.logs.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', method: 'GET', url: '/api/health?…', statusCode: 200 });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(t.logs.slice(before).join('')).not.toMatch(/secret-one-time-token|lv\.session|cookie/);
  });
});

describe('secrets in request paths', () => {
  it.each([
    ['/api/auth/reset-password/abcDEF123?callbackURL=%2Fauth', '/api/auth/reset-password/[redacted]?…'],
    ['//api//auth/reset-password/abcDEF123', '/api/auth/reset-password/[redacted]'],
    ['/API/Auth/Reset-Password/abcDEF123', '/api/auth/reset-password/[redacted]'],
    ['/api/auth/reset%2Dpassword/abcDEF123', '/api/auth/reset-password/[redacted]'],
    ['/verify/abcDEF123', '/verify/[redacted]'],
    ['/api/verify/abcDEF123', '/api/verify/[redacted]'],
    ['/ob/certificates/abcDEF123', '/ob/certificates/[redacted]'],
    ['/ob/badges/abcDEF123', '/ob/badges/[redacted]'],
    ['/api/me/certificates/abcDEF123/pdf', '/api/me/certificates/[redacted]/pdf'],
    ['/api/me/certificates/abcDEF123/abcDEF123abcDEF123abcDEF123', '/api/me/certificates/[redacted]'],
    ['/verify?code=ABCD-1234', '/verify?…'],
    ['/api/admin/users/u-1', '/api/admin/users/u-1'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
    expect(loggedPath(url)).not.toContain('abcDEF123');
  });
});

describe('request log of a password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('never writes the reset token of the link a learner follows', async () => {
    const user = await t.makeUser();
    expect((await new Client(t.url).post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' })).status).toBe(200);
    const link = linkIn((await lastMailTo(t, user.email))!.text);
    const token = new URL(link).pathname.split('/').pop()!;
    expect(token.length).toBeGreaterThan(10);
    const before = t.logs.length;
    const res = await new Client(t.url).get(link);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, t.url).searchParams.get('token')).toBe(token);
    await expect.poll(() => t.logs.slice(before).join('')).toContain('/api/auth/reset-password/[redacted]');
    expect(t.logs.join('')).not.toContain(token);
  });
});
