import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js from Stripe's own host (https://js.stripe.com), loaded only when the upgrade page
 * needs it, with the publishable key. Rejects when the script cannot be loaded.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let pending = loaded.get(publishableKey);
  if (!pending) {
    pending = loadStripe(publishableKey);
    loaded.set(publishableKey, pending);
    pending.catch(() => loaded.delete(publishableKey));
  }
  return pending.then((stripe) => {
    if (!stripe) throw new Error('Stripe.js is not available');
    return stripe;
  });
}
