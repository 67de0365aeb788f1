// Long on purpose: the payment flow against one fake Stripe (intents, processPayment, webhooks, replays, refusals) per engine.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { fakeStripeEnv, startFakeStripe, type FakeIntent, type FakeStripe } from '../../test/fake-stripe';
import { call } from './payment-test-fixtures';

const WEBHOOK_SECRET = 'whsec_test_secret';
/** Only for its webhook helpers (signing test events); it never calls an API. */
const signer = new Stripe('sk_test_signer_only');

interface Learner {
  id: string;
  token: string;
  /** The same learner's cookie session (the browser's), which the signed-in-user cache serves. */
  browser: Client;
}

async function learner(t: TestApp, membershipStatus: 'free' | 'paid' = 'free'): Promise<Learner> {
  const u = await t.makeUser({ membershipStatus });
  const browser = new Client(t.url);
  const res = await browser.signIn(u.email, u.password);
  return { id: u.id, token: res.headers.get('set-auth-token') ?? '', browser };
}

/** The membership the learner's browser is shown (GET /api/me). */
async function shownMembership(l: Learner) {
  const { user } = (await (await l.browser.get('/api/me')).json()) as { user: { membershipStatus: string; transformationTier: string | null } };
  return { membershipStatus: user.membershipStatus, transformationTier: user.transformationTier };
}

function intentIdOf(clientSecret: unknown): string {
  return String(clientSecret).split('_secret_')[0]!;
}

async function membership(t: TestApp, userId: string) {
  return t.app.db.kysely.selectFrom('users').select(['membershipStatus', 'transformationTier']).where('id', '=', userId).executeTakeFirstOrThrow();
}

function eventFor(intent: FakeIntent, type = 'payment_intent.succeeded', id = `evt_${randomUUID().replace(/-/g, '')}`) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object: intent } });
}

