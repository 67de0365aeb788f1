import { describe, expect, it } from 'vitest';
import {
  ELITE_CRITERIA,
  ELITE_LEVEL,
  ELITE_MIN_XP,
  eliteAchievementInput,
  eliteEarned,
  eliteIssueKey,
} from './elite';
import { levelForXp } from './levels';
import { openBadgeAchievement } from './open-badges';

describe('eliteEarned', () => {
  it.each([
    [0, 0, false],
    [5_000, 0, false],
    [5_000, 1, false],
    [5_000, 3, false],
    [5_001, 0, false],
    [5_001, 1, true],
    [5_001, 2, true],
    [12_000, 0, false],
    [12_000, 1, true],
    [-5_001, 1, false],
    [Number.NaN, 1, false],
    [Number.POSITIVE_INFINITY, 1, false],
  ])('%d XP and %d completed journeys: %s', (xp, completedJourneys, earned) => {
    expect(eliteEarned({ xp, completedJourneys })).toBe(earned);
  });

  it('starts exactly where Level 4, Transformation Leader, starts', () => {
    expect(ELITE_MIN_XP).toBe(5_001);
    expect(ELITE_LEVEL.name).toBe('Transformation Leader');
    expect(levelForXp(ELITE_MIN_XP - 1).number).toBe(3);
    expect(levelForXp(ELITE_MIN_XP).number).toBe(4);
  });
});

describe('eliteIssueKey', () => {
  it('is one key per learner', () => {
    expect(eliteIssueKey('u1')).toBe('elite:u1');
    expect(eliteIssueKey('u1')).not.toBe(eliteIssueKey('u2'));
  });
});

describe('eliteAchievementInput', () => {
  const base = 'https://leadvillage.example';

  it('names the level, its criteria and the verified CPD hours', () => {
    expect(eliteAchievementInput(base, { cpdMinutes: 390, accreditor: null })).toEqual({
      id: 'https://leadvillage.example/ob/achievements/elite',
      name: 'Elite certification: Transformation Leader',
      description:
        'Elite certificate of a Transformation Leader (Level 4): 5,001 XP or more and a completed ' +
        'leadership journey; 6.5 verified CPD hours (6:30) at issue.',
      criteria: ELITE_CRITERIA,
      achievementType: 'Certificate',
      creditsAvailable: 6.5,
    });
    expect(ELITE_CRITERIA).toContain('5,001 XP');
    expect(ELITE_CRITERIA).toContain('at least one leadership journey');
  });

  it('names the accrediting body when set, and states no credits for no minutes', () => {
    const a = eliteAchievementInput(base, {
      cpdMinutes: 0,
      accreditor: { name: 'CPD Standards Office', number: 'P-1' },
    });
    expect(a.description).toContain(
      'CPD accredited by CPD Standards Office, accreditation no. P-1.',
    );
    expect(a).not.toHaveProperty('creditsAvailable');
    expect(() => openBadgeAchievement(a)).not.toThrow();
  });

  it("states no holder's hours as its own public document", () => {
    const a = eliteAchievementInput(base, { accreditor: null });
    expect(a.description).toBe(
      'Elite certificate of a Transformation Leader (Level 4): 5,001 XP or more and a completed leadership journey.',
    );
    expect(a).not.toHaveProperty('creditsAvailable');
  });
});
