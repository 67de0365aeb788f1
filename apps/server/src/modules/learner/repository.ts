import type { ImpactEntry, Locale, OnboardingData } from '@lv/domain';
import type { Kysely, Selectable } from 'kysely';
import { countedPage } from '../../db/paging';
import type { Database, ImpactEntriesTable } from '../../db/schema';

/** A query builder: the database or an open transaction (not db/database.ts's Db, the opened database). */
type Sql = Kysely<Database>;
export type ImpactEntryRow = Selectable<ImpactEntriesTable>;

/** The profile columns of a user row. */
export function readProfile(db: Sql, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'image', 'bio', 'country', 'timezone', 'personalityType', 'leaderboardHidden', 'profileUpdatedAt', 'locale'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The columns of a user row that a public profile may show, with its status and leaderboard choice. */
export function findPublicUser(db: Sql, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'image', 'bio', 'country', 'personalityType', 'accountStatus', 'leaderboardHidden', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Writes profile columns (never role, status, membership, tier or points: they are not accepted here). */
export async function writeProfile(
  trx: Sql,
  userId: string,
  values: Partial<{ name: string; image: string | null; bio: string | null; country: string | null; timezone: string; personalityType: string | null; locale: Locale | null }>,
  now: number,
): Promise<void> {
  await trx
    .updateTable('users')
    // profileUpdatedAt records that the learner chose a timezone (until then the form offers the browser's).
    .set({ ...values, ...(values.timezone !== undefined ? { profileUpdatedAt: now } : {}), updatedAt: new Date(now).toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** Sets the leaderboard privacy flag; true only when it changed (so the rank counts move once). */
export async function changeLeaderboardHidden(trx: Sql, userId: string, hidden: boolean): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ leaderboardHidden: hidden ? 1 : 0 })
    .where('id', '=', userId)
    .where('leaderboardHidden', '=', hidden ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the first visit of /welcome; true only for that first one. */
export async function markWelcomed(db: Sql, userId: string, now: number): Promise<boolean> {
  const result = await db.updateTable('users').set({ welcomedAt: now }).where('id', '=', userId).where('welcomedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findOnboarding(db: Sql, userId: string) {
  return db.selectFrom('learner_onboarding').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** Saves the learner's blueprint; the first completion time is kept on later saves. */
export async function upsertOnboarding(trx: Sql, userId: string, answers: OnboardingData, recommendedPath: string, now: number): Promise<void> {
  const json = JSON.stringify(answers);
  await trx
    .insertInto('learner_onboarding')
    .values({ userId, answers: json, recommendedPath, completedAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ answers: json, recommendedPath, updatedAt: now }))
    .execute();
}

/** The newest landing-page Team Blueprint attached to the account. */
export function latestClaimedBlueprint(db: Sql, userId: string) {
  return db.selectFrom('blueprint_leads').select(['answers']).where('userId', '=', userId).orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
}

/** The learner's reflection for an ISO week ('YYYY-Www'), if any. */
export function findReflection(db: Sql, userId: string, week: string) {
  return db.selectFrom('impact_entries').select('id').where('userId', '=', userId).where('reflectionWeek', '=', week).executeTakeFirst();
}

export function findImpactEntry(db: Sql, id: string) {
  return db.selectFrom('impact_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertImpactEntry(trx: Sql, row: ImpactEntryRow): Promise<boolean> {
  const result = await trx
    .insertInto('impact_entries')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'reflectionWeek']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function updateImpactEntry(
  trx: Sql,
  id: string,
  values: Pick<ImpactEntryRow, 'title' | 'description' | 'day' | 'metric' | 'before' | 'after' | 'visibility' | 'updatedAt'>,
): Promise<void> {
  await trx.updateTable('impact_entries').set(values).where('id', '=', id).execute();
}

export async function deleteImpactEntry(trx: Sql, id: string): Promise<void> {
  await trx.deleteFrom('impact_entries').where('id', '=', id).execute();
}

/** One page of a learner's own entries, newest day first (then newest written), and how many they have. */
export function impactEntryPage(db: Sql, userId: string, page: { offset: number; limit: number }) {
  return countedPage(db.selectFrom('impact_entries').where('userId', '=', userId), (q) =>
    q.selectAll().orderBy('day', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit),
  );
}

/** A learner's newest public entries, in the same order (their public profile). */
export function publicImpactEntries(db: Sql, userId: string, limit: number) {
  return db.selectFrom('impact_entries').selectAll().where('userId', '=', userId).where('visibility', '=', 'public').orderBy('day', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** An entry as the API returns it. */
export function toImpactEntry(row: ImpactEntryRow): ImpactEntry {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    day: row.day,
    effect: row.metric !== null && row.before !== null && row.after !== null ? { metric: row.metric, before: Number(row.before), after: Number(row.after) } : null,
    visibility: row.visibility,
    reflectionWeek: row.reflectionWeek,
    createdAt: new Date(Number(row.createdAt)).toISOString(),
    updatedAt: new Date(Number(row.updatedAt)).toISOString(),
  };
}
