import { describe, expect, it } from 'vitest';
import { addDays, localDay } from './calendar-day';
import {
  ADMIN_ADJUSTMENT,
  awardWithStreak,
  computeAward,
  currentStreakDays,
  EMPTY_STREAK,
  LedgerActionSchema,
  MAX_STREAK_FREEZES,
  STREAK_DAYS_FOR_MULTIPLIER,
  STREAK_DAYS_PER_FREEZE,
  STREAK_MULTIPLIER,
  streakMultiplier,
  streakOn,
  StreakSchema,
  updateStreak,
  XP_ACTION_IDS,
  XP_ACTIONS,
  XpActionIdSchema,
  XpAdjustmentSchema,
  type Streak,
  type XpActionId,
} from './xp';

describe('XP_ACTIONS', () => {
  it('is the award table of ../shared/spec/platform-spec.md section 9 (Business constants and limits)', () => {
    expect(XP_ACTIONS.map((a) => [a.label, a.points])).toEqual([
      ['Onboarding Complete', 50],
      ['Complete Module', 100],
      ['Attend Webinar', 75],
      ['Peer Mentoring', 80],
      ['Submit Weekly Reflection', 60],
      ['Capstone Challenge', 250],
    ]);
    expect(XP_ACTIONS.map((a) => a.id)).toEqual([...XP_ACTION_IDS]);
  });

  it('knows the admin adjustment as a ledger action but not as an award', () => {
    expect(LedgerActionSchema.safeParse(ADMIN_ADJUSTMENT).success).toBe(true);
    expect(XpActionIdSchema.safeParse(ADMIN_ADJUSTMENT).success).toBe(false);
    expect(LedgerActionSchema.safeParse('complete_module').success).toBe(true);
    expect(LedgerActionSchema.safeParse('free_points').success).toBe(false);
  });

  it('has the streak constants', () => {
    expect(STREAK_MULTIPLIER).toBe(1.5);
    expect(STREAK_DAYS_FOR_MULTIPLIER).toBe(7);
  });
});

describe('streakMultiplier', () => {
  it.each([
    [0, 1],
    [1, 1],
    [6, 1],
    [7, 1.5],
    [8, 1.5],
    [365, 1.5],
  ])('%i days → ×%d', (days, multiplier) => {
    expect(streakMultiplier(days)).toBe(multiplier);
  });
});

describe('computeAward', () => {
  const cases: Array<[XpActionId, number, number, number, number]> = [
    ['onboarding_complete', 1, 50, 1, 50],
    ['onboarding_complete', 7, 50, 1.5, 75],
    ['complete_module', 6, 100, 1, 100],
    ['complete_module', 7, 100, 1.5, 150],
    ['attend_webinar', 6, 75, 1, 75],
    ['attend_webinar', 7, 75, 1.5, 113], // 112.5 rounds up
    ['peer_mentoring', 10, 80, 1.5, 120],
    ['weekly_reflection', 0, 60, 1, 60],
    ['weekly_reflection', 7, 60, 1.5, 90],
    ['capstone_challenge', 3, 250, 1, 250],
    ['capstone_challenge', 30, 250, 1.5, 375],
  ];
  it.each(cases)('%s on streak day %i → %i × %d = %i', (action, days, base, mult, points) => {
    expect(computeAward(action, days)).toEqual({ basePoints: base, multiplier: mult, points });
  });
});

describe('updateStreak', () => {
  const cases: Array<[string, Streak, string, Streak]> = [
    ['first XP ever', EMPTY_STREAK, '2026-03-09', { lastDay: '2026-03-09', days: 1, freezes: 0 }],
    [
      'same day again',
      { lastDay: '2026-03-09', days: 3, freezes: 0 },
      '2026-03-09',
      { lastDay: '2026-03-09', days: 3, freezes: 0 },
    ],
    [
      'next day',
      { lastDay: '2026-03-09', days: 3, freezes: 0 },
      '2026-03-10',
      { lastDay: '2026-03-10', days: 4, freezes: 0 },
    ],
    [
      'sixth to seventh day',
      { lastDay: '2026-03-09', days: 6, freezes: 0 },
      '2026-03-10',
      { lastDay: '2026-03-10', days: 7, freezes: 1 },
    ],
    [
      'one missed day resets',
      { lastDay: '2026-03-09', days: 6, freezes: 0 },
      '2026-03-11',
      { lastDay: '2026-03-11', days: 1, freezes: 0 },
    ],
    [
      'long gap resets',
      { lastDay: '2026-01-01', days: 40, freezes: 0 },
      '2026-03-11',
      { lastDay: '2026-03-11', days: 1, freezes: 0 },
    ],
    [
      'across a month end',
      { lastDay: '2026-02-28', days: 2, freezes: 0 },
      '2026-03-01',
      { lastDay: '2026-03-01', days: 3, freezes: 0 },
    ],
    [
      'across a year end',
      { lastDay: '2026-12-31', days: 9, freezes: 0 },
      '2027-01-01',
      { lastDay: '2027-01-01', days: 10, freezes: 0 },
    ],
    [
      'earlier day (moved west) is ignored',
      { lastDay: '2026-03-10', days: 4, freezes: 0 },
      '2026-03-09',
      { lastDay: '2026-03-10', days: 4, freezes: 0 },
    ],
  ];
  it.each(cases)('%s', (_name, previous, today, expected) => {
    expect(updateStreak(previous, today)).toEqual(expected);
  });
});