async function sendWebhook(t: TestApp, payload: string, opts: { timestamp?: number; signedPayload?: string; secret?: string; signature?: string | null } = {}) {
  const signature =
    opts.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload: opts.signedPayload ?? payload, secret: opts.secret ?? WEBHOOK_SECRET, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) })
      : opts.signature;
  return fetch(`${t.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body: payload,
  });
}

describe.each(testDatabases())('payments on %s', (kind) => {
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp(kind, fakeStripeEnv(fake, WEBHOOK_SECRET));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.failNextRequests(0);
  });

  const creates = (userId: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.form.get('metadata[userId]') === userId);

  describe('createPaymentIntent', () => {
    it('creates an intent for the server-decided amount and currency, with an idempotency key', async () => {
      const l = await learner(t);
      const res = await call(t, l.token, 'createPaymentIntent', { plan: 'individual' });
      expect(res.status).toBe(200);
      expect(res.body.result?.clientSecret).toMatch(/_secret_/);
      const [create] = creates(l.id);
      expect(create?.form.get('amount')).toBe('4900');
      expect(create?.form.get('currency')).toBe('usd');
      expect(create?.form.get('metadata[plan]')).toBe('individual');
      expect(String(create?.headers['idempotency-key'])).toMatch(/^lv-payment-[0-9a-f-]{36}$/);
      const row = await t.app.db.kysely.selectFrom('payments').selectAll().where('userId', '=', l.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ plan: 'individual', amount: 4900, currency: 'usd', status: 'open', stripePaymentIntentId: intentIdOf(res.body.result?.clientSecret) });
    });

    it('uses the price in the settings and refuses a client-sent amount without calling Stripe', async () => {
      const l = await learner(t);
      const before = fake.requests.length;
      const res = await call(t, l.token, 'createPaymentIntent', { plan: 'corporate', amount: 50 });
      expect(res.status).toBe(400);
      expect(res.body.error?.status).toBe('INVALID_ARGUMENT');
      expect(fake.requests.length).toBe(before);

      const plans = { individual: { name: 'Individual', tier: 'individual_paid', amount: 4900, currency: 'usd' }, corporate: { name: 'Corporate Leader', tier: 'corporate_leader', amount: 123_400, currency: 'eur' } };
      await t.app.db.kysely.insertInto('settings').values({ key: 'plans', value: JSON.stringify(plans), updatedAt: Date.now(), updatedBy: null }).execute();
      try {
        expect((await call(t, l.token, 'createPaymentIntent', { plan: 'corporate' })).status).toBe(200);
        expect(creates(l.id).map((r) => [r.form.get('amount'), r.form.get('currency')])).toEqual([['123400', 'eur']]);
      } finally {
        await t.app.db.kysely.deleteFrom('settings').where('key', '=', 'plans').execute();
      }
    });

    it('hands out the open intent again instead of creating another, also for parallel calls', async () => {
      const l = await learner(t);
      const answers = await Promise.all(Array.from({ length: 6 }, () => call(t, l.token, 'createPaymentIntent', { plan: 'individual' })));
      const secrets = new Set(answers.map((a) => a.body.result?.clientSecret));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      expect(secrets.size).toBe(1);
      const again = await call(t, l.token, 'createPaymentIntent', { plan: 'individual' });
      expect(again.body.result?.clientSecret).toBe([...secrets][0]);
      const intents = [...fake.intents.values()].filter((i) => i.metadata.userId === l.id);
      expect(intents).toHaveLength(1);
      const keys = new Set(creates(l.id).map((r) => r.headers['idempotency-key']));
      expect(keys.size).toBe(1);
    });

    it('starts a new intent when the open one was canceled', async () => {
      const l = await learner(t);
      const first = await call(t, l.token, 'createPaymentIntent', { plan: 'individual' });
      fake.setStatus(intentIdOf(first.body.result?.clientSecret), 'canceled');
      const second = await call(t, l.token, 'createPaymentIntent', { plan: 'individual' });
      expect(second.status).toBe(200);
      expect(second.body.result?.clientSecret).not.toBe(first.body.result?.clientSecret);
    });

    it('answers 401 to a visitor, and refuses an account that is already paid', async () => {
      expect((await call(t, null, 'createPaymentIntent', { plan: 'individual' })).status).toBe(401);
      const paid = await learner(t, 'paid');
      const res = await call(t, paid.token, 'createPaymentIntent', { plan: 'individual' });
      expect(res.status).toBe(400);
      expect(res.body.error?.status).toBe('FAILED_PRECONDITION');
    });

    it('answers 503 UNAVAILABLE when Stripe fails, without its detail', async () => {
      const l = await learner(t);
      fake.failNextRequests(10);
      const res = await call(t, l.token, 'createPaymentIntent', { plan: 'individual' });
      fake.failNextRequests(0);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: { status: 'UNAVAILABLE', message: 'The payment service is not available. Please try again.' } });
      // The retry later reuses the same payment row and idempotency key.
      expect((await call(t, l.token, 'createPaymentIntent', { plan: 'individual' })).status).toBe(200);
      expect(new Set(creates(l.id).map((r) => r.headers['idempotency-key'])).size).toBe(1);
    });
  });

  describe('processPayment', () => {
    it('upgrades the membership once Stripe says the intent succeeded', async () => {
      const l = await learner(t);
      const created = await call(t, l.token, 'createPaymentIntent', { plan: 'corporate' });
      const id = intentIdOf(created.body.result?.clientSecret);
      const early = await call(t, l.token, 'processPayment', { paymentIntentId: id, userId: l.id });
      expect(early.status).toBe(400);
      expect(early.body.error?.status).toBe('FAILED_PRECONDITION');
      expect(await membership(t, l.id)).toEqual({ membershipStatus: 'free', transformationTier: null });
      // Asked twice, so the browser's session is in the signed-in-user cache.
      expect(await shownMembership(l)).toEqual({ membershipStatus: 'free', transformationTier: null });
      expect(await shownMembership(l)).toEqual({ membershipStatus: 'free', transformationTier: null });

      fake.succeed(id);
      const done = await call(t, l.token, 'processPayment', { paymentIntentId: id, userId: l.id });
      expect(done).toEqual({ status: 200, body: { result: { membershipStatus: 'paid', transformationTier: 'corporate_leader' } } });
      expect(await membership(t, l.id)).toEqual({ membershipStatus: 'paid', transformationTier: 'corporate_leader' });
      // The upgrade applies to the browser's very next request.
      expect(await shownMembership(l)).toEqual({ membershipStatus: 'paid', transformationTier: 'corporate_leader' });
      // Asking again is harmless.
      expect((await call(t, l.token, 'processPayment', { paymentIntentId: id, userId: l.id })).body.result).toEqual({ membershipStatus: 'paid', transformationTier: 'corporate_leader' });
    });

    it.each(['requires_payment_method', 'processing', 'canceled'])('does not upgrade for an intent that is %s', async (status) => {
      const l = await learner(t);
      const created = await call(t, l.token, 'createPaymentIntent', { plan: 'individual' });
      const id = intentIdOf(created.body.result?.clientSecret);
      fake.setStatus(id, status);
      const res = await call(t, l.token, 'processPayment', { paymentIntentId: id, userId: l.id });
      expect(res.status).toBe(400);
      expect(res.body.error?.status).toBe('FAILED_PRECONDITION');
      expect((await membership(t, l.id)).membershipStatus).toBe('free');
    });

    it("refuses another learner's intent and another learner's id", async () => {
      const a = await learner(t);
      const b = await learner(t);
      const created = await call(t, a.token, 'createPaymentIntent', { plan: 'individual' });
      const id = intentIdOf(created.body.result?.clientSecret);
      fake.succeed(id);
      for (const data of [{ paymentIntentId: id, userId: b.id }, { paymentIntentId: id, userId: a.id }, { paymentIntentId: 'pi_unknown', userId: b.id }]) {
        const res = await call(t, b.token, 'processPayment', data);
        expect(res.status, JSON.stringify(data)).toBe(403);
        expect(res.body.error?.status).toBe('PERMISSION_DENIED');
      }
      expect((await membership(t, b.id)).membershipStatus).toBe('free');
      expect((await membership(t, a.id)).membershipStatus).toBe('free');
    });

    it('refuses an intent whose Stripe metadata names someone else', async () => {
      const l = await learner(t);
      const created = await call(t, l.token, 'createPaymentIntent', { plan: 'individual' });
      const id = intentIdOf(created.body.result?.clientSecret);
      const intent = fake.succeed(id);
      intent.metadata.userId = 'someone-else';
      const res = await call(t, l.token, 'processPayment', { paymentIntentId: id, userId: l.id });
      expect(res.status).toBe(403);
      expect((await membership(t, l.id)).membershipStatus).toBe('free');
    });

    it('validates its data and needs a caller', async () => {
      const l = await learner(t);
      expect((await call(t, l.token, 'processPayment', { paymentIntentId: 'pi_1' })).status).toBe(400);
      expect((await call(t, l.token, 'processPayment', { paymentIntentId: 'pi_1', userId: l.id, membershipStatus: 'paid' })).status).toBe(400);
      expect((await call(t, null, 'processPayment', { paymentIntentId: 'pi_1', userId: l.id })).status).toBe(401);
    });
  });

  describe('webhook', () => {
    async function succeededIntent() {
      const l = await learner(t);
      const created = await call(t, l.token, 'createPaymentIntent', { plan: 'individual' });
      const intent = fake.succeed(intentIdOf(created.body.result?.clientSecret));
      return { l, intent: { ...intent, metadata: { ...intent.metadata } } };
    }
    const eventRows = (id: string) => t.app.db.kysely.selectFrom('stripe_events').selectAll().where('id', '=', id).execute();
    const upgradedLogs = (intentId: string) => t.logs.filter((line) => line.includes('"outcome":"upgraded"') && line.includes(intentId)).length;

    it('upgrades a closed tab: a valid signed payment_intent.succeeded is enough', async () => {
      const { l, intent } = await succeededIntent();
      expect(await shownMembership(l)).toEqual({ membershipStatus: 'free', transformationTier: null });
      const res = await sendWebhook(t, eventFor(intent));
      expect(res.status).toBe(200);
      expect(await membership(t, l.id)).toEqual({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
      // A session already cached sees it at its next request.
      expect(await shownMembership(l)).toEqual({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
    });

    it('refuses a tampered body, a wrong secret, a missing signature and a stale one, with no side effect', async () => {
      const { l, intent } = await succeededIntent();
      const payload = eventFor(intent, 'payment_intent.succeeded', 'evt_refused_' + l.id.slice(0, 8));
      const tampered = payload.replace('"amount":4900', '"amount":4901');
      const cases = [
        await sendWebhook(t, tampered, { signedPayload: payload }),
        await sendWebhook(t, payload, { secret: 'whsec_another' }),
        await sendWebhook(t, payload, { signature: null }),
        await sendWebhook(t, payload, { signature: 'garbage' }),
        await sendWebhook(t, payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      ];
      expect(cases.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
      expect(await eventRows('evt_refused_' + l.id.slice(0, 8))).toEqual([]);
      expect((await membership(t, l.id)).membershipStatus).toBe('free');
      // Within the tolerance it is accepted.
      expect((await sendWebhook(t, payload, { timestamp: Math.floor(Date.now() / 1000) - 200 })).status).toBe(200);
      expect((await membership(t, l.id)).membershipStatus).toBe('paid');
    });

    it('gives exactly one upgrade for duplicated deliveries and a racing processPayment', async () => {
      const { l, intent } = await succeededIntent();
      const payload = eventFor(intent);
      const second = eventFor(intent); // Stripe may also send a distinct event for the same intent
      const results = await Promise.all([
        ...Array.from({ length: 5 }, () => sendWebhook(t, payload)),
        sendWebhook(t, second),
        call(t, l.token, 'processPayment', { paymentIntentId: intent.id, userId: l.id }),
      ]);
      expect(results.map((r) => r.status)).toEqual(Array(7).fill(200));
      const eventId = (JSON.parse(payload) as { id: string }).id;
      expect(await eventRows(eventId)).toHaveLength(1);
      const payments = await t.app.db.kysely.selectFrom('payments').select('status').where('userId', '=', l.id).execute();
      expect(payments).toEqual([{ status: 'succeeded' }]);
      expect(upgradedLogs(intent.id)).toBeLessThanOrEqual(1);
      expect(await membership(t, l.id)).toEqual({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
    });

    it('tolerates any order: a late cancel changes nothing, and success may beat our own write', async () => {
      const { l, intent } = await succeededIntent();
      expect((await sendWebhook(t, eventFor(intent))).status).toBe(200);
      expect((await sendWebhook(t, eventFor({ ...intent, status: 'canceled' }, 'payment_intent.canceled'))).status).toBe(200);
      expect((await sendWebhook(t, eventFor({ ...intent, status: 'requires_payment_method' }, 'payment_intent.created'))).status).toBe(200);
      expect((await membership(t, l.id)).membershipStatus).toBe('paid');
      const rows = await t.app.db.kysely.selectFrom('payments').select('status').where('userId', '=', l.id).execute();
      expect(rows).toEqual([{ status: 'succeeded' }]);

      // The event arrives before the intent id was stored on our payment: found by our own id in the metadata.
      const other = await succeededIntent();
      await t.app.db.kysely.updateTable('payments').set({ stripePaymentIntentId: null }).where('userId', '=', other.l.id).execute();
      expect((await sendWebhook(t, eventFor(other.intent))).status).toBe(200);
      expect((await membership(t, other.l.id)).membershipStatus).toBe('paid');
    });

    it('does not upgrade for an event whose amount does not pay for the plan', async () => {
      const { l, intent } = await succeededIntent();
      const res = await sendWebhook(t, eventFor({ ...intent, amount: 100, amount_received: 100 }));
      expect(res.status).toBe(200);
      expect((await membership(t, l.id)).membershipStatus).toBe('free');
    });
  });

  it('gives the browser the publishable key only', async () => {
    const text = await (await fetch(`${t.url}/api/public-config`)).text();
    expect(JSON.parse(text)).toMatchObject({ payments: { publishableKey: 'pk_test_fake' } });
    expect(text).not.toContain('sk_test');
    expect(text).not.toContain('whsec_');
  });

  it('never writes a key, a webhook secret or a client secret to the log', () => {
    const logs = t.logs.join('');
    expect(logs).not.toMatch(/sk_test_fake|whsec_|_secret_/);
  });
});

describe('Stripe configuration', () => {
  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set'],
    [{ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, 'STRIPE_SECRET_KEY: is required when STRIPE_PUBLISHABLE_KEY is set'],
    [{ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, 'STRIPE_SECRET_KEY: must start with sk_ or rk_'],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET: must start with whsec_'],
    [{ STRIPE_API_PORT: 'http' }, 'STRIPE_API_PORT: must be a port number'],
    [{ STRIPE_API_PROTOCOL: 'ftp' }, 'STRIPE_API_PROTOCOL'],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(message);
  });

  it('reads a complete Stripe configuration', () => {
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' })).toMatchObject({
      STRIPE_API_PORT: 12111,
      STRIPE_API_PROTOCOL: 'http',
    });
  });
});

describe('payments without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says online payment is not set up, and the webhook is unavailable', async () => {
    const l = await learner(t);
    const res = await call(t, l.token, 'createPaymentIntent', { plan: 'individual' });
    expect(res).toEqual({ status: 400, body: { error: { status: 'FAILED_PRECONDITION', message: 'Online payment is not set up.' } } });
    expect(((await (await fetch(`${t.url}/api/public-config`)).json()) as { payments: unknown }).payments).toEqual({ publishableKey: null });
    expect((await sendWebhook(t, '{}')).status).toBe(503);
  });
});
