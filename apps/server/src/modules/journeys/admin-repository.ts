import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { JourneyRow, ModuleRow, VersionRow } from './repository';

type Db = Kysely<Database>;

/*
 * SQL of journey authoring (the admin console): every journey whether published or not, the
 * figures per version, the stored drafts, and the enrolments an admin may move.
 */

const toBool = (v: unknown) => v === true || Number(v) === 1;

export function allJourneys(db: Db): Promise<JourneyRow[]> {
  return db.selectFrom('journeys').selectAll().orderBy('createdAt').orderBy('id').execute();
}

export function findJourney(db: Db, id: string): Promise<JourneyRow | undefined> {
  return db.selectFrom('journeys').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The journey row, locked for the rest of the transaction on PostgreSQL: draft edits, publishing and moves of one journey serialise. */
export function lockJourney(trx: Db, id: string): Promise<JourneyRow | undefined> {
  let q = trx.selectFrom('journeys').selectAll().where('id', '=', id);
  if (isPostgres(trx)) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function allSlugs(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('journeys').select('slug').execute()).map((r) => r.slug));
}

export interface VersionFigures {
  journeyId: string;
  versionId: string;
  version: number;
  publishedAt: number | null;
  moduleCount: number;
  requiredCount: number;
  enrolments: number;
}

/** Every version of some journeys (all when omitted) with its module counts and pinned enrolments. */
export async function versionFigures(db: Db, journeyIds?: readonly string[]): Promise<VersionFigures[]> {
  if (journeyIds && !journeyIds.length) return [];
  let versions = db
    .selectFrom('journey_versions as v')
    .leftJoin('journey_version_modules as vm', 'vm.versionId', 'v.id')
    .select((eb) => [
      'v.journeyId',
      'v.id as versionId',
      'v.version',
      'v.publishedAt',
      eb.fn.count<number>('vm.moduleId').as('moduleCount'),
      eb.fn.sum<number>('vm.required').as('requiredCount'),
    ])
    .groupBy(['v.journeyId', 'v.id', 'v.version', 'v.publishedAt'])
    .orderBy('v.journeyId')
    .orderBy('v.version');
  let enrolled = db
    .selectFrom('journey_enrolments')
    .select((eb) => ['versionId', eb.fn.countAll<number>().as('enrolments')])
    .groupBy('versionId');
  if (journeyIds) {
    versions = versions.where('v.journeyId', 'in', journeyIds);
    enrolled = enrolled.where('journeyId', 'in', journeyIds);
  }
  const [rows, counts] = await Promise.all([versions.execute(), enrolled.execute()]);
  const enrolmentsOf = new Map(counts.map((c) => [c.versionId, Number(c.enrolments)]));
  return rows.map((r) => ({
    journeyId: r.journeyId,
    versionId: r.versionId,
    version: Number(r.version),
    publishedAt: r.publishedAt === null ? null : Number(r.publishedAt),
    moduleCount: Number(r.moduleCount),
    requiredCount: Number(r.requiredCount ?? 0),
    enrolments: enrolmentsOf.get(r.versionId) ?? 0,
  }));
}

/** The modules of one version in order, with whether each is required. */
export async function versionModuleList(db: Db, versionId: string): Promise<Array<{ moduleId: string; position: number; required: boolean }>> {
  const rows = await db
    .selectFrom('journey_version_modules')
    .select(['moduleId', 'position', 'required'])
    .where('versionId', '=', versionId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ moduleId: r.moduleId, position: Number(r.position), required: toBool(r.required) }));
}

export function journeyModules(db: Db, journeyId: string): Promise<ModuleRow[]> {
  return db.selectFrom('journey_modules').selectAll().where('journeyId', '=', journeyId).orderBy('createdAt').orderBy('slug').execute();
}

export function currentVersionOf(db: Db, journey: JourneyRow): Promise<VersionRow | undefined> {
  if (journey.currentVersion === null) return Promise.resolve(undefined);
  return db.selectFrom('journey_versions').selectAll().where('journeyId', '=', journey.id).where('version', '=', journey.currentVersion).executeTakeFirst();
}

// ---- drafts ----

