import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Elite certificates (ADR 043) share the certificates table, so they verify, revoke, reissue and
 * export like a journey's. `kind` tells them apart ('journey' for every row before this); `xp` is
 * the holder's XP frozen at issue (null on a journey's). The issue key `elite:{userId}` (unique
 * already) makes it one per learner.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('certificates')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('journey'))
    .execute();
  await db.schema.alterTable('certificates').addColumn('xp', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('certificates').dropColumn('xp').execute();
  await db.schema.alterTable('certificates').dropColumn('kind').execute();
}
