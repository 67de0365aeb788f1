import { afterEach, expect, it, vi } from 'vitest';
import { loadStripeJs } from './stripe-loader';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

it("adds Stripe.js through the page's script URL policy, and @stripe/stripe-js waits for that script instead of adding its own", () => {
  const passed: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: { createScriptURL: (s: string) => string }) => ({
      createScriptURL: (s: string) => {
        passed.push(`${name}: ${rules.createScriptURL(s)}`);
        return { toString: () => s };
      },
    }),
  });
  void loadStripeJs('pk_test_loader').catch(() => undefined);
  void loadStripeJs('pk_test_loader').catch(() => undefined);
  expect(passed).toEqual(['lv-stripe-js: https://js.stripe.com/endive/stripe.js']);
  expect([...document.querySelectorAll('script')].map((script) => script.src)).toEqual(['https://js.stripe.com/endive/stripe.js']);
});
