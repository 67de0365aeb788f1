import { randomUUID } from 'node:crypto';
import {
  CreatePaymentIntentRequestSchema,
  PAYSTACK_CHANNELS_BY_CURRENCY,
  PaystackTransactionSchema,
  VerifyPaystackRequestSchema,
  currencyForCountry,
  judgeIntent,
  paystackFacts,
  type PaymentOptions,
  type PaystackCheckout,
  type PaystackTransaction,
  type ProcessPaymentResponse,
} from '@lv/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Identity } from '../../db/identity';
import type { Database, PaymentRow, UserRow } from '../../db/schema';
import { AppError, errors } from '../../lib/errors';
import { getSettings } from '../settings/service';
import { closeOpenPayment, findOpenPayment, findPaymentById, insertOpenPayment, readMembership, setCheckoutUrl } from './repository';
import { PaystackError, type Paystack } from './paystack-client';
import { fulfil, type WebhookOutcome } from './service';

export interface PaystackDeps {
  db: Kysely<Database>;
  /** Told of an upgrade, so the learner's next request sees the paid membership. */
  identity: Identity;
  paystack: Paystack | null;
  log: FastifyBaseLogger;
  /** Where Paystack sends the learner back (`/upgrade?reference=…`). */
  publicUrl: string;
  now?: () => number;
}

/** An open payment whose initialisation has not finished for this long was left by a crash: start again. */
const STALE_INIT_MS = 60_000;

const notSetUp = () => new AppError('FAILED_PRECONDITION', 'Paying in a local currency is not set up.');
const alreadyPaid = () => new AppError('FAILED_PRECONDITION', 'Your membership is already paid.');
const notYours = () => errors.forbidden('This payment does not belong to your account.');
const unavailable = () => new AppError('UNAVAILABLE', 'The payment service is not available. Please try again.');

/** A Paystack call; any failure is UNAVAILABLE (Paystack's status and message go to the log only). */
async function callPaystack<T>(log: FastifyBaseLogger, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof PaystackError)) throw err;
    log.error({ paystack: { what: err.what, status: err.status, message: err.paystackMessage } }, 'Paystack call failed');
    throw unavailable();
  }
}

/** A verified transaction's verdict for our payment: it must also carry our reference. */
function judge(tx: PaystackTransaction, payment: PaymentRow) {
  return tx.reference === payment.id ? judgeIntent(paystackFacts(tx), payment) : 'wrong-owner';
}

/** getPaymentOptions: the learner's local currency, its channels and the plans' prices in it, or null. */
export async function getPaymentOptions(deps: Pick<PaystackDeps, 'db' | 'paystack'>, user: UserRow): Promise<PaymentOptions> {
  const currency = currencyForCountry(user.country);
  if (!deps.paystack || !currency) return { local: null };
  const { localPrices } = await getSettings(deps.db);
  return {
    local: {
      currency,
      channels: [...PAYSTACK_CHANNELS_BY_CURRENCY[currency]],
      prices: { individual: localPrices.individual[currency], corporate: localPrices.corporate[currency] },
    },
  };
}

/**
 * startPaystackPayment `{plan}` → `{authorizationUrl}`. The amount and currency come from the
 * settings and the learner's country only; our payment id is Paystack's reference, so the
 * learner's open transaction is handed out again instead of a second one.
 */
