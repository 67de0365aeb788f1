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
});
