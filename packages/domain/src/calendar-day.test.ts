import { describe, expect, it } from 'vitest';
import {
  addDays,
  CalendarDaySchema,
  daysBetween,
  isCalendarDay,
  isoWeekKey,
  isValidTimeZone,
  localDay,
  zoneOrUtc,
} from './calendar-day';

describe('isCalendarDay / CalendarDaySchema', () => {
  it.each([
    ['2026-01-01', true],
    ['2024-02-29', true], // leap year
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-1', false],
    ['26-01-01', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (value, ok) => {
    expect(isCalendarDay(value)).toBe(ok);
    expect(CalendarDaySchema.safeParse(value).success).toBe(ok);
  });
});

describe('daysBetween / addDays', () => {
  it.each([
    ['2026-03-09', '2026-03-09', 0],
    ['2026-03-09', '2026-03-10', 1],
    ['2026-03-10', '2026-03-09', -1],
    ['2026-02-28', '2026-03-01', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-12-31', '2026-01-01', 1],
    // days of European and American clock changes are still one day apart
    ['2026-03-28', '2026-03-29', 1],
    ['2026-11-01', '2026-11-02', 1],
  ])('%s → %s = %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
    expect(addDays(from, days)).toBe(to);
  });

  it('rejects a malformed day', () => {
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => addDays('yesterday', 1)).toThrow(RangeError);
  });
});

describe('isValidTimeZone', () => {
  it.each([
    ['Africa/Lagos', true],
    ['Africa/Nairobi', true],
    ['America/Bogota', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%s → %s', (zone, ok) => {
    expect(isValidTimeZone(zone)).toBe(ok);
    expect(zoneOrUtc(zone)).toBe(ok ? zone : 'UTC');
  });
});

describe('localDay', () => {
  it.each([
    // Lagos is UTC+1: the local day turns at 23:00 UTC
    ['2026-03-09T22:59:59Z', 'Africa/Lagos', '2026-03-09'],
    ['2026-03-09T23:00:00Z', 'Africa/Lagos', '2026-03-10'],
    // Nairobi is UTC+3: the local day turns at 21:00 UTC
    ['2026-03-09T20:59:59Z', 'Africa/Nairobi', '2026-03-09'],
    ['2026-03-09T21:00:00Z', 'Africa/Nairobi', '2026-03-10'],
    // Johannesburg is UTC+2: the local day turns at 22:00 UTC
    ['2026-03-09T21:59:59Z', 'Africa/Johannesburg', '2026-03-09'],
    ['2026-03-09T22:00:00Z', 'Africa/Johannesburg', '2026-03-10'],
    // Bogota is UTC-5: the local day turns at 05:00 UTC
    ['2026-03-10T04:59:59Z', 'America/Bogota', '2026-03-09'],
    ['2026-03-10T05:00:00Z', 'America/Bogota', '2026-03-10'],
    ['2026-12-31T23:30:00Z', 'UTC', '2026-12-31'],
    ['2026-12-31T23:30:00Z', 'Africa/Lagos', '2027-01-01'],
  ])('%s in %s → %s', (iso, zone, day) => {
    expect(localDay(new Date(iso), zone)).toBe(day);
  });

  it('throws on an unknown time zone', () => {
    expect(() => localDay(new Date('2026-03-09T12:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('isoWeekKey', () => {
  it.each([
    ['2026-11-22', '2026-W47'], // a Sunday ends its week
    ['2026-11-23', '2026-W48'], // a Monday starts the next
    ['2026-01-01', '2026-W01'], // Thursday 1 January: week 1
    ['2027-01-01', '2026-W53'], // Friday 1 January belongs to the last week of 2026
    ['2024-12-30', '2025-W01'], // a Monday in December can start next year's week 1
    ['2021-01-03', '2020-W53'],
  ])('%s → %s', (day, week) => {
    expect(isoWeekKey(day)).toBe(week);
  });
});
