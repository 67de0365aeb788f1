import type { PaymentProvider, PlanId, TransformationTier } from '@lv/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, PaymentRow } from '../../db/schema';

/** A query builder: the database or an open transaction (not db/database.ts's Db, the opened database). */
type Sql = Kysely<Database>;

/** The learner's open payment for a plan with a provider (at most one, by a unique partial index). */
export function findOpenPayment(db: Sql, userId: string, plan: PlanId, provider: PaymentProvider): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('userId', '=', userId)
    .where('plan', '=', plan)
    .where('provider', '=', provider)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export function findPaymentById(db: Sql, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPaymentByIntentId(db: Sql, intentId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', intentId).executeTakeFirst();
}

/** Inserts an open payment; false when the learner already has one for that plan and provider (a parallel call won). */
export async function insertOpenPayment(
  db: Sql,
  row: { id: string; userId: string; plan: PlanId; tier: TransformationTier; amount: number; currency: string; provider: PaymentProvider; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto('payments')
    .values({
      id: row.id,
      userId: row.userId,
      plan: row.plan,
      tier: row.tier,
      amount: row.amount,
      currency: row.currency,
      provider: row.provider,
      stripePaymentIntentId: null,
      status: 'open',
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflict((oc) => oc.columns(['userId', 'plan', 'provider']).where('status', '=', sql.lit('open')).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Links our payment to its Stripe PaymentIntent. */
export async function setPaymentIntentId(db: Sql, id: string, intentId: string, now: number): Promise<void> {
  await db.updateTable('payments').set({ stripePaymentIntentId: intentId, updatedAt: now }).where('id', '=', id).where('stripePaymentIntentId', 'is', null).execute();
}

/** Keeps the Paystack checkout page of a payment, to hand it out again. */
export async function setCheckoutUrl(db: Sql, id: string, url: string, now: number): Promise<void> {
  await db.updateTable('payments').set({ checkoutUrl: url, updatedAt: now }).where('id', '=', id).execute();
}

/** Closes an open payment (abandoned, canceled or outdated); a succeeded one never changes. */
export async function closeOpenPayment(db: Sql, id: string, now: number): Promise<void> {
  await db.updateTable('payments').set({ status: 'canceled', updatedAt: now }).where('id', '=', id).where('status', '=', 'open').execute();
}

/** Marks a payment succeeded; true only for the one call that changed it. */
export async function markPaymentSucceeded(db: Sql, id: string, now: number): Promise<boolean> {
  const result = await db.updateTable('payments').set({ status: 'succeeded', updatedAt: now }).where('id', '=', id).where('status', '!=', 'succeeded').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Makes the membership paid with the plan's tier. */
export async function upgradeMembership(db: Sql, userId: string, tier: TransformationTier): Promise<void> {
  await db.updateTable('users').set({ membershipStatus: 'paid', transformationTier: tier }).where('id', '=', userId).execute();
}

export function readMembership(db: Sql, userId: string) {
  return db.selectFrom('users').select(['membershipStatus', 'transformationTier']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Records a handled webhook event; false when it was handled before (a duplicate delivery). */
export async function recordStripeEvent(db: Sql, id: string, type: string, now: number): Promise<boolean> {
  const result = await db.insertInto('stripe_events').values({ id, type, receivedAt: now }).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
