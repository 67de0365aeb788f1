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
  type SavedRoiEstimate,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertRoiLead, roiLeadsOf, type RoiSeriesOwner } from './repository';

export type { RoiSeriesOwner } from './repository';

/*
 * The ROI estimate re-measured (ADR 051): a signed-in account's saved estimates are a series
 * (roi_leads rows with its userId; a save adds a row, never replaces one), and so are an
 * organisation's (rows with its organisationId, ADR 053). From the first, a re-measure is due at
 * 30, 90 and 180 days (domain roi-remeasure.ts). Who may read or save an organisation's series is
 * the organisations module's policy, checked before it calls these.
 */

const iso = (ms: number) => new Date(ms).toISOString();
const pointAnswer = (p: RoiRemeasurePoint) => ({
  day: p.day,
  dueAt: iso(p.dueAt),
  status: p.status,
});

const savedOf = (rows: Awaited<ReturnType<typeof roiLeadsOf>>): SavedRoiEstimate[] =>
  rows.map((r) => ({ id: r.id, savedAt: Number(r.createdAt), score: Number(r.score) }));

/** A series' estimates as the rules read them (the dashboard's ROI figure, ADR 053). */
export async function savedRoiEstimates(
  db: Kysely<Database>,
  owner: RoiSeriesOwner,
): Promise<SavedRoiEstimate[]> {
  return savedOf(await roiLeadsOf(db, owner));
}

/** The series: the trend, the schedule, the re-measure due now and the newest answers to prefill. */
export async function roiEstimateSeries(
  db: Kysely<Database>,
  owner: RoiSeriesOwner,
  now: number,
): Promise<RoiEstimateSeries> {
  const rows = await roiLeadsOf(db, owner);
  const saved = savedOf(rows);
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
 * A new estimate in a series (POST /api/me/roi-estimates, /api/orgs/:orgId/roi-estimates; the
 * body was checked with the landing estimator's RoiInputSchema), its score computed here. Inside
 * the caller's transaction: the row, then the series as it now is.
 */
export async function addRoiEstimate(
  trx: Kysely<Database>,
  owner: RoiSeriesOwner,
  input: RoiInput,
  now: number,
): Promise<RoiEstimateSeries> {
  const score = computeRoiScore(input);
  await insertRoiLead(trx, {
    id: randomUUID(),
    input,
    score,
    band: roiBand(score).label,
    email: null,
    userId: 'userId' in owner ? owner.userId : null,
    organisationId: 'organisationId' in owner ? owner.organisationId : null,
    now,
  });
  return roiEstimateSeries(trx, owner, now);
}

/** POST /api/me/roi-estimates: a new estimate in the account's series; the row and the answer in one transaction. */
export function saveRoiEstimate(
  db: Kysely<Database>,
  userId: string,
  input: RoiInput,
  now: number,
): Promise<RoiEstimateSeries> {
  return db.transaction().execute((trx) => addRoiEstimate(trx, { userId }, input, now));
}
