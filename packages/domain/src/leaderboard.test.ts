import { describe, expect, it } from 'vitest';
import { LeaderboardQuerySchema, leaderboardPeriodKeys, rankFromCountAbove } from './leaderboard';

describe('leaderboardPeriodKeys', () => {
  it.each([
    ['2026-11-21T23:59:59Z', { week: 'w:2026-W47', month: 'm:2026-11', all: 'all' }],
    ['2026-11-23T00:00:00Z', { week: 'w:2026-W48', month: 'm:2026-11', all: 'all' }],
    ['2026-12-31T12:00:00Z', { week: 'w:2026-W53', month: 'm:2026-12', all: 'all' }],
    ['2027-01-01T00:00:00Z', { week: 'w:2026-W53', month: 'm:2027-01', all: 'all' }],
    ['2027-01-04T00:00:00Z', { week: 'w:2027-W01', month: 'm:2027-01', all: 'all' }],
  ])('%s → %j', (iso, keys) => {
    expect(leaderboardPeriodKeys(new Date(iso))).toEqual(keys);
  });
});

describe('LeaderboardQuerySchema', () => {
  it('defaults to this week, page 1 of 50', () => {
    expect(LeaderboardQuerySchema.parse({})).toEqual({
      period: 'week',
      scope: 'everyone',
      page: 1,
      pageSize: 50,
    });
  });
  it.each([
    [{ period: 'year' }],
    [{ page: '0' }],
    [{ pageSize: '101' }],
    [{ extra: '1' }],
    [{ scope: 'village' }],
  ])('refuses %j', (q) => {
    expect(LeaderboardQuerySchema.safeParse(q).success).toBe(false);
  });
});

describe('rankFromCountAbove', () => {
  it.each([
    [0, 1],
    [1, 2],
    [41, 42],
  ])('%i above → rank %i', (above, rank) => {
    expect(rankFromCountAbove(above)).toBe(rank);
  });
});
