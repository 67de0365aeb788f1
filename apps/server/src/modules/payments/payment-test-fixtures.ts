import { expect } from 'vitest';
import { fakePaystackEnv, startFakePaystack } from '../../test/fake-paystack';
import type { TestDbKind } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';

/** Helpers of the payment suites (payments.test.ts for Stripe; paystack.test.ts, paystack-webhook.test.ts). */

export interface Learner {
  id: string;
  email: string;
  token: string;
  /** The same learner's cookie session (the browser's), which the signed-in-user cache serves. */
  browser: Client;
}

export async function call(t: TestApp, token: string | null, name: string, data: unknown) {
  const res = await fetch(`${t.url}/functions/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return { status: res.status, body: (await res.json()) as { result?: Record<string, unknown>; error?: { status: string; message: string } } };
}

export async function learner(t: TestApp, country: string | null = 'GH', membershipStatus: 'free' | 'paid' = 'free'): Promise<Learner> {
  const u = await t.makeUser({ membershipStatus });
  await t.app.db.kysely.updateTable('users').set({ country }).where('id', '=', u.id).execute();
  const browser = new Client(t.url);
  const res = await browser.signIn(u.email, u.password);
  return { id: u.id, email: u.email, token: res.headers.get('set-auth-token') ?? '', browser };
}

/** The membership the learner's browser is shown (GET /api/me). */
export async function shownMembership(l: Learner) {
  const { user } = (await (await l.browser.get('/api/me')).json()) as { user: { membershipStatus: string } };
  return user.membershipStatus;
}

export async function membership(t: TestApp, userId: string) {
  return t.app.db.kysely.selectFrom('users').select(['membershipStatus', 'transformationTier']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export const payments = (t: TestApp, userId: string) =>
  t.app.db.kysely.selectFrom('payments').select(['id', 'provider', 'amount', 'currency', 'status', 'checkoutUrl']).where('userId', '=', userId).orderBy('createdAt').execute();

export async function sendRaw(t: TestApp, body: string, signature: string | null) {
  const res = await fetch(`${t.url}/api/paystack/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-paystack-signature': signature }) },
    body,
  });
  return res.status;
}

/** The app on `kind` wired to a started Paystack stand-in, which sends its webhooks to the app. */
export async function startPaystackApp(kind: TestDbKind) {
  const fake = await startFakePaystack();
  const t = await startTestApp(kind, fakePaystackEnv(fake));
  fake.webhookUrl = `${t.url}/api/paystack/webhook`;
  return { t, fake };
}

/** A learner (GH by default) with a started payment: its reference (our payment id). */
export async function startedPayment(t: TestApp, plan: 'individual' | 'corporate' = 'individual', country = 'GH') {
  const l = await learner(t, country);
  const res = await call(t, l.token, 'startPaystackPayment', { plan });
  expect(res.status).toBe(200);
  const [row] = await payments(t, l.id);
  return { l, reference: row!.id, authorizationUrl: String(res.body.result?.authorizationUrl) };
}
