import type { JourneyPathPosition, RuleCounts } from '@lv/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, JourneyModulesTable, JourneysTable, JourneyVersionsTable } from '../../db/schema';

type Db = Kysely<Database>;

export type JourneyRow = Selectable<JourneysTable>;
export type VersionRow = Selectable<JourneyVersionsTable>;
export type ModuleRow = Selectable<JourneyModulesTable>;

/** A module as a version lists it: its place, whether it counts, and what the journey page shows. */
export interface VersionModuleRow {
  versionId: string;
  moduleId: string;
  position: number;
  required: boolean;
  slug: string;
  title: string;
  summary: string;
  estimatedMinutes: number;
  cpdMinutes: number;
  hasVideo: boolean;
  /** The month of the version holding it (ADR 047); null when the version is not paced. */
  month: number | null;
}

export interface EnrolmentRow {
  userId: string;
  journeyId: string;
  versionId: string;
  version: number;
  enrolledAt: number;
  completedAt: number | null;
}

// PostgreSQL answers bigint and counts as numbers (db/database.ts) but booleans as true/false; SQLite as 0/1.
const toBool = (v: unknown) => v === true || Number(v) === 1;

/** Journeys that have a published version (the service orders them for the learner). */
export function publishedJourneys(db: Db): Promise<JourneyRow[]> {
  return db.selectFrom('journeys').selectAll().where('currentVersion', 'is not', null).orderBy('title').orderBy('id').execute();
}

export function findJourneyByPath(db: Db, path: JourneyPathPosition) {
  return db.selectFrom('journeys').selectAll().where('path', '=', path).executeTakeFirst();
}

/** An admin-made journey by slug (named paths are addressed by their leader's name, never by slug). */
export function findJourneyBySlug(db: Db, slug: string) {
  return db.selectFrom('journeys').selectAll().where('slug', '=', slug).where('path', 'is', null).executeTakeFirst();
}

export function findVersion(db: Db, journeyId: string, version: number) {
  return db.selectFrom('journey_versions').selectAll().where('journeyId', '=', journeyId).where('version', '=', version).executeTakeFirst();
}

export function versionsByIds(db: Db, ids: readonly string[]): Promise<VersionRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('journey_versions').selectAll().where('id', 'in', ids).execute();
}

/** The current version of every published journey. */
export function currentVersions(db: Db): Promise<VersionRow[]> {
  return db
    .selectFrom('journey_versions as v')
    .innerJoin('journeys as j', (join) => join.onRef('j.id', '=', 'v.journeyId').onRef('j.currentVersion', '=', 'v.version'))
    .selectAll('v')
    .execute();
}

/** The modules of some versions, in order within each. */
export async function versionModules(db: Db, versionIds: readonly string[]): Promise<VersionModuleRow[]> {
  if (!versionIds.length) return [];
  const rows = await db
    .selectFrom('journey_version_modules as vm')
    .innerJoin('journey_modules as m', 'm.id', 'vm.moduleId')
    .select(['vm.versionId', 'vm.moduleId', 'vm.position', 'vm.required', 'm.slug', 'm.title', 'm.summary', 'm.estimatedMinutes', 'm.cpdMinutes', 'm.videoUrl', 'vm.month'])
    .where('vm.versionId', 'in', versionIds)
    .orderBy('vm.versionId')
    .orderBy('vm.position')
    .execute();
  return rows.map(({ videoUrl, required, month, ...r }) => ({
    ...r,
    required: toBool(required),
    hasVideo: videoUrl !== null,
    month: month === null ? null : Number(month),
  }));
}

/** The learner's IANA zone as stored (the caller falls back to UTC for an unknown one). */
export async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('timezone').where('id', '=', userId).executeTakeFirst();
  return row?.timezone ?? 'UTC';
}

/** Start times of some events that are not cancelled, by id (a month's live session). */
export async function liveEventStarts(db: Db, eventIds: readonly string[]): Promise<Map<string, number>> {
  if (!eventIds.length) return new Map();
  const rows = await db
    .selectFrom('events')
    .select(['id', 'startsAt'])
    .where('id', 'in', eventIds)
    .where('cancelledAt', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.startsAt)]));
}

export function findModuleBySlug(db: Db, journeyId: string, slug: string) {
  return db.selectFrom('journey_modules').selectAll().where('journeyId', '=', journeyId).where('slug', '=', slug).executeTakeFirst();
}

function enrolments(db: Db) {
  return db
    .selectFrom('journey_enrolments as e')
    .innerJoin('journey_versions as v', 'v.id', 'e.versionId')
    .select(['e.userId', 'e.journeyId', 'e.versionId', 'v.version', 'e.enrolledAt', 'e.completedAt']);
}

export function findEnrolment(db: Db, userId: string, journeyId: string): Promise<EnrolmentRow | undefined> {
  return enrolments(db).where('e.userId', '=', userId).where('e.journeyId', '=', journeyId).executeTakeFirst();
}

export function enrolmentsOf(db: Db, userId: string): Promise<EnrolmentRow[]> {
  return enrolments(db).where('e.userId', '=', userId).execute();
}

/** Enrols unless already enrolled (the primary key decides, so repeats and races enrol once); true when added. */
export async function insertEnrolmentOnce(trx: Db, row: { userId: string; journeyId: string; versionId: string; enrolledAt: number }): Promise<boolean> {
  const added = await trx
    .insertInto('journey_enrolments')
    .values({ ...row, completedAt: null })
    .onConflict((oc) => oc.columns(['userId', 'journeyId']).doNothing())
    .returning('userId')
    .executeTakeFirst();
  return added !== undefined;
}

