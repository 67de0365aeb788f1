/*
 * Quiet hours (`../shared/spec/decisions.md` "Notifications"): reminders reach people only from
 * 08:00 to 20:00 in their own zone; one due in the night waits for the morning. Wall clocks come
 * from zoned-time.ts (the runtime's Intl), so a change of the clocks overnight is honoured.
 */
import { addDays, zoneOrUtc } from './calendar-day';
import { utcToZonedWallTime, zonedWallTimeToUtc, zoneOffsetMs } from './zoned-time';

/** The first local hour a reminder may go out. */
export const SENDING_FROM_HOUR = 8;
/** The local hour quiet hours start (20:00 itself is quiet). */
export const SENDING_UNTIL_HOUR = 20;

const MS_PER_DAY = 86_400_000;

/** The local day ('YYYY-MM-DD') and hour (0-23) of `instant` in `timeZone`. */
export function localClock(instant: number, timeZone: string): { day: string; hour: number } {
  const wall = utcToZonedWallTime(instant, timeZone);
  return { day: wall.slice(0, 10), hour: Number(wall.slice(11, 13)) };
}

/**
 * The instant the local wall time `time` ('HH:mm') of `day` begins in `timeZone`. A time the
 * clocks skip (going forward) is read with the offset in force before the change, which lands
 * just after the jump.
 */
export function localTimeToUtc(day: string, time: string, timeZone: string): number {
  const wall = `${day}T${time}`;
  const exact = zonedWallTimeToUtc(wall, timeZone);
  if (exact !== null) return exact;
  const asUtc = Date.parse(`${wall}:00Z`);
  return asUtc - zoneOffsetMs(asUtc - MS_PER_DAY, timeZone);
}

/**
 * The instant a reminder due at `dueUtc` (ms) may be sent to someone in `timeZone`: as due from
 * 08:00 to 19:59 local; from 20:00 it waits for 08:00 the next local day, before 08:00 for 08:00
 * the same day. An unknown zone counts as UTC, as for streak days.
 */
export function deliveryTime(dueUtc: number, timeZone: string): number {
  const zone = zoneOrUtc(timeZone);
  const { day, hour } = localClock(dueUtc, zone);
  if (hour >= SENDING_FROM_HOUR && hour < SENDING_UNTIL_HOUR) return dueUtc;
  const morning = hour < SENDING_FROM_HOUR ? day : addDays(day, 1);
  return localTimeToUtc(morning, `${String(SENDING_FROM_HOUR).padStart(2, '0')}:00`, zone);
}
