import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The CPD record (`../shared/spec/decisions.md` "CPD record and credentials"), append-only: an entry is voided
 * (voidedAt, voidReason), never edited or deleted. (userId, type, sourceId) is unique, so one
 * activity can never add two entries, even from concurrent requests (`insert ... on conflict do
 * nothing`).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('cpd_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** module | webinar | mentoring | capstone | external */
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    /** 'YYYY-MM-DD' in the learner's timezone. */
    .addColumn('startDate', 'text', (c) => c.notNull())
    .addColumn('endDate', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('evidence', 'text')
    /** platform | peer | admin | self */
    .addColumn('verifiedBy', 'text', (c) => c.notNull())
    /** The row that earned it (module, event, session, capstone), or the external entry's request key. */
    .addColumn('sourceId', 'text', (c) => c.notNull())
    .addColumn('journeyId', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('voidedAt', 'bigint')
    .addColumn('voidReason', 'text')
    .execute();
  await db.schema.createIndex('cpd_entries_source_idx').on('cpd_entries').columns(['userId', 'type', 'sourceId']).unique().execute();
  await db.schema.createIndex('cpd_entries_user_date_idx').on('cpd_entries').columns(['userId', 'endDate', 'createdAt']).execute();
  await db.schema.createIndex('cpd_entries_user_journey_idx').on('cpd_entries').columns(['userId', 'journeyId']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('cpd_entries').execute();
}
