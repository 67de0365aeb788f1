import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text as readText } from 'node:stream/consumers';

/** One PaymentIntent as the fake keeps it (the fields our server reads). */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method_types: string[];
  description: string | null;
  livemode: false;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/**
 * A local HTTP server standing in for the Stripe API (the real `stripe` SDK is pointed at it with
 * its host/port/protocol options): PaymentIntents create (honouring Idempotency-Key), retrieve,
 * cancel. Tests move an intent on with `succeed`, `setStatus` or `failNextRequests`.
 */
export interface FakeStripe {
  port: number;
  intents: Map<string, FakeIntent>;
  requests: FakeStripeRequest[];
  succeed(id: string): FakeIntent;
  setStatus(id: string, status: string): void;
  /** The next n API calls answer 500. */
  failNextRequests(n: number): void;
  close(): Promise<void>;
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m?.[1]) metadata[m[1]] = value;
  }
  return metadata;
}

export async function startFakeStripe(opts: { port?: number; host?: string } = {}): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: FakeStripeRequest[] = [];
  let failures = 0;
  let counter = 0;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readText(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
        res.end(JSON.stringify(json));
      };
      const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
      if (req.method === 'POST' && confirm?.[1]) {
        // What Stripe.js does in the browser: the publishable key plus the intent's client secret.
        const intent = intents.get(confirm[1]);
        if (!String(req.headers.authorization ?? '').startsWith('Bearer pk_') || !intent || form.get('client_secret') !== intent.client_secret) {
          return send(400, { error: { type: 'invalid_request_error', message: 'No such payment_intent or client secret.' } });
        }
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        return send(200, intent);
      }
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (failures > 0) {
        failures -= 1;
        return send(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe.' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = req.headers['idempotency-key'];
        const existing = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (existing) return send(200, intents.get(existing));
        counter += 1;
        const id = `pi_fake${counter}${Date.now().toString(36)}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: String(form.get('currency')),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${counter}`,
          metadata: metadataOf(form),
          payment_method_types: ['card'],
          description: form.get('description'),
          livemode: false,
        };
        intents.set(id, intent);
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      const m = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
      const intent = m?.[1] ? intents.get(m[1]) : undefined;
      if (m && !intent) {
        return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${m[1]}'`, param: 'intent' } });
      }
      if (intent && req.method === 'GET' && !m?.[2]) return send(200, intent);
      if (intent && req.method === 'POST' && m?.[2]) {
        intent.status = 'canceled';
        return send(200, intent);
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    intents,
    requests,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    setStatus(id, status) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = status;
    },
    failNextRequests(n) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment that points the server's Stripe SDK at a fake. */
export function fakeStripeEnv(fake: Pick<FakeStripe, 'port'>, webhookSecret = 'whsec_test_secret'): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  };
}
