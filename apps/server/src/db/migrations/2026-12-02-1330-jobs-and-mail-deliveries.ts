import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The job queue's table on SQLite (PostgreSQL's jobs are pg-boss's, in its own schema) and the mail
 * outbox on both (ADR 035): one row per mail, written in the transaction of the change that causes
 * it, unique by its cause, and the addresses that bounced or complained.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      /** queued | active | done | failed */
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('runAt', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('maxAttempts', 'integer', (c) => c.notNull())
      .addColumn('lockedUntil', 'bigint')
      .addColumn('lastError', 'text')
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('finishedAt', 'bigint')
      .execute();
    await db.schema
      .createIndex('jobs_due_idx')
      .on('jobs')
      .columns(['name', 'state', 'runAt'])
      .execute();
  }
  await db.schema
    .createTable('mail_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** What caused the mail, e.g. 'team-invite <inviteId>': a cause mails once. */
    .addColumn('causeKey', 'text', (c) => c.notNull().unique())
    /** 'auth' (one-time sign-in links: dropped over the address limit) or 'notice' (deferred). */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    /** queued | sending | deferred | sent | failed | dropped */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('lastError', 'text')
    .addColumn('lockedUntil', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addColumn('sentAt', 'bigint')
    .execute();
  await db.schema
    .createIndex('mail_deliveries_state_idx')
    .on('mail_deliveries')
    .columns(['state', 'createdAt'])
    .execute();
  await db.schema
    .createTable('mail_suppressions')
    /** The lower-cased address. */
    .addColumn('address', 'text', (c) => c.primaryKey())
    /** bounce | complaint */
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_suppressions').execute();
  await db.schema.dropTable('mail_deliveries').execute();
  if (!isPostgres(db)) await db.schema.dropTable('jobs').execute();
}
