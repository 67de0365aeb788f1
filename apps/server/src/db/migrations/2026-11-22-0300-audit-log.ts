import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The admin audit log: who changed what and when (written in the same transaction as the change). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    // Kept when the actor's account is deleted: the row still says what happened.
    .addColumn('actorId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('targetType', 'text', (c) => c.notNull())
    .addColumn('targetId', 'text')
    /** JSON text: what changed (from / to) and any reason. */
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_createdAt_idx').on('audit_log').column('createdAt').execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['targetType', 'targetId']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actorId').execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').column('action').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
