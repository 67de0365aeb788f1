import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Per-account limits beside the per-address ones (lib/account-limits.ts, issue 36): one row per
 * email address (as a hash, never the address) and kind, with the failures of the current window
 * and the end of a lockout, shared by every server process on the database.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('account_limits')
    /** '<kind> <sha-256 of the lower-cased email>', e.g. 'sign-in 9f86d0…'. */
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('windowStart', 'bigint', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('lockedUntil', 'bigint')
    .execute();
  await db.schema
    .createIndex('account_limits_window_idx')
    .on('account_limits')
    .column('windowStart')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('account_limits').execute();
}
