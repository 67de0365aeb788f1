import { describe, expect, it } from 'vitest';
import { levelForXp, pointsLevel } from './levels';
import {
  certificateWorthMoment,
  EMPTY_MOMENTS_SEEN,
  keyedMoment,
  levelUpMoment,
  MAX_MOMENT_KEYS,
  readMomentsSeen,
  streakCalendar,
  streakCalendarStart,
  type MomentsSeen,
} from './moments';

describe('the level every screen shows (decisions.md "One level on screen")', () => {
  it.each([
    [0, 1, 'Explorer', 0],
    [500, 1, 'Explorer', 1],
    [501, 2, 'Impact Builder', 1],
    [525, 2, 'Impact Builder', 1],
    [1_000, 2, 'Impact Builder', 1],
    [1_001, 2, 'Impact Builder', 2],
    [2_000, 2, 'Impact Builder', 2],
    [2_001, 3, 'Change Architect', 3],
    [5_000, 3, 'Change Architect', 5],
    [5_001, 4, 'Transformation Leader', 6],
  ])(
    '%i XP shows level %i %s (the points figure, never shown as a level, is %i)',
    (xp, number, name, figure) => {
      expect(levelForXp(xp)).toMatchObject({ number, name });
      expect(pointsLevel(xp)).toBe(figure);
    },
  );
});

describe('the level-up moment', () => {
  const seenAt = (level: number | null): MomentsSeen => ({ level, shown: [] });
  it.each([
    // [level celebrated before, XP now, level shown, level remembered]
    [null, 525, null, 2],
    [1, 500, null, 1],
    [1, 501, 2, 2],
    [1, 2_500, 3, 3],
    [2, 525, null, 2],
    [3, 525, null, 3],
    [3, 5_001, 4, 4],
  ] as const)('celebrated %s, at %i XP: shows %s, remembers %i', (before, xp, shown, after) => {
    const { show, seen } = levelUpMoment(seenAt(before), xp);
    expect(show?.number ?? null).toBe(shown);
    expect(seen.level).toBe(after);
  });

  it('shows once: the same value again (a reload) shows nothing', () => {
    const first = levelUpMoment(seenAt(1), 550);
    expect(first.show?.name).toBe('Impact Builder');
    expect(levelUpMoment(first.seen, 550).show).toBeNull();
  });
});

describe('keyed moments (a badge, a certificate)', () => {
  it('shows a key once', () => {
    const first = keyedMoment(EMPTY_MOMENTS_SEEN, 'badge:Data Master');
    expect(first.show).toBe(true);
    expect(keyedMoment(first.seen, 'badge:Data Master').show).toBe(false);
    expect(keyedMoment(first.seen, 'badge:Change Champion').show).toBe(true);
  });

  it('keeps at most the newest keys', () => {
    let seen = EMPTY_MOMENTS_SEEN;
    for (let i = 0; i < MAX_MOMENT_KEYS + 5; i++) seen = keyedMoment(seen, `badge:${i}`).seen;
    expect(seen.shown).toHaveLength(MAX_MOMENT_KEYS);
    expect(seen.shown[0]).toBe('badge:5');
  });

  it.each([
    [null, EMPTY_MOMENTS_SEEN],
    ['not json', EMPTY_MOMENTS_SEEN],
    ['{"level":9,"shown":[]}', EMPTY_MOMENTS_SEEN],
    ['{"level":2,"shown":["badge:x"]}', { level: 2, shown: ['badge:x'] }],
  ])('reads stored %s', (stored, expected) => {
    expect(readMomentsSeen(stored)).toEqual(expected);
  });

  it.each([
    [{ status: 'valid', issuedAt: '2026-12-01T10:00:00.000Z' }, '2026-12-02', true],
    [{ status: 'valid', issuedAt: '2026-11-02T10:00:00.000Z' }, '2026-12-02', true],
    [{ status: 'valid', issuedAt: '2026-11-01T10:00:00.000Z' }, '2026-12-02', false],
    [{ status: 'revoked', issuedAt: '2026-12-01T10:00:00.000Z' }, '2026-12-02', false],
    [{ status: 'valid', issuedAt: 'garbage' }, '2026-12-02', false],
  ])('celebrates certificate %j on %s: %s', (certificate, today, expected) => {
    expect(certificateWorthMoment(certificate, today)).toBe(expected);
  });
});

describe('the streak calendar', () => {
  it('shows 8 weeks Monday to Sunday ending with the week of today, days to come blank', () => {
    // 2 December 2026 is a Wednesday.
    const weeks = streakCalendar(
      new Map([
        ['2026-12-01', 150],
        ['2026-10-12', 100],
        ['2026-10-11', 60],
      ]),
      '2026-12-02',
    );
    expect(weeks).toHaveLength(8);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]![0]!.day).toBe('2026-10-12');
    expect(weeks[0]![0]!.xp).toBe(100);
    expect(weeks[7]!.map((c) => c.day)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks[7]![1]).toEqual({ day: '2026-12-01', xp: 150, future: false });
    expect(weeks[7]!.map((c) => c.future)).toEqual([false, false, false, true, true, true, true]);
    expect(weeks.flat().filter((c) => c.xp > 0)).toHaveLength(2);
  });

  it.each([
    ['2026-12-07', '2026-10-19'], // a Monday
    ['2026-12-06', '2026-10-12'], // a Sunday
    ['2027-01-01', '2026-11-09'], // across the year
  ])('for %s starts on %s', (today, start) => {
    expect(streakCalendarStart(today)).toBe(start);
  });
});
