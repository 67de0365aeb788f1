import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Account deletion requests (modules/privacy, ADR 037): asked by the learner, erased after the
 * cool-off unless cancelled. The row stays after the erasure as its record (the anonymised id only).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('deletion_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 'pending' | 'cancelled' | 'erased' (domain DELETION_STATUSES). */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('keepCertificates', 'integer', (c) => c.notNull())
    .addColumn('requestedAt', 'bigint', (c) => c.notNull())
    .addColumn('dueAt', 'bigint', (c) => c.notNull())
    .addColumn('closedAt', 'bigint')
    /** The admin who erased it early or cancelled it; null for the learner or the due run. */
    .addColumn('closedBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // At most one pending request per learner, whatever races.
  await db.schema
    .createIndex('deletion_requests_one_pending')
    .on('deletion_requests')
    .column('userId')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('deletion_requests_due_idx')
    .on('deletion_requests')
    .columns(['status', 'dueAt'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('deletion_requests').execute();
}
