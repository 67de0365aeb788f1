import type { CallableContext, CallableFunction } from '../functions/registry';
import { createPaymentIntent, processPayment, type PaymentDeps } from './service';

function depsOf({ app, request }: CallableContext): PaymentDeps {
  return { db: app.db.kysely, stripe: app.stripe, log: request.log };
}

/** The payment callables of spec section 7 (thin: the service decides). */
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
];
