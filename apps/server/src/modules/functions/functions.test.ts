import {
  BAD_REQUEST_BODY,
  CANONICAL_STATUSES,
  INTERNAL_ERROR_BODY,
  httpStatusForCanonicalStatus,
  parseCallableResponse,
  type CanonicalStatus,
} from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import type { CallableFunction } from './registry';

/** Functions that exercise the protocol itself. */
const PROTOCOL_FUNCTIONS: CallableFunction[] = [
  { name: 'echo', requiresAuth: false, handler: async ({ data, user }) => ({ data, uid: user?.id ?? null }) },
  { name: 'whoami', requiresAuth: true, handler: async ({ user }) => ({ uid: user?.id }) },
  {
    name: 'fail',
    requiresAuth: false,
    handler: async ({ data }) => {
      const status = (data as { status: CanonicalStatus }).status;
      throw new AppError(status, `failed with ${status}`);
    },
  },
  {
    name: 'crash',
    requiresAuth: false,
    handler: async () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    },
  },
  { name: 'nothing', requiresAuth: false, handler: async () => undefined },
];

async function call(t: TestApp, name: string, init: { body?: string; headers?: Record<string, string>; method?: string } = {}) {
  const res = await fetch(`${t.url}/functions/${name}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? (JSON.parse(text) as unknown) : undefined };
}

describe.each(testDatabases())('callable functions on %s', (kind) => {
  let t: TestApp;
  let user: { id: string; email: string; password: string };
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { extraFunctions: PROTOCOL_FUNCTIONS });
    user = await t.makeUser();
    const res = await new Client(t.url).signIn(user.email, user.password);
    token = res.headers.get('set-auth-token') ?? '';
    expect(token).not.toBe('');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 200 {result} for {data}', async () => {
    const res = await call(t, 'echo', { body: JSON.stringify({ data: { a: [1, 'x'] } }) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: { data: { a: [1, 'x'] }, uid: null } });
    expect(parseCallableResponse(res.status, res.json)).toEqual({ ok: true, data: { data: { a: [1, 'x'] }, uid: null } });
  });

  it('accepts a charset suffix, null data and a function answering nothing', async () => {
    const res = await call(t, 'nothing', { body: '{"data":null}', headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: null });
  });

  it.each<[string, { body?: string; contentType?: string; method?: string }]>([
    ['no data key', { body: '{}' }],
    ['another top-level key', { body: '{"data":1,"extra":2}' }],
    ['another key instead of data', { body: '{"payload":1}' }],
    ['a body that is not JSON', { body: '{data:' }],
    ['a JSON array', { body: '[{"data":1}]' }],
    ['a JSON string', { body: '"data"' }],
    ['an empty body', { body: '' }],
    ['a form body', { body: 'data=1', contentType: 'application/x-www-form-urlencoded' }],
    ['a text body', { body: '{"data":1}', contentType: 'text/plain' }],
    ['a GET', { method: 'GET' }],
  ])('answers 400 INVALID_ARGUMENT "Bad Request" for %s', async (_label, init) => {
    const res = await fetch(`${t.url}/functions/whoami`, {
      method: init.method ?? 'POST',
      headers: init.contentType === undefined && init.method === 'GET' ? {} : { 'content-type': init.contentType ?? 'application/json' },
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(BAD_REQUEST_BODY);
  });

  it('checks the body before the caller, the origin and the function name', async () => {
    const c = await t.signedInClient({ user });
    const evil = await c.post('/functions/whoami', { nope: 1 }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(400);
    expect(await evil.json()).toEqual(BAD_REQUEST_BODY);
    expect((await call(t, 'whoami', { body: '{}', headers: { authorization: 'Bearer wrong' } })).json).toEqual(BAD_REQUEST_BODY);
    expect((await call(t, 'no-such-function', { body: '[]' })).json).toEqual(BAD_REQUEST_BODY);
  });

  it.each(CANONICAL_STATUSES)('answers %s with its HTTP status and {error: {status, message}}', async (status) => {
    const res = await call(t, 'fail', { body: JSON.stringify({ data: { status } }) });
    expect(res.status).toBe(httpStatusForCanonicalStatus(status));
    expect(res.json).toEqual({ error: { status, message: `failed with ${status}` } });
  });

  it('answers an unhandled error with 500 INTERNAL and no detail', async () => {
    const res = await call(t, 'crash', { body: '{"data":{}}' });
    expect(res.status).toBe(500);
    expect(res.json).toEqual(INTERNAL_ERROR_BODY);
    expect(res.text).not.toContain('secret');
  });

  it('answers an unknown function with 404 NOT_FOUND', async () => {
    const res = await call(t, 'no-such-function', { body: '{"data":{}}' });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ error: { status: 'NOT_FOUND' } });
  });

  it('identifies the caller by Bearer token; an invalid token is 401', async () => {
    const ok = await call(t, 'whoami', { body: '{"data":{}}', headers: { authorization: `Bearer ${token}` } });
    expect(ok.json).toEqual({ result: { uid: user.id } });
    for (const authorization of ['Bearer not-a-session', 'Bearer ', 'Basic abc', `Bearer ${token}x`]) {
      const res = await call(t, 'echo', { body: '{"data":{}}', headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect(res.json).toMatchObject({ error: { status: 'UNAUTHENTICATED' } });
    }
  });

  it('takes the messaging and app-check headers without trusting them', async () => {
    const res = await call(t, 'echo', {
      body: '{"data":1}',
      headers: { authorization: `Bearer ${token}`, 'firebase-instance-id-token': 'fcm-token', 'x-firebase-appcheck': 'app-check-token' },
    });
    expect(res.json).toEqual({ result: { data: 1, uid: user.id } });
  });

  it('answers 401 UNAUTHENTICATED to an anonymous caller of a function that needs one', async () => {
    const res = await call(t, 'whoami', { body: '{"data":{}}' });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: { status: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } });
  });

  it('accepts the session cookie from our own origin and refuses it from another (CSRF)', async () => {
    const c = await t.signedInClient({ user });
    const own = await c.post('/functions/whoami', { data: {} });
    expect(await own.json()).toEqual({ result: { uid: user.id } });
    const evil = await c.post('/functions/whoami', { data: {} }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });
    const none = await c.request('POST', '/functions/whoami', { data: {} }, { origin: '' });
    expect(none.status).toBe(403);
  });

  it('refuses an inactive account', async () => {
    const other = await t.makeUser();
    const signIn = await new Client(t.url).signIn(other.email, other.password);
    const otherToken = signIn.headers.get('set-auth-token') ?? '';
    await t.app.db.kysely.updateTable('users').set({ accountStatus: 'inactive' }).where('id', '=', other.id).execute();
    const res = await call(t, 'whoami', { body: '{"data":{}}', headers: { authorization: `Bearer ${otherToken}` } });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });
  });
});

describe.each(testDatabases())('callable functions rate limit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { FUNCTIONS_RATE_LIMIT: '3' }, { extraFunctions: PROTOCOL_FUNCTIONS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 RESOURCE_EXHAUSTED in the protocol shape once an address passes its calls a minute', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(t, 'echo', { body: '{"data":1}' })).status);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await call(t, 'echo', { body: '{"data":1}' });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ error: { status: 'RESOURCE_EXHAUSTED', message: 'Too many calls from this address. Wait a minute, then try again.' } });
    // A broken body counts too: the limit runs before the body is read.
    expect((await call(t, 'echo', { body: 'nope' })).status).toBe(429);
  });
});
