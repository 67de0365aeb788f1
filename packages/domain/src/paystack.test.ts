import { describe, expect, it } from 'vitest';
import { formatMoney, hundredthsToDecimal, judgeIntent } from './payments';
import {
  currencyForCountry,
  DEFAULT_LOCAL_PRICES,
  LocalPricesSchema,
  PAYSTACK_CURRENCIES,
  paystackFacts,
  paystackSubunitsPerUnit,
  VerifyPaystackRequestSchema,
} from './paystack';

describe('currencyForCountry', () => {
  it.each<[string | null, string | null]>([
    ['NG', 'NGN'],
    ['GH', 'GHS'],
    ['KE', 'KES'],
    ['ZA', 'ZAR'],
    ...['CI', 'SN', 'BJ', 'BF', 'ML', 'NE', 'TG', 'GW'].map((c): [string, string] => [c, 'XOF']),
    ['CM', null], // XAF, not XOF
    ['US', null],
    ['FR', null],
    ['', null],
    [null, null],
  ])('%s → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });
});

describe('paystackSubunitsPerUnit', () => {
  it('is 100 for every currency, XOF included (Paystack counts XOF amounts × 100)', () => {
    expect(PAYSTACK_CURRENCIES.map(paystackSubunitsPerUnit)).toEqual([100, 100, 100, 100, 100]);
  });
});

describe('money as whole hundredths', () => {
  it.each<[number, string]>([
    [4900, '49.00'],
    [5, '0.05'],
    [0, '0.00'],
    [7_500_000, '75000.00'],
    [-120, '-1.20'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d → %s', (amount, text) => {
    expect(hundredthsToDecimal(amount)).toBe(text);
  });

  it('refuses what is not a whole number of hundredths', () => {
    expect(() => hundredthsToDecimal(0.1 + 0.2)).toThrow(RangeError);
    expect(() => hundredthsToDecimal(2 ** 53)).toThrow(RangeError);
  });

  it.each<[number, string, string]>([
    [4900, 'usd', 'US$49.00'],
    [75_000, 'GHS', 'GH₵750.00'],
    [7_500_000, 'NGN', 'NGN 75,000.00'],
    [3_000_000, 'XOF', 'F CFA 30,000'],
    [650_000, 'KES', 'KES 6,500.00'],
  ])('formats %d %s as %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency, 'en-GH').replace(/\s/g, ' ')).toBe(text);
  });

  it('keeps one formatter per locale and currency, never another locale\'s', () => {
    expect(formatMoney(4900, 'usd', 'en-GH')).toBe('US$49.00');
    expect(formatMoney(4900, 'usd', 'fr').replace(/\s/g, ' ')).toBe('49,00 $US');
    expect(formatMoney(12_345, 'USD', 'en-GH')).toBe('US$123.45');
    expect(formatMoney(4900, 'eur', 'fr').replace(/\s/g, ' ')).toBe('49,00 €');
  });
});

describe('LocalPricesSchema', () => {
  const ok = DEFAULT_LOCAL_PRICES.individual;
  it.each<[string, Record<string, unknown>, string | null]>([
    ['the defaults', ok, null],
    ['a zero price', { ...ok, GHS: 0 }, 'The amount must be more than 0'],
    ['a negative price', { ...ok, NGN: -100 }, 'The amount must be more than 0'],
    ['a fraction', { ...ok, KES: 650.5 }, 'Enter a whole number'],
    ['a price as text', { ...ok, ZAR: '900' }, 'Enter an amount'],
    ['XOF with centimes', { ...ok, XOF: 3_000_050 }, 'XOF has no subunit: enter francs × 100'],
    ['a missing currency', { NGN: 1, GHS: 1, KES: 1, ZAR: 1 }, 'Enter an amount'],
  ])('%s', (_name, prices, message) => {
    const result = LocalPricesSchema.safeParse(prices);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('VerifyPaystackRequestSchema', () => {
  it.each<[unknown, boolean]>([
    [{ reference: '3f1c2a4e-0b7d-4c55-9e41-2d6a1f0c9b8e' }, true],
    [{ reference: 'T123.ab=c' }, true],
    [{ reference: '' }, false],
    [{ reference: 'a/b' }, false],
    [{ reference: 'x'.repeat(101) }, false],
    [{ reference: 'ok', amount: 1 }, false],
  ])('%j → %s', (data, ok) => {
    expect(VerifyPaystackRequestSchema.safeParse(data).success).toBe(ok);
  });
});

describe('paystackFacts with judgeIntent', () => {
  const expected = { userId: 'u1', plan: 'individual' as const, amount: 75_000, currency: 'GHS' };
  const tx = { status: 'success', reference: 'r1', amount: 75_000, currency: 'GHS', metadata: { userId: 'u1', plan: 'individual', paymentId: 'r1' } };
  it.each<[string, Record<string, unknown>, string]>([
    ['a paid transaction', {}, 'paid'],
    ['metadata sent back as a JSON string', { metadata: JSON.stringify(tx.metadata) }, 'paid'],
    ['a failed one', { status: 'failed' }, 'not-succeeded'],
    ['an abandoned one', { status: 'abandoned' }, 'not-succeeded'],
    ['less money', { amount: 74_999 }, 'wrong-amount'],
    ['another currency', { currency: 'NGN' }, 'wrong-amount'],
    ['another learner', { metadata: { userId: 'u2', plan: 'individual' } }, 'wrong-owner'],
    ['unreadable metadata', { metadata: '{oops' }, 'wrong-owner'],
  ])('%s → %s', (_name, change, verdict) => {
    expect(judgeIntent(paystackFacts({ ...tx, ...change }), expected)).toBe(verdict);
  });
});
