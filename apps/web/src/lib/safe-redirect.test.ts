import { describe, expect, it } from 'vitest';
import { toSameSitePath } from './safe-redirect';

const origin = 'https://leadvillage.example';

describe('toSameSitePath', () => {
  it.each([
    { target: '/forum/posts/7?page=2#c3', expected: '/forum/posts/7?page=2#c3' },
    { target: '/points', expected: '/points' },
    { target: null, expected: '/leaderboard' },
    { target: '', expected: '/leaderboard' },
    { target: 'points', expected: '/leaderboard' },
    { target: '//evil.example/x', expected: '/leaderboard' },
    { target: '/\\evil.example', expected: '/leaderboard' },
    { target: 'https://evil.example/', expected: '/leaderboard' },
    { target: 'javascript:alert(1)', expected: '/leaderboard' },
  ])('$target → $expected', ({ target, expected }) => {
    expect(toSameSitePath(target, '/leaderboard', origin)).toBe(expected);
  });

  it('answers the same without the page (the server renders without window)', () => {
    expect(toSameSitePath('/forum/posts/7?page=2#c3', '/leaderboard')).toBe('/forum/posts/7?page=2#c3');
    expect(toSameSitePath('//evil.example/x', '/leaderboard')).toBe('/leaderboard');
    expect(toSameSitePath('/\t/evil.example', '/leaderboard')).toBe('/leaderboard');
    expect(toSameSitePath('https://this-site.invalid/points', '/leaderboard')).toBe('/leaderboard');
  });
});
