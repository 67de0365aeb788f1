import { describe, expect, it } from 'vitest';
import {
  CreatePaymentIntentRequestSchema,
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
