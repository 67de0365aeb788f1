import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { countedPage } from '../../db/paging';
import type { CpdEntriesTable, Database } from '../../db/schema';

export type CpdEntryRow = Selectable<CpdEntriesTable>;

/** Bigint columns come back as numbers on both engines (db/database.ts); this keeps the type honest. */
function toRow(row: CpdEntryRow): CpdEntryRow {
  return { ...row, createdAt: Number(row.createdAt), minutes: Number(row.minutes), voidedAt: row.voidedAt === null ? null : Number(row.voidedAt) };
}

/**
 * Adds an entry unless its source is already recorded for the learner (the unique
 * (userId, type, sourceId) decides, also between concurrent transactions). True when it was added.
 */
export async function insertEntry(db: Kysely<Database>, row: Insertable<CpdEntriesTable>): Promise<boolean> {
  const result = await db
    .insertInto('cpd_entries')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'type', 'sourceId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findEntry(db: Kysely<Database>, id: string): Promise<CpdEntryRow | undefined> {
  const row = await db.selectFrom('cpd_entries').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function findEntryBySource(db: Kysely<Database>, userId: string, type: CpdEntryRow['type'], sourceId: string): Promise<CpdEntryRow | undefined> {
  const row = await db.selectFrom('cpd_entries').selectAll().where('userId', '=', userId).where('type', '=', type).where('sourceId', '=', sourceId).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The learner's entries, newest activity first (voided ones included: the record shows them struck out). */
export async function listEntries(db: Kysely<Database>, userId: string, page: { limit: number; offset: number }): Promise<CpdEntryRow[]> {
  const rows = await db
    .selectFrom('cpd_entries')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('endDate', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toRow);
}

/** One page of the learner's entries, in the same order, and how many they have. */
export async function entryPage(db: Kysely<Database>, userId: string, page: { limit: number; offset: number }): Promise<{ rows: CpdEntryRow[]; total: number }> {
  const { rows, total } = await countedPage(db.selectFrom('cpd_entries').where('userId', '=', userId), (q) =>
    q.selectAll().orderBy('endDate', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset),
  );
  return { rows: rows.map(toRow), total };
}

/**
 * The statement's page (ADR 033): the newest entries with evidence and void reason cut to
 * `textMax` characters by the database, so a long record costs the event loop little to read.
 */
export async function statementPage(db: Kysely<Database>, userId: string, limit: number, textMax: number): Promise<{ rows: CpdEntryRow[]; total: number }> {
  const cut = (column: 'evidence' | 'voidReason') => sql<string | null>`substr(${sql.ref(column)}, 1, ${textMax})`.as(column);
  const columns = [
    'id',
    'userId',
    'type',
    'title',
    'provider',
    'startDate',
    'endDate',
    'minutes',
    'verifiedBy',
    'sourceId',
    'journeyId',
    'createdAt',
    'voidedAt',
  ] as const;
  const { rows, total } = await countedPage(db.selectFrom('cpd_entries').where('userId', '=', userId), (q) =>
    q.select(columns).select([cut('evidence'), cut('voidReason')]).orderBy('endDate', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit),
  );
  return { rows: rows.map(toRow), total };
}

/** What the domain's totals need of every entry: a few small columns, even for a long record. */
export async function totalsRows(db: Kysely<Database>, userId: string) {
  const rows = await db.selectFrom('cpd_entries').select(['type', 'endDate', 'minutes', 'voidedAt']).where('userId', '=', userId).execute();
  return rows.map((r) => ({ type: r.type, endDate: r.endDate, minutes: Number(r.minutes), voided: r.voidedAt !== null }));
}

/**
 * Voids one of the learner's own self-reported entries that still stands; true when it did. The
 * conditions sit in the update itself, so a concurrent second void changes nothing.
 */
export async function voidSelfReportedEntry(db: Kysely<Database>, id: string, userId: string, reason: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('cpd_entries')
    .set({ voidedAt: now, voidReason: reason })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('verifiedBy', '=', 'self')
    .where('voidedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The minutes of a learner's non-voided entries for one journey (a certificate's CPD hours). */
export async function journeyMinutes(db: Kysely<Database>, userId: string, journeyId: string): Promise<number> {
  const row = await db
    .selectFrom('cpd_entries')
    .where('userId', '=', userId)
    .where('journeyId', '=', journeyId)
    .where('voidedAt', 'is', null)
    .select((e) => e.fn.sum<number>('minutes').as('minutes'))
    .executeTakeFirst();
  return Number(row?.minutes ?? 0);
}

/** Per learner, the first day of their non-voided entries for one journey (the accreditor pack's "first activity"). */
export async function journeyFirstDays(db: Kysely<Database>, journeyId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('cpd_entries')
    .where('journeyId', '=', journeyId)
    .where('voidedAt', 'is', null)
    .select((e) => ['userId', e.fn.min('startDate').as('first')])
    .groupBy('userId')
    .execute();
  return new Map(rows.map((r) => [r.userId, String(r.first)]));
}

/** The learner's name and timezone (platform entries are dated in it). */
export function findLearner(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'timezone']).where('id', '=', userId).executeTakeFirst();
}
