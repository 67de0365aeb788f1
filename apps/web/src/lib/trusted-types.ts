import { TRUSTED_TYPES_POLICIES } from '@lv/domain';

/*
 * The page's Trusted Types policies (ADR 018). The server's CSP requires Trusted Types for every
 * DOM sink that can run script (innerHTML, a script's src, service worker registration, ...) and
 * allows only the policies named in @lv/domain TRUSTED_TYPES_POLICIES, each created here, once,
 * for one kind of value; the formatter warm-up worker's is created by the rendered pages' boot
 * module, before this code loads (build/prerender-plugin.ts, ADR 027). A browser without Trusted
 * Types gets the string itself.
 */

// TypeScript's DOM library has no Trusted Types yet (@types/react declares TrustedHTML only).
interface TrustedScriptURL {
  readonly brand: unique symbol;
}
interface Policy {
  createHTML(input: string): TrustedHTML;
  createScriptURL(input: string): TrustedScriptURL;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML?: (input: string) => string; createScriptURL?: (input: string) => string }): Policy;
}

const factory = (): PolicyFactory | undefined => (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;

const made = new Map<string, Policy>();
function policy(name: string, rules: Parameters<PolicyFactory['createPolicy']>[1]): Policy | undefined {
  const types = factory();
  if (!types) return undefined;
  let existing = made.get(name);
  if (!existing) {
    existing = types.createPolicy(name, rules);
    made.set(name, existing);
  }
  return existing;
}

/** Only these exact script URLs pass; anything else throws (and the sink is never written). */
function onlyScriptURLs(allowed: (url: string) => boolean) {
  return (input: string) => {
    // A programming error for the console, never shown.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    if (!allowed(input)) throw new TypeError(`Not an allowed script URL: ${input}`);
    return input;
  };
}

/**
 * HTML the server rendered from Markdown and sanitised (forum posts, lessons, capstones): the
 * server's sanitiser is the check, so the policy passes it as it is. Never for other HTML.
 */
export function serverSanitisedHtml(html: string): string | TrustedHTML {
  return policy(TRUSTED_TYPES_POLICIES.html, { createHTML: (input) => input })?.createHTML(html) ?? html;
}

/** The service worker's URL, for navigator.serviceWorker.register (our own /service-worker.js only). */
export function serviceWorkerUrl(url: string): string {
  const trusted = policy(TRUSTED_TYPES_POLICIES.worker, { createScriptURL: onlyScriptURLs((input) => input === '/service-worker.js') })?.createScriptURL(url);
  // The DOM typings take a string; the browser takes the TrustedScriptURL in its place.
  return (trusted ?? url) as string;
}

/** Stripe.js's URL, for a script element's src (https://js.stripe.com only; the payment page's CSP allows the policy). */
export function stripeScriptUrl(url: string): string {
  const trusted = policy(TRUSTED_TYPES_POLICIES.stripe, { createScriptURL: onlyScriptURLs((input) => new URL(input).origin === 'https://js.stripe.com') })?.createScriptURL(url);
  return (trusted ?? url) as string;
}
