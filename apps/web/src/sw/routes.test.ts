import { describe, expect, it } from 'vitest';
import { isCachedRead, readsToSave, SAVE_READS, serverFirst, shellFor } from './routes';

const origin = 'https://leadvillage.example';

describe('shellFor', () => {
  it.each([
    ['/', '/landing.html'],
    ['/leaderboard', '/index.html'],
    ['/impact-log', '/index.html'],
    ['/journeys/amara/modules/listen-first', '/index.html'],
    ['/forum/posts/abc', '/index.html'],
    ['/admin/settings', '/index.html'],
    ['/api/me', null],
    ['/api', null],
    ['/api/auth/callback/google', null],
    ['/functions/createPaymentIntent', null],
    ['/ob/issuer', null],
    ['/verify/3f2a9c', null],
    ['/assets/index-abc123.js', null],
    ['/favicon.svg', null],
    ['/manifest.webmanifest', null],
    ['/robots.txt', null],
  ])('%s → %s', (pathname, shell) => {
    expect(shellFor(pathname)).toBe(shell);
  });

  it('gives the landing page in the visitor\'s language', () => {
    expect(shellFor('/', 'fr')).toBe('/landing-fr.html');
    expect(shellFor('/fr', 'fr')).toBe('/landing-fr.html');
    // `/fr` is French whatever the visitor's language: a returning English visitor got the
    // English page there, which names only `/` and so said "Page not found".
    expect(shellFor('/fr', 'en')).toBe('/landing-fr.html');
    expect(shellFor('/fr')).toBe('/landing-fr.html');
    expect(shellFor('/leaderboard', 'fr')).toBe('/index.html');
  });
});

describe('serverFirst', () => {
  it('sends only the payment page to the server first (its own CSP lets Stripe.js run)', () => {
    for (const pathname of ['/upgrade', '/upgrade/', '//upgrade']) expect(serverFirst(pathname), pathname).toBe(true);
    for (const pathname of ['/', '/leaderboard', '/upgrade/x', '/points']) expect(serverFirst(pathname), pathname).toBe(false);
  });
});

describe('isCachedRead', () => {
  it.each([
    ['/api/session', 'GET', true],
    ['/api/me', 'GET', true],
    ['/api/me/points', 'GET', true],
    ['/api/me/ledger?page=2', 'GET', true],
    ['/api/me/impact?page=1', 'GET', true],
    ['/api/me/badges', 'GET', true],
    ['/api/leaderboard?period=week&scope=global', 'GET', true],
    ['/api/leaderboard/teams?period=all', 'GET', true],
    ['/api/journeys', 'GET', true],
    ['/api/journeys/amara', 'GET', true],
    ['/api/journeys/amara/modules/listen-first', 'GET', true],
    // A module's knowledge check: its questions read offline; its answers go through the offline queue.
    ['/api/journeys/amara/modules/listen-first/check', 'GET', true],
    ['/api/journeys/amara/modules/listen-first/check', 'POST', false],
    ['/api/journeys/amara/modules/listen-first/completion', 'GET', false],
    ['/api/public-config', 'GET', true],
    // The podcast's list and opened episodes (their transcripts read offline); not its feed or admin reads.
    ['/api/podcast', 'GET', true],
    ['/api/podcast/episodes/core-banking-migration', 'GET', true],
    ['/api/podcast/episodes/core-banking-migration/extra', 'GET', false],
    ['/api/admin/podcast/episodes', 'GET', false],
    ['/podcast.xml', 'GET', false],
    // Writes, streams, admin and other people's data are never kept.
    ['/api/me/impact', 'POST', false],
    ['/api/journeys/amara/modules/listen-first/completion', 'POST', false],
    ['/api/me/points/stream', 'GET', false],
    ['/api/admin/users', 'GET', false],
    ['/api/users/u1/profile', 'GET', false],
    ['/api/forum/posts', 'GET', false],
    ['/api/auth/get-session', 'GET', false],
    ['/leaderboard', 'GET', false],
  ])('%s %s → %s', (path, method, cached) => {
    expect(isCachedRead(new URL(path, origin), method, origin)).toBe(cached);
  });

  it('never keeps another origin', () => {
    expect(isCachedRead(new URL('https://evil.example/api/me'), 'GET', origin)).toBe(false);
  });
});

describe('readsToSave', () => {
  const saved = (data: unknown) => readsToSave(data, origin).map((url) => url.pathname + url.search);

  it('keeps the saved reads of our origin, each once, in order', () => {
    expect(
      saved({
        type: SAVE_READS,
        paths: ['/api/session', '/api/leaderboard?period=week', '/api/session', '/api/me/impact'],
      }),
    ).toEqual(['/api/session', '/api/leaderboard?period=week', '/api/me/impact']);
  });

  it('leaves out what is not a saved read: admin reads, streams, other origins, non-paths', () => {
    expect(
      saved({
        type: SAVE_READS,
        paths: ['/api/admin/settings', '/api/me/points/stream', '//evil.example/api/me', 'api/me', 42, null, '/api/me'],
      }),
    ).toEqual(['/api/me']);
  });

  it('ignores other messages and malformed ones', () => {
    expect(saved({ type: 'SKIP_WAITING', paths: ['/api/me'] })).toEqual([]);
    expect(saved({ type: SAVE_READS, paths: '/api/me' })).toEqual([]);
    expect(saved({ type: SAVE_READS })).toEqual([]);
    expect(saved(null)).toEqual([]);
  });

  it('saves at most 40 reads for one message, not counting what it leaves out', () => {
    const admin = Array.from({ length: 50 }, (_, i) => `/api/admin/users/u${i}`);
    const journeys = Array.from({ length: 60 }, (_, i) => `/api/journeys/j${i}`);
    const kept = saved({ type: SAVE_READS, paths: [...admin, ...journeys] });
    expect(kept).toHaveLength(40);
    expect(kept[0]).toBe('/api/journeys/j0');
  });
});