export function findDraft(db: Db, journeyId: string) {
  return db.selectFrom('journey_drafts').selectAll().where('journeyId', '=', journeyId).executeTakeFirst();
}

export async function draftTimes(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('journey_drafts').select(['journeyId', 'updatedAt']).execute();
  return new Map(rows.map((r) => [r.journeyId, Number(r.updatedAt)]));
}

/** Writes the draft (the journey row is locked by the caller, so read-change-write never loses an edit). */
export async function saveDraft(trx: Db, row: { journeyId: string; basedOn: number | null; document: string; updatedBy: string }, now: number): Promise<void> {
  await trx
    .insertInto('journey_drafts')
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('journeyId').doUpdateSet({ document: row.document, updatedAt: now, updatedBy: row.updatedBy }))
    .execute();
}

export async function deleteDraft(trx: Db, journeyId: string): Promise<boolean> {
  const r = await trx.deleteFrom('journey_drafts').where('journeyId', '=', journeyId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function updateJourneyText(trx: Db, journeyId: string, values: { title: string; summary: string }, now: number): Promise<void> {
  await trx.updateTable('journeys').set({ ...values, updatedAt: now }).where('id', '=', journeyId).execute();
}

// ---- enrolments on older versions ----

/** Open (not completed) enrolments of a journey pinned to any version but `currentVersionId`. */
function olderOpenEnrolments(db: Db, journeyId: string, currentVersionId: string) {
  return db
    .selectFrom('journey_enrolments as e')
    .innerJoin('journey_versions as v', 'v.id', 'e.versionId')
    .innerJoin('users as u', 'u.id', 'e.userId')
    .where('e.journeyId', '=', journeyId)
    .where('e.versionId', '!=', currentVersionId)
    .where('e.completedAt', 'is', null);
}

export async function countOlderEnrolments(db: Db, journeyId: string, currentVersionId: string): Promise<number> {
  const row = await olderOpenEnrolments(db, journeyId, currentVersionId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface OlderEnrolmentRow {
  userId: string;
  name: string;
  email: string;
  versionId: string;
  version: number;
  enrolledAt: number;
}

/** One page of them (oldest version first, then by name), or the chosen learners' among them. */
export async function olderEnrolments(
  db: Db,
  journeyId: string,
  currentVersionId: string,
  opts: { limit: number; offset: number } | { userIds: readonly string[] } | 'all',
): Promise<OlderEnrolmentRow[]> {
  let q = olderOpenEnrolments(db, journeyId, currentVersionId).select(['e.userId', 'u.name', 'u.email', 'e.versionId', 'v.version', 'e.enrolledAt']);
  if (opts !== 'all' && 'userIds' in opts) q = q.where('e.userId', 'in', opts.userIds.length ? opts.userIds : ['']);
  q = q.orderBy('v.version').orderBy('u.name').orderBy('e.userId');
  if (opts !== 'all' && 'limit' in opts) q = q.limit(opts.limit).offset(opts.offset);
  const rows = await q.execute();
  return rows.map((r) => ({ ...r, version: Number(r.version), enrolledAt: Number(r.enrolledAt) }));
}

/** Some learners' completions among a journey's modules. */
export async function completionsAmong(db: Db, journeyId: string, userIds: readonly string[]): Promise<Array<{ userId: string; moduleId: string }>> {
  if (!userIds.length) return [];
  return db
    .selectFrom('module_completions as c')
    .innerJoin('journey_modules as m', 'm.id', 'c.moduleId')
    .select(['c.userId', 'c.moduleId'])
    .where('m.journeyId', '=', journeyId)
    .where('c.userId', 'in', userIds)
    .execute();
}

/** Re-pins an open enrolment to another version; false when it was completed or changed meanwhile. */
export async function repinEnrolment(trx: Db, userId: string, journeyId: string, fromVersionId: string, toVersionId: string): Promise<boolean> {
  const r = await trx
    .updateTable('journey_enrolments')
    .set({ versionId: toVersionId })
    .where('userId', '=', userId)
    .where('journeyId', '=', journeyId)
    .where('versionId', '=', fromVersionId)
    .where('completedAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
