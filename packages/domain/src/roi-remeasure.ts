import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import {
  ProjectStallsSchema,
  roiBand,
  RoiOutcomeSchema,
  type RoiBandKey,
  type RoiInput,
} from './roi';

/*
 * The ROI estimate re-measured (issue 41 item 4, ADR 051): a leader's saved estimates are a
 * series. From the first one, a re-measure is due at 30, 90 and 180 days; the trend is each
 * estimate's score and band with its change from the first.
 */

/** The days after the first saved estimate at which a re-measure is due, in order. */
export const ROI_REMEASURE_DAYS = [30, 90, 180] as const;
export type RoiRemeasureDay = (typeof ROI_REMEASURE_DAYS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** One saved estimate as the rules read it: when (epoch ms) and its score. */
export interface SavedRoiEstimate {
  id: string;
  savedAt: number;
  score: number;
}

/**
 * A due point's state: `upcoming` (its day has not come), `due` (come, not yet re-measured),
 * `done` (an estimate was saved on or after its day and before the next point's), `missed` (the
 * next point's day came first: only the latest point is ever offered).
 */
export const ROI_REMEASURE_STATUSES = ['upcoming', 'due', 'done', 'missed'] as const;
export type RoiRemeasureStatus = (typeof ROI_REMEASURE_STATUSES)[number];

export interface RoiRemeasurePoint {
  day: RoiRemeasureDay;
  /** Epoch ms: the first estimate's time plus `day` days. */
  dueAt: number;
  status: RoiRemeasureStatus;
  /** The estimate that satisfied it (`done` only). */
  estimateId: string | null;
}

/** Oldest first; equal times keep their given order. */
const oldestFirst = <T extends { savedAt: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.savedAt - b.savedAt);

/**
 * The re-measure schedule at `now`: one point per day of ROI_REMEASURE_DAYS from the first saved
 * estimate, none without an estimate. A point is satisfied by the first estimate saved in its
 * window (its day to the next point's day; the last one's has no end), so each is satisfied once
 * and an estimate in between two points counts for the one whose day has come. An estimate saved
 * before the 30th day is kept in the trend but satisfies nothing.
 */
export function roiRemeasureSchedule(
  estimates: readonly SavedRoiEstimate[],
  now: number,
): RoiRemeasurePoint[] {
  const [first, ...later] = oldestFirst(estimates);
  if (!first) return [];
  return ROI_REMEASURE_DAYS.map((day, i) => {
    const dueAt = first.savedAt + day * DAY_MS;
    const nextDay = ROI_REMEASURE_DAYS[i + 1];
    const windowEnd =
      nextDay === undefined ? Number.POSITIVE_INFINITY : first.savedAt + nextDay * DAY_MS;
    const satisfying = later.find((e) => e.savedAt >= dueAt && e.savedAt < windowEnd);
    let status: RoiRemeasureStatus;
    if (satisfying) status = 'done';
    else if (now < dueAt) status = 'upcoming';
    else if (now >= windowEnd) status = 'missed';
    else status = 'due';
    return { day, dueAt, status, estimateId: satisfying?.id ?? null };
  });
}

/** The re-measure due now, or null (none saved yet, the next day has not come, or it is done; none after the 180-day one). */
export function dueRoiRemeasure(
  estimates: readonly SavedRoiEstimate[],
  now: number,
): RoiRemeasurePoint | null {
  return roiRemeasureSchedule(estimates, now).find((p) => p.status === 'due') ?? null;
}

export interface RoiTrendEntry {
  id: string;
  savedAt: number;
  score: number;
  band: RoiBandKey;
  /** Points from the first estimate's score (0 for the first). */
  changeFromFirst: number;
  /** The re-measure this estimate satisfied, or null (the first, or one saved between points). */
  remeasureDay: RoiRemeasureDay | null;
}

/** The trend, oldest first: each estimate's score, band and change from the first. */
export function roiTrend(estimates: readonly SavedRoiEstimate[], now: number): RoiTrendEntry[] {
  const sorted = oldestFirst(estimates);
  const first = sorted[0];
  if (!first) return [];
  const points = roiRemeasureSchedule(sorted, now);
  return sorted.map((e) => ({
    id: e.id,
    savedAt: e.savedAt,
    score: e.score,
    band: roiBand(e.score).key,
    changeFromFirst: e.score - first.score,
    remeasureDay: points.find((p) => p.estimateId === e.id)?.day ?? null,
  }));
}

/** The ROI estimate's trend as the Business Impact Dashboard shows it (ADR 052, 053). */
export interface RoiTrendFigure {
  firstScore: number;
  newestScore: number;
  /** Points from the first to the newest (negative: the costs counted came down). */
  change: number;
  /** How many of the 30-, 90- and 180-day re-measures were taken (0-3). */
  remeasures: number;
  /** How many estimates the series holds. */
  estimates: number;
}

/** The dashboard's ROI figure from a series (its trend, roiTrend): null before the first estimate. */
export function roiTrendFigure(
  estimates: readonly SavedRoiEstimate[],
  now: number,
): RoiTrendFigure | null {
  const trend = roiTrend(estimates, now);
  const first = trend[0];
  const newest = trend.at(-1);
  if (!first || !newest) return null;
  return {
    firstScore: first.score,
    newestScore: newest.score,
    change: newest.changeFromFirst,
    remeasures: trend.filter((e) => e.remeasureDay !== null).length,
    estimates: trend.length,
  };
}

// ---- contracts ----

/** A saved estimate's answers as a response carries them (plain types: the form schema's coercions cannot describe a response). */
export const RoiAnswersSchema = lazySchema(
  () =>
    z.object({
      teamSize: z.number(),
      avgSalary: z.number(),
      leadershipPlanPercentage: z.number(),
      issuesPercentage: z.number(),
      turnoverCost: z.number(),
      projectStalls: ProjectStallsSchema,
      leadershipPrepTime: z.number(),
      desiredOutcomes: z.array(RoiOutcomeSchema),
    }) satisfies z.ZodType<RoiInput>,
);

const DaySchema = z.union([z.literal(30), z.literal(90), z.literal(180)]);

export const RoiTrendEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** ISO time. */
    savedAt: z.string(),
    score: z.number().int().min(0).max(100),
    band: z.enum(['critical', 'high', 'moderate', 'low']),
    changeFromFirst: z.number().int(),
    remeasureDay: DaySchema.nullable(),
  }),
);
export type RoiTrendEntryAnswer = z.infer<typeof RoiTrendEntrySchema>;

export const RoiRemeasurePointSchema = lazySchema(() =>
  z.object({ day: DaySchema, dueAt: z.string(), status: z.enum(ROI_REMEASURE_STATUSES) }),
);
export type RoiRemeasurePointAnswer = z.infer<typeof RoiRemeasurePointSchema>;

/**
 * `GET /api/me/roi-estimates` and `POST` (a re-measure), and the village progress's `roiTrend`:
 * the signed-in account's own estimates, the schedule, what is due and the last answers to prefill.
 */
export const RoiEstimateSeriesSchema = lazySchema(() =>
  z.object({
    /** Oldest first. */
    estimates: z.array(RoiTrendEntrySchema),
    schedule: z.array(RoiRemeasurePointSchema),
    due: RoiRemeasurePointSchema.nullable(),
    /** The newest estimate's answers, null before the first. */
    lastInput: RoiAnswersSchema.nullable(),
  }),
);
export type RoiEstimateSeries = z.infer<typeof RoiEstimateSeriesSchema>;
