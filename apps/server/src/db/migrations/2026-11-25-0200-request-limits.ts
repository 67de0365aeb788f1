import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Rate-limit counters for our own routes (@fastify/rate-limit's store, plugins/rate-limit-store.ts):
 * one row per route and client key with the current window's start and count, so every server
 * process on the database shares one count. Better Auth keeps its own in `rateLimit`.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('request_limits')
    /** '<method> <route> <client key>', e.g. 'POST /api/forum/posts user:…'. */
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('windowStart', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_limits_window_idx').on('request_limits').column('windowStart').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('request_limits').execute();
}
