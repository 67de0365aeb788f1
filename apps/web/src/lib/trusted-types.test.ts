import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's trustedTypes: records the policies made and wraps what they pass. */
function fakeTrustedTypes() {
  const made: string[] = [];
  const factory = {
    createPolicy: (name: string, rules: { createHTML?: (s: string) => string; createScriptURL?: (s: string) => string }) => {
      made.push(name);
      return {
        createHTML: (s: string) => ({ html: rules.createHTML!(s) }),
        createScriptURL: (s: string) => ({ url: rules.createScriptURL!(s) }),
      };
    },
  };
  vi.stubGlobal('trustedTypes', factory);
  return made;
}

/** A fresh copy of the module (its policies are made once per page). */
const load = async () => {
  vi.resetModules();
  return import('./trusted-types');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Trusted Types policies', () => {
  it('gives the strings themselves in a browser without Trusted Types', async () => {
    const { serverSanitisedHtml, serviceWorkerUrl, stripeScriptUrl } = await load();
    expect(serverSanitisedHtml('<p>hi</p>')).toBe('<p>hi</p>');
    expect(serviceWorkerUrl('/service-worker.js')).toBe('/service-worker.js');
    expect(stripeScriptUrl('https://js.stripe.com/endive/stripe.js')).toBe('https://js.stripe.com/endive/stripe.js');
  });

  it('makes each named policy once, the first time it is needed', async () => {
    const made = fakeTrustedTypes();
    const { serverSanitisedHtml, serviceWorkerUrl } = await load();
    expect(serverSanitisedHtml('<p>a</p>')).toEqual({ html: '<p>a</p>' });
    expect(serverSanitisedHtml('<p>b</p>')).toEqual({ html: '<p>b</p>' });
    expect(made).toEqual(['lv-server-html']);
    expect(serviceWorkerUrl('/service-worker.js')).toEqual({ url: '/service-worker.js' });
    expect(made).toEqual(['lv-server-html', 'lv-service-worker']);
  });

  it("lets the script URL policies pass our worker and Stripe's host only", async () => {
    fakeTrustedTypes();
    const { serviceWorkerUrl, stripeScriptUrl } = await load();
    expect(() => serviceWorkerUrl('/evil.js')).toThrow('Not an allowed script URL: /evil.js');
    expect(stripeScriptUrl('https://js.stripe.com/endive/stripe.js')).toEqual({ url: 'https://js.stripe.com/endive/stripe.js' });
    expect(() => stripeScriptUrl('https://js.stripe.com.evil.example/stripe.js')).toThrow('Not an allowed script URL');
    expect(() => stripeScriptUrl('http://js.stripe.com/endive/stripe.js')).toThrow('Not an allowed script URL');
  });
});
