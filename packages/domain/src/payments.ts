import { z } from 'zod';
import { intlFormat } from './intl-formats';
import { lazySchema } from './lazy-schema';
import { MembershipStatusSchema, TransformationTierSchema } from './role-schemas';

/*
 * The payment callables (`../shared/spec/platform-spec.md` sections 5 (Validation rules) and 7 (The calls it makes), `../shared/spec/decisions.md` "Callable functions"). The client
 * only names a plan; the server alone decides the amount from the settings.
 */

/** The membership plans that can be bought. */
export const PLAN_IDS = ['individual', 'corporate'] as const;
export const PlanIdSchema = lazySchema(() => z.enum(PLAN_IDS, { error: 'Choose a plan' }));
export type PlanId = z.infer<typeof PlanIdSchema>;

/** createPaymentIntent request data: the plan only. */
export const CreatePaymentIntentRequestSchema = lazySchema(() => z.strictObject({ plan: PlanIdSchema }));
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequestSchema>;

/** `POST /api/stripe/webhook` and `POST /api/paystack/webhook`: the event was taken (handled now or before). */
export const WebhookAnswerSchema = lazySchema(() => z.object({ received: z.literal(true) }));

/** createPaymentIntent response data: it must carry a clientSecret. */
export const PaymentIntentResponseSchema = lazySchema(() => z.object({ clientSecret: z.string().min(1) }));
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

/** processPayment request data. */
export const ProcessPaymentRequestSchema = lazySchema(() => z.strictObject({
  paymentIntentId: z.string().trim().min(1).max(255),
  userId: z.string().trim().min(1).max(255),
}));
export type ProcessPaymentRequest = z.infer<typeof ProcessPaymentRequestSchema>;

/** processPayment response data: the membership the account now has. */
export const ProcessPaymentResponseSchema = lazySchema(() => z.object({
  membershipStatus: MembershipStatusSchema,
  transformationTier: TransformationTierSchema.nullable(),
}));
export type ProcessPaymentResponse = z.infer<typeof ProcessPaymentResponseSchema>;

/** The clientSecret of a createPaymentIntent answer, or null when the answer is invalid. */
export function readClientSecret(data: unknown): string | null {
  const parsed = PaymentIntentResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.clientSecret : null;
}

/**
 * An amount in hundredths of its currency as an exact decimal string ("4900" → "49.00"), for
 * Intl.NumberFormat: money is never divided as a float.
 */
export function hundredthsToDecimal(amount: number): `${number}` {
  if (!Number.isSafeInteger(amount)) throw new RangeError('An amount is a whole number of hundredths');
  const digits = Math.abs(amount).toString().padStart(3, '0');
  return `${amount < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/** A price in hundredths (cents, kobo, pesewas; Paystack's XOF × 100) for the reader's locale, e.g. $49.00. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const code = currency.toUpperCase();
  const format = intlFormat(`money ${locale ?? ''} ${code}`, () =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: code }),
  );
  return format.format(hundredthsToDecimal(amount));
}

/** Our record of a payment: open until the provider says it succeeded or it was abandoned. */
export const PAYMENT_STATUSES = ['open', 'succeeded', 'canceled'] as const;
export const PaymentStatusSchema = lazySchema(() => z.enum(PAYMENT_STATUSES));
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** Who takes a payment: Stripe (card, the plan's currency) or Paystack (local currencies, ADR 019). */
export const PAYMENT_PROVIDERS = ['stripe', 'paystack'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Stripe PaymentIntent statuses in which the learner can still pay the same intent. */
export const PAYABLE_INTENT_STATUSES: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

/** Whether an existing PaymentIntent can be handed out again instead of creating a new one. */
export function isReusableIntent(
  intent: { status: string; amount: number; currency: string },
  expected: { amount: number; currency: string },
): boolean {
  return (
    PAYABLE_INTENT_STATUSES.includes(intent.status) &&
    intent.amount === expected.amount &&
    intent.currency.toLowerCase() === expected.currency.toLowerCase()
  );
}

/** The parts of a Stripe PaymentIntent that decide whether it pays for a plan. */
export interface IntentFacts {
  status: string;
  amount: number;
  amountReceived: number;
  currency: string;
  metadata: Readonly<Record<string, string>>;
}

/** What the server expects of the intent: our payment record. */
export interface ExpectedPayment {
  userId: string;
  plan: PlanId;
  amount: number;
  currency: string;
}

export type IntentVerdict = 'paid' | 'not-succeeded' | 'wrong-owner' | 'wrong-amount';

/**
 * Whether a PaymentIntent pays for the expected plan: it succeeded, it was made for that learner
 * and plan (metadata we set when creating it), and the whole amount in the right currency arrived.
 */
export function judgeIntent(intent: IntentFacts, expected: ExpectedPayment): IntentVerdict {
  if (intent.metadata.userId !== expected.userId || intent.metadata.plan !== expected.plan) {
    return 'wrong-owner';
  }
  if (
    intent.currency.toLowerCase() !== expected.currency.toLowerCase() ||
    intent.amount !== expected.amount
  ) {
    return 'wrong-amount';
  }
  if (intent.status !== 'succeeded') return 'not-succeeded';
  return intent.amountReceived >= expected.amount ? 'paid' : 'wrong-amount';
}

/** What the browser learns about online payment: the publishable key, or null when not set up. */
export const PaymentsPublicConfigSchema = lazySchema(() => z.object({
  publishableKey: z.string().startsWith('pk_').nullable(),
}));
export type PaymentsPublicConfig = z.infer<typeof PaymentsPublicConfigSchema>;
