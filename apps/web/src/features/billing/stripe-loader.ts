import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { stripeScriptUrl } from '../../lib/trusted-types';

/**
 * The Stripe.js release @stripe/stripe-js expects (its loader warns on another). Kept with the
 * package: its `pure` loader would write this URL into a script's src as a plain string, which
 * the page's Trusted Types refuse (ADR 018), so we add the script through our policy first and the
 * loader finds it (it looks for a js.stripe.com script before adding its own).
 */
const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

const loaded = new Map<string, Promise<Stripe | null>>();

function addStripeScript(): void {
  // A CSS selector, not text a person reads.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (document.querySelector(`script[src="${STRIPE_JS_URL}"]`)) return;
  const script = document.createElement('script');
  script.src = stripeScriptUrl(STRIPE_JS_URL);
  document.head.append(script);
}

/**
 * Stripe.js from Stripe's own host (https://js.stripe.com), loaded only when the upgrade page
 * needs it, with the publishable key. Rejects when the script cannot be loaded.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let pending = loaded.get(publishableKey);
  if (!pending) {
    addStripeScript();
    pending = loadStripe(publishableKey);
    loaded.set(publishableKey, pending);
    pending.catch(() => loaded.delete(publishableKey));
  }
  return pending.then((stripe) => {
    if (!stripe) throw new Error('Stripe.js is not available');
    return stripe;
  });
}
