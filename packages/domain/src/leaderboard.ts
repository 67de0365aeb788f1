import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { isoWeekKey } from './calendar-day';

/** The leaderboard windows: this week (the default), this month, all time. */
export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export const LeaderboardPeriodSchema = lazySchema(() => z.enum(LEADERBOARD_PERIODS));
export type LeaderboardPeriod = z.infer<typeof LeaderboardPeriodSchema>;

export const LEADERBOARD_PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  week: 'This week',
  month: 'This month',
  all: 'All time',
};

/**
 * The storage keys of the windows containing an instant. Windows are UTC (ISO weeks, calendar
 * months) so every learner competes in the same week whatever their timezone.
 */
export function leaderboardPeriodKeys(instant: Date): Record<LeaderboardPeriod, string> {
  const day = instant.toISOString().slice(0, 10);
  return { week: `w:${isoWeekKey(day)}`, month: `m:${day.slice(0, 7)}`, all: 'all' };
}

/** Whose board: every learner, or the learners of the viewer's village. */
export const LEADERBOARD_SCOPES = ['everyone', 'team'] as const;
export const LeaderboardScopeSchema = lazySchema(() => z.enum(LEADERBOARD_SCOPES));
export type LeaderboardScope = z.infer<typeof LeaderboardScopeSchema>;

/** The query of GET /api/leaderboard. */
export const LeaderboardQuerySchema = lazySchema(() => z.strictObject({
  period: LeaderboardPeriodSchema.default('week'),
  scope: LeaderboardScopeSchema.default('everyone'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
}));
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;

export const LeaderboardEntrySchema = lazySchema(() => z.object({
  rank: z.number().int().min(1),
  userId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  points: z.number().int(),
}));
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardResponseSchema = lazySchema(() => z.object({
  period: LeaderboardPeriodSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  entries: z.array(LeaderboardEntrySchema),
  /** The signed-in learner's own place, with the learners just above and below; null when not ranked. */
  me: z
    .object({
      rank: z.number().int(),
      points: z.number().int(),
      around: z.array(LeaderboardEntrySchema),
    })
    .nullable(),
  /** Team scope only: the viewer's village, null when they have none. */
  team: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
}));
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;

/** Competition ranking ("1, 2, 2, 4"): one more than the number of learners with strictly more points. */
export function rankFromCountAbove(countAbove: number): number {
  return countAbove + 1;
}
