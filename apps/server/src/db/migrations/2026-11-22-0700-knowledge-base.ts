import { randomUUID } from 'node:crypto';
import { defaultKnowledgeBase } from '@lv/domain';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The knowledge base (FAQ), seeded with the platform's own answers. Unlike the badges migration,
 * the seed text is read from the domain when the migration runs, so a new installation starts
 * with an FAQ that matches its own rules; existing installations keep what their admins wrote.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('kb_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    /** Order within the category, from 1. */
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('kb_entries_category_position_idx').on('kb_entries').columns(['category', 'position']).execute();
  const now = Date.now();
  const positions = new Map<string, number>();
  const rows = defaultKnowledgeBase().map((e) => {
    const position = (positions.get(e.category) ?? 0) + 1;
    positions.set(e.category, position);
    return { id: randomUUID(), ...e, position, createdAt: now, updatedAt: now };
  });
  await db.insertInto('kb_entries').values(rows).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('kb_entries').execute();
}
