import type { OnboardingData, RoiInput } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function insertBlueprintLead(
  db: Kysely<Database>,
  row: { id: string; browserTokenHash: string; answers: OnboardingData; recommendedPath: string; userId: string | null; now: number },
): Promise<void> {
  await db
    .insertInto('blueprint_leads')
    .values({
      id: row.id,
      browserTokenHash: row.browserTokenHash,
      answers: JSON.stringify(row.answers),
      recommendedPath: row.recommendedPath,
      userId: row.userId,
      createdAt: row.now,
      claimedAt: row.userId ? row.now : null,
    })
    .execute();
}

/** Gives a browser's unclaimed blueprints to an account; returns how many. */
export async function claimBlueprintLeadsByToken(db: Kysely<Database>, browserTokenHash: string, userId: string, now: number): Promise<number> {
  const result = await db
    .updateTable('blueprint_leads')
    .set({ userId, claimedAt: now })
    .where('browserTokenHash', '=', browserTokenHash)
    .where('userId', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertRoiLead(
  db: Kysely<Database>,
  row: { id: string; input: RoiInput; score: number; band: string; email: string | null; userId: string | null; organisationId?: string | null; now: number },
): Promise<void> {
  await db
    .insertInto('roi_leads')
    .values({
      id: row.id,
      input: JSON.stringify(row.input),
      score: row.score,
      band: row.band,
      email: row.email,
      userId: row.userId,
      organisationId: row.organisationId ?? null,
      createdAt: row.now,
    })
    .execute();
}

/** Whose series: a signed-in account's own estimates, or an organisation's (ADR 053). */
export type RoiSeriesOwner = { userId: string } | { organisationId: string };

/** How many of an account's newest estimates the series reads, beside its first. */
export const ROI_SERIES_NEWEST = 100;

/**
 * The estimates of one series, oldest first: a signed-in account's (by their account only) or an
 * organisation's (rows that carry its id; they carry no userId). The first ever and the newest
 * ROI_SERIES_NEWEST, so the schedule's start and the recent trend are always there. Each read
 * starts with its owner's index ((userId, createdAt) or (organisationId, createdAt)).
 */
export async function roiLeadsOf(db: Kysely<Database>, owner: RoiSeriesOwner) {
  const columns = ['id', 'input', 'score', 'createdAt'] as const;
  const of = () =>
    'userId' in owner
      ? db.selectFrom('roi_leads').select(columns).where('userId', '=', owner.userId)
      : db.selectFrom('roi_leads').select(columns).where('organisationId', '=', owner.organisationId);
  const [first, newest] = await Promise.all([
    of().orderBy('createdAt').orderBy('id').limit(1).executeTakeFirst(),
    of()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(ROI_SERIES_NEWEST)
      .execute(),
  ]);
  const rows = newest.reverse();
  if (first && !rows.some((r) => r.id === first.id)) rows.unshift(first);
  return rows;
}
