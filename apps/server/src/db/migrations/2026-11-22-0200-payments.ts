import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Card payments for a membership plan (one row per Stripe PaymentIntent we create) and the Stripe
 * webhook events already handled (the event id is the idempotency key of the upgrade).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stripePaymentIntentId', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  // At most one open payment per learner and plan: parallel clicks reuse one PaymentIntent.
  await db.schema
    .createIndex('payments_one_open_per_plan')
    .on('payments')
    .columns(['userId', 'plan'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('open'))
    .execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('receivedAt', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('stripe_events').execute();
  await db.schema.dropTable('payments').execute();
}
