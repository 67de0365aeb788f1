import { z } from 'zod';
import { addDays, daysBetween, isCalendarDay } from './calendar-day';
import { lazySchema } from './lazy-schema';
import { levelForXp, type Level } from './levels';

/*
 * Moments worth celebrating (issue 39 item 7, ADR 044): a level reached, a badge unlocked, a
 * journey completed. Each is shown once: what was shown is remembered per learner (on the
 * device), so a reload or a second tab never shows it again. Pure rules, stored state in and out.
 */

/**
 * What a device remembers of a learner's moments: the highest level celebrated, and the badges and
 * certificates shown.
 */
export interface MomentsSeen {
  /** null until the first points value is known: that value is the baseline, not a level-up. */
  level: number | null;
  /** Keys of what was shown: `badge:{name}`, `certificate:{id}`. */
  shown: string[];
}

export const EMPTY_MOMENTS_SEEN: MomentsSeen = { level: null, shown: [] };

/** At most this many keys are kept (the oldest drop off): a device never grows without end. */
export const MAX_MOMENT_KEYS = 200;

/** A certificate issued longer ago than this is not celebrated on a device that has not seen it. */
export const CERTIFICATE_MOMENT_DAYS = 30;

export const MomentsSeenSchema = lazySchema(() =>
  z.object({
    level: z.number().int().min(1).max(4).nullable(),
    shown: z.array(z.string().max(300)).max(MAX_MOMENT_KEYS),
  }),
);

/** Stored JSON read back; anything unreadable counts as nothing seen (a fresh baseline). */
export function readMomentsSeen(stored: string | null): MomentsSeen {
  if (stored === null) return EMPTY_MOMENTS_SEEN;
  try {
    const parsed = MomentsSeenSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : EMPTY_MOMENTS_SEEN;
  } catch {
    return EMPTY_MOMENTS_SEEN;
  }
}

/**
 * The level-up to celebrate for an XP total, and what to remember: the first value known is the
 * baseline (nothing shown); a level above the highest celebrated is shown once; a drop (an admin's
 * correction) shows nothing and keeps the highest, so climbing back does not celebrate twice.
 */
export function levelUpMoment(
  seen: MomentsSeen,
  xp: number,
): { show: Level | null; seen: MomentsSeen } {
  const level = levelForXp(xp);
  if (seen.level === null) return { show: null, seen: { ...seen, level: level.number } };
  if (level.number <= seen.level) return { show: null, seen };
  return { show: level, seen: { ...seen, level: level.number } };
}

/** Whether the moment `key` is still to show, and what to remember once it is shown. */
export function keyedMoment(seen: MomentsSeen, key: string): { show: boolean; seen: MomentsSeen } {
  if (seen.shown.includes(key)) return { show: false, seen };
  const shown = [...seen.shown, key].slice(-MAX_MOMENT_KEYS);
  return { show: true, seen: { ...seen, shown } };
}

export const badgeMomentKey = (name: string) => `badge:${name}`;
export const certificateMomentKey = (id: string) => `certificate:${id}`;

/**
 * A journey's certificate is celebrated when it stands (not revoked) and was issued in the last 30
 * days.
 */
export function certificateWorthMoment(
  certificate: { status: string; issuedAt: string },
  today: string,
): boolean {
  if (certificate.status === 'revoked') return false;
  const issued = certificate.issuedAt.slice(0, 10);
  if (!isCalendarDay(issued)) return false;
  const age = daysBetween(issued, today);
  return age >= -1 && age <= CERTIFICATE_MOMENT_DAYS;
}

/** One day of the streak calendar. */
export interface CalendarCell {
  day: string;
  /** XP earned that day by the learner's own actions (admin corrections left out). */
  xp: number;
  /** After today: shown blank. */
  future: boolean;
}

/** Weeks the streak calendar shows. */
export const STREAK_CALENDAR_WEEKS = 8;

/**
 * The streak calendar: `weeks` rows of Monday-to-Sunday days ending with the week of `today`,
 * each day with the XP earned on it (`xpByDay`, keyed 'YYYY-MM-DD'; missing days earned none).
 */
export function streakCalendar(
  xpByDay: ReadonlyMap<string, number>,
  today: string,
  weeks = STREAK_CALENDAR_WEEKS,
): CalendarCell[][] {
  // Day 0 of the ISO week: 1970-01-05 was a Monday.
  const weekday = ((daysBetween('1970-01-05', today) % 7) + 7) % 7;
  const firstMonday = addDays(today, -weekday - (weeks - 1) * 7);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const day = addDays(firstMonday, w * 7 + d);
      const future = daysBetween(today, day) > 0;
      return { day, xp: future ? 0 : Math.max(0, xpByDay.get(day) ?? 0), future };
    }),
  );
}

/** The first day the streak calendar shows for `today` (what the server reads from). */
export function streakCalendarStart(today: string, weeks = STREAK_CALENDAR_WEEKS): string {
  return streakCalendar(new Map(), today, weeks)[0]![0]!.day;
}

/** `GET /api/me/xp-days`: the learner's XP per local day since `from`, and their today. */
export const XpDaysSchema = lazySchema(() =>
  z.object({
    today: z.string(),
    from: z.string(),
    days: z.array(z.object({ day: z.string(), xp: z.number() })),
  }),
);
export type XpDays = z.infer<typeof XpDaysSchema>;
