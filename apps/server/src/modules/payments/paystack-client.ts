import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaystackTransactionSchema, type PaystackChannel, type PaystackTransaction } from '@lv/domain';
import { z } from 'zod';
import type { Config } from '../../config';

/** A Paystack API call that did not answer as documented (the status and Paystack's message go to the log only). */
export class PaystackError extends Error {
  override name = 'PaystackError';
  constructor(
    readonly what: string,
    readonly status: number | null,
    readonly paystackMessage: string | null,
  ) {
    super(`Paystack ${what} failed (${status ?? 'no answer'})`);
  }
}

export interface InitializeRequest {
  email: string;
  /** In Paystack's subunits (`paystackSubunitsPerUnit`). */
  amount: number;
  currency: string;
  reference: string;
  callbackUrl: string;
  channels: readonly PaystackChannel[];
  metadata: Record<string, string>;
}

/** The part of Paystack's API the server uses: initialize, verify, and the webhook signature. */
export interface Paystack {
  initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<PaystackTransaction>;
  /** Whether `x-paystack-signature` is the hex HMAC-SHA512 of the raw body with the secret key. */
  isSignedBody(rawBody: Buffer, signature: string): boolean;
}

const InitializeAnswerSchema = z.object({ status: z.literal(true), data: z.object({ authorization_url: z.url({ protocol: /^https?$/ }) }) });
const VerifyAnswerSchema = z.object({ status: z.literal(true), data: PaystackTransactionSchema });
const FailureSchema = z.object({ message: z.string() });

const TIMEOUT_MS = 20_000;

/** Paystack's API client from the environment, or null when PAYSTACK_SECRET_KEY is not set. */
export function createPaystack(config: Pick<Config, 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_API_URL'>): Paystack | null {
  const secret = config.PAYSTACK_SECRET_KEY;
  if (!secret) return null;
  const base = config.PAYSTACK_API_URL;

  async function call<T>(what: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${secret}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PaystackError(what, null, null);
    }
    const json: unknown = await res.json().catch(() => null);
    const ok = res.ok ? schema.safeParse(json) : null;
    if (ok?.success) return ok.data;
    throw new PaystackError(what, res.status, FailureSchema.safeParse(json).data?.message ?? null);
  }

  return {
    async initialize(r) {
      const answer = await call('initialize', '/transaction/initialize', InitializeAnswerSchema, {
        email: r.email,
        amount: r.amount,
        currency: r.currency,
        reference: r.reference,
        callback_url: r.callbackUrl,
        channels: r.channels,
        metadata: r.metadata,
      });
      return { authorizationUrl: answer.data.authorization_url };
    },
    async verify(reference) {
      return (await call('verify', `/transaction/verify/${encodeURIComponent(reference)}`, VerifyAnswerSchema)).data;
    },
    isSignedBody(rawBody, signature) {
      const expected = createHmac('sha512', secret).update(rawBody).digest();
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