describe('currentStreakDays', () => {
  it.each([
    [EMPTY_STREAK, '2026-03-09', 0],
    [{ lastDay: '2026-03-09', days: 5, freezes: 0 }, '2026-03-09', 5],
    [{ lastDay: '2026-03-09', days: 5, freezes: 0 }, '2026-03-10', 5], // still alive until today ends
    [{ lastDay: '2026-03-09', days: 5, freezes: 0 }, '2026-03-11', 0], // broken
  ])('%j on %s → %i', (streak, today, days) => {
    expect(currentStreakDays(streak, today)).toBe(days);
  });
});

describe('streaks in the learner timezone', () => {
  /** Earns XP at each instant, counting days in `zone`, and returns the final streak length. */
  const streakAfter = (zone: string, instants: string[]) =>
    instants.reduce<Streak>(
      (s, iso) => updateStreak(s, localDay(new Date(iso), zone)),
      EMPTY_STREAK,
    ).days;

  it.each([
    // 23:30 and 00:30 in Lagos (UTC+1) are two local days inside one UTC day
    ['Africa/Lagos', ['2026-03-09T22:30:00Z', '2026-03-09T23:30:00Z'], 2],
    // 23:59 and 00:01 local in Nairobi (UTC+3)
    ['Africa/Nairobi', ['2026-03-09T20:59:00Z', '2026-03-09T21:01:00Z'], 2],
    // 00:30 and 23:30 of the same local day in Johannesburg (UTC+2) span two UTC days
    ['Africa/Johannesburg', ['2026-03-08T22:30:00Z', '2026-03-09T21:30:00Z'], 1],
    // 20:00 on 9 March and 23:00 on 9 March in Bogota (UTC-5) are the UTC 10th: one local day
    ['America/Bogota', ['2026-03-10T01:00:00Z', '2026-03-10T04:00:00Z'], 1],
    // 23:00 on the 9th, then 00:30 on the 11th in Bogota: the 10th was missed
    ['America/Bogota', ['2026-03-10T04:00:00Z', '2026-03-11T05:30:00Z'], 1],
    // ... but 00:30 on the 10th keeps it going
    ['America/Bogota', ['2026-03-10T04:00:00Z', '2026-03-10T05:30:00Z'], 2],
  ])('%s %j → %i days', (zone, instants, days) => {
    expect(streakAfter(zone, instants)).toBe(days);
  });
});

describe('awardWithStreak', () => {
  /** Earns Complete Module (100 XP) on each day in turn; the points of each award and the final streak. */
  const run = (days: string[]) => {
    let streak: Streak = EMPTY_STREAK;
    const points: number[] = [];
    for (const day of days) {
      const result = awardWithStreak('complete_module', streak, day);
      streak = result.streak;
      points.push(result.award.points);
    }
    return { points, streak };
  };
  const march = (...dates: number[]) => dates.map((d) => `2026-03-${String(d).padStart(2, '0')}`);

  it('multiplies the award that makes day 7, and a missed day after it uses the freeze day 7 earned', () => {
    const { points, streak } = run(march(1, 2, 3, 4, 5, 6, 7, 8, 10));
    expect(points).toEqual([100, 100, 100, 100, 100, 100, 150, 150, 150]);
    expect(streak).toEqual({ lastDay: '2026-03-10', days: 9, freezes: 0 });
  });

  it('resets after a missed day before day 7, when no freeze is held', () => {
    const { points, streak } = run(march(1, 2, 3, 4, 5, 7, 8));
    expect(points).toEqual([100, 100, 100, 100, 100, 100, 100]);
    expect(streak).toEqual({ lastDay: '2026-03-08', days: 2, freezes: 0 });
  });
});