export async function startPaystackPayment(deps: PaystackDeps, user: UserRow, data: unknown): Promise<PaystackCheckout> {
  const { db, paystack, log } = deps;
  const now = deps.now ?? Date.now;
  const request = CreatePaymentIntentRequestSchema.safeParse(data);
  if (!request.success) throw errors.invalid('Choose a plan.');
  if (!paystack) throw notSetUp();
  if (user.membershipStatus === 'paid') throw alreadyPaid();
  const currency = currencyForCountry(user.country);
  if (!currency) throw new AppError('FAILED_PRECONDITION', 'Paying in a local currency is not available for the country in your profile.');
  const planId = request.data.plan;
  const settings = await getSettings(db);
  const amount = settings.localPrices[planId][currency];
  const close = (id: string) => db.transaction().execute((trx) => closeOpenPayment(trx, id, now()));

  let payment = await findOpenPayment(db, user.id, planId, 'paystack');
  // The price or the learner's country changed since: that transaction must not be paid any more.
  if (payment && (payment.amount !== amount || payment.currency !== currency)) {
    await close(payment.id);
    payment = undefined;
  }
  if (payment?.checkoutUrl) {
    const tx = await callPaystack(log, () => paystack.verify(payment!.id));
    const verdict = judge(tx, payment);
    if (verdict === 'paid') {
      await fulfil(deps, payment, now());
      throw alreadyPaid();
    }
    if (verdict === 'not-succeeded' && tx.status !== 'failed' && tx.status !== 'reversed') return { authorizationUrl: payment.checkoutUrl };
    await close(payment.id);
    payment = undefined;
  }
  if (payment && now() - payment.createdAt > STALE_INIT_MS) {
    await close(payment.id);
    payment = undefined;
  }
  if (payment) throw new AppError('ABORTED', 'Your payment is being prepared. Please try again.');

  const id = randomUUID();
  const tier = settings.plans[planId].tier;
  const inserted = await db.transaction().execute((trx) => insertOpenPayment(trx, { id, userId: user.id, plan: planId, tier, amount, currency, provider: 'paystack', now: now() }));
  if (!inserted) throw new AppError('ABORTED', 'Your payment is being prepared. Please try again.');
  try {
    const { authorizationUrl } = await callPaystack(log, () =>
      paystack.initialize({
        email: user.email,
        amount,
        currency,
        reference: id,
        callbackUrl: `${deps.publicUrl}/upgrade`,
        channels: PAYSTACK_CHANNELS_BY_CURRENCY[currency],
        metadata: { userId: user.id, plan: planId, paymentId: id },
      }),
    );
    await db.transaction().execute((trx) => setCheckoutUrl(trx, id, authorizationUrl, now()));
    return { authorizationUrl };
  } catch (err) {
    // Paystack refuses a reference twice: the next attempt starts a new payment.
    await close(id);
    throw err;
  }
}

/**
 * verifyPaystackPayment `{reference}`: only the caller's own payment; asks Paystack whether that
 * transaction succeeded for this learner, plan, amount and currency, then upgrades the membership.
 */
export async function verifyPaystackPayment(deps: PaystackDeps, user: UserRow, data: unknown): Promise<ProcessPaymentResponse> {
  const { db, paystack, log } = deps;
  const now = deps.now ?? Date.now;
  const request = VerifyPaystackRequestSchema.safeParse(data);
  if (!request.success) throw errors.invalid('Send the payment reference.');
  if (!paystack) throw notSetUp();
  const payment = await findPaymentById(db, request.data.reference);
  if (!payment || payment.provider !== 'paystack' || payment.userId !== user.id) throw notYours();
  if (payment.status !== 'succeeded') {
    const tx = await callPaystack(log, () => paystack.verify(payment.id));
    const verdict = judge(tx, payment);
    if (verdict === 'wrong-owner') throw notYours();
    if (verdict === 'wrong-amount') {
      log.warn({ reference: payment.id, amount: tx.amount, currency: tx.currency }, 'Paystack transaction does not pay for its plan');
      throw new AppError('FAILED_PRECONDITION', 'The payment does not match the plan.');
    }
    if (verdict === 'not-succeeded') {
      if (tx.status === 'failed' || tx.status === 'reversed') await db.transaction().execute((trx) => closeOpenPayment(trx, payment.id, now()));
      throw new AppError('FAILED_PRECONDITION', 'The payment has not gone through.');
    }
    await fulfil(deps, payment, now());
  }
  const membership = await readMembership(db, user.id);
  return { membershipStatus: membership.membershipStatus, transformationTier: membership.transformationTier };
}

const PaystackEventSchema = z.object({ event: z.string(), data: PaystackTransactionSchema });

/**
 * One Paystack webhook body whose signature was checked. Only charge.success for a payment of ours,
 * for its learner, plan, amount and currency upgrades, and only once: a replay finds it succeeded.
 */
export async function handlePaystackEvent(deps: Pick<PaystackDeps, 'db' | 'identity' | 'log' | 'now'>, body: unknown): Promise<WebhookOutcome> {
  const parsed = PaystackEventSchema.safeParse(body);
  if (!parsed.success || parsed.data.event !== 'charge.success') return 'ignored';
  const tx = parsed.data.data;
  const payment = await findPaymentById(deps.db, tx.reference);
  if (!payment || payment.provider !== 'paystack') {
    deps.log.warn({ reference: tx.reference }, 'Paystack event for a payment we do not know');
    return 'ignored';
  }
  if (judge(tx, payment) !== 'paid') {
    deps.log.warn({ reference: tx.reference, amount: tx.amount, currency: tx.currency }, 'Paystack event does not pay for its plan');
    return 'ignored';
  }
  return (await fulfil(deps, payment, (deps.now ?? Date.now)())) ? 'upgraded' : 'duplicate';
}
