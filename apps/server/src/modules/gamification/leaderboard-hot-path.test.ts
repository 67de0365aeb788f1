import {
  Agent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { leaderboardHotPath } from './leaderboard-hot-path';
import { awardXp } from './service';

const COMPLETED = '"request completed"';
const completedCount = (t: TestApp) => t.logs.filter((l) => l.includes(COMPLETED)).length;

/**
 * Sends a request and tells which path answered it: the hot path logs `hot-N` request ids,
 * Fastify `req-N`. Waits for that request's own line: Fastify writes it when the response has
 * finished, which a loaded machine may run after the client already holds the answer.
 */
async function servedBy(t: TestApp, send: () => Promise<Response>): Promise<{ res: Response; by: 'hot' | 'fastify' }> {
  const before = completedCount(t);
  const res = await send();
  await vi.waitFor(() => expect(completedCount(t)).toBe(before + 1));
  const line = t.logs.findLast((l) => l.includes(COMPLETED));
  const reqId = (JSON.parse(line ?? '{}') as { reqId?: string }).reqId ?? '';
  if (reqId.startsWith('hot-')) return { res, by: 'hot' };
  if (reqId.startsWith('req-')) return { res, by: 'fastify' };
  throw new Error(`no request logged: ${line}`);
}

/** Response headers that differ between any two responses (time) or belong to the connection. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive']);
const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([k]) => !PER_RESPONSE.has(k)));

describe.each(testDatabases())('leaderboard hot path on %s', (kind) => {
  let t: TestApp;
  let learner: { id: string; email: string; password: string };
  let c: Client;
  beforeAll(async () => {
    t = await startTestApp(kind);
    learner = await t.makeUser({ name: 'Hot Reader' });
    const other = await t.makeUser({ name: 'Hot Other' });
    await awardXp(t.app.db, t.app.points, {
      userId: learner.id,
      action: 'complete_module',
      idempotencyKey: `h-${learner.id}`,
    });
    await awardXp(t.app.db, t.app.points, {
      userId: other.id,
      action: 'attend_webinar',
      idempotencyKey: `h-${other.id}`,
    });
    c = new Client(t.url);
    await c.signIn(learner.email, learner.password);
  });
  afterAll(async () => {
    await t?.close();
  });
  // The boards stay in memory for LEADERBOARD_CACHE_MS (1 s): with the clock standing still, a
  // slow machine cannot let one age out between two reads and turn a "hot" read into a Fastify one.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a repeated read from memory with the same status, headers and bytes as the Fastify route', async () => {
    const url = '/api/leaderboard?period=month&pageSize=10';
    const { res: first, by: firstBy } = await servedBy(t, () => c.get(url));
    expect(firstBy).toBe('fastify');
    const { res: second, by: secondBy } = await servedBy(t, () => c.get(url));
    expect(secondBy).toBe('hot');
    const logged = t.logs.findLast((l) => l.includes('"hot-'))!;
    expect(JSON.parse(logged)).toMatchObject({ req: { method: 'GET', url, remoteAddress: '127.0.0.1' }, res: { statusCode: 200 } });
    expect(logged).not.toContain('session_token');
    expect(second.status).toBe(200);
    expect(first.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(headersOf(second)['content-security-policy']).toContain("frame-ancestors 'none'");
    const body = await second.text();
    expect(body).toBe(await first.text());
    expect(JSON.parse(body)).toMatchObject({
      period: 'month',
      pageSize: 10,
      me: { rank: 1, points: 100 },
    });
    // The default query (no query string at all) is the same answer, through the same cache.
    await c.get('/api/leaderboard');
    const again = await servedBy(t, () => c.get('/api/leaderboard'));
    expect([again.res.status, again.by]).toEqual([200, 'hot']);
  });

  it('never serves a stale board: an award drops it, and the next read goes through Fastify', async () => {
    await c.get('/api/leaderboard?period=all');
    expect((await servedBy(t, () => c.get('/api/leaderboard?period=all'))).by).toBe('hot');
    await awardXp(t.app.db, t.app.points, {
      userId: learner.id,
      action: 'capstone_challenge',
      idempotencyKey: `h2-${learner.id}`,
    });
    const read = await servedBy(t, () => c.get('/api/leaderboard?period=all'));
    expect(read.by).toBe('fastify');
    const after = (await read.res.json()) as { me: { points: number } };
    expect(after.me.points).toBe(350);
  });

  it('leaves to Fastify what needs more than memory: bad queries, a village board, other methods and paths', async () => {
    // Both boards in memory, so only the hot path's own checks can send these to Fastify.
    for (const period of ['week', 'month']) await c.get(`/api/leaderboard?period=${period}`);
    const cases: Array<[string, string, number]> = [
      ['GET', '/api/leaderboard?period=decade', 400],
      ['GET', '/api/leaderboard?period=week&period=month', 400],
      ['GET', '/api/leaderboard?period=week&extra=1', 400],
      ['GET', '/api/leaderboard?period=%77eek', 200],
      ['GET', '/api/leaderboard?period=week&scope=team', 200],
      ['HEAD', '/api/leaderboard?period=week', 200],
      ['GET', '/api/leaderboardx?period=week', 404],
      ['GET', '/api/leaderboard/?period=week', 404],
    ];
    for (const [method, url, status] of cases) {
      const { res, by } = await servedBy(t, () => c.request(method, url));
      expect([method, url, res.status, by]).toEqual([method, url, status, 'fastify']);
    }
  });

  it('leaves to Fastify a visitor, a forged cookie, a signed-out session and a deactivated account', async () => {
    const url = '/api/leaderboard?period=week&page=1';
    const mine = new Client(t.url);
    const u = await t.makeUser();
    await mine.signIn(u.email, u.password);
    await mine.get(url);
    expect((await servedBy(t, () => mine.get(url))).by).toBe('hot');

    const visitor = await servedBy(t, () => new Client(t.url).get(url));
    expect([visitor.res.status, visitor.by]).toEqual([401, 'fastify']);
    const forged = new Client(t.url);
    forged.cookies = new Map(
      [...mine.cookies].map(([k, v]) => [k, v.replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a'))]),
    );
    const forgedRead = await servedBy(t, () => forged.get(url));
    expect([forgedRead.res.status, forgedRead.by]).toEqual([401, 'fastify']);

    await t.app.db.kysely
      .updateTable('users')
      .set({ accountStatus: 'inactive' })
      .where('id', '=', u.id)
      .execute();
    // Twice: the second time the session cache knows the account (inactive) and the board is still in memory.
    for (let i = 0; i < 2; i++) {
      const { res, by } = await servedBy(t, () => mine.get(url));
      expect([res.status, by]).toEqual([403, 'fastify']);
    }
    await t.app.db.kysely
      .updateTable('users')
      .set({ accountStatus: 'active' })
      .where('id', '=', u.id)
      .execute();
    await mine.get(url);
    const back = await servedBy(t, () => mine.get(url));
    expect([back.res.status, back.by]).toEqual([200, 'hot']);

    await t.app.db.kysely.deleteFrom('session').where('userId', '=', u.id).execute();
    const signedOut = await servedBy(t, () => mine.get(url));
    expect([signedOut.res.status, signedOut.by]).toEqual([401, 'fastify']);
  });

  it('shares one keep-alive connection with Fastify, answer after answer', async () => {
    await c.get('/api/leaderboard?period=week');
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const { port } = new URL(t.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path, agent, headers: { cookie } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
    // Hot, Fastify (a 400), hot again, on the same socket.
    const [a, b, d] = await Promise.all([
      get('/api/leaderboard?period=week'),
      get('/api/leaderboard?period=nope'),
      get('/api/leaderboard?period=week'),
    ]);
    agent.destroy();
    expect([a.status, b.status, d.status]).toEqual([200, 400, 200]);
    expect(d.body).toBe(a.body);
    expect(JSON.parse(b.body)).toMatchObject({ error: { code: expect.any(String) } });
  });

  it('steps aside once the server is closing, so Fastify can answer 503 and close the connection', async () => {
    await c.get('/api/leaderboard?period=week');
    const user = await t.app.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', learner.id)
      .executeTakeFirstOrThrow();
    let closing = false;
    const hot = leaderboardHotPath({
      db: t.app.db,
      headers: {},
      log: t.app.log,
      closing: () => closing,
      cachedUser: () => user,
    });
    const req = {
      method: 'GET',
      url: '/api/leaderboard?period=week',
      headers: {},
      socket: {},
    } as IncomingMessage;
    const res = { writeHead: vi.fn(), end: vi.fn() };
    expect(hot(req, res as unknown as ServerResponse)).toBe(true);
    expect(res.end).toHaveBeenCalledTimes(1);
    closing = true;
    expect(hot(req, res as unknown as ServerResponse)).toBe(false);
    expect(res.end).toHaveBeenCalledTimes(1);
  });
});
