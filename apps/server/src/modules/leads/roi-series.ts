import { randomUUID } from 'node:crypto';
import {
  computeRoiScore,
  roiBand,
  roiRemeasureSchedule,
  RoiInputSchema,
  roiTrend,
  type RoiEstimateSeries,
  type RoiInput,
  type RoiRemeasurePoint,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertRoiLead, roiLeadsOf } from './repository';

/*
 * The ROI estimate re-measured (ADR 051): a signed-in account's saved estimates are a series
 * (roi_leads rows with its userId; a save adds a row, never replaces one). From the first, a
 * re-measure is due at 30, 90 and 180 days (domain roi-remeasure.ts).
 */

const iso = (ms: number) => new Date(ms).toISOString();
const pointAnswer = (p: RoiRemeasurePoint) => ({
  day: p.day,
  dueAt: iso(p.dueAt),
  status: p.status,
});

/** The account's series: the trend, the schedule, the re-measure due now and the newest answers to prefill. */
export async function roiEstimateSeries(
  db: Kysely<Database>,
  userId: string,
  now: number,
): Promise<RoiEstimateSeries> {
  const rows = await roiLeadsOf(db, userId);
  const saved = rows.map((r) => ({
    id: r.id,
    savedAt: Number(r.createdAt),
    score: Number(r.score),
  }));
  const schedule = roiRemeasureSchedule(saved, now);
  const due = schedule.find((p) => p.status === 'due') ?? null;
  const newest = rows.at(-1);
  return {
    estimates: roiTrend(saved, now).map((e) => ({ ...e, savedAt: iso(e.savedAt) })),
    schedule: schedule.map(pointAnswer),
    due: due ? pointAnswer(due) : null,
    // Checked with RoiInputSchema when it was saved; parsed again so a response never carries less.
    lastInput: newest ? RoiInputSchema.parse(JSON.parse(newest.input)) : null,
  };
}

/**
 * POST /api/me/roi-estimates: a new estimate in the account's series (the body was checked with
 * the landing estimator's RoiInputSchema), its score computed here; the row and the answer read in
 * one transaction.
 */
export function saveRoiEstimate(
  db: Kysely<Database>,
  userId: string,
  input: RoiInput,
  now: number,
): Promise<RoiEstimateSeries> {
  const score = computeRoiScore(input);
  return db.transaction().execute(async (trx) => {
    await insertRoiLead(trx, {
      id: randomUUID(),
      input,
      score,
      band: roiBand(score).label,
      email: null,
      userId,
      now,
    });
    return roiEstimateSeries(trx, userId, now);
  });
}
