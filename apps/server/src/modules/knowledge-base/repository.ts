import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, KbCategorySchema, kbEntryMatches, type KbCategory, type KbEntry, type KbEntryInput, type Locale } from '@lv/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, KbEntriesTable } from '../../db/schema';

/** A query builder: the database or an open transaction (not db/database.ts's Db, the opened database). */
type Sql = Kysely<Database>;
export type KbRow = Selectable<KbEntriesTable>;

/** A LIKE pattern that matches the text anywhere, with the wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function toKbEntry(row: KbRow): KbEntry {
  return {
    id: row.id,
    category: KbCategorySchema.catch('Getting started').parse(row.category),
    question: row.question,
    answer: row.answer,
    position: Number(row.position),
    updatedAt: new Date(Number(row.updatedAt)).toISOString(),
  };
}

/**
 * Every entry, or those whose question or answer contains the search text (case-insensitive:
 * lower() on both sides works the same on SQLite and PostgreSQL for the text we hold).
 */
export async function listKbEntries(db: Sql, search?: string): Promise<KbRow[]> {
  let q = db.selectFrom('kb_entries').selectAll();
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref('question')})`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql`lower(${sql.ref('answer')})`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  return q.orderBy('category').orderBy('position').orderBy('createdAt').orderBy('id').execute();
}

/**
 * Every entry with its question and answer in `locale` where translated (each falling back to the
 * English), or those whose text as the reader sees it contains the search. English reads go through
 * listKbEntries; other languages are matched here with the domain's kbEntryMatches, which folds case
 * beyond ASCII (SQLite's lower() does not, and French has capitals like É).
 */
export async function localizedKbEntries(db: Sql, locale: Locale, search?: string): Promise<KbRow[]> {
  if (locale === DEFAULT_LOCALE) return listKbEntries(db, search);
  const rows = await db
    .selectFrom('kb_entries as e')
    .leftJoin('kb_entry_translations as t', (join) => join.onRef('t.entryId', '=', 'e.id').on('t.locale', '=', locale))
    .selectAll('e')
    .select(['t.question as translatedQuestion', 't.answer as translatedAnswer'])
    .orderBy('e.category')
    .orderBy('e.position')
    .orderBy('e.createdAt')
    .orderBy('e.id')
    .execute();
  const local = rows.map(({ translatedQuestion, translatedAnswer, ...row }) => ({
    ...row,
    question: translatedQuestion ?? row.question,
    answer: translatedAnswer ?? row.answer,
  }));
  return search ? local.filter((row) => kbEntryMatches(row, search)) : local;
}

export function findKbEntry(db: Sql, id: string): Promise<KbRow | undefined> {
  return db.selectFrom('kb_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The entries of one category in their order (ties by age, so a duplicate position still has an order). */
export function categoryEntries(db: Sql, category: string): Promise<KbRow[]> {
  return db.selectFrom('kb_entries').selectAll().where('category', '=', category).orderBy('position').orderBy('createdAt').orderBy('id').execute();
}

export async function insertKbEntry(db: Sql, input: KbEntryInput, position: number, now: number): Promise<KbRow> {
  const row: KbRow = { id: randomUUID(), ...input, position, createdAt: now, updatedAt: now };
  await db.insertInto('kb_entries').values(row).execute();
  return row;
}

export async function updateKbEntry(db: Sql, id: string, values: KbEntryInput & { position: number }, now: number): Promise<void> {
  await db.updateTable('kb_entries').set({ ...values, updatedAt: now }).where('id', '=', id).execute();
}

/** After an admin changed an entry's English question or answer: that field's translations are cleared (read in English until translated again). */
export async function forgetChangedTranslations(db: Sql, id: string, before: { question: string; answer: string }, after: { question: string; answer: string }, now: number): Promise<void> {
  const cleared: { question?: null; answer?: null } = {};
  if (before.question !== after.question) cleared.question = null;
  if (before.answer !== after.answer) cleared.answer = null;
  if (!Object.keys(cleared).length) return;
  await db.updateTable('kb_entry_translations').set({ ...cleared, updatedAt: now }).where('entryId', '=', id).execute();
}

export async function deleteKbEntry(db: Sql, id: string): Promise<void> {
  await db.deleteFrom('kb_entries').where('id', '=', id).execute();
}

/** Writes positions 1..n in the given order (only the rows whose position changes). */
export async function renumber(db: Sql, ordered: readonly KbRow[]): Promise<void> {
  for (const [i, row] of ordered.entries()) {
    if (Number(row.position) !== i + 1) await db.updateTable('kb_entries').set({ position: i + 1 }).where('id', '=', row.id).execute();
  }
}

export type { KbCategory };
