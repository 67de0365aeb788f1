import { z } from 'zod';
import { intlFormat } from './intl-formats';
import { lazySchema } from './lazy-schema';

/**
 * Calendar days as 'YYYY-MM-DD' strings. Streaks, bookings and weekly awards count days in the
 * learner's own timezone, so days are plain strings and the arithmetic is done on UTC midnights,
 * which never have a daylight-saving gap.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The UTC midnight (ms) of a 'YYYY-MM-DD' day, or null when it is not a real calendar day. */
function dayToUtcMs(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const date = Number(match[3]);
  const ms = Date.UTC(year, month - 1, date);
  const check = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March; a real day survives the round trip.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null;
  if (check.getUTCDate() !== date) return null;
  return ms;
}

/** The 'YYYY-MM-DD' day of a UTC-midnight timestamp. */
function utcMsToDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
}

/** True when `value` is a real calendar day written as 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  return dayToUtcMs(value) !== null;
}

/** A calendar day, 'YYYY-MM-DD'. */
export const CalendarDaySchema = lazySchema(() => z
  .string()
  .refine(isCalendarDay, { error: 'Enter a date as YYYY-MM-DD' }));
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

/** Parses a day or throws a RangeError naming it. */
function requireDay(day: string): number {
  const ms = dayToUtcMs(day);
  if (ms === null) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
  return ms;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((requireDay(to) - requireDay(from)) / MS_PER_DAY);
}

/** The day `amount` calendar days after `day` (before it when negative). */
export function addDays(day: string, amount: number): string {
  return utcMsToDay(requireDay(day) + amount * MS_PER_DAY);
}

/** The day formatter of a zone (throws RangeError on a bad zone), one per zone: every XP award reads one. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  return intlFormat(`day ${timeZone}`, () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    }),
  );
}

/** True when `timeZone` is an IANA time zone this runtime knows (e.g. 'Africa/Lagos'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    dayFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A stored timezone when it is a valid IANA name, else UTC (a learner's local day falls back to UTC's). */
export function zoneOrUtc(timeZone: string): string {
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The 'YYYY-MM-DD' day that `instant` falls on in `timeZone` (throws RangeError on a bad zone). */
export function localDay(instant: Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The ISO 8601 week of a day, as 'YYYY-Www' (weeks start on Monday; week 1 holds 4 January). */
export function isoWeekKey(day: string): string {
  const ms = requireDay(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(ms + (3 - weekday) * MS_PER_DAY);
  const isoYear = thursday.getUTCFullYear();
  const firstThursdayMs = Date.UTC(isoYear, 0, 4);
  const firstWeekday = (new Date(firstThursdayMs).getUTCDay() + 6) % 7;
  const week1Monday = firstThursdayMs - firstWeekday * MS_PER_DAY;
  const week = Math.floor((thursday.getTime() - week1Monday) / (7 * MS_PER_DAY)) + 1;
  return `${isoYear}-W${String(week).padStart(2, '0')}`;
}
