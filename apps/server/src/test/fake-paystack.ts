import { createHmac, randomBytes } from 'node:crypto';
import { hundredthsToDecimal } from '@lv/domain';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text as readText } from 'node:stream/consumers';

/** One transaction as the stand-in keeps it (the fields Paystack's verify answer carries that we read). */
export interface FakeTransaction {
  id: number;
  reference: string;
  access_code: string;
  amount: number;
  currency: string;
  /** Paystack calls a transaction nobody has paid yet "abandoned". */
  status: 'abandoned' | 'success' | 'failed' | 'reversed';
  channels: string[];
  metadata: Record<string, unknown>;
  customer: { email: string };
  callback_url: string;
}

export interface FakePaystackRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local HTTP server that answers like Paystack's API (`POST /transaction/initialize`,
 * `GET /transaction/verify/:reference`), serves a checkout page at each authorization_url (Pay,
 * Decline, Cancel), and sends webhooks signed like Paystack's: `x-paystack-signature` is the hex
 * HMAC-SHA512 of the raw body with the secret key.
 */
export interface FakePaystack {
  port: number;
  url: string;
  secretKey: string;
  transactions: Map<string, FakeTransaction>;
  requests: FakePaystackRequest[];
  /** Where the checkout page and `sendWebhook` deliver events (the server's /api/paystack/webhook). */
  webhookUrl: string | null;
  /** Sets what Paystack says of a transaction (amount, currency, status...), as if it happened. */
  update(reference: string, change: Partial<FakeTransaction>): FakeTransaction;
  /** A webhook body for the transaction as it now stands, and its signature (with `secret`, default the key). */
  signedEvent(reference: string, opts?: { event?: string; secret?: string }): { body: string; signature: string };
  /** Delivers a signed charge.success (or another event) for the transaction to webhookUrl. */
  sendWebhook(reference: string, opts?: { event?: string }): Promise<number>;
  /** The next n API calls answer 500. */
  failNextRequests(n: number): void;
  close(): Promise<void>;
}

