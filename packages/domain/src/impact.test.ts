import { describe, expect, it } from 'vitest';
import {
  effectChange,
  FUTURE_DAY_MESSAGE,
  impactEntryFormSchema,
  ImpactEntryInputSchema,
  isFutureDay,
  reflectionAwardKey,
  reflectionDayProblem,
  reflectionWeek,
  weeklyReflectionKey,
  WeeklyReflectionInputSchema,
} from './impact';

describe('reflectionWeek / weeklyReflectionKey (ISO week in the learner timezone)', () => {
  it.each([
    // instant (UTC), timezone, ISO week
    ['2026-11-22T12:00:00Z', 'UTC', '2026-W47'], // Sunday
    ['2026-11-23T00:00:00Z', 'UTC', '2026-W48'], // Monday 00:00
    ['2026-11-22T23:30:00Z', 'Africa/Lagos', '2026-W48'], // already Monday 00:30 in Lagos
    ['2026-11-23T03:00:00Z', 'America/New_York', '2026-W47'], // still Sunday night in New York
    ['2026-12-31T12:00:00Z', 'UTC', '2026-W53'], // 2026 has 53 weeks
    ['2027-01-03T12:00:00Z', 'UTC', '2026-W53'], // Sunday 3 Jan 2027 still in 2026-W53
    ['2027-01-04T00:00:00Z', 'UTC', '2027-W01'], // Monday 4 Jan 2027 starts week 1
    ['2024-12-30T08:00:00Z', 'UTC', '2025-W01'], // a December Monday in next year's week 1
    ['2020-12-31T23:30:00Z', 'Asia/Tokyo', '2020-W53'], // 1 Jan 2021 in Tokyo: 2020-W53
    ['2021-01-04T00:30:00Z', 'America/Los_Angeles', '2020-W53'], // Sunday 3 Jan in LA
    ['2025-12-29T00:00:00Z', 'Africa/Nairobi', '2026-W01'],
  ])('%s in %s → %s', (instant, zone, week) => {
    expect(reflectionWeek(new Date(instant), zone)).toBe(week);
    expect(weeklyReflectionKey('u1', new Date(instant), zone)).toBe(`weekly-reflection:u1:${week}`);
  });
});

describe('reflectionDayProblem (a reflection counts for the day it was written, within bounds)', () => {
  it.each([
    // written on, learner's today, problem
    ['2026-11-22', '2026-11-22', null], // today
    ['2026-11-23', '2026-11-22', null], // a day ahead: the device is ahead of the profile's timezone
    ['2026-11-24', '2026-11-22', 'The date cannot be in the future'],
    ['2026-11-14', '2026-11-22', null], // 8 days old: a week offline still counts
    ['2026-11-13', '2026-11-22', 'A reflection must arrive within 8 days of the day it was written'],
    ['2026-12-28', '2027-01-04', null], // across the year: 2026-W53 arriving in 2027-W01
    ['2025-11-22', '2026-11-22', 'A reflection must arrive within 8 days of the day it was written'],
  ])('written %s, today %s → %s', (day, today, problem) => {
    expect(reflectionDayProblem(day, today)).toBe(problem);
  });

  it('names the award key by the week written in', () => {
    expect(reflectionAwardKey('u1', '2026-W53')).toBe('weekly-reflection:u1:2026-W53');
  });
});

describe('isFutureDay', () => {
  it.each([
    ['2026-11-22', '2026-11-22', false],
    ['2026-11-21', '2026-11-22', false],
    ['2026-11-23', '2026-11-22', true],
    ['2027-01-01', '2026-12-31', true],
  ])('%s with today %s → %s', (day, today, future) => {
    expect(isFutureDay(day, today)).toBe(future);
  });
});

describe('effectChange', () => {
  it.each([
    [{ before: 10, after: 15 }, { delta: 5, percent: 50 }],
    [{ before: 40, after: 30 }, { delta: -10, percent: -25 }],
    [{ before: 0, after: 3 }, { delta: 3, percent: null }],
    [{ before: -4, after: -2 }, { delta: 2, percent: 50 }],
    [{ before: 3, after: 4 }, { delta: 1, percent: 33.3 }],
  ])('%o → %o', (effect, change) => {
    expect(effectChange(effect)).toEqual(change);
  });
});

