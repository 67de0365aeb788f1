import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Replay-safe writes: one row per learner and client-made Idempotency-Key, written in the same
 * transaction as the write it names, with the first answer. The primary key (userId, key) makes
 * the insert-once decide races; the row outlives the entry it created (a replay after a delete
 * still answers the first result and writes nothing).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('idempotent_requests')
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    /** 'POST /api/me/impact': a key belongs to one route. */
    .addColumn('scope', 'text', (c) => c.notNull())
    /** SHA-256 of the route and the validated request, to tell a replay from a reused key. */
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    /** The first answer's status and JSON body (set in the transaction that claimed the key). */
    .addColumn('status', 'integer')
    .addColumn('response', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotent_requests_pk', ['userId', 'key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('idempotent_requests').execute();
}