function parseBody(text: string, type: string | undefined): unknown {
  if (type?.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function checkoutPage(tx: FakeTransaction): string {
  const amount = `${tx.currency} ${hundredthsToDecimal(tx.amount)}`;
  const channels = tx.channels.map((c, i) => `<label><input type="radio" name="channel" value="${escapeHtml(c)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(c.replace('_', ' '))}</label>`).join('<br>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Paystack test checkout</title></head><body><main>
<h1>Paystack test checkout</h1><p>Pay <strong>${escapeHtml(amount)}</strong> to the merchant.</p>
<form method="post"><fieldset><legend>Pay with</legend>${channels}</fieldset>
<button name="action" value="pay">Pay</button> <button name="action" value="decline">Decline</button> <button name="action" value="cancel">Cancel payment</button></form>
</main></body></html>`;
}

export async function startFakePaystack(opts: { port?: number; host?: string; secretKey?: string } = {}): Promise<FakePaystack> {
  const secretKey = opts.secretKey ?? 'sk_test_fake_paystack';
  const transactions = new Map<string, FakeTransaction>();
  const byAccessCode = new Map<string, string>();
  const requests: FakePaystackRequest[] = [];
  let failures = 0;
  let counter = 0;
  let url = '';

  const verifyData = (tx: FakeTransaction) => ({
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    currency: tx.currency,
    gateway_response: tx.status === 'success' ? 'Approved' : tx.status === 'failed' ? 'Declined' : 'The transaction was not completed',
    channel: tx.channels[0] ?? 'card',
    metadata: tx.metadata,
    customer: tx.customer,
    paid_at: tx.status === 'success' ? new Date().toISOString() : null,
  });

  const signedEvent: FakePaystack['signedEvent'] = (reference, o = {}) => {
    const tx = transactions.get(reference);
    if (!tx) throw new Error(`no transaction ${reference}`);
    const body = JSON.stringify({ event: o.event ?? 'charge.success', data: verifyData(tx) });
    return { body, signature: createHmac('sha512', o.secret ?? secretKey).update(body).digest('hex') };
  };

  const fake: FakePaystack = {
    port: 0,
    url: '',
    secretKey,
    transactions,
    requests,
    webhookUrl: null,
    update(reference, change) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`no transaction ${reference}`);
      return Object.assign(tx, change);
    },
    signedEvent,
    async sendWebhook(reference, o = {}) {
      if (!fake.webhookUrl) throw new Error('no webhookUrl');
      const { body, signature } = signedEvent(reference, o);
      const res = await fetch(fake.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body });
      return res.status;
    },
    failNextRequests(n) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await readText(req);
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const body = parseBody(text, req.headers['content-type']);
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };

      // The checkout page the learner's browser opens (what Paystack's hosted page does).
      const page = /^\/pay\/([A-Za-z0-9]+)$/.exec(path);
      if (page?.[1]) {
        const tx = transactions.get(byAccessCode.get(page[1]) ?? '');
        if (!tx) return send(404, { status: false, message: 'Transaction not found' });
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(checkoutPage(tx));
        }
        const action = (body as { action?: string } | null)?.action;
        if (action === 'pay') tx.status = 'success';
        if (action === 'decline') tx.status = 'failed';
        if (action === 'pay' && fake.webhookUrl) await fake.sendWebhook(tx.reference);
        const back = new URL(tx.callback_url);
        back.searchParams.set('trxref', tx.reference);
        back.searchParams.set('reference', tx.reference);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }

      if (req.headers.authorization !== `Bearer ${secretKey}`) return send(401, { status: false, message: 'Invalid key' });
      if (failures > 0) {
        failures -= 1;
        return send(500, { status: false, message: 'An error occurred' });
      }
      if (req.method === 'POST' && path === '/transaction/initialize') {
        const b = (body ?? {}) as Record<string, unknown>;
        if (typeof b.email !== 'string' || !Number.isSafeInteger(b.amount) || (b.amount as number) <= 0) {
          return send(400, { status: false, message: 'Invalid amount or email' });
        }
        const reference = typeof b.reference === 'string' ? b.reference : `T${randomBytes(6).toString('hex')}`;
        if (transactions.has(reference)) return send(400, { status: false, message: 'Duplicate Transaction Reference' });
        counter += 1;
        const accessCode = randomBytes(8).toString('hex');
        const tx: FakeTransaction = {
          id: counter,
          reference,
          access_code: accessCode,
          amount: b.amount as number,
          currency: typeof b.currency === 'string' ? b.currency : 'NGN',
          status: 'abandoned',
          channels: Array.isArray(b.channels) ? b.channels.map(String) : ['card'],
          metadata: typeof b.metadata === 'object' && b.metadata !== null ? (b.metadata as Record<string, unknown>) : {},
          customer: { email: b.email },
          callback_url: typeof b.callback_url === 'string' ? b.callback_url : `${url}/done`,
        };
        transactions.set(reference, tx);
        byAccessCode.set(accessCode, reference);
        return send(200, { status: true, message: 'Authorization URL created', data: { authorization_url: `${url}/pay/${accessCode}`, access_code: accessCode, reference } });
      }
      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && verify?.[1]) {
        const tx = transactions.get(decodeURIComponent(verify[1]));
        if (!tx) return send(400, { status: false, message: 'Transaction reference not found' });
        return send(200, { status: true, message: 'Verification successful', data: verifyData(tx) });
      }
      return send(404, { status: false, message: `No route ${req.method} ${path}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve()));
  fake.port = (server.address() as AddressInfo).port;
  url = fake.url = `http://127.0.0.1:${fake.port}`;
  return fake;
}

/** The environment that points the server's Paystack client at a stand-in. */
export function fakePaystackEnv(fake: Pick<FakePaystack, 'url' | 'secretKey'>): Record<string, string> {
  return { PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_API_URL: fake.url };
}
