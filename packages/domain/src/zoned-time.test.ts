import { describe, expect, it } from 'vitest';
import { formatZonedRange, isWallTime, utcToZonedWallTime, zonedWallTimeToUtc, zoneOffsetMs } from './zoned-time';

const utc = (iso: string) => Date.parse(iso);

describe('zonedWallTimeToUtc', () => {
  it.each([
    // wall time, zone → UTC instant (null: the zone never shows that time)
    ['2026-12-08T15:00', 'Africa/Lagos', '2026-12-08T14:00:00.000Z'],
    ['2026-12-08T17:00', 'Africa/Nairobi', '2026-12-08T14:00:00.000Z'],
    ['2026-12-08T14:00', 'UTC', '2026-12-08T14:00:00.000Z'],
    ['2026-12-08T16:00', 'Africa/Johannesburg', '2026-12-08T14:00:00.000Z'],
    ['2026-12-08T19:30', 'Asia/Kolkata', '2026-12-08T14:00:00.000Z'], // half-hour offset
    ['2026-12-08T19:45', 'Asia/Kathmandu', '2026-12-08T14:00:00.000Z'], // quarter-hour offset
    ['2026-12-31T23:30', 'Africa/Accra', '2026-12-31T23:30:00.000Z'],
    ['2027-01-01T00:30', 'Africa/Cairo', '2026-12-31T22:30:00.000Z'], // the day before in UTC
    // Summer time: London is UTC+1 in July.
    ['2026-07-01T09:00', 'Europe/London', '2026-07-01T08:00:00.000Z'],
    // Clocks go forward: 01:00-02:00 on 29 March 2026 never happens in London; 02:00-03:00 on 8 March in New York.
    ['2026-03-29T01:30', 'Europe/London', null],
    ['2026-03-08T02:30', 'America/New_York', null],
    ['2026-03-29T02:00', 'Europe/London', '2026-03-29T01:00:00.000Z'],
    // Clocks go back: 01:30 happens twice; the earlier one is taken.
    ['2026-10-25T01:30', 'Europe/London', '2026-10-25T00:30:00.000Z'],
    ['2026-11-01T01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    // Not a date and time.
    ['2026-02-30T10:00', 'UTC', null],
    ['2026-12-08T24:00', 'UTC', null],
    ['2026-12-08 14:00', 'UTC', null],
    ['2026-12-08T14:00:00', 'UTC', null],
    ['', 'UTC', null],
  ])('%s in %s → %s', (wall, zone, expected) => {
    const instant = zonedWallTimeToUtc(wall, zone);
    expect(instant === null ? null : new Date(instant).toISOString()).toBe(expected);
  });

  it('throws for an unknown zone, like Intl', () => {
    expect(() => zonedWallTimeToUtc('2026-12-08T14:00', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('goes back to the same wall time through utcToZonedWallTime', () => {
    for (const zone of ['Africa/Lagos', 'Africa/Nairobi', 'Europe/London', 'America/Sao_Paulo', 'Asia/Kolkata', 'Pacific/Chatham']) {
      for (const wall of ['2026-01-15T08:05', '2026-06-30T23:59', '2026-12-08T00:00']) {
        expect(utcToZonedWallTime(zonedWallTimeToUtc(wall, zone)!, zone)).toBe(wall);
      }
    }
  });
});

describe('isWallTime', () => {
  it.each([
    ['2026-12-08T14:00', true],
    ['2028-02-29T00:00', true],
    ['2026-02-29T00:00', false],
    ['2026-13-01T00:00', false],
    ['2026-12-08T14:60', false],
    ['2026-12-08', false],
    ['14:00', false],
  ])('%s → %s', (wall, ok) => expect(isWallTime(wall)).toBe(ok));
});

describe('zoneOffsetMs', () => {
  it.each([
    ['2026-12-08T14:00:00.000Z', 'Africa/Lagos', 60],
    ['2026-12-08T14:00:00.500Z', 'Asia/Kathmandu', 345],
    ['2026-07-01T12:00:00.000Z', 'America/New_York', -240],
    ['2026-12-01T12:00:00.000Z', 'America/New_York', -300],
    ['2026-12-08T14:00:00.000Z', 'UTC', 0],
  ])('%s in %s → %d minutes', (iso, zone, minutes) => {
    expect(zoneOffsetMs(utc(iso), zone) / 60_000).toBe(minutes);
  });
});

describe('formatZonedRange (an event as a learner reads it, the zone named)', () => {
  it.each([
    [
      '2026-12-08T14:00:00Z',
      '2026-12-08T15:15:00Z',
      'Africa/Lagos',
      'en-GB',
      { date: 'Tuesday 8 December 2026', time: '15:00–16:15', zone: 'West Africa Time (Africa/Lagos)' },
    ],
    [
      '2026-12-08T14:00:00Z',
      '2026-12-08T15:15:00Z',
      'UTC',
      'en-GB',
      { date: 'Tuesday 8 December 2026', time: '14:00–15:15', zone: 'Coordinated Universal Time (UTC)' },
    ],
    // Late in UTC is the next morning in Nairobi.
    [
      '2026-12-08T22:00:00Z',
      '2026-12-08T23:15:00Z',
      'Africa/Nairobi',
      'en-GB',
      { date: 'Wednesday 9 December 2026', time: '01:00–02:15', zone: 'East Africa Time (Africa/Nairobi)' },
    ],
    // Across midnight in the reader's zone.
    [
      '2026-12-08T20:30:00Z',
      '2026-12-08T22:00:00Z',
      'Africa/Cairo',
      'en-GB',
      { date: 'Tuesday 8 December 2026', time: '22:30 – 00:00 (next day)', zone: 'Eastern European Standard Time (Africa/Cairo)' },
    ],
    [
      '2026-12-08T14:00:00Z',
      '2026-12-08T15:15:00Z',
      'America/New_York',
      'en-US',
      { date: 'Tuesday, December 8, 2026', time: '9:00 AM–10:15 AM', zone: 'Eastern Standard Time (America/New_York)' },
    ],
  ])('%s–%s in %s (%s)', (start, end, zone, locale, expected) => {
    const got = formatZonedRange(utc(start), utc(end), zone, locale);
    // ICU versions differ in the date's comma; their spaces come out plain (plainSpaces).
    expect({ date: got.date.replace(/^(\w+),/, '$1'), time: got.time, zone: got.zone }).toEqual({
      ...expected,
      date: expected.date.replace(/^(\w+),/, '$1'),
    });
  });
});
