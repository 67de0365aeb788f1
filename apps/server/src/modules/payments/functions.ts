import type { CallableContext, CallableFunction } from '../functions/registry';
import { createPaymentIntent, processPayment, type PaymentDeps } from './service';

function depsOf({ app, request }: CallableContext): PaymentDeps {
  return { db: app.db.kysely, identity: app.db.identity, stripe: app.stripe, log: request.log };
}

/** The payment callables of `../shared/spec/platform-spec.md` section 7 (The calls it makes) (thin: the service decides). */
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
