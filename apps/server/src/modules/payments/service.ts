import { randomUUID } from 'node:crypto';
import {
  CreatePaymentIntentRequestSchema,
  ProcessPaymentRequestSchema,
  isReusableIntent,
  judgeIntent,
  type IntentFacts,
  type PaymentIntentResponse,
  type ProcessPaymentResponse,
} from '@lv/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Identity } from '../../db/identity';
import type { Database, PaymentRow, UserRow } from '../../db/schema';
import { AppError, errors } from '../../lib/errors';
import { getSettings } from '../settings/service';
import {
  closeOpenPayment,
  findOpenPayment,
  findPaymentById,
  findPaymentByIntentId,
  insertOpenPayment,
  markPaymentSucceeded,
  readMembership,
  recordStripeEvent,
  setPaymentIntentId,
  upgradeMembership,
} from './repository';
import type { Stripe } from './stripe-client';

export interface PaymentDeps {
  db: Kysely<Database>;
  /** Told of an upgrade, so the learner's next request sees the paid membership. */
  identity: Identity;
  stripe: Stripe | null;
  log: FastifyBaseLogger;
  now?: () => number;
}

const notSetUp = () => new AppError('FAILED_PRECONDITION', 'Online payment is not set up.');
const alreadyPaid = () => new AppError('FAILED_PRECONDITION', 'Your membership is already paid.');
const notYours = () => errors.forbidden('This payment does not belong to your account.');

/** A Stripe call; any failure of the payment service is UNAVAILABLE (the detail goes to the log only). */
async function callStripe<T>(log: FastifyBaseLogger, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const e = err as { type?: string; statusCode?: number; code?: string; requestId?: string };
    log.error({ stripe: { what, type: e.type, statusCode: e.statusCode, code: e.code, requestId: e.requestId } }, 'Stripe call failed');
    if (e.statusCode === 404) throw errors.notFound('That payment');
    throw new AppError('UNAVAILABLE', 'The payment service is not available. Please try again.');
  }
}

function factsOf(intent: Stripe.PaymentIntent): IntentFacts {
  return {
    status: intent.status,
    amount: intent.amount,
    amountReceived: intent.amount_received,
    currency: intent.currency,
    metadata: intent.metadata ?? {},
  };
}

/** Marks the payment succeeded and makes the membership paid, in one transaction; idempotent. */
export async function fulfil({ db, identity }: Pick<PaymentDeps, 'db' | 'identity'>, payment: PaymentRow, now: number): Promise<boolean> {
  const changed = await db.transaction().execute(async (trx) => {
    const succeeded = await markPaymentSucceeded(trx, payment.id, now);
    if (succeeded) await upgradeMembership(trx, payment.userId, payment.tier);
    return succeeded;
  });
  if (changed) await identity.changed(payment.userId);
  return changed;
}

/**
 * createPaymentIntent `{plan}` → `{clientSecret}`. The amount and currency come from the settings
 * only; the learner's open intent for the same plan and price is handed out again; a new intent is
 * created with an idempotency key tied to our payment row, so retries never charge twice.
 */
export async function createPaymentIntent(deps: PaymentDeps, user: UserRow, data: unknown): Promise<PaymentIntentResponse> {
  const { db, stripe, log } = deps;
  const now = deps.now ?? Date.now;
  const request = CreatePaymentIntentRequestSchema.safeParse(data);
  if (!request.success) throw errors.invalid('Choose a plan.');
  if (!stripe) throw notSetUp();
  if (user.membershipStatus === 'paid') throw alreadyPaid();
  const plan = (await getSettings(db)).plans[request.data.plan];

  let payment = await findOpenPayment(db, user.id, request.data.plan, 'stripe');
  if (payment && (payment.amount !== plan.amount || payment.currency !== plan.currency)) {
    // The price changed since: that intent must not be paid any more.
    await db.transaction().execute((trx) => closeOpenPayment(trx, payment!.id, now()));
    if (payment.stripePaymentIntentId) {
      const id = payment.stripePaymentIntentId;
      await callStripe(log, 'cancel', () => stripe.paymentIntents.cancel(id)).catch(() => undefined);
    }
    payment = undefined;
  }
  if (payment?.stripePaymentIntentId) {
    const id = payment.stripePaymentIntentId;
    const intent = await callStripe(log, 'retrieve', () => stripe.paymentIntents.retrieve(id));
    if (isReusableIntent(intent, plan) && intent.client_secret) return { clientSecret: intent.client_secret };
    if (judgeIntent(factsOf(intent), { ...payment, plan: payment.plan }) === 'paid') {
      await fulfil(deps, payment, now());
      throw alreadyPaid();
    }
    if (intent.status === 'processing') throw new AppError('ABORTED', 'Your last payment is still being processed.');
    await db.transaction().execute((trx) => closeOpenPayment(trx, payment!.id, now()));
    payment = undefined;
  }
  if (!payment) {
    const id = randomUUID();
    const inserted = await db.transaction().execute((trx) =>
      insertOpenPayment(trx, { id, userId: user.id, plan: request.data.plan, tier: plan.tier, amount: plan.amount, currency: plan.currency, provider: 'stripe', now: now() }),
    );
    payment = inserted ? await findPaymentById(db, id) : await findOpenPayment(db, user.id, request.data.plan, 'stripe');
    if (!payment) throw new AppError('ABORTED', 'Please try again.');
  }
  const row = payment;
  const intent = await callStripe(log, 'create', () =>
    stripe.paymentIntents.create(
      {
        amount: row.amount,
        currency: row.currency,
        allowed_payment_method_types: ['card'],
        description: `${plan.name} membership`,
        metadata: { userId: row.userId, plan: row.plan, paymentId: row.id },
      },
      // Same payment row → same key → Stripe answers with the same intent (parallel calls, retries).
      { idempotencyKey: `lv-payment-${row.id}` },
    ),
  );
  await db.transaction().execute((trx) => setPaymentIntentId(trx, row.id, intent.id, now()));
  if (!intent.client_secret) throw new AppError('UNAVAILABLE', 'The payment service is not available. Please try again.');
  return { clientSecret: intent.client_secret };
}

