import { describe, expect, it } from 'vitest';
import { BadgeRuleSchema, badgeProgress, badgeProgressLabel, BUILT_IN_BADGES, describeBadgeRule, NewBadgeSchema, ruleMayChange, type AwardChange, type BadgeRule, type BadgeStats } from './badges';

const stats = (s: Partial<BadgeStats>): BadgeStats => ({ actionCounts: {}, totalXp: 0, streakDays: 0, ...s });

describe('badgeProgress', () => {
  it.each<[BadgeRule, BadgeStats, number]>([
    [{ kind: 'action_count', action: 'complete_module', target: 8 }, stats({}), 0],
    [{ kind: 'action_count', action: 'complete_module', target: 8 }, stats({ actionCounts: { complete_module: 1 } }), 12],
    [{ kind: 'action_count', action: 'complete_module', target: 8 }, stats({ actionCounts: { complete_module: 7 } }), 87],
    [{ kind: 'action_count', action: 'complete_module', target: 8 }, stats({ actionCounts: { complete_module: 8 } }), 100],
    [{ kind: 'action_count', action: 'complete_module', target: 8 }, stats({ actionCounts: { complete_module: 30 } }), 100],
    [{ kind: 'total_xp', target: 5001 }, stats({ totalXp: 5000 }), 99],
    [{ kind: 'total_xp', target: 5001 }, stats({ totalXp: 5001 }), 100],
    [{ kind: 'total_xp', target: 5001 }, stats({ totalXp: -40 }), 0],
    [{ kind: 'streak_days', target: 7 }, stats({ streakDays: 6 }), 85],
    [{ kind: 'streak_days', target: 7 }, stats({ streakDays: 7 }), 100],
    [{ kind: 'distinct_actions', target: 3 }, stats({ actionCounts: { complete_module: 2, attend_webinar: 1, peer_mentoring: 0 } }), 66],
    [{ kind: 'distinct_actions', target: 3 }, stats({ actionCounts: { complete_module: 2, admin_adjustment: 4 } as BadgeStats['actionCounts'] }), 33],
  ])('%j with %j → %i', (rule, s, progress) => {
    expect(badgeProgress(rule, s)).toBe(progress);
  });
});

describe('badge texts', () => {
  it.each([
    [100, 'Unlocked'],
    [99, '99%'],
    [0, '0%'],
  ])('progress %i reads %s', (p, label) => {
    expect(badgeProgressLabel(p)).toBe(label);
  });
  it('describes each rule kind', () => {
    expect(describeBadgeRule({ kind: 'action_count', action: 'peer_mentoring', target: 1 })).toBe('Peer Mentoring 1 time');
    expect(describeBadgeRule({ kind: 'total_xp', target: 5001 })).toBe('Earn 5,001 XP');
    expect(describeBadgeRule({ kind: 'streak_days', target: 7 })).toBe('Keep a 7-day streak');
    expect(describeBadgeRule({ kind: 'distinct_actions', target: 3 })).toBe('Earn XP from 3 different actions');
  });
  it('has the four badges of the spec', () => {
    expect(BUILT_IN_BADGES.map((b) => b.name)).toEqual(['Data Master', 'Change Champion', 'Leadership Excellence', 'Transformation Catalyst']);
    for (const b of BUILT_IN_BADGES) expect(BadgeRuleSchema.safeParse(b.rule).success).toBe(true);
  });
});

describe('NewBadgeSchema', () => {
  it('refuses unknown rule kinds, bad targets and extra fields', () => {
    expect(NewBadgeSchema.safeParse({ name: 'X', description: 'Y', rule: { kind: 'vibes', target: 1 } }).success).toBe(false);
    expect(NewBadgeSchema.safeParse({ name: 'X', description: 'Y', rule: { kind: 'total_xp', target: 0 } }).success).toBe(false);
    expect(NewBadgeSchema.safeParse({ name: 'X', description: 'Y', rule: { kind: 'total_xp', target: 10 }, points: 5 }).success).toBe(false);
    expect(NewBadgeSchema.safeParse({ name: ' ', description: 'Y', rule: { kind: 'total_xp', target: 10 } }).error?.issues[0]?.message).toBe('A name is required');
    expect(NewBadgeSchema.safeParse({ name: 'Mentor', description: 'Mentor twice', rule: { kind: 'action_count', action: 'peer_mentoring', target: 2 } }).success).toBe(true);
  });
});

describe('ruleMayChange', () => {
  const change = (c: Partial<AwardChange>): AwardChange => ({ action: 'complete_module', points: 100, streakChanged: false, ...c });
  it.each<[BadgeRule, AwardChange, boolean]>([
    [{ kind: 'action_count', action: 'complete_module', target: 8 }, change({}), true],
    [{ kind: 'action_count', action: 'peer_mentoring', target: 5 }, change({}), false],
    [{ kind: 'action_count', action: 'peer_mentoring', target: 5 }, change({ action: 'admin_adjustment', points: 500 }), false],
    [{ kind: 'total_xp', target: 5001 }, change({ action: 'admin_adjustment', points: 500 }), true],
    [{ kind: 'total_xp', target: 5001 }, change({ action: 'admin_adjustment', points: -500 }), false],
    [{ kind: 'total_xp', target: 5001 }, change({ points: 0 }), false],
    [{ kind: 'streak_days', target: 7 }, change({ streakChanged: true }), true],
    [{ kind: 'streak_days', target: 7 }, change({ streakChanged: false }), false],
    [{ kind: 'distinct_actions', target: 3 }, change({ action: 'attend_webinar' }), true],
    [{ kind: 'distinct_actions', target: 3 }, change({ action: 'admin_adjustment', points: 50 }), false],
  ])('%j after %j → %s', (rule, c, expected) => {
    expect(ruleMayChange(rule, c)).toBe(expected);
  });
});
