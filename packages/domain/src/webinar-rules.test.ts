import { describe, expect, it } from 'vitest';
import {
  acceptedSlices,
  attendanceSlice,
  attendanceWindowState,
  canSeeJoinLink,
  codeLimitState,
  displayAttendanceCode,
  eventPhase,
  isAttendanceCodeShape,
  isUpcomingOrOpen,
  normaliseAttendanceCode,
  seedEventStart,
  sliceEndsAt,
  webinarAwardKey,
} from './webinar-rules';

const at = (iso: string) => Date.parse(iso);
const MIN = 60_000;
// 14:00-15:00 UTC: 14:00 is a slice boundary (slices count from the epoch, 5 minutes each).
const event = { startsAt: at('2026-12-08T14:00:00Z'), endsAt: at('2026-12-08T15:00:00Z'), cancelledAt: null };

describe('eventPhase and isUpcomingOrOpen', () => {
  it.each([
    ['2026-12-01T10:00:00Z', 'upcoming', true],
    ['2026-12-08T13:59:59Z', 'upcoming', true],
    ['2026-12-08T14:00:00Z', 'live', true],
    ['2026-12-08T14:59:59Z', 'live', true],
    ['2026-12-08T15:00:00Z', 'ended', true], // codes still accepted for 10 minutes
    ['2026-12-08T15:09:59Z', 'ended', true],
    ['2026-12-08T15:10:00Z', 'ended', false],
  ])('at %s: %s, listed as upcoming: %s', (now, phase, upcoming) => {
    expect(eventPhase(event, at(now))).toBe(phase);
    expect(isUpcomingOrOpen(event, at(now))).toBe(upcoming);
  });
});

describe('attendanceWindowState', () => {
  it.each([
    ['2026-12-08T13:59:59Z', null, 'not_open'],
    ['2026-12-08T14:00:00Z', null, 'open'],
    ['2026-12-08T15:10:00Z', null, 'open'], // the end plus 10 minutes, inclusive
    ['2026-12-08T15:10:00.001Z', null, 'closed'],
    ['2026-12-08T14:30:00Z', at('2026-12-01T00:00:00Z'), 'cancelled'],
  ])('at %s (cancelled %s) → %s', (now, cancelledAt, state) => {
    expect(attendanceWindowState({ ...event, cancelledAt }, at(now))).toBe(state);
  });
});

describe('acceptedSlices (current slice; the previous one for 10 s after a rotation; none outside the window)', () => {
  const slice = (iso: string) => attendanceSlice(at(iso));
  it.each([
    ['2026-12-08T13:59:59Z', []],
    // At the start, the slice before the event was never shown: only the current one.
    ['2026-12-08T14:00:00Z', ['2026-12-08T14:00:00Z']],
    ['2026-12-08T14:00:05Z', ['2026-12-08T14:00:00Z']],
    ['2026-12-08T14:04:59Z', ['2026-12-08T14:00:00Z']],
    ['2026-12-08T14:05:00Z', ['2026-12-08T14:05:00Z', '2026-12-08T14:00:00Z']],
    ['2026-12-08T14:05:09.999Z', ['2026-12-08T14:05:00Z', '2026-12-08T14:00:00Z']],
    ['2026-12-08T14:05:10Z', ['2026-12-08T14:05:00Z']],
    ['2026-12-08T15:10:00Z', ['2026-12-08T15:10:00Z', '2026-12-08T15:05:00Z']],
    ['2026-12-08T15:10:01Z', []],
  ])('at %s → %j', (now, slices) => {
    expect(acceptedSlices(event, at(now))).toEqual(slices.map(slice));
  });

  it('accepts the previous slice at the start when the event starts inside it', () => {
    const offBoundary = { startsAt: at('2026-12-08T14:02:00Z'), endsAt: at('2026-12-08T15:00:00Z') };
    expect(acceptedSlices(offBoundary, at('2026-12-08T14:05:03Z'))).toEqual([slice('2026-12-08T14:05:00Z'), slice('2026-12-08T14:00:00Z')]);
  });

  it('accepts nothing for a cancelled event', () => {
    expect(acceptedSlices({ ...event, cancelledAt: 1 }, at('2026-12-08T14:30:00Z'))).toEqual([]);
  });

  it('numbers slices from the epoch, 5 minutes each', () => {
    expect(attendanceSlice(0)).toBe(0);
    expect(attendanceSlice(5 * MIN - 1)).toBe(0);
    expect(attendanceSlice(5 * MIN)).toBe(1);
    expect(sliceEndsAt(attendanceSlice(at('2026-12-08T14:03:00Z')))).toBe(at('2026-12-08T14:05:00Z'));
  });
});

