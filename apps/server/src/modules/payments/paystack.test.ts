import { DEFAULT_LOCAL_PRICES } from '@lv/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config';
import { testDatabases } from '../../test/databases';
import type { FakePaystack } from '../../test/fake-paystack';
import { startTestApp, type TestApp } from '../../test/harness';
import { call, learner, membership, payments, sendRaw, startedPayment, startPaystackApp } from './payment-test-fixtures';

// The webhook and the stand-in's checkout page: paystack-webhook.test.ts.
describe.each(testDatabases())('Paystack payments on %s', (kind) => {
  let t: TestApp;
  let fake: FakePaystack;
  beforeAll(async () => {
    ({ t, fake } = await startPaystackApp(kind));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => fake.failNextRequests(0));

  const initializes = (email: string) => fake.requests.filter((r) => r.path === '/transaction/initialize' && (r.body as { email?: string }).email === email);

  /** A GH learner with a started payment: its reference (our payment id). */
  const started = (plan?: 'individual' | 'corporate', country?: string) => startedPayment(t, plan, country);

  describe('getPaymentOptions', () => {
    it('offers a learner in Ghana GHS prices, mobile money first; others pay by card', async () => {
      const gh = await learner(t, 'GH');
      expect((await call(t, gh.token, 'getPaymentOptions', {})).body.result).toEqual({
        local: { currency: 'GHS', channels: ['mobile_money', 'card'], prices: { individual: 75_000, corporate: 750_000 } },
      });
      for (const country of ['US', null]) {
        const other = await learner(t, country);
        expect((await call(t, other.token, 'getPaymentOptions', {})).body.result).toEqual({ local: null });
      }
      expect((await call(t, null, 'getPaymentOptions', {})).status).toBe(401);
    });
  });

  describe('startPaystackPayment', () => {
    it('initialises the server-decided amount, currency and channels, with our payment id as reference', async () => {
      const { l, reference, authorizationUrl } = await started();
      const [init] = initializes(l.email);
      expect(init?.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
      expect(init?.body).toEqual({
        email: l.email,
        amount: 75_000,
        currency: 'GHS',
        reference,
        callback_url: `${t.url}/upgrade`,
        channels: ['mobile_money', 'card'],
        metadata: { userId: l.id, plan: 'individual', paymentId: reference },
      });
      expect(authorizationUrl).toBe(`${fake.url}/pay/${fake.transactions.get(reference)?.access_code}`);
      expect(await payments(t, l.id)).toEqual([{ id: reference, provider: 'paystack', amount: 75_000, currency: 'GHS', status: 'open', checkoutUrl: authorizationUrl }]);
    });

    it('hands the open transaction out again, and starts anew when the price changed', async () => {
      const { l, reference, authorizationUrl } = await started();
      const again = await call(t, l.token, 'startPaystackPayment', { plan: 'individual' });
      expect(again.body.result?.authorizationUrl).toBe(authorizationUrl);
      expect(initializes(l.email)).toHaveLength(1);

      const localPrices = { ...DEFAULT_LOCAL_PRICES, individual: { ...DEFAULT_LOCAL_PRICES.individual, GHS: 80_000 } };
      await t.app.db.kysely.insertInto('settings').values({ key: 'localPrices', value: JSON.stringify(localPrices), updatedAt: Date.now(), updatedBy: null }).execute();
      try {
        const repriced = await call(t, l.token, 'startPaystackPayment', { plan: 'individual' });
        expect(repriced.body.result?.authorizationUrl).not.toBe(authorizationUrl);
        expect((await payments(t, l.id)).map((p) => [p.id === reference, p.amount, p.status])).toEqual([
          [true, 75_000, 'canceled'],
          [false, 80_000, 'open'],
        ]);
      } finally {
        await t.app.db.kysely.deleteFrom('settings').where('key', '=', 'localPrices').execute();
      }
    });

    it('prices XOF as Paystack counts it (francs × 100) for a learner in Senegal', async () => {
      const { l } = await started('corporate', 'SN');
      expect(initializes(l.email)[0]?.body).toMatchObject({ amount: DEFAULT_LOCAL_PRICES.corporate.XOF, currency: 'XOF', channels: ['mobile_money', 'card'] });
    });

    it('refuses a client-sent amount, a country without a local currency, a paid account and a visitor, calling nobody', async () => {
      const before = fake.requests.length;
      const gh = await learner(t, 'GH');
      const amount = await call(t, gh.token, 'startPaystackPayment', { plan: 'individual', amount: 100 });
      expect([amount.status, amount.body.error?.status]).toEqual([400, 'INVALID_ARGUMENT']);
      const us = await learner(t, 'US');
      const noLocal = await call(t, us.token, 'startPaystackPayment', { plan: 'individual' });
      expect(noLocal.body.error).toEqual({ status: 'FAILED_PRECONDITION', message: 'Paying in a local currency is not available for the country in your profile.' });
      const paid = await learner(t, 'GH', 'paid');
      expect((await call(t, paid.token, 'startPaystackPayment', { plan: 'individual' })).body.error?.status).toBe('FAILED_PRECONDITION');
      expect((await call(t, null, 'startPaystackPayment', { plan: 'individual' })).status).toBe(401);
      expect(fake.requests.length).toBe(before);
    });

    it('answers 503 UNAVAILABLE when Paystack fails, and the retry starts a new transaction', async () => {
      const l = await learner(t);
      fake.failNextRequests(1);
      const res = await call(t, l.token, 'startPaystackPayment', { plan: 'individual' });
      expect(res).toEqual({ status: 503, body: { error: { status: 'UNAVAILABLE', message: 'The payment service is not available. Please try again.' } } });
      expect((await payments(t, l.id)).map((p) => p.status)).toEqual(['canceled']);
      expect((await call(t, l.token, 'startPaystackPayment', { plan: 'individual' })).status).toBe(200);
      expect((await payments(t, l.id)).map((p) => p.status)).toEqual(['canceled', 'open']);
    });
  });

  describe('verifyPaystackPayment', () => {
    it('upgrades once Paystack says the transaction succeeded, and only once', async () => {
      const { l, reference } = await started('corporate');
      fake.update(reference, { status: 'success' });
      const done = await call(t, l.token, 'verifyPaystackPayment', { reference });
      expect(done).toEqual({ status: 200, body: { result: { membershipStatus: 'paid', transformationTier: 'corporate_leader' } } });
      expect((await call(t, l.token, 'verifyPaystackPayment', { reference })).body.result).toEqual({ membershipStatus: 'paid', transformationTier: 'corporate_leader' });
      expect(await fake.sendWebhook(reference)).toBe(200);
      expect(t.logs.filter((line) => line.includes('"outcome":"duplicate"')).length).toBeGreaterThanOrEqual(1);
      expect((await payments(t, l.id)).map((p) => p.status)).toEqual(['succeeded']);
    });

    it.each(['abandoned', 'failed'] as const)('leaves the learner free for a transaction that is %s', async (status) => {
      const { l, reference } = await started();
      fake.update(reference, { status });
      const res = await call(t, l.token, 'verifyPaystackPayment', { reference });
      expect(res.body.error).toEqual({ status: 'FAILED_PRECONDITION', message: 'The payment has not gone through.' });
      expect((await membership(t, l.id)).membershipStatus).toBe('free');
      // A failed transaction is closed: the next attempt is a new one. An abandoned one may still be paid.
      expect((await payments(t, l.id)).map((p) => p.status)).toEqual([status === 'failed' ? 'canceled' : 'open']);
      await call(t, l.token, 'startPaystackPayment', { plan: 'individual' });
      expect(initializes(l.email)).toHaveLength(status === 'failed' ? 2 : 1);
    });

    it.each([
      ['a smaller amount', { amount: 100 }],
      ['another currency', { currency: 'NGN' }],
    ])('refuses a verified transaction with %s than the server asked', async (_name, change) => {
      const { l, reference } = await started();
      fake.update(reference, { status: 'success', ...change });
      const res = await call(t, l.token, 'verifyPaystackPayment', { reference });
      expect(res.body.error).toEqual({ status: 'FAILED_PRECONDITION', message: 'The payment does not match the plan.' });
      expect(await fake.sendWebhook(reference)).toBe(200);
      expect((await membership(t, l.id)).membershipStatus).toBe('free');
    });

    it("refuses another learner's reference, an unknown one and a bad one", async () => {
      const a = await started();
      fake.update(a.reference, { status: 'success' });
      const b = await learner(t);
      for (const reference of [a.reference, 'unknown-ref']) {
        const res = await call(t, b.token, 'verifyPaystackPayment', { reference });
        expect([res.status, res.body.error?.status]).toEqual([403, 'PERMISSION_DENIED']);
      }
      expect((await call(t, b.token, 'verifyPaystackPayment', { reference: 'a/../b' })).status).toBe(400);
      expect((await membership(t, b.id)).membershipStatus).toBe('free');
      expect((await membership(t, a.l.id)).membershipStatus).toBe('free');
    });
  });

  // Also at the end of paystack-webhook.test.ts, for that file's app and its signed events.
  it('never writes the secret key or a signature to the log', () => {
    expect(t.logs.join('')).not.toContain(fake.secretKey);
    expect(t.logs.join('')).not.toMatch(/[0-9a-f]{128}/);
  });
});

describe('Paystack configuration', () => {
  it('refuses a key that is not a secret key, and a bad API URL, naming the variable', () => {
    expect(() => parseEnv({ PAYSTACK_SECRET_KEY: 'pk_test_1' })).toThrow('PAYSTACK_SECRET_KEY: must start with sk_test_ or sk_live_');
    expect(() => parseEnv({ PAYSTACK_API_URL: 'ftp://x' })).toThrow('PAYSTACK_API_URL: must be an http(s):// URL');
  });

  it("defaults to Paystack's API", () => {
    expect(parseEnv({ PAYSTACK_SECRET_KEY: 'sk_live_1' }).PAYSTACK_API_URL).toBe('https://api.paystack.co');
    expect(parseEnv({ PAYSTACK_API_URL: 'http://127.0.0.1:9/' }).PAYSTACK_API_URL).toBe('http://127.0.0.1:9');
  });
});

describe('Paystack without a key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers no local payment, says it is not set up, and the webhook is unavailable', async () => {
    const l = await learner(t, 'GH');
    expect((await call(t, l.token, 'getPaymentOptions', {})).body.result).toEqual({ local: null });
    expect((await call(t, l.token, 'startPaystackPayment', { plan: 'individual' })).body.error).toEqual({ status: 'FAILED_PRECONDITION', message: 'Paying in a local currency is not set up.' });
    expect(await sendRaw(t, '{}', 'ab')).toBe(503);
  });
});
