import { describe, expect, it } from 'vitest';
import { SAVED_AT_HEADER } from './routes';
import { checkOwner, endsSavedReads, sessionUser, type SavedReads } from './saved-reads-owner';

const origin = 'https://leadvillage.example';

/** The Cache API's parts the worker uses, in memory, keyed by URL as the worker keys its saved reads. */
function fakeCache(): SavedReads & {
  paths: () => string[];
  put: (path: string, body: unknown, savedAt: number) => void;
} {
  const entries = new Map<string, Response>();
  const key = (request: Request | string) => (typeof request === 'string' ? request : request.url);
  return {
    keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
    match: (request) => Promise.resolve(entries.get(key(request))?.clone()),
    delete: (request) => Promise.resolve(entries.delete(key(request))),
    put: (path, body, savedAt) =>
      entries.set(
        new URL(path, origin).href,
        new Response(JSON.stringify(body), { headers: { [SAVED_AT_HEADER]: String(savedAt) } }),
      ),
    paths: () => [...entries.keys()].map((url) => new URL(url).pathname).sort(),
  };
}

const session = (id: string | null) => ({
  user: id === null ? null : { id, name: `Learner ${id}` },
});
const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });
const get = (path: string) => new Request(new URL(path, origin));

/** Amara's reads, saved at t=100 and t=200. */
function amarasReads() {
  const cache = fakeCache();
  cache.put('/api/session', session('amara'), 100);
  cache.put('/api/me/points', { total: 300 }, 100);
  cache.put('/api/me/impact', { entries: ['private'] }, 200);
  return cache;
}

describe('sessionUser', () => {
  it('reads the user of a session answer, null for a visitor, undefined for anything else', () => {
    expect(sessionUser(session('amara'))).toBe('amara');
    expect(sessionUser(session(null))).toBeNull();
    for (const body of [
      undefined,
      null,
      'x',
      {},
      { user: {} },
      { user: { id: 7 } },
      { user: { id: '' } },
    ])
      expect(sessionUser(body)).toBeUndefined();
  });
});

describe('endsSavedReads', () => {
  it('ends them at any 401 and at a session answer for nobody or someone else', () => {
    expect(endsSavedReads({ path: '/api/me/points', status: 401 }, 'amara')).toBe(true);
    expect(endsSavedReads({ path: '/api/session', status: 200, user: null }, 'amara')).toBe(true);
    expect(endsSavedReads({ path: '/api/session', status: 200, user: 'kofi' }, 'amara')).toBe(true);
    expect(endsSavedReads({ path: '/api/session', status: 200, user: 'kofi' }, null)).toBe(true);
  });

  it('keeps them for the same learner, a visitor still a visitor, other answers and failures', () => {
    expect(endsSavedReads({ path: '/api/session', status: 200, user: 'amara' }, 'amara')).toBe(
      false,
    );
    expect(endsSavedReads({ path: '/api/session', status: 200, user: null }, null)).toBe(false);
    expect(endsSavedReads({ path: '/api/session', status: 200, user: undefined }, 'amara')).toBe(
      false,
    );
    expect(endsSavedReads({ path: '/api/session', status: 503 }, 'amara')).toBe(false);
    expect(endsSavedReads({ path: '/api/me/points', status: 200 }, 'amara')).toBe(false);
    expect(endsSavedReads({ path: '/api/me/points', status: 403 }, 'amara')).toBe(false);
  });
});

describe('checkOwner', () => {
  it('clears every saved read at an online 401 (the session expired or was revoked)', async () => {
    const cache = amarasReads();
    expect(
      await checkOwner(cache, origin, get('/api/me/points'), answer(401, { error: {} }), 300),
    ).toBe(true);
    expect(cache.paths()).toEqual([]);
  });

  it('clears them when the session answer names nobody (signed out elsewhere, expired)', async () => {
    const cache = amarasReads();
    expect(
      await checkOwner(cache, origin, get('/api/session'), answer(200, session(null)), 300),
    ).toBe(true);
    expect(cache.paths()).toEqual([]);
  });

  it("clears another learner's reads and keeps the new learner's saved since their session was asked", async () => {
    const cache = amarasReads();
    // Kofi signs in on the same phone; his points were saved while his session read was on its way.
    cache.put('/api/me/points', { total: 50 }, 350);
    expect(
      await checkOwner(cache, origin, get('/api/session'), answer(200, session('kofi')), 300),
    ).toBe(true);
    expect(cache.paths()).toEqual(['/api/me/points']);
    expect(await (await cache.match(`${origin}/api/me/points`))!.json()).toEqual({ total: 50 });
  });

  it("keeps the same learner's reads, and changes nothing for other answers", async () => {
    const cache = amarasReads();
    expect(
      await checkOwner(cache, origin, get('/api/session'), answer(200, session('amara')), 300),
    ).toBe(false);
    expect(
      await checkOwner(cache, origin, get('/api/me/points'), answer(200, { total: 310 }), 300),
    ).toBe(false);
    expect(await checkOwner(cache, origin, get('/api/session'), answer(500), 300)).toBe(false);
    expect(cache.paths()).toEqual(['/api/me/impact', '/api/me/points', '/api/session']);
  });

  it('reads the answer without using it up: the page still gets its body', async () => {
    const response = answer(200, session('kofi'));
    await checkOwner(amarasReads(), origin, get('/api/session'), response, 300);
    expect(await response.json()).toEqual(session('kofi'));
  });
});
