import type { Page } from '@playwright/test';
import { FAKE_STRIPE_PORT } from './env';

/**
 * A test double for Stripe's browser part only (Stripe.js from https://js.stripe.com): a card
 * element that is a plain input, and confirmCardPayment calling the PaymentIntent confirm endpoint
 * on https://api.stripe.com like Stripe.js does. The browser's calls to api.stripe.com go to the
 * local fake Stripe API that the real server also talks to, so the server path stays real.
 */
const STRIPE_JS_DOUBLE = `
(function () {
  function Stripe(publishableKey) {
    var listeners = {};
    var input = null;
    var card = {
      mount: function (el) {
        var target = typeof el === 'string' ? document.querySelector(el) : el;
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.setAttribute('autocomplete', 'cc-number');
        input.style.cssText = 'width:100%;border:0;font-size:16px;outline:none;background:transparent';
        input.placeholder = '1234 1234 1234 1234  MM / YY  CVC';
        target.appendChild(input);
        setTimeout(function () { (listeners.ready || []).forEach(function (f) { f({ elementType: 'card' }); }); }, 0);
      },
      on: function (name, handler) { (listeners[name] = listeners[name] || []).push(handler); return card; },
      destroy: function () { if (input && input.parentNode) input.parentNode.removeChild(input); },
      unmount: function () {},
    };
    return {
      elements: function () { return { create: function () { return card; } }; },
      confirmCardPayment: function (clientSecret) {
        if (!input || input.value.replace(/\\s/g, '') !== '4242424242424242') {
          return Promise.resolve({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
        }
        var id = clientSecret.split('_secret_')[0];
        return fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', {
          method: 'POST',
          headers: { Authorization: 'Bearer ' + publishableKey, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'client_secret=' + encodeURIComponent(clientSecret),
        }).then(function (r) { return r.json(); }).then(function (body) {
          return body.error ? { error: body.error } : { paymentIntent: body };
        });
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

export async function useStripeJsDouble(page: Page): Promise<{ scriptRequests: string[] }> {
  const scriptRequests: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    scriptRequests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS_DOUBLE });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type', 'access-control-allow-methods': 'POST' } });
    }
    const url = new URL(request.url());
    const response = await route.fetch({ url: `http://127.0.0.1:${FAKE_STRIPE_PORT}${url.pathname}` });
    return route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
  return { scriptRequests };
}
