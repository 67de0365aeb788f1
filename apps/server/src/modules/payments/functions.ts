import type { CallableContext, CallableFunction } from '../functions/registry';
import { getPaymentOptions, startPaystackPayment, verifyPaystackPayment, type PaystackDeps } from './paystack-service';
import { createPaymentIntent, processPayment, type PaymentDeps } from './service';

function depsOf({ app, request }: CallableContext): PaymentDeps {
  return { db: app.db.kysely, identity: app.db.identity, stripe: app.stripe, log: request.log };
}

function paystackDepsOf({ app, request }: CallableContext): PaystackDeps {
  return { db: app.db.kysely, identity: app.db.identity, paystack: app.paystack, log: request.log, publicUrl: app.config.publicUrl };
}

/**
 * The payment callables of `../shared/spec/platform-spec.md` section 7 (The calls it makes), and
 * Paystack's beside them (ADR 019); thin: the services decide.
 */
export const paymentFunctions: CallableFunction[] = [
  {
    name: 'createPaymentIntent',
    requiresAuth: true,
    handler: (ctx) => createPaymentIntent(depsOf(ctx), ctx.user!, ctx.data),
  },
  {
    name: 'processPayment',
    requiresAuth: true,
    handler: (ctx) => processPayment(depsOf(ctx), ctx.user!, ctx.data),
  },
  {
    name: 'getPaymentOptions',
    requiresAuth: true,
    handler: (ctx) => getPaymentOptions(paystackDepsOf(ctx), ctx.user!),
  },
  {
    name: 'startPaystackPayment',
    requiresAuth: true,
    handler: (ctx) => startPaystackPayment(paystackDepsOf(ctx), ctx.user!, ctx.data),
  },
  {
    name: 'verifyPaystackPayment',
    requiresAuth: true,
    handler: (ctx) => verifyPaystackPayment(paystackDepsOf(ctx), ctx.user!, ctx.data),
  },
];
