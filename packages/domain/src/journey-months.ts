/*
 * A journey's months (ADR 047, issue 43): a named path is paced, one stage per month of its
 * length, each with its modules. The release rule says when each month opens for a learner:
 * - on their own, month 1 opens at enrolment; each next month opens 4 weeks (28 calendar days in
 *   the learner's zone, at the start of that day) after the month before opened, or as soon as the
 *   month before is done, whichever comes first (never before the month before opened);
 * - in a cohort, the cohort's date for a month overrides (a month it names no date for follows
 *   the rule above from the month before).
 * A module of a month not open yet can be read, not completed; nothing done is ever taken away.
 */
import { addDays, localDay, zoneOrUtc } from './calendar-day';
import { zonedWallTimeToUtc } from './zoned-time';

/** Calendar days from one month's opening to the next one's, on a learner's own pace. */
export const MONTH_RELEASE_DAYS = 28;

export interface MonthReleaseInput {
  /** When the learner enrolled (UTC ms). */
  enrolledAt: number;
  /** The learner's IANA zone (an unknown one reads as UTC). */
  timeZone: string;
  /** Per month, in order: when its work was done (UTC ms, monthDoneAt), null while it is not. */
  doneAt: ReadonlyArray<number | null>;
  /** A cohort's opening instants by month (UTC ms); a missing or null one: the rule above. */
  cohortOpensAt?: ReadonlyArray<number | null | undefined>;
  now: number;
}

export interface MonthRelease {
  /** The month's number, 1 first. */
  month: number;
  /** When it opens (or opened), UTC ms. */
  opensAt: number;
  /** The day it opens on in the learner's zone, 'YYYY-MM-DD'. */
  opensOn: string;
  open: boolean;
}

/** The first instant of a day in a zone (an hour a clock change skips is stepped over). */
function startOfDay(day: string, timeZone: string): number {
  for (const hour of ['00', '01', '02']) {
    const at = zonedWallTimeToUtc(`${day}T${hour}:00`, timeZone);
    if (at !== null) return at;
  }
  throw new RangeError(`No start of ${day} in ${timeZone}`);
}

/** When each of a journey's months opens for a learner, and whether it is open at `now`. */
export function monthReleases(input: MonthReleaseInput): MonthRelease[] {
  const zone = zoneOrUtc(input.timeZone);
  const releases: MonthRelease[] = [];
  for (let i = 0; i < input.doneAt.length; i++) {
    const cohort = input.cohortOpensAt?.[i];
    let opensAt: number;
    if (cohort !== undefined && cohort !== null) opensAt = cohort;
    else if (i === 0) opensAt = input.enrolledAt;
    else {
      const before = releases[i - 1]!;
      const scheduled = startOfDay(addDays(before.opensOn, MONTH_RELEASE_DAYS), zone);
      const done = input.doneAt[i - 1];
      const early = done === null || done === undefined ? scheduled : Math.min(scheduled, done);
      opensAt = Math.max(before.opensAt, early);
    }
    releases.push({
      month: i + 1,
      opensAt,
      opensOn: localDay(new Date(opensAt), zone),
      open: opensAt <= input.now,
    });
  }
  return releases;
}

/** A module as a month holds it, for monthDoneAt. */
export interface MonthModule {
  moduleId: string;
  required: boolean;
}

/**
 * When a month's work was done: the last completion of its required modules (of all its modules
 * when none is required), null while one is missing or when the month holds none.
 */
export function monthDoneAt(
  modules: readonly MonthModule[],
  completedAt: ReadonlyMap<string, number>,
): number | null {
  const required = modules.filter((m) => m.required);
  const counted = required.length ? required : modules;
  if (!counted.length) return null;
  let last = Number.NEGATIVE_INFINITY;
  for (const m of counted) {
    const at = completedAt.get(m.moduleId);
    if (at === undefined) return null;
    last = Math.max(last, at);
  }
  return last;
}

/**
 * The month the learner is in (1-based): the first open month not done yet, else the last open
 * one; null before any is open (or for a journey without months).
 */
export function currentMonth(
  releases: readonly MonthRelease[],
  doneAt: ReadonlyArray<number | null>,
): number | null {
  const open = releases.filter((r) => r.open);
  if (!open.length) return null;
  return (open.find((r) => doneAt[r.month - 1] === null) ?? open[open.length - 1]!).month;
}