describe('attendance code input', () => {
  it.each([
    ['123456', '123456', true],
    ['123 456', '123456', true],
    [' 123-456 ', '123456', true],
    ['12345', '12345', false],
    ['1234567', '1234567', false],
    ['12345a', '12345a', false],
    ['١٢٣٤٥٦', '١٢٣٤٥٦', false], // other digit systems are not codes
    ['', '', false],
  ])('%j → %j (a code: %s)', (input, normalised, ok) => {
    expect(normaliseAttendanceCode(input)).toBe(normalised);
    expect(isAttendanceCodeShape(normaliseAttendanceCode(input))).toBe(ok);
  });

  it('shows a code in two groups of three', () => {
    expect(displayAttendanceCode('042917')).toBe('042 917');
  });
});

describe('codeLimitState (5 wrong codes in a rolling minute; the 6th try is refused)', () => {
  const now = at('2026-12-08T14:10:00Z');
  const ago = (...seconds: number[]) => seconds.map((s) => now - s * 1000);
  it.each([
    [[], false, null, 0],
    [ago(50, 40, 30, 20), false, null, 4],
    [ago(50, 40, 30, 20, 10), true, now + 10_000, 5],
    // Older than a minute no longer counts.
    [ago(61, 60, 30, 20, 10), false, null, 3],
    // Six inside the window: trying again needs two of them gone (fewer than five left).
    [ago(59, 58, 57, 56, 55, 54), true, now + 2_000, 6],
    // A try stamped just after now (a concurrent request that got the lock first) counts; nonsense does not.
    [[now + 5, Number.NaN, ...ago(1, 2, 3, 4)], true, now + 56_000, 5],
    [[Number.NaN, ...ago(1, 2, 3, 4)], false, null, 4],
  ])('%j → limited %s until %s', (failures, limited, retryAt, kept) => {
    const state = codeLimitState(failures, now);
    expect([state.limited, state.retryAt, state.recent.length]).toEqual([limited, retryAt, kept]);
    expect(state.recent).toEqual([...state.recent].sort((a, b) => a - b));
  });
});

describe('canSeeJoinLink (registered, a link set, from 15 minutes before the start until the end)', () => {
  const withLink = { ...event, hasJoinUrl: true };
  it.each([
    ['2026-12-08T13:44:59Z', true, withLink, false],
    ['2026-12-08T13:45:00Z', true, withLink, true],
    ['2026-12-08T14:30:00Z', true, withLink, true],
    ['2026-12-08T15:00:00Z', true, withLink, false],
    ['2026-12-08T14:30:00Z', false, withLink, false],
    ['2026-12-08T14:30:00Z', true, { ...withLink, hasJoinUrl: false }, false],
    ['2026-12-08T14:30:00Z', true, { ...withLink, cancelledAt: 1 }, false],
  ])('at %s, registered %s → %s', (now, registered, e, visible) => {
    expect(canSeeJoinLink(e, registered, at(now))).toBe(visible);
  });
});

describe('seedEventStart (the next Tuesday 14:00 UTC at least 7 days out)', () => {
  it.each([
    // now (a Monday … ) → start
    ['2026-11-23T09:00:00Z', '2026-12-01T14:00:00.000Z'], // Monday → Tuesday 8 days later
    ['2026-11-24T13:59:00Z', '2026-12-01T14:00:00.000Z'], // Tuesday before 14:00 → exactly 7 days out
    ['2026-11-24T14:00:00Z', '2026-12-01T14:00:00.000Z'],
    ['2026-11-24T14:00:01Z', '2026-12-08T14:00:00.000Z'], // a second past: the week after
    ['2026-11-25T08:00:00Z', '2026-12-08T14:00:00.000Z'],
    ['2026-12-28T23:00:00Z', '2027-01-05T14:00:00.000Z'], // across a year end
  ])('%s → %s', (now, expected) => {
    expect(new Date(seedEventStart(at(now))).toISOString()).toBe(expected);
  });

  it('takes another weekday and hour', () => {
    expect(new Date(seedEventStart(at('2026-11-23T09:00:00Z'), 4, 9)).toISOString()).toBe('2026-12-03T09:00:00.000Z');
  });
});

describe('webinarAwardKey', () => {
  it('names the learner and the event', () => {
    expect(webinarAwardKey('u1', 'e9')).toBe('webinar:u1:e9');
  });
});