/**
 * processPayment `{paymentIntentId, userId}`: only for the caller's own account; asks Stripe
 * whether the intent succeeded for this learner, plan and price, then upgrades the membership.
 */
export async function processPayment(deps: PaymentDeps, user: UserRow, data: unknown): Promise<ProcessPaymentResponse> {
  const { db, stripe, log } = deps;
  const now = deps.now ?? Date.now;
  const request = ProcessPaymentRequestSchema.safeParse(data);
  if (!request.success) throw errors.invalid('Send the payment and your account.');
  if (request.data.userId !== user.id) throw notYours();
  if (!stripe) throw notSetUp();
  const payment = await findPaymentByIntentId(db, request.data.paymentIntentId);
  if (!payment || payment.userId !== user.id) throw notYours();
  if (payment.status !== 'succeeded') {
    const intent = await callStripe(log, 'retrieve', () => stripe.paymentIntents.retrieve(request.data.paymentIntentId));
    const verdict = judgeIntent(factsOf(intent), payment);
    if (verdict === 'wrong-owner') throw notYours();
    if (verdict === 'wrong-amount') throw new AppError('FAILED_PRECONDITION', 'The payment does not match the plan.');
    if (verdict === 'not-succeeded') throw new AppError('FAILED_PRECONDITION', 'The payment has not gone through.');
    await fulfil(deps, payment, now());
  }
  const membership = await readMembership(db, user.id);
  return { membershipStatus: membership.membershipStatus, transformationTier: membership.transformationTier };
}

export type WebhookOutcome = 'upgraded' | 'duplicate' | 'ignored';

/**
 * One verified Stripe event. The event id is stored in the same transaction as its effect, so a
 * duplicate delivery changes nothing; only payment_intent.succeeded upgrades, and only once.
 */
export async function handleStripeEvent(deps: Pick<PaymentDeps, 'db' | 'identity' | 'log' | 'now'>, event: Stripe.Event): Promise<WebhookOutcome> {
  const now = (deps.now ?? Date.now)();
  const { outcome, userId } = await deps.db.transaction().execute(async (trx): Promise<{ outcome: WebhookOutcome; userId?: string }> => {
    if (!(await recordStripeEvent(trx, event.id, event.type, now))) return { outcome: 'duplicate' };
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.canceled') return { outcome: 'ignored' };
    const intent = event.data.object;
    // Found by intent id, or by our own id in the metadata (the event may beat our own write of the intent id).
    let payment = await findPaymentByIntentId(trx, intent.id);
    if (!payment && typeof intent.metadata?.paymentId === 'string') {
      const byId = await findPaymentById(trx, intent.metadata.paymentId);
      if (byId && (byId.stripePaymentIntentId === null || byId.stripePaymentIntentId === intent.id)) payment = byId;
    }
    if (!payment) {
      deps.log.warn({ eventId: event.id, intentId: intent.id }, 'Stripe event for a payment we do not know');
      return { outcome: 'ignored' };
    }
    if (event.type === 'payment_intent.canceled') {
      await closeOpenPayment(trx, payment.id, now);
      return { outcome: 'ignored' };
    }
    if (judgeIntent(factsOf(intent), payment) !== 'paid') {
      deps.log.warn({ eventId: event.id, intentId: intent.id }, 'Stripe event does not pay for its plan');
      return { outcome: 'ignored' };
    }
    if (payment.stripePaymentIntentId === null) await setPaymentIntentId(trx, payment.id, intent.id, now);
    const changed = await markPaymentSucceeded(trx, payment.id, now);
    if (changed) await upgradeMembership(trx, payment.userId, payment.tier);
    return changed ? { outcome: 'upgraded', userId: payment.userId } : { outcome: 'ignored' };
  });
  // After the commit: the learner's next request (in any process) sees the paid membership.
  if (userId) await deps.identity.changed(userId);
  return outcome;
}
