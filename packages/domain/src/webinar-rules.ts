/*
 * The rules of webinars and events (`../shared/spec/decisions.md` "Journeys delivery"): when an event is upcoming,
 * live or over; when a registered learner sees the joining link; which attendance codes are
 * accepted when; how wrong codes are limited; when the seed schedules a journey's webinar. Plain
 * TypeScript (no zod). The codes themselves are an HMAC made on the server (a secret never leaves it).
 */

/** An attendance code is valid for one 5-minute slice of time (slices count from the Unix epoch). */
export const ATTENDANCE_SLICE_MS = 5 * 60_000;
/** Codes are accepted from the start until this long after the end (a session that overruns, a late entry). */
export const ATTENDANCE_GRACE_MS = 10 * 60_000;
/**
 * For this long after a code rotates, the previous slice's code is still accepted: it covers a
 * code typed just as it changed and a few seconds of clock skew, and no more (a code read out
 * 5 minutes ago must not work).
 */
export const PREVIOUS_CODE_GRACE_MS = 10_000;
/** The joining link shows to registered learners from this long before the start. */
export const JOIN_OPENS_BEFORE_MS = 15 * 60_000;
/** Digits in an attendance code. */
export const ATTENDANCE_CODE_DIGITS = 6;
/** Wrong codes a learner may enter within CODE_FAILURE_WINDOW_MS; the next try is refused (429). */
export const CODE_FAILURES_ALLOWED = 5;
export const CODE_FAILURE_WINDOW_MS = 60_000;
/** The longest event an admin may schedule. */
export const EVENT_MAX_DURATION_MS = 12 * 60 * 60_000;

/** An event's times (epoch ms, UTC) and whether it was cancelled. */
export interface EventTimes {
  startsAt: number;
  endsAt: number;
  cancelledAt?: number | null;
}

export const EVENT_PHASES = ['upcoming', 'live', 'ended'] as const;
export type EventPhase = (typeof EVENT_PHASES)[number];

/** Before the start, between start and end, or after the end. */
export function eventPhase(event: EventTimes, now: number): EventPhase {
  if (now < event.startsAt) return 'upcoming';
  return now < event.endsAt ? 'live' : 'ended';
}

/** Whether learners still see the event among the upcoming ones: until attendance closes. */
export function isUpcomingOrOpen(event: EventTimes, now: number): boolean {
  return now < attendanceClosesAt(event);
}

/** When attendance codes stop being accepted. */
export function attendanceClosesAt(event: EventTimes): number {
  return event.endsAt + ATTENDANCE_GRACE_MS;
}

export type AttendanceWindowState = 'cancelled' | 'not_open' | 'open' | 'closed';

/** Whether attendance can be recorded by code now: from the start to ATTENDANCE_GRACE_MS after the end, never for a cancelled event. */
export function attendanceWindowState(event: EventTimes, now: number): AttendanceWindowState {
  if (event.cancelledAt !== null && event.cancelledAt !== undefined) return 'cancelled';
  if (now < event.startsAt) return 'not_open';
  return now <= attendanceClosesAt(event) ? 'open' : 'closed';
}

/** The 5-minute slice an instant falls in. */
export function attendanceSlice(now: number): number {
  return Math.floor(now / ATTENDANCE_SLICE_MS);
}

/** When a slice's code rotates to the next one. */
export function sliceEndsAt(slice: number): number {
  return (slice + 1) * ATTENDANCE_SLICE_MS;
}

/**
 * The slices whose codes are accepted now: none outside the attendance window; the current one;
 * and for PREVIOUS_CODE_GRACE_MS after a rotation also the previous one, when it was itself inside
 * the window (the host never showed an earlier code).
 */
export function acceptedSlices(event: EventTimes, now: number): number[] {
  if (attendanceWindowState(event, now) !== 'open') return [];
  const current = attendanceSlice(now);
  const previous = current - 1;
  const sinceRotation = now - current * ATTENDANCE_SLICE_MS;
  return sinceRotation < PREVIOUS_CODE_GRACE_MS && sliceEndsAt(previous) > event.startsAt ? [current, previous] : [current];
}

/** The code as a learner typed it, reduced to its digits' form: spaces and hyphens dropped ("123 456" → "123456"). */
export function normaliseAttendanceCode(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

/** True when the (normalised) text has the shape of a code: exactly ATTENDANCE_CODE_DIGITS digits. */
export function isAttendanceCodeShape(code: string): boolean {
  return new RegExp(`^[0-9]{${ATTENDANCE_CODE_DIGITS}}$`).test(code);
}

/** A code shown to people in groups of three ("123 456"), easier to read out and to type. */
export function displayAttendanceCode(code: string): string {
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}

/** A learner's recent wrong codes against the limit. */
export interface CodeLimitState {
  /** The wrong tries still inside the window (older ones dropped), oldest first. */
  recent: number[];
  /** True when this try must be refused without checking the code. */
  limited: boolean;
  /** When the learner may try again (the oldest recent failure leaves the window); null when not limited. */
  retryAt: number | null;
}

/**
 * A sliding window of wrong codes: after CODE_FAILURES_ALLOWED wrong tries within
 * CODE_FAILURE_WINDOW_MS every try is refused, without looking at the code (so guessing learns
 * nothing), until the oldest of them is a window old.
 */
export function codeLimitState(failures: readonly number[], now: number): CodeLimitState {
  // A try stamped a little after `now` still counts: a concurrent request (or another process) can
  // record its try before this one, which read the clock first, gets the lock.
  const recent = failures.filter((at) => Number.isFinite(at) && at > now - CODE_FAILURE_WINDOW_MS).sort((a, b) => a - b);
  const limited = recent.length >= CODE_FAILURES_ALLOWED;
  const blocking = recent[recent.length - CODE_FAILURES_ALLOWED];
  return { recent, limited, retryAt: limited && blocking !== undefined ? blocking + CODE_FAILURE_WINDOW_MS : null };
}

/**
 * Whether a learner sees the joining link: registered, the event not cancelled, a link set, and
 * from JOIN_OPENS_BEFORE_MS before the start until the end.
 */
export function canSeeJoinLink(event: EventTimes & { hasJoinUrl: boolean }, registered: boolean, now: number): boolean {
  if (!registered || !event.hasJoinUrl) return false;
  if (event.cancelledAt !== null && event.cancelledAt !== undefined) return false;
  return now >= event.startsAt - JOIN_OPENS_BEFORE_MS && now < event.endsAt;
}

/** The ledger key of Attend Webinar: once per learner and event. */
export function webinarAwardKey(userId: string, eventId: string): string {
  return `webinar:${userId}:${eventId}`;
}

/**
 * When the seed schedules a journey's first webinar: the first `weekday` (0 Sunday … 6 Saturday)
 * at `hourUtc`:00 UTC that is at least `minDaysAhead` days after `now`, so a fresh install always
 * shows it as upcoming.
 */
export function seedEventStart(now: number, weekday = 2, hourUtc = 14, minDaysAhead = 7): number {
  const earliest = now + minDaysAhead * 86_400_000;
  const day = new Date(earliest);
  let candidate = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hourUtc);
  while (new Date(candidate).getUTCDay() !== weekday || candidate < earliest) candidate += 86_400_000;
  return candidate;
}
