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
  row: { id: string; input: RoiInput; score: number; band: string; email: string | null; userId: string | null; now: number },
): Promise<void> {
  await db
    .insertInto('roi_leads')
    .values({ id: row.id, input: JSON.stringify(row.input), score: row.score, band: row.band, email: row.email, userId: row.userId, createdAt: row.now })
    .execute();
}

/** The newest ROI estimate a signed-in user saved (by their account, never by an email typed in), or undefined. */
export function latestRoiLeadOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('roi_leads')
    .select(['input', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
