import { WebhookAnswerSchema } from '@lv/domain';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../lib/responses';
import type { ErrorBody } from '../../plugins/errors';
import { handlePaystackEvent } from './paystack-service';
import { handleStripeEvent } from './service';
import type { Stripe } from './stripe-client';
import { LONG_TEXT_BODY_LIMIT } from '../../lib/body-limits';

/** Stripe's default tolerance: a signature older than 5 minutes is refused (replay). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const invalidSignature: ErrorBody = { error: { code: 'invalid-argument', message: 'Invalid signature.' } };

/**
 * `POST /api/stripe/webhook` and `POST /api/paystack/webhook`: the signature is checked on the raw
 * body (a JSON parser of its own, scoped to this plugin, keeps the bytes), then the event is
 * handled idempotently.
 */
export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Visitor: Stripe calls it without a session; the signature below is its authentication.
  app.post('/api/stripe/webhook', { bodyLimit: LONG_TEXT_BODY_LIMIT, config: { access: 'visitor' }, schema: { response: answers({ 200: WebhookAnswerSchema }) } }, async (request, reply) => {
    const stripe = app.stripe;
    const secret = app.config.STRIPE_WEBHOOK_SECRET;
    if (!stripe || !secret) {
      const body: ErrorBody = { error: { code: 'unavailable', message: 'Stripe webhooks are not set up.' } };
      return reply.status(503).send(body);
    }
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw new Error('missing body or signature');
      event = stripe.webhooks.constructEvent(request.body, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
    } catch {
      request.log.warn('Stripe webhook refused: bad or stale signature');
      return reply.status(400).send(invalidSignature);
    }
    const outcome = await handleStripeEvent({ db: app.db.kysely, identity: app.db.identity, log: request.log }, event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event handled');
    return reply.status(200).send({ received: true });
  });

  // Visitor: Paystack calls it without a session; the HMAC-SHA512 of the raw body with the secret
  // key is its authentication. Paystack signs no timestamp: a replay finds the payment succeeded.
  app.post('/api/paystack/webhook', { bodyLimit: LONG_TEXT_BODY_LIMIT, config: { access: 'visitor' }, schema: { response: answers({ 200: WebhookAnswerSchema }) } }, async (request, reply) => {
    const paystack = app.paystack;
    if (!paystack) {
      const body: ErrorBody = { error: { code: 'unavailable', message: 'Paystack webhooks are not set up.' } };
      return reply.status(503).send(body);
    }
    const signature = request.headers['x-paystack-signature'];
    if (!Buffer.isBuffer(request.body) || typeof signature !== 'string' || !paystack.isSignedBody(request.body, signature)) {
      request.log.warn('Paystack webhook refused: bad or missing signature');
      return reply.status(400).send(invalidSignature);
    }
    let event: unknown;
    try {
      event = JSON.parse(request.body.toString('utf8'));
    } catch {
      const body: ErrorBody = { error: { code: 'invalid-argument', message: 'The body is not JSON.' } };
      return reply.status(400).send(body);
    }
    const outcome = await handlePaystackEvent({ db: app.db.kysely, identity: app.db.identity, log: request.log }, event);
    request.log.info({ type: (event as { event?: unknown }).event, outcome }, 'Paystack event handled');
    return reply.status(200).send({ received: true });
  });
}
