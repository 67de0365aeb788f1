import { describe, expect, it } from 'vitest';
import { localDay } from './calendar-day';
import {
  ColleagueSearchQuerySchema,
  earliestMentoringDay,
  LogMentoringSessionSchema,
  MENTOR_LEVEL,
  mentoringAwardKey,
  mentoringDayProblem,
  mentoringOccurredAt,
  mentoringSessionFormSchema,
  mentoringStatus,
  mentoringWeek,
  MentoringRespondSchema,
  mentorLockedMessage,
  mentorUnlock,
} from './mentoring';

describe('mentorUnlock (spec: Level 3 Change Architect unlocks mentoring)', () => {
  it('is level 3, Change Architect, from 2,001 XP', () => {
    expect([MENTOR_LEVEL.number, MENTOR_LEVEL.name, MENTOR_LEVEL.minXp]).toEqual([3, 'Change Architect', 2001]);
  });
  it.each([
    [0, false, 2001],
    [-50, false, 2001],
    [Number.NaN, false, 2001],
    [500, false, 1501],
    [2000, false, 1],
    [2000.9, false, 1],
    [2001, true, 0],
    [5001, true, 0],
    [1_000_000, true, 0],
  ])('%s XP → allowed %s, %s XP to go', (xp, allowed, xpToUnlock) => {
    expect(mentorUnlock(xp)).toEqual({ allowed, xpToUnlock });
  });
  it('explains the rule and the distance in the locked message', () => {
    expect(mentorLockedMessage(1500)).toBe(
      'Mentoring unlocks at Level 3 (Change Architect, 2,001 XP): 501 XP to go. Until then, colleagues can log sessions with you as their mentee.',
    );
  });
});

describe('mentoringDayProblem (not in the future, not older than 30 days, in the mentor calendar)', () => {
  it.each([
    ['2026-11-24', '2026-11-24', null],
    ['2026-11-23', '2026-11-24', null],
    ['2026-10-25', '2026-11-24', null], // exactly 30 days before
    ['2026-10-24', '2026-11-24', 'Log a session within 30 days of it'],
    ['2025-11-24', '2026-11-24', 'Log a session within 30 days of it'],
    ['2026-11-25', '2026-11-24', 'The date cannot be in the future'],
    ['2027-01-01', '2026-12-31', 'The date cannot be in the future'],
    ['2026-02-30', '2026-03-10', 'Enter a date as YYYY-MM-DD'],
    ['24/11/2026', '2026-11-24', 'Enter a date as YYYY-MM-DD'],
    ['', '2026-11-24', 'Enter a date as YYYY-MM-DD'],
  ])('%s with today %s → %s', (day, today, problem) => {
    expect(mentoringDayProblem(day, today)).toBe(problem);
  });
  it('starts the allowed range 30 days back, across a month and a year', () => {
    expect(earliestMentoringDay('2026-11-24')).toBe('2026-10-25');
    expect(earliestMentoringDay('2027-01-10')).toBe('2026-12-11');
    expect(mentoringDayProblem(earliestMentoringDay('2027-01-10'), '2027-01-10')).toBeNull();
  });
  it('judges today in the mentor timezone: the same instant is a different today in Auckland and Lagos', () => {
    const instant = new Date('2026-11-24T20:00:00Z');
    const auckland = localDay(instant, 'Pacific/Auckland');
    const lagos = localDay(instant, 'Africa/Lagos');
    expect([auckland, lagos]).toEqual(['2026-11-25', '2026-11-24']);
    expect(mentoringDayProblem('2026-11-25', auckland)).toBeNull();
    expect(mentoringDayProblem('2026-11-25', lagos)).toBe('The date cannot be in the future');
  });
});

