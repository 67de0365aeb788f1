import { randomUUID } from 'node:crypto';
import { defaultKnowledgeBase, defaultKnowledgeBaseFr, MEASURED_GROWTH_QUESTION } from '@lv/domain';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The FAQ's answer on what is measured and who sees it (ADR 052), in English and French, added
 * last in its category to an FAQ that does not have it yet (a new installation's FAQ was seeded
 * with it; an entry an admin already wrote under that question stays as it is).
 */
export async function up(db: AnyDb): Promise<void> {
  await addMeasuredGrowthEntry(db, Date.now());
}

/** Exported for its test. */
export async function addMeasuredGrowthEntry(db: AnyDb, now: number): Promise<void> {
  const index = defaultKnowledgeBase().findIndex((e) => e.question === MEASURED_GROWTH_QUESTION);
  const en = defaultKnowledgeBase()[index]!;
  const fr = defaultKnowledgeBaseFr()[index]!;
  const there = await db
    .selectFrom('kb_entries')
    .select('id')
    .where('question', '=', en.question)
    .executeTakeFirst();
  if (there) return;
  const last = (await db
    .selectFrom('kb_entries')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('category', '=', en.category)
    .executeTakeFirst()) as { position: number | string | null } | undefined;
  const id = randomUUID();
  await db
    .insertInto('kb_entries')
    .values({
      id,
      ...en,
      position: Number(last?.position ?? 0) + 1,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('kb_entry_translations')
    .values({ entryId: id, locale: 'fr', question: fr.question, answer: fr.answer, updatedAt: now })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const ids = db
    .selectFrom('kb_entries')
    .select('id')
    .where('question', '=', MEASURED_GROWTH_QUESTION);
  await db.deleteFrom('kb_entry_translations').where('entryId', 'in', ids).execute();
  await db.deleteFrom('kb_entries').where('question', '=', MEASURED_GROWTH_QUESTION).execute();
}