/** The streak freeze table (docs/decisions/036-streak-freezes.md): `days` of XP in a row from 1 March, then the next XP day. */
describe('streak freezes', () => {
  const streakOf = (days: number, freezes: number): Streak => ({ lastDay: '2026-03-31', days, freezes });
  // [case, streak before, next XP day, streak after, multiplier of that award]
  const cases: Array<[string, Streak, string, Streak, number]> = [
    ['day 6 → 7 earns the first freeze', streakOf(6, 0), '2026-04-01', { lastDay: '2026-04-01', days: 7, freezes: 1 }, 1.5],
    ['day 13 → 14 earns the second', streakOf(13, 1), '2026-04-01', { lastDay: '2026-04-01', days: 14, freezes: 2 }, 1.5],
    ['day 20 → 21 with 2 held stays at 2 (the cap)', streakOf(20, 2), '2026-04-01', { lastDay: '2026-04-01', days: 21, freezes: 2 }, 1.5],
    ['day 20 → 21 with 1 held earns one back', streakOf(20, 1), '2026-04-01', { lastDay: '2026-04-01', days: 21, freezes: 2 }, 1.5],
    ['days 8 to 13 earn nothing', streakOf(9, 1), '2026-04-01', { lastDay: '2026-04-01', days: 10, freezes: 1 }, 1.5],
    ['one missed day uses one of 2', streakOf(10, 2), '2026-04-02', { lastDay: '2026-04-02', days: 11, freezes: 1 }, 1.5],
    ['two missed days use both', streakOf(10, 2), '2026-04-03', { lastDay: '2026-04-03', days: 11, freezes: 0 }, 1.5],
    ['three missed days with 2 held: the streak starts again', streakOf(10, 2), '2026-04-04', { lastDay: '2026-04-04', days: 1, freezes: 0 }, 1],
    ['two missed days with 1 held: starts again, the freeze gone', streakOf(10, 1), '2026-04-03', { lastDay: '2026-04-03', days: 1, freezes: 0 }, 1],
    ['a frozen day is not a streak day: 13 → 14 across it earns', streakOf(13, 1), '2026-04-02', { lastDay: '2026-04-02', days: 14, freezes: 1 }, 1.5],
    ['a bridged day 6 → 7 cannot happen without a freeze', streakOf(6, 0), '2026-04-02', { lastDay: '2026-04-02', days: 1, freezes: 0 }, 1],
    ['a second award the same day changes nothing', streakOf(7, 1), '2026-03-31', streakOf(7, 1), 1.5],
    ['an earlier day (moved west) keeps the freezes', streakOf(8, 2), '2026-03-30', streakOf(8, 2), 1.5],
  ];
  it.each(cases)('%s', (_name, before, day, after, multiplier) => {
    const { streak, award } = awardWithStreak('complete_module', before, day);
    expect(streak).toEqual(after);
    expect(award.multiplier).toBe(multiplier);
    expect(award.points).toBe(100 * multiplier);
  });

  // [case, streak, today, shown days, shown freezes]
  const shown: Array<[string, Streak, string, number, number]> = [
    ['XP today', streakOf(8, 1), '2026-03-31', 8, 1],
    ['XP yesterday: nothing missed yet', streakOf(8, 1), '2026-04-01', 8, 1],
    ['one day missed: a freeze spent, the streak kept', streakOf(8, 1), '2026-04-02', 8, 0],
    ['two days missed, 2 held: both spent', streakOf(15, 2), '2026-04-03', 15, 0],
    ['more days missed than held: over', streakOf(15, 2), '2026-04-04', 0, 0],
    ['never earned XP', EMPTY_STREAK, '2026-04-04', 0, 0],
  ];
  it.each(shown)('shows %s', (_name, streak, today, days, freezes) => {
    expect(streakOn(streak, today)).toMatchObject({ days, freezes });
    expect(currentStreakDays(streak, today)).toBe(days);
  });

  it('earns at day 7 and 14, holds at most 2 by day 28, and a month of daily XP keeps the multiplier', () => {
    let streak: Streak = EMPTY_STREAK;
    const held: number[] = [];
    for (let d = 0; d < 28; d++) {
      streak = updateStreak(streak, addDays('2026-03-01', d));
      held.push(streak.freezes);
    }
    expect(held.slice(5, 8)).toEqual([0, 1, 1]);
    expect(held.slice(12, 15)).toEqual([1, 2, 2]);
    expect(held.at(-1)).toBe(MAX_STREAK_FREEZES);
    expect(STREAK_DAYS_PER_FREEZE).toBe(7);
  });

  it('is never sold: the schema refuses more than 2 held', () => {
    expect(StreakSchema.safeParse(streakOf(30, 2)).success).toBe(true);
    expect(StreakSchema.safeParse(streakOf(30, 3)).success).toBe(false);
  });
});

describe('XpAdjustmentSchema', () => {
  it.each([
    [{ points: 100, reason: 'Webinar attendance fix' }, null],
    [{ points: -50, reason: 'Duplicate award' }, null],
    [{ points: 0, reason: 'Nothing' }, 'The adjustment cannot be 0'],
    [{ points: 1.5, reason: 'Half' }, 'Enter a whole number of points'],
    [{ points: 10, reason: '   ' }, 'A reason is required'],
    [{ points: 10 }, 'A reason is required'],
  ])('%j → %s', (input, message) => {
    const result = XpAdjustmentSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
