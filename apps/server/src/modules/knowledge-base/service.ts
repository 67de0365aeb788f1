import type { KbEntry, KbEntryInput, KbMove } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import * as repo from './repository';

/** A query builder: the database or an open transaction (not db/database.ts's Db, the opened database). */
type Sql = Kysely<Database>;

/*
 * Admin writes to the knowledge base. Each runs in one transaction with its audit row, and
 * rewrites the positions of the categories it touches as 1..n, so a category never keeps a gap
 * or a duplicate position.
 */

const notFound = () => errors.notFound('That FAQ entry');

/** Adds an entry at the end of its category. */
export async function createKbEntry(db: Sql, actorId: string, input: KbEntryInput, now = Date.now()): Promise<KbEntry> {
  return db.transaction().execute(async (trx) => {
    const siblings = await repo.categoryEntries(trx, input.category);
    await repo.renumber(trx, siblings);
    const row = await repo.insertKbEntry(trx, input, siblings.length + 1, now);
    await recordAudit(trx, { actorId, action: 'kb.create', targetType: 'kb_entry', targetId: row.id, details: { question: input.question, category: input.category } }, now);
    return repo.toKbEntry(row);
  });
}

/** Changes an entry; a new category puts it at the end of that category. A changed question or answer loses its translations. */
export async function changeKbEntry(db: Sql, actorId: string, id: string, input: KbEntryInput, now = Date.now()): Promise<KbEntry> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findKbEntry(trx, id);
    if (!before) throw notFound();
    let position = Number(before.position);
    if (before.category !== input.category) {
      const target = await repo.categoryEntries(trx, input.category);
      await repo.renumber(trx, target);
      position = target.length + 1;
    }
    await repo.updateKbEntry(trx, id, { ...input, position }, now);
    // The French (or other) version of a changed question or answer goes: readers get the new English.
    await repo.forgetChangedTranslations(trx, id, before, input, now);
    if (before.category !== input.category) await repo.renumber(trx, await repo.categoryEntries(trx, before.category));
    const changes: Record<string, { from: string; to: string }> = {};
    for (const key of ['category', 'question', 'answer'] as const) {
      if (before[key] !== input[key]) changes[key] = { from: key === 'answer' ? `${before.answer.length} characters` : before[key], to: key === 'answer' ? `${input.answer.length} characters` : input[key] };
    }
    await recordAudit(trx, { actorId, action: 'kb.update', targetType: 'kb_entry', targetId: id, details: { question: input.question, changes } }, now);
    const after = await repo.findKbEntry(trx, id);
    if (!after) throw notFound();
    return repo.toKbEntry(after);
  });
}

/** Moves an entry one place up or down within its category; at either end it is a 409. */
export async function moveKbEntry(db: Sql, actorId: string, id: string, move: KbMove, now = Date.now()): Promise<KbEntry[]> {
  return db.transaction().execute(async (trx) => {
    const entry = await repo.findKbEntry(trx, id);
    if (!entry) throw notFound();
    const ordered = await repo.categoryEntries(trx, entry.category);
    const from = ordered.findIndex((r) => r.id === id);
    const to = move.direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= ordered.length) throw errors.conflict(move.direction === 'up' ? 'This entry is already first in its category.' : 'This entry is already last in its category.');
    const next = [...ordered];
    [next[from], next[to]] = [next[to]!, next[from]!];
    await repo.renumber(trx, next);
    await recordAudit(trx, { actorId, action: 'kb.move', targetType: 'kb_entry', targetId: id, details: { question: entry.question, from: from + 1, to: to + 1 } }, now);
    return (await repo.categoryEntries(trx, entry.category)).map(repo.toKbEntry);
  });
}

export async function removeKbEntry(db: Sql, actorId: string, id: string, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const entry = await repo.findKbEntry(trx, id);
    if (!entry) throw notFound();
    await repo.deleteKbEntry(trx, id);
    await repo.renumber(trx, await repo.categoryEntries(trx, entry.category));
    await recordAudit(trx, { actorId, action: 'kb.delete', targetType: 'kb_entry', targetId: id, details: { question: entry.question, category: entry.category } }, now);
  });
}
