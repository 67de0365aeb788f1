/*
 * What the server's content security policy (apps/server/src/plugins/security-headers.ts) and the
 * web app agree on (ADR 018).
 */

/**
 * The Trusted Types policies the web app creates (apps/web/src/lib/trusted-types.ts), the only
 * ones the CSP allows: HTML the server rendered and sanitised, the service worker's script URL,
 * the boot modules' formatter warm-up worker (apps/web/build/prerender-plugin.ts) and Stripe.js's
 * script URL (the payment page only).
 */
export const TRUSTED_TYPES_POLICIES = {
  html: 'lv-server-html',
  worker: 'lv-service-worker',
  intl: 'lv-intl-warmup',
  stripe: 'lv-stripe-js',
} as const;

/** The one screen where payment happens: its page alone may load Stripe.js (when Stripe is configured). */
export const PAYMENT_PAGE = '/upgrade';

/**
 * True for a path the router shows the payment page at (`/upgrade`, `/upgrade/`, `//upgrade`):
 * the server, the service worker and the page decide with this one test, so a page the server
 * gave the payment policy never reloads itself to get it, and the other way round.
 */
export function isPaymentPage(pathname: string): boolean {
  return pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1') === PAYMENT_PAGE;
}
