import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Landing-page leads: Team Blueprint answers (attached to an account when the same browser signs
 * up), ROI estimates, and Pathfinder bookings with their webhook outbox (one row per booking).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('blueprint_leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // sha256 of the browser's lv_blueprint cookie: the cookie alone never sits in the database.
    .addColumn('browserTokenHash', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('recommendedPath', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('claimedAt', 'bigint')
    .execute();
  await db.schema.createIndex('blueprint_leads_token_idx').on('blueprint_leads').column('browserTokenHash').execute();
  await db.schema.createIndex('blueprint_leads_user_idx').on('blueprint_leads').column('userId').execute();

  await db.schema
    .createTable('roi_leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('band', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('userId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('booking_outbox')
    .addColumn('bookingId', 'text', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'bigint', (c) => c.notNull())
    .addColumn('lockedUntil', 'bigint')
    .addColumn('lastError', 'text')
    .addColumn('deliveredAt', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_outbox_due_idx').on('booking_outbox').columns(['status', 'nextAttemptAt']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('booking_outbox').execute();
  await db.schema.dropTable('bookings').execute();
  await db.schema.dropTable('roi_leads').execute();
  await db.schema.dropTable('blueprint_leads').execute();
}
