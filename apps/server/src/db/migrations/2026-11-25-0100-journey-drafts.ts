import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A journey's draft of its next version (the admin journey editor): one row per journey holding
 * the whole draft as JSON (domain JourneyDraft: title, summary, rule, capstone brief and the
 * modules in order with their content). Nothing a learner reads changes until Publish turns it
 * into a version, so unpublished text never reaches a learner.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('journey_drafts')
    .addColumn('journeyId', 'text', (c) => c.primaryKey().references('journeys.id').onDelete('cascade'))
    /** The current version when the draft was started (null for a journey never published). */
    .addColumn('basedOn', 'integer')
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('journey_drafts').execute();
}
