import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Paystack beside Stripe (ADR 019): a payment names its provider; a Paystack payment's reference
 * is our payment id (the primary key, so unique) and keeps the checkout page Paystack gave for it.
 * One open payment per learner, plan and provider.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('payments').addColumn('provider', 'text', (c) => c.notNull().defaultTo('stripe')).execute();
  await db.schema.alterTable('payments').addColumn('checkoutUrl', 'text').execute();
  await db.schema.dropIndex('payments_one_open_per_plan').execute();
  await db.schema
    .createIndex('payments_one_open_per_plan_provider')
    .on('payments')
    .columns(['userId', 'plan', 'provider'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('open'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payments_one_open_per_plan_provider').execute();
  await db.deleteFrom('payments').where('provider', '!=', 'stripe').execute();
  await db.schema
    .createIndex('payments_one_open_per_plan')
    .on('payments')
    .columns(['userId', 'plan'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('open'))
    .execute();
  await db.schema.alterTable('payments').dropColumn('checkoutUrl').execute();
  await db.schema.alterTable('payments').dropColumn('provider').execute();
}
