import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { CalendarDaySchema, daysBetween } from './calendar-day';
import {
  MAX_STREAK_FREEZES,
  STREAK_DAYS_FOR_MULTIPLIER,
  STREAK_DAYS_PER_FREEZE,
  STREAK_MULTIPLIER,
  XP_ACTION_IDS,
  XP_ACTIONS,
  type XpActionDefinition,
} from './xp-actions';

// The award table and streak constants have no zod: they live in xp-actions.ts.
export * from './xp-actions';

/** An action that earns XP from the award table. */
export const XpActionIdSchema = lazySchema(() => z.enum(XP_ACTION_IDS));
export type XpActionId = z.infer<typeof XpActionIdSchema>;

/** The ledger action of an admin's manual adjustment: any whole amount, with a written reason. */
export const ADMIN_ADJUSTMENT = 'admin_adjustment';

/** An admin's XP adjustment: a non-zero whole number of points and a written reason (audited). */
export const XpAdjustmentSchema = lazySchema(() => z.object({
  points: z
    .number({ error: 'Enter a whole number of points' })
    .int({ error: 'Enter a whole number of points' })
    .min(-1_000_000, { error: 'The adjustment is too large' })
    .max(1_000_000, { error: 'The adjustment is too large' })
    .refine((n) => n !== 0, { error: 'The adjustment cannot be 0' }),
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, { error: 'A reason is required' })
    .max(500, { error: 'Keep the reason under 500 characters' }),
}));
export type XpAdjustment = z.infer<typeof XpAdjustmentSchema>;

/** Every action a ledger row may carry: the award table plus admin adjustments. */
export const LedgerActionSchema = lazySchema(() => z.enum([...XP_ACTION_IDS, ADMIN_ADJUSTMENT]));
export type LedgerAction = z.infer<typeof LedgerActionSchema>;

/** The table row of an award action. */
export function xpActionFor(action: XpActionId): XpActionDefinition {
  const found = XP_ACTIONS.find((a) => a.id === action);
  if (!found) throw new RangeError(`Unknown XP action: ${String(action)}`);
  return found;
}

/** The multiplier for a streak length: 1 below 7 days, 1.5 from the 7th consecutive day. */
export function streakMultiplier(streakDays: number): number {
  return streakDays >= STREAK_DAYS_FOR_MULTIPLIER ? STREAK_MULTIPLIER : 1;
}

/** One computed award: base points from the table, multiplier, and the rounded points granted. */
export interface XpAward {
  basePoints: number;
  multiplier: number;
  points: number;
}

/**
 * The XP an action earns with a streak of `streakDays`, counting the day of this award (so the
 * award that makes day 7 is already multiplied); points are rounded to a whole number.
 */
export function computeAward(action: XpActionId, streakDays: number): XpAward {
  const basePoints = xpActionFor(action).points;
  const multiplier = streakMultiplier(streakDays);
  return { basePoints, multiplier, points: Math.round(basePoints * multiplier) };
}

/**
 * A learner's streak: the last local day on which they earned XP, the run length, and the streak
 * freezes held (docs/decisions/036-streak-freezes.md).
 */
export const StreakSchema = lazySchema(() => z.object({
  lastDay: CalendarDaySchema.nullable(),
  days: z.number().int().min(0),
  freezes: z.number().int().min(0).max(MAX_STREAK_FREEZES),
}));
export type Streak = z.infer<typeof StreakSchema>;

/** The streak of someone who has never earned XP. */
export const EMPTY_STREAK: Streak = { lastDay: null, days: 0, freezes: 0 };

/** Freezes held after reaching streak day `days`: one more on days 7, 14, 21..., never above the cap. */
function withEarnedFreeze(freezes: number, days: number): number {
  return days % STREAK_DAYS_PER_FREEZE === 0 ? Math.min(MAX_STREAK_FREEZES, freezes + 1) : freezes;
}

/**
 * The streak as it stands on `today` before any XP that day: each whole local day missed since the
 * last XP day uses one freeze; the streak survives while the freezes cover every missed day, else
 * it is over (and the freezes went on the days it tried to cover). Today itself is never missed.
 */
export function streakOn(streak: Streak, today: string): { days: number; freezes: number; missedDays: number } {
  if (streak.lastDay === null) return { days: 0, freezes: 0, missedDays: 0 };
  const missedDays = Math.max(0, daysBetween(streak.lastDay, today) - 1);
  if (missedDays > streak.freezes) return { days: 0, freezes: 0, missedDays };
  return { days: streak.days, freezes: streak.freezes - missedDays, missedDays };
}

/**
 * The streak after earning XP on `today` (the learner's local day): the same day leaves it
 * unchanged, the next calendar day adds one, a gap that the freezes held cover uses one per missed
 * day and adds one, a longer gap starts again at 1 with no freezes. Reaching day 7, 14, 21...
 * earns a freeze (at most 2 held). A `today` earlier than the last day (the learner moved timezone
 * westwards) leaves it unchanged rather than going back.
 */
export function updateStreak(previous: Streak, today: string): Streak {
  if (previous.lastDay === null) return { lastDay: today, days: 1, freezes: 0 };
  if (daysBetween(previous.lastDay, today) <= 0) return { ...previous, days: Math.max(1, previous.days) };
  const standing = streakOn(previous, today);
  const days = standing.days + 1;
  return { lastDay: today, days, freezes: withEarnedFreeze(standing.freezes, days) };
}

/** The streak length to show on `today`: kept while the last XP day is today or yesterday, or the freezes cover the days between; else 0. */
export function currentStreakDays(streak: Streak, today: string): number {
  return streakOn(streak, today).days;
}

/** Earning an action's XP on `today`: the updated streak and the award it brings. */
export function awardWithStreak(
  action: XpActionId,
  previous: Streak,
  today: string,
): { streak: Streak; award: XpAward } {
  const streak = updateStreak(previous, today);
  return { streak, award: computeAward(action, streak.days) };
}
