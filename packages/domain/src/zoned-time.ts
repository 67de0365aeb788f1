/*
 * Wall-clock times in IANA time zones, with nothing but the runtime's Intl: an admin enters an
 * event's start in their own zone ('2026-12-08T15:00' in Africa/Lagos), the server stores the UTC
 * instant, and each learner reads it in their own zone with the zone named.
 */
import { intlFormat, plainSpaces } from './intl-formats';

/** A wall-clock time as an `<input type="datetime-local">` holds it: 'YYYY-MM-DDTHH:mm'. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The wall time's fields read as if they were UTC (ms), or null when it is not a real date and time. */
function wallTimeAsUtc(wall: string): number | null {
  const m = WALL_TIME.exec(wall);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  const d = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March: a real day survives the round trip.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return ms;
}

/** True when `wall` is a real date and time written 'YYYY-MM-DDTHH:mm'. */
export function isWallTime(wall: string): boolean {
  return wallTimeAsUtc(wall) !== null;
}

/** The wall-clock formatter of a zone, one per zone. */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  return intlFormat(`wall ${timeZone}`, () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    }),
  );
}

/** The wall clock of `instant` in `timeZone`, read as if it were UTC (ms, whole seconds). */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = partsFormat(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in ms (West Africa Time: +3,600,000). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  return wallClockAsUtc(instant, timeZone) - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The UTC instant (ms) a wall-clock time in `timeZone` names, or null when the zone never shows
 * that time (the hour skipped when clocks go forward). A time shown twice (clocks going back) is
 * the earlier of the two. Throws RangeError for an unknown zone, like Intl does.
 */
export function zonedWallTimeToUtc(wall: string, timeZone: string): number | null {
  const asUtc = wallTimeAsUtc(wall);
  if (asUtc === null) return null;
  // The offsets in force a day either side cover any one change of the clocks near this time.
  const offsets = new Set([zoneOffsetMs(asUtc - MS_PER_DAY, timeZone), zoneOffsetMs(asUtc + MS_PER_DAY, timeZone), zoneOffsetMs(asUtc, timeZone)]);
  const candidates = [...offsets].map((offset) => asUtc - offset).filter((instant) => wallClockAsUtc(instant, timeZone) === asUtc);
  return candidates.length ? Math.min(...candidates) : null;
}

/** The wall-clock time of `instant` in `timeZone`, 'YYYY-MM-DDTHH:mm' (for a datetime-local input). */
export function utcToZonedWallTime(instant: number, timeZone: string): string {
  return new Date(wallClockAsUtc(instant, timeZone)).toISOString().slice(0, 16);
}

/** An event's time as a learner reads it: the date, the times and the zone they are in. */
export interface ZonedTimeRange {
  /** "Tuesday 8 December 2026". */
  date: string;
  /** "15:00–16:15", or "23:30 – 01:00 (next day)" across midnight. */
  time: string;
  /** The zone's name in words, and its IANA id when that differs: "West Africa Standard Time (Africa/Lagos)". */
  zone: string;
}

/** The zone's long name at `instant` ("East Africa Time"), or its id when the runtime has none. */
function zoneLongName(instant: number, timeZone: string, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * Start and end of an event in `timeZone`, for reading: the start's date, the times (24-hour
 * unless the locale prefers 12) and the zone named in words with its id, so "15:00" is never
 * ambiguous. `locale` defaults to the runtime's (the reader's browser).
 */
export function formatZonedRange(startsAt: number, endsAt: number, timeZone: string, locale?: string): ZonedTimeRange {
  const resolved = new Intl.DateTimeFormat(locale).resolvedOptions().locale;
  const date = new Intl.DateTimeFormat(resolved, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(startsAt));
  const numeric = new Intl.DateTimeFormat(resolved, { timeZone, hour: 'numeric', minute: '2-digit' });
  // A 24-hour clock reads "09:00"; a 12-hour one "9:00 AM".
  const twelveHour = numeric.resolvedOptions().hourCycle === 'h12' || numeric.resolvedOptions().hourCycle === 'h11';
  const clock = twelveHour ? numeric : new Intl.DateTimeFormat(resolved, { timeZone, hour: '2-digit', minute: '2-digit' });
  const sameDay = utcToZonedWallTime(startsAt, timeZone).slice(0, 10) === utcToZonedWallTime(endsAt, timeZone).slice(0, 10);
  const time = sameDay
    ? `${clock.format(new Date(startsAt))}–${clock.format(new Date(endsAt))}`
    : `${clock.format(new Date(startsAt))} – ${clock.format(new Date(endsAt))} (next day)`;
  const name = zoneLongName(startsAt, timeZone, resolved);
  // Spaces as every ICU version writes them: the server's render and the browser's agree (intl-formats).
  return { date: plainSpaces(date), time: plainSpaces(time), zone: plainSpaces(name === timeZone ? name : `${name} (${timeZone})`) };
}
