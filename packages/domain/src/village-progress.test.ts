import { describe, expect, it } from 'vitest';
import { canViewVillageProgress, memberCompletion, rankTeamsByCompletion } from './village-progress';

describe('canViewVillageProgress', () => {
  it.each([
    ['leader', 'leader', true],
    ['member', 'leader', false],
    ['someone-else', 'leader', false],
  ])('%s viewing a village led by %s → %s', (viewer, leaderId, allowed) => {
    expect(canViewVillageProgress({ id: viewer }, { leaderId })).toBe(allowed);
  });
});

describe('memberCompletion (the furthest journey, 0 without one)', () => {
  it.each([
    [[], 0],
    [[40], 40],
    [[40, 75], 75],
    [[100, 10], 100],
    [[120], 100], // never over 100
    [[-5], 0],
    [[Number.NaN, 30], 30],
    [[66.7], 66],
  ])('%j → %d', (percents, expected) => {
    expect(memberCompletion(percents)).toBe(expected);
  });
});

describe('rankTeamsByCompletion', () => {
  it('ranks by the exact average; ties share a rank, then by name; empty villages are left out', () => {
    const ranked = rankTeamsByCompletion([
      { teamId: 't1', name: 'Accra Builders', memberPercents: [100, 0] }, // 50
      { teamId: 't2', name: 'Lagos Digital', memberPercents: [80, 60, 100] }, // 80
      { teamId: 't3', name: 'Abuja Changemakers', memberPercents: [50] }, // 50
      { teamId: 't4', name: 'Empty', memberPercents: [] },
      { teamId: 't5', name: 'Thirds', memberPercents: [100, 0, 0] }, // 33.3
    ]);
    expect(ranked.map((t) => [t.name, t.rank, t.members, t.averageCompletion])).toEqual([
      ['Lagos Digital', 1, 3, 80],
      ['Abuja Changemakers', 2, 1, 50],
      ['Accra Builders', 2, 2, 50],
      ['Thirds', 4, 3, 33],
    ]);
  });

  it('clamps member figures to 0-100 before averaging', () => {
    expect(rankTeamsByCompletion([{ teamId: 't', name: 'T', memberPercents: [250, -10] }])[0]!.averageCompletion).toBe(50);
  });
});
