import { describe, expect, it } from 'vitest';
import {
  CreateTeamSchema,
  TeamInviteSchema,
  rankByPoints,
  rankTeamsByAverage,
  aroundEntry,
  tierAfterLeaving,
  tierForTeamRole,
} from './teams';

describe('CreateTeamSchema', () => {
  it.each([
    [{ name: 'Accra Changemakers' }, 'Accra Changemakers'],
    [{ name: '  ab  ' }, 'ab'],
    [{ name: 'x'.repeat(60) }, 'x'.repeat(60)],
  ])('accepts %j', (input, name) => {
    expect(CreateTeamSchema.parse(input)).toEqual({ name });
  });
  it.each([
    [{}, 'Village name is required'],
    [{ name: '' }, 'Village name is required'],
    [{ name: '   ' }, 'Village name is required'],
    [{ name: 'a' }, 'Village name must be at least 2 characters'],
    [{ name: 'x'.repeat(61) }, 'Village name must be at most 60 characters'],
    [{ name: 'x'.repeat(5_000) }, 'Village name must be at most 60 characters'],
  ])('refuses %j with %j', (input, message) => {
    const r = CreateTeamSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
  it('refuses extra fields', () => {
    expect(CreateTeamSchema.safeParse({ name: 'Good name', leaderId: 'x' }).success).toBe(false);
  });
});

describe('TeamInviteSchema', () => {
  it('lower-cases and trims the email', () => {
    expect(TeamInviteSchema.parse({ email: '  Ama@Example.COM ' })).toEqual({
      email: 'ama@example.com',
    });
  });
  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
  ])('refuses %j', (input, message) => {
    expect(TeamInviteSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('tierForTeamRole', () => {
  it.each([
    [
      'free, no tier, leader',
      { membershipStatus: 'free', transformationTier: null },
      'leader',
      null,
      'corporate_leader',
    ],
    [
      'free, no tier, member',
      { membershipStatus: 'free', transformationTier: null },
      'member',
      null,
      'corporate_member',
    ],
    [
      'already the wanted tier',
      { membershipStatus: 'free', transformationTier: 'corporate_member' },
      'member',
      null,
      null,
    ],
    [
      'paid individual keeps their tier',
      { membershipStatus: 'paid', transformationTier: 'individual_paid' },
      'member',
      null,
      null,
    ],
    [
      'paid corporate leader is not downgraded',
      { membershipStatus: 'paid', transformationTier: 'corporate_leader' },
      'member',
      null,
      null,
    ],
    [
      'paid without a tier gets one',
      { membershipStatus: 'paid', transformationTier: null },
      'leader',
      null,
      'corporate_leader',
    ],
    [
      'team-set leader handed over → member',
      { membershipStatus: 'free', transformationTier: 'corporate_leader' },
      'member',
      'corporate_leader',
      'corporate_member',
    ],
    [
      'team-set tier of a paid user follows the role',
      { membershipStatus: 'paid', transformationTier: 'corporate_member' },
      'leader',
      'corporate_member',
      'corporate_leader',
    ],
  ] as const)('%s', (_label, user, role, setByTeam, expected) => {
    expect(tierForTeamRole(user, role, setByTeam)).toBe(expected);
  });
});

describe('tierAfterLeaving', () => {
  it.each([
    ['team-set tier goes back to none', 'corporate_member', 'corporate_member', null, null],
    [
      'team-set tier goes back to the earlier tier',
      'corporate_leader',
      'corporate_leader',
      'corporate_member',
      'corporate_member',
    ],
    ['a tier the team never set stays', 'individual_paid', null, null, undefined],
    [
      'a tier changed since (payment) stays',
      'individual_paid',
      'corporate_member',
      null,
      undefined,
    ],
  ] as const)('%s', (_label, current, setByTeam, before, expected) => {
    expect(tierAfterLeaving(current, setByTeam, before)).toBe(expected);
  });
});

describe('rankByPoints', () => {
  it('gives competition ranks, ties ordered by id', () => {
    const ranked = rankByPoints([
      { userId: 'c', points: 50 },
      { userId: 'a', points: 100 },
      { userId: 'b', points: 50 },
      { userId: 'd', points: 0 },
    ]);
    expect(ranked.map((r) => [r.userId, r.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });
  it('is empty for no rows', () => {
    expect(rankByPoints([])).toEqual([]);
  });
});

describe('aroundEntry', () => {
  const ranked = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => ({
    rank: i + 1,
    userId: id,
    name: id,
    image: null,
    points: 100 - i,
  }));
  it.each([
    ['a', ['a', 'b', 'c']],
    ['c', ['a', 'b', 'c', 'd', 'e']],
    ['f', ['d', 'e', 'f']],
  ])('around %s', (id, ids) => {
    expect(aroundEntry(ranked, id)?.around.map((e) => e.userId)).toEqual(ids);
  });
  it('is null when the viewer is not ranked', () => {
    expect(aroundEntry(ranked, 'zz')).toBeNull();
  });
});

describe('rankTeamsByAverage', () => {
  it('ranks by average, not total; ties share a rank; empty teams are left out', () => {
    const ranked = rankTeamsByAverage([
      { teamId: 't1', name: 'Big', members: 10, points: 1_000 }, // 100
      { teamId: 't2', name: 'Small', members: 2, points: 500 }, // 250
      { teamId: 't3', name: 'Alpha', members: 1, points: 100 }, // 100
      { teamId: 't4', name: 'Empty', members: 0, points: 0 },
      { teamId: 't5', name: 'Thirds', members: 3, points: 100 }, // 33.3
    ]);
    expect(ranked.map((t) => [t.name, t.rank, t.average])).toEqual([
      ['Small', 1, 250],
      ['Alpha', 2, 100],
      ['Big', 2, 100],
      ['Thirds', 4, 33],
    ]);
  });
});
