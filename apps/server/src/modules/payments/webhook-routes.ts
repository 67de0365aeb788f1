import { StripeWebhookAnswerSchema } from '@lv/domain';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../lib/responses';
import type { ErrorBody } from '../../plugins/errors';
import { handleStripeEvent } from './service';
import type { Stripe } from './stripe-client';
import { LONG_TEXT_BODY_LIMIT } from '../../lib/body-limits';

/** Stripe's default tolerance: a signature older than 5 minutes is refused (replay). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * `POST /api/stripe/webhook`: the signature is checked on the raw body (a JSON parser of its own,
 * scoped to this plugin, keeps the bytes), then the event is handled idempotently.
 */
export async function stripeWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Visitor: Stripe calls it without a session; the signature below is its authentication.
  app.post('/api/stripe/webhook', { bodyLimit: LONG_TEXT_BODY_LIMIT, config: { access: 'visitor' }, schema: { response: answers({ 200: StripeWebhookAnswerSchema }) } }, async (request, reply) => {
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
      const body: ErrorBody = { error: { code: 'invalid-argument', message: 'Invalid signature.' } };
      return reply.status(400).send(body);
    }
    const outcome = await handleStripeEvent({ db: app.db.kysely, log: request.log }, event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event handled');
    return reply.status(200).send({ received: true });
  });
}
