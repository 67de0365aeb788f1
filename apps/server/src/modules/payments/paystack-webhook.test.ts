import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import type { FakePaystack } from '../../test/fake-paystack';
import type { TestApp } from '../../test/harness';
import { call, membership, payments, sendRaw, shownMembership, startedPayment, startPaystackApp } from './payment-test-fixtures';

describe.each(testDatabases())('Paystack webhook on %s', (kind) => {
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

  /** A GH learner with a started payment: its reference (our payment id). */
  const started = (plan?: 'individual' | 'corporate', country?: string) => startedPayment(t, plan, country);

  describe('webhook', () => {
    it('upgrades a closed tab: a signed charge.success is enough', async () => {
      const { l, reference } = await started();
      // Asked twice, so the browser's session is in the signed-in-user cache.
      expect([await shownMembership(l), await shownMembership(l)]).toEqual(['free', 'free']);
      fake.update(reference, { status: 'success' });
      expect(await fake.sendWebhook(reference)).toBe(200);
      expect(await membership(t, l.id)).toEqual({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
      // The open tab's very next request sees it.
      expect(await shownMembership(l)).toBe('paid');
    });

    it('changes nothing for a tampered, wrongly signed or unsigned body', async () => {
      const { l, reference } = await started();
      fake.update(reference, { status: 'success' });
      const { body, signature } = fake.signedEvent(reference);
      const other = fake.signedEvent(reference, { secret: 'sk_test_another' });
      const statuses = [
        await sendRaw(t, body.replace('"amount":75000', '"amount":75001'), signature),
        await sendRaw(t, other.body, other.signature),
        await sendRaw(t, body, null),
        await sendRaw(t, body, 'not-hex'),
        await sendRaw(t, body, signature.slice(0, 64)),
      ];
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      expect((await membership(t, l.id)).membershipStatus).toBe('free');
      expect((await payments(t, l.id)).map((p) => p.status)).toEqual(['open']);
      expect(await sendRaw(t, body, signature)).toBe(200);
      expect((await membership(t, l.id)).membershipStatus).toBe('paid');
    });

    it('changes nothing when a delivered event is replayed, even after the membership was taken back', async () => {
      const { l, reference } = await started();
      fake.update(reference, { status: 'success' });
      const { body, signature } = fake.signedEvent(reference);
      const first = await Promise.all([sendRaw(t, body, signature), sendRaw(t, body, signature), call(t, l.token, 'verifyPaystackPayment', { reference })]);
      expect(first.slice(0, 2)).toEqual([200, 200]);
      expect((await payments(t, l.id)).map((p) => p.status)).toEqual(['succeeded']);
      // An admin takes the membership back (a refund); the captured event sent again upgrades nobody.
      await t.app.db.kysely.updateTable('users').set({ membershipStatus: 'free', transformationTier: null }).where('id', '=', l.id).execute();
      expect(await sendRaw(t, body, signature)).toBe(200);
      expect(await membership(t, l.id)).toEqual({ membershipStatus: 'free', transformationTier: null });
    });

    it('ignores other events and transactions that are not ours', async () => {
      const { l, reference } = await started();
      fake.update(reference, { status: 'success' });
      expect(await fake.sendWebhook(reference, { event: 'transfer.success' })).toBe(200);
      fake.update(reference, { metadata: { userId: 'someone-else', plan: 'individual' } });
      expect(await fake.sendWebhook(reference)).toBe(200);
      expect((await membership(t, l.id)).membershipStatus).toBe('free');
    });
  });

  it("pays on the stand-in's checkout page: the webhook upgrades and the learner is sent back with the reference", async () => {
    const { l, reference, authorizationUrl } = await started();
    expect(await (await fetch(authorizationUrl)).text()).toContain('GHS 750.00');
    const res = await fetch(authorizationUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay', channel: 'mobile_money' }), redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${t.url}/upgrade?trxref=${reference}&reference=${reference}`);
    expect((await membership(t, l.id)).membershipStatus).toBe('paid');
  });

  it('never writes the secret key or a signature to the log', () => {
    expect(t.logs.join('')).not.toContain(fake.secretKey);
    expect(t.logs.join('')).not.toMatch(/[0-9a-f]{128}/);
  });
});