const entry = { title: 'Weekly stand-up', description: 'We cut it to 15 minutes.', day: '2026-11-20', effect: null, visibility: 'private' };

describe('ImpactEntryInputSchema', () => {
  it.each([
    ['a plain entry', entry, true],
    ['with an effect', { ...entry, effect: { metric: 'Meeting minutes', before: 60, after: 15 } }, true],
    ['an empty description', { ...entry, description: '' }, true],
    ['a blank title', { ...entry, title: '   ' }, false],
    ['a title of 121 characters', { ...entry, title: 'x'.repeat(121) }, false],
    ['a bad day', { ...entry, day: '2026-02-30' }, false],
    ['an effect with text numbers', { ...entry, effect: { metric: 'm', before: '1', after: 2 } }, false],
    ['an effect without a metric', { ...entry, effect: { metric: '', before: 1, after: 2 } }, false],
    ['an unknown visibility', { ...entry, visibility: 'friends' }, false],
    ['an extra field', { ...entry, userId: 'someone-else' }, false],
  ])('%s → %s', (_name, input, ok) => {
    expect(ImpactEntryInputSchema.safeParse(input).success).toBe(ok);
  });

  it('stores text without control characters and trimmed', () => {
    const parsed = ImpactEntryInputSchema.parse({ ...entry, title: '  Hi\u0000 there\u202E ', description: 'a\r\nb' });
    expect(parsed.title).toBe('Hi there');
    expect(parsed.description).toBe('a\nb');
  });

  it('needs a reflection text', () => {
    expect(WeeklyReflectionInputSchema.safeParse({ title: 'Week', description: '', visibility: 'public' }).success).toBe(false);
    expect(WeeklyReflectionInputSchema.safeParse({ title: 'Week', description: 'I listened more.', visibility: 'public' }).success).toBe(true);
    expect(WeeklyReflectionInputSchema.safeParse({ title: 'Week', description: 'I listened more.', visibility: 'public', day: '2026-11-20' }).success).toBe(true);
    expect(WeeklyReflectionInputSchema.safeParse({ title: 'Week', description: 'I listened more.', visibility: 'public', day: '2026-02-30' }).success).toBe(false);
    expect(WeeklyReflectionInputSchema.safeParse({ title: 'Week', description: 'I listened more.', visibility: 'public', day: '20/11/2026' }).success).toBe(false);
  });
});

describe('impactEntryFormSchema (the entry form, read into the request body)', () => {
  const form = impactEntryFormSchema('2026-11-24');
  const values = {
    title: ' Shorter stand-ups ',
    description: '',
    day: '2026-11-24',
    hasEffect: false,
    effect: { metric: 'Minutes', before: '30', after: 'abc' },
    visibility: 'private' as const,
  };
  const messages = (input: typeof values) => {
    const result = form.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('sends no effect when the box is not ticked, and numbers for it when it is', () => {
    expect(form.parse(values)).toEqual({ title: 'Shorter stand-ups', description: '', day: '2026-11-24', effect: null, visibility: 'private' });
    expect(form.parse({ ...values, hasEffect: true, effect: { metric: 'Minutes', before: '30', after: ' 22.5 ' } }).effect).toEqual({ metric: 'Minutes', before: 30, after: 22.5 });
    expect(messages({ ...values, hasEffect: true })).toEqual({ 'effect.after': 'Enter the after value as a number' });
  });

  it('asks for a date, refuses one after today, and reports the other fields at the same time', () => {
    expect(messages({ ...values, title: '', day: '' })).toMatchObject({ title: 'Give the entry a title', day: 'Choose the date' });
    expect(messages({ ...values, day: '2026-11-25' })).toEqual({ day: FUTURE_DAY_MESSAGE });
    expect(messages({ ...values, day: '2026-02-30' })).toEqual({ day: 'Enter a date as YYYY-MM-DD' });
  });
});
