import { describe, expect, it } from 'vitest';
import {
  CreatePaymentIntentRequestSchema,
  PaymentsPublicConfigSchema,
  isReusableIntent,
  judgeIntent,
  type IntentFacts,
  ProcessPaymentRequestSchema,
  ProcessPaymentResponseSchema,
  readClientSecret,
} from './payments';

describe('readClientSecret', () => {
  it.each<[unknown, string | null]>([
    [{ clientSecret: 'pi_123_secret_456' }, 'pi_123_secret_456'],
    [{ clientSecret: 'pi_1', extra: true }, 'pi_1'],
    [{ clientSecret: '' }, null],
    [{ clientSecret: 12 }, null],
    [{}, null],
    [null, null],
    ['pi_1', null],
  ])('%j → %s', (data, secret) => {
    expect(readClientSecret(data)).toBe(secret);
  });
});

describe('request and response schemas', () => {
  it.each<[unknown, boolean]>([
    [{ plan: 'individual' }, true],
    [{ plan: 'corporate' }, true],
    [{ plan: 'gold' }, false],
    [{}, false],
    [{ plan: 'individual', amount: 1 }, false], // the client cannot send an amount
  ])('createPaymentIntent %j → %s', (data, ok) => {
    expect(CreatePaymentIntentRequestSchema.safeParse(data).success).toBe(ok);
  });

  it.each<[unknown, boolean]>([
    [{ paymentIntentId: 'pi_1', userId: 'u1' }, true],
    [{ paymentIntentId: '', userId: 'u1' }, false],
    [{ paymentIntentId: 'pi_1' }, false],
    [{ paymentIntentId: 'pi_1', userId: 'u1', membershipStatus: 'paid' }, false],
  ])('processPayment %j → %s', (data, ok) => {
    expect(ProcessPaymentRequestSchema.safeParse(data).success).toBe(ok);
  });

  it('reads the processPayment answer', () => {
    expect(
      ProcessPaymentResponseSchema.parse({
        membershipStatus: 'paid',
        transformationTier: 'individual_paid',
      }),
    ).toEqual({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
    expect(ProcessPaymentResponseSchema.safeParse({ membershipStatus: 'gold' }).success).toBe(
      false,
    );
  });
});

describe('isReusableIntent', () => {
  const expected = { amount: 4900, currency: 'usd' };
  it.each<[string, number, string, boolean]>([
    ['requires_payment_method', 4900, 'usd', true],
    ['requires_confirmation', 4900, 'USD', true],
    ['requires_action', 4900, 'usd', true],
    ['processing', 4900, 'usd', false],
    ['succeeded', 4900, 'usd', false],
    ['canceled', 4900, 'usd', false],
    ['requires_payment_method', 4000, 'usd', false], // the price changed since
    ['requires_payment_method', 4900, 'eur', false],
  ])('%s %d %s → %s', (status, amount, currency, ok) => {
    expect(isReusableIntent({ status, amount, currency }, expected)).toBe(ok);
  });
});

describe('judgeIntent', () => {
  const expected = { userId: 'u1', plan: 'individual', amount: 4900, currency: 'usd' } as const;
  const paid: IntentFacts = {
    status: 'succeeded',
    amount: 4900,
    amountReceived: 4900,
    currency: 'usd',
    metadata: { userId: 'u1', plan: 'individual' },
  };
  it.each<[string, Partial<IntentFacts>, string]>([
    ['a succeeded intent of that learner and plan', {}, 'paid'],
    ['an intent still waiting for a card', { status: 'requires_payment_method' }, 'not-succeeded'],
    ['a processing intent', { status: 'processing' }, 'not-succeeded'],
    ['another learner’s intent', { metadata: { userId: 'u2', plan: 'individual' } }, 'wrong-owner'],
    ['an intent for another plan', { metadata: { userId: 'u1', plan: 'corporate' } }, 'wrong-owner'],
    ['an intent without our metadata', { metadata: {} }, 'wrong-owner'],
    ['a smaller amount', { amount: 100, amountReceived: 100 }, 'wrong-amount'],
    ['another currency', { currency: 'eur' }, 'wrong-amount'],
    ['a partly received amount', { amountReceived: 100 }, 'wrong-amount'],
  ])('%s → %s', (_label, change, verdict) => {
    expect(judgeIntent({ ...paid, ...change }, expected)).toBe(verdict);
  });
});

describe('PaymentsPublicConfigSchema', () => {
  it.each<[unknown, boolean]>([
    [{ publishableKey: 'pk_test_123' }, true],
    [{ publishableKey: null }, true],
    [{ publishableKey: 'sk_test_123' }, false], // a secret never passes as publishable
  ])('%j → %s', (value, ok) => {
    expect(PaymentsPublicConfigSchema.safeParse(value).success).toBe(ok);
  });
});