describe('mentoringWeek, mentoringAwardKey, mentoringOccurredAt', () => {
  it.each([
    ['2026-11-22', '2026-W47'], // Sunday
    ['2026-11-23', '2026-W48'], // Monday
    ['2026-11-29', '2026-W48'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
  ])('%s counts in %s', (day, week) => {
    expect(mentoringWeek(day)).toBe(week);
  });
  it('names the session in the award key', () => {
    expect(mentoringAwardKey('s-1')).toBe('mentoring:s-1');
  });
  it.each(['Pacific/Pago_Pago', 'America/Los_Angeles', 'UTC', 'Atlantic/Cape_Verde', 'Africa/Lagos', 'Africa/Nairobi', 'Asia/Tokyo', 'Pacific/Auckland', 'Pacific/Kiritimati'])(
    'dates the CPD entry on the session day in %s, also across a year end',
    (zone) => {
      for (const day of ['2026-11-20', '2026-12-31', '2027-01-01', '2026-06-15']) expect(localDay(new Date(mentoringOccurredAt(day, zone)), zone)).toBe(day);
    },
  );
});

describe('mentoringStatus', () => {
  it.each([
    ['pending', 2_000, 1_000, 'pending'],
    ['pending', 1_000, 1_000, 'expired'],
    ['pending', 500, 1_000, 'expired'],
    ['confirmed', 500, 1_000, 'confirmed'],
    ['declined', 500, 1_000, 'declined'],
  ] as const)('%s expiring at %s, seen at %s → %s', (stored, expiresAt, now, status) => {
    expect(mentoringStatus(stored, expiresAt, now)).toBe(status);
  });
});

describe('LogMentoringSessionSchema', () => {
  const good = { menteeId: 'u2', day: '2026-11-20', minutes: 45, topic: 'Planning the Q1 budget review' };
  const messages = (input: unknown) => {
    const r = LogMentoringSessionSchema.safeParse(input);
    if (r.success) return null;
    // The first message of each field, as the server's error handler and the form resolver show it.
    const fields: Record<string, string> = {};
    for (const i of r.error.issues) fields[i.path.join('.')] ??= i.message;
    return fields;
  };
  it('keeps the topic as one line of plain text', () => {
    expect(LogMentoringSessionSchema.parse({ ...good, topic: '  Budget\n\treview\u0000 <b>Q1</b>\u202e ' }).topic).toBe('Budget review <b>Q1</b>');
  });
  it.each([
    [{ ...good }, null],
    [{ ...good, minutes: 15 }, null],
    [{ ...good, minutes: 240 }, null],
    [{ ...good, idempotencyKey: '5b0c8b4e-3f5c-4a62-9a34-4f7a8c8f1d2e' }, null],
    [{ ...good, minutes: 14 }, { minutes: 'A session lasts at least 15 minutes' }],
    [{ ...good, minutes: 241 }, { minutes: 'Log at most 240 minutes per session' }],
    [{ ...good, minutes: 30.5 }, { minutes: 'Enter whole minutes' }],
    [{ ...good, minutes: Number.NaN }, { minutes: 'Enter how many minutes the session lasted' }],
    [{ ...good, minutes: '45' }, { minutes: 'Enter the minutes as a number' }],
    [{ ...good, menteeId: '' }, { menteeId: 'Choose the colleague you mentored' }],
    [{ ...good, day: '' }, { day: 'Choose the date of the session' }],
    [{ ...good, day: '2026-13-01' }, { day: 'Enter a date as YYYY-MM-DD' }],
    [{ ...good, topic: ' \n ' }, { topic: 'Say what you worked on' }],
    [{ ...good, topic: 'ok' }, { topic: 'Write at least 3 characters' }],
    [{ ...good, topic: 'x'.repeat(161) }, { topic: 'Keep the topic to 160 characters or fewer' }],
    [{ ...good, idempotencyKey: 'again' }, { idempotencyKey: 'Not a valid request key' }],
    [{ ...good, points: 80 }, { '': 'Unrecognized key: "points"' }],
    [{ ...good, mentorId: 'u9' }, { '': 'Unrecognized key: "mentorId"' }],
  ])('%j → %j', (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
  it('refuses a topic of a million characters before cleaning it', () => {
    expect(messages({ ...good, topic: 'x'.repeat(1_000_000) })).toEqual({ topic: 'Keep the topic to 160 characters or fewer' });
  });
  it('adds the date rule in the form against the given today', () => {
    const form = mentoringSessionFormSchema('2026-11-24');
    expect(form.safeParse(good).success).toBe(true);
    expect(form.safeParse({ ...good, day: '2026-11-25' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['day', 'The date cannot be in the future']]);
    expect(form.safeParse({ ...good, day: '2026-10-01' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['day', 'Log a session within 30 days of it']]);
  });
});

describe('request schemas', () => {
  const token = 'A'.repeat(43);
  it.each([
    [{ token, answer: 'confirm' }, true],
    [{ token, answer: 'decline' }, true],
    [{ token, answer: 'maybe' }, false],
    [{ token: 'short', answer: 'confirm' }, false],
    [{ token: `${'A'.repeat(42)}=`, answer: 'confirm' }, false],
    [{ token, answer: 'confirm', userId: 'u1' }, false],
  ])('respond %j → %s', (input, ok) => {
    expect(MentoringRespondSchema.safeParse(input).success).toBe(ok);
  });
  it.each([
    [{}, true],
    [{ q: '  Ama  Mensah ' }, true],
    [{ q: 'x'.repeat(81) }, false],
    [{ q: 'ama', page: '2' }, false],
  ])('search %j → %s', (input, ok) => {
    expect(ColleagueSearchQuerySchema.safeParse(input).success).toBe(ok);
  });
  it('cleans the search text', () => {
    expect(ColleagueSearchQuerySchema.parse({ q: '  Ama \n Mensah ' }).q).toBe('Ama Mensah');
  });
});