/** Records when the rule was first met; false when it already was (so the event is told once). */
export async function markEnrolmentCompleted(trx: Db, userId: string, journeyId: string, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('journey_enrolments')
    .set({ completedAt: now })
    .where('userId', '=', userId)
    .where('journeyId', '=', journeyId)
    .where('completedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The learner's completions among some modules (all of theirs when `moduleIds` is omitted). */
export function completionsOf(db: Db, userId: string, moduleIds?: readonly string[]) {
  let q = db.selectFrom('module_completions').select(['moduleId', 'reflection', 'completedAt']).where('userId', '=', userId);
  if (moduleIds) {
    if (!moduleIds.length) return Promise.resolve([]);
    q = q.where('moduleId', 'in', moduleIds);
  }
  return q.execute();
}

/** The growth dimension set on some modules (ADR 049), by module id; a module without one is left out. */
export async function moduleDimensions(db: Db, moduleIds: readonly string[]): Promise<Map<string, string>> {
  if (!moduleIds.length) return new Map();
  const rows = await db.selectFrom('journey_modules').select(['id', 'dimension']).where('id', 'in', moduleIds).where('dimension', 'is not', null).execute();
  return new Map(rows.map((r) => [r.id, r.dimension!]));
}

/** How many of `userIds` completed each of some modules since `since`, by module id. */
export async function completionCounts(db: Db, userIds: readonly string[], moduleIds: readonly string[], since: number): Promise<Map<string, number>> {
  if (!userIds.length || !moduleIds.length) return new Map();
  const rows = await db
    .selectFrom('module_completions')
    .select(['moduleId', (eb) => eb.fn.countAll<number>().as('people')])
    .where('userId', 'in', userIds)
    .where('moduleId', 'in', moduleIds)
    .where('completedAt', '>=', since)
    .groupBy('moduleId')
    .execute();
  return new Map(rows.map((r) => [r.moduleId, Number(r.people)]));
}

/** The completion row; a second one for the same learner and module violates the primary key. */
export async function insertCompletion(trx: Db, row: { userId: string; moduleId: string; reflection: string; completedAt: number }): Promise<void> {
  await trx.insertInto('module_completions').values(row).execute();
}

/**
 * Everything a version's rule counts, read now (in the caller's transaction): the version's
 * required modules and how many of them the learner has done, the learner's attendances at
 * events linked to the version's journey (any of its events, whenever attended), and whether
 * their capstone for the journey is accepted.
 */
export async function ruleCounts(db: Db, userId: string, versionId: string): Promise<RuleCounts> {
  const row = await db
    .selectFrom('journey_version_modules as vm')
    .leftJoin('module_completions as c', (join) => join.onRef('c.moduleId', '=', 'vm.moduleId').on('c.userId', '=', userId))
    .select((eb) => [eb.fn.countAll<number>().as('required'), eb.fn.count<number>('c.moduleId').as('done')])
    .where('vm.versionId', '=', versionId)
    .where('vm.required', '=', 1)
    .executeTakeFirstOrThrow();
  const [webinars, accepted] = await Promise.all([
    webinarsAttended(db, userId, versionId),
    db
      .selectFrom('capstones as c')
      .innerJoin('journey_versions as v', 'v.journeyId', 'c.journeyId')
      .select('c.id')
      .where('v.id', '=', versionId)
      .where('c.userId', '=', userId)
      .where('c.status', '=', 'accepted')
      .executeTakeFirst(),
  ]);
  return { modulesRequired: Number(row.required), modulesDone: Number(row.done), webinarsAttended: webinars, capstoneAccepted: accepted !== undefined };
}

/** The learner's attendances at events of the version's journey. */
async function webinarsAttended(db: Db, userId: string, versionId: string): Promise<number> {
  const row = await db
    .selectFrom('event_attendances as a')
    .innerJoin('events as e', 'e.id', 'a.eventId')
    .innerJoin('journey_versions as v', 'v.journeyId', 'e.journeyId')
    .select((eb) => eb.fn.countAll<number>().as('attended'))
    .where('v.id', '=', versionId)
    .where('a.userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.attended);
}

// ---- Content writes (the seed migration writes its own rows; these serve tests and the admin editor) ----

export async function insertJourney(trx: Db, row: Insertable<JourneysTable>): Promise<void> {
  await trx.insertInto('journeys').values(row).execute();
}

export async function insertModule(trx: Db, row: Insertable<JourneyModulesTable>): Promise<void> {
  await trx.insertInto('journey_modules').values(row).execute();
}

/** A module's content, changed in place: every version listing it shows the new text (the ids, completions and awards stay). */
export async function updateModule(trx: Db, moduleId: string, values: Omit<Insertable<JourneyModulesTable>, 'id' | 'journeyId' | 'createdAt'>): Promise<void> {
  await trx.updateTable('journey_modules').set(values).where('id', '=', moduleId).execute();
}

/** The journey's highest version number, 0 when it has none. */
export async function lastVersionNumber(db: Db, journeyId: string): Promise<number> {
  const row = await db
    .selectFrom('journey_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('journeyId', '=', journeyId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** A new version with its modules; published versions become the journey's current one. */
export async function insertVersion(
  trx: Db,
  row: Insertable<JourneyVersionsTable>,
  modules: ReadonlyArray<{ moduleId: string; position: number; required: boolean; month?: number | null }>,
): Promise<void> {
  await trx.insertInto('journey_versions').values(row).execute();
  await trx
    .insertInto('journey_version_modules')
    .values(modules.map((m) => ({ versionId: row.id, moduleId: m.moduleId, position: m.position, required: m.required ? 1 : 0, month: m.month ?? null })))
    .execute();
  if (row.publishedAt !== null && row.publishedAt !== undefined) {
    await trx.updateTable('journeys').set({ currentVersion: row.version, updatedAt: row.publishedAt }).where('id', '=', row.journeyId).execute();
  }
}
