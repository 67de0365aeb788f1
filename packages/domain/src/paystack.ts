import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import type { IntentFacts } from './payments';

/*
 * Paying in a local currency through Paystack (issue 19 "Reach", ADR 019): mobile money, card and
 * bank transfer in NGN, GHS, KES, ZAR and XOF. The server decides the amount from the settings;
 * the learner's currency follows the country in their profile.
 */

/** The currencies a learner may pay in through Paystack. */
export const PAYSTACK_CURRENCIES = ['NGN', 'GHS', 'KES', 'ZAR', 'XOF'] as const;
export const PaystackCurrencySchema = lazySchema(() => z.enum(PAYSTACK_CURRENCIES));
export type PaystackCurrency = z.infer<typeof PaystackCurrencySchema>;

/** The West African CFA franc countries (UEMOA). */
const XOF_COUNTRIES: readonly string[] = ['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'];

/** The local currency a learner pays in, by their country; null: pay by card in the plan's currency (Stripe). */
export function currencyForCountry(country: string | null | undefined): PaystackCurrency | null {
  switch (country) {
    case 'NG':
      return 'NGN';
    case 'GH':
      return 'GHS';
    case 'KE':
      return 'KES';
    case 'ZA':
      return 'ZAR';
    default:
      return country && XOF_COUNTRIES.includes(country) ? 'XOF' : null;
  }
}

/**
 * How many of Paystack's amount units make one unit of the currency. Paystack takes every amount
 * "in the subunit of the supported currency" (https://paystack.com/docs/api/#supported-currency):
 * kobo, pesewas, cents, and for XOF, which has no subunit of its own, the franc times 100 as well.
 */
export function paystackSubunitsPerUnit(_currency: PaystackCurrency): 100 {
  return 100;
}

/** Paystack's channels, as its API names them. */
export const PAYSTACK_CHANNELS = ['mobile_money', 'card', 'bank_transfer'] as const;
export type PaystackChannel = (typeof PAYSTACK_CHANNELS)[number];

/** The channels offered in each currency (sent to Paystack, and shown on /upgrade), most used first. */
export const PAYSTACK_CHANNELS_BY_CURRENCY: Readonly<Record<PaystackCurrency, readonly PaystackChannel[]>> = {
  NGN: ['card', 'bank_transfer'],
  GHS: ['mobile_money', 'card'],
  KES: ['mobile_money', 'card'],
  ZAR: ['card'],
  XOF: ['mobile_money', 'card'],
};

/** A local price in Paystack's subunits: a whole, positive number; XOF in whole francs. */
function localAmount(currency: PaystackCurrency) {
  const base = z
    .number({ error: 'Enter an amount' })
    .int({ error: 'Enter a whole number' })
    .positive({ error: 'The amount must be more than 0' })
    .max(1_000_000_000_000, { error: 'The amount is too large' });
  const per = paystackSubunitsPerUnit(currency);
  return currency === 'XOF'
    ? base.refine((v) => v % per === 0, { error: `XOF has no subunit: enter francs × ${per}` })
    : base;
}

/** One plan's prices in every local currency. */
export const LocalPricesSchema = lazySchema(() => z.object({
  NGN: localAmount('NGN'),
  GHS: localAmount('GHS'),
  KES: localAmount('KES'),
  ZAR: localAmount('ZAR'),
  XOF: localAmount('XOF'),
}));
export type LocalPrices = z.infer<typeof LocalPricesSchema>;

/** What each plan costs in each local currency, for the two plans. */
export const PlanLocalPricesSchema = lazySchema(() => z.object({
  individual: LocalPricesSchema,
  corporate: LocalPricesSchema,
}));
export type PlanLocalPrices = z.infer<typeof PlanLocalPricesSchema>;

/** The default local prices (placeholders an admin sets), near the USD prices, in Paystack's subunits. */
export const DEFAULT_LOCAL_PRICES: PlanLocalPrices = {
  individual: { NGN: 7_500_000, GHS: 75_000, KES: 650_000, ZAR: 90_000, XOF: 3_000_000 },
  corporate: { NGN: 75_000_000, GHS: 750_000, KES: 6_500_000, ZAR: 900_000, XOF: 30_000_000 },
};

/** startPaystackPayment answer: where the learner pays (Paystack's page). */
export const PaystackCheckoutSchema = lazySchema(() => z.object({ authorizationUrl: z.url({ protocol: /^https?$/ }) }));
export type PaystackCheckout = z.infer<typeof PaystackCheckoutSchema>;

/** verifyPaystackPayment request data: the reference Paystack sends back to the callback URL. */
export const VerifyPaystackRequestSchema = lazySchema(() => z.strictObject({
  reference: z.string().trim().regex(/^[A-Za-z0-9.=-]{1,100}$/, { error: 'Send the payment reference' }),
}));

/** getPaymentOptions answer: the local way to pay for this learner, or null (card in the plan's currency). */
export const PaymentOptionsSchema = lazySchema(() => z.object({
  local: z
    .object({
      currency: PaystackCurrencySchema,
      channels: z.array(z.enum(PAYSTACK_CHANNELS)),
      prices: z.object({ individual: z.number().int(), corporate: z.number().int() }),
    })
    .nullable(),
}));
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

/** The parts of a Paystack transaction (verify answer or charge.success data) the server reads. */
export const PaystackTransactionSchema = lazySchema(() => z.object({
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  // Paystack gives back the metadata it was sent; some integrations see it as a JSON string.
  metadata: z.unknown(),
}));
export type PaystackTransaction = z.infer<typeof PaystackTransactionSchema>;

function metadataOf(raw: unknown): Record<string, string> {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** A Paystack transaction as the facts `judgeIntent` weighs: only "success" has been paid, in full. */
export function paystackFacts(tx: PaystackTransaction): IntentFacts {
  const succeeded = tx.status === 'success';
  return {
    status: succeeded ? 'succeeded' : tx.status,
    amount: tx.amount,
    amountReceived: succeeded ? tx.amount : 0,
    currency: tx.currency,
    metadata: metadataOf(tx.metadata),
  };
}
