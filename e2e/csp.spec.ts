import { randomBytes } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { certificateCodeFromBytes, formatCertificateCode } from '../packages/domain/src/certificate-code';
import { insertCompletedJourney } from './support/db';
import { BASE_URL } from './support/env';
import { useRouteAccounts } from './support/route-accounts';
import { useStripeJsDouble } from './support/stripe-js-double';
import { createUser } from './support/users';

/**
 * The content security policy (ADR 018) holds on every screen of the route table, opened as the
 * least privileged account that can open it (e2e/support/route-samples.ts): no securitypolicyviolation
 * event and no console message about the CSP or Trusted Types while the screen loads and settles,
 * the service worker registers through its Trusted Types policy, so does a rendered page's formatter
 * warm-up worker, and only the payment page's
 * document lets Stripe.js in (the e2e server has Stripe configured). A second test pays by card
 * (the Stripe.js double) under the payment page's policy.
 */

const accounts = useRouteAccounts();

const CSP_MESSAGE = /content security policy|trusted ?type|TrustedHTML|TrustedScript|unsafe-eval|unsafe-inline|refused to (load|apply|execute|evaluate|connect|frame)/i;

/** Records every CSP violation event of the page's documents (before any of its scripts run) and every console message about one. */
async function watchViolations(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}: ${e.sample}`));
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) messages.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (CSP_MESSAGE.test(error.message)) messages.push(`page error: ${error.message}`);
  });
  return async () => [...messages, ...(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []))];
}

test('every screen of the route table loads with no CSP or Trusted Types violation', async ({ browser }) => {
  // Every screen of the route table in turn: about 2.7 min alone on a 2-core machine, over 4 beside
  // another worker's spec. A cap, not a timed assertion.
  test.setTimeout(960_000);
  const failures: string[] = [];
  // The French landing page (ADR 020) is a prerendered page of its own, with its own inline parts.
  const french = { pattern: '/', path: '/fr', role: 'visitor' } as const;
  for (const sample of [...accounts().samples, french]) {
    const storageState = sample.role === 'visitor' ? undefined : await accounts().contexts[sample.role].storageState();
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const violations = await watchViolations(context, page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const response = await page.goto(sample.path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    await expect(page.getByRole('heading', { level: 1 }).first(), sample.path).toBeVisible({ timeout: 15_000 });
    // A rendered page's boot module starts the formatter warm-up worker through its Trusted Types policy.
    if (/id="lv-boot"|data-prerendered=/.test((await response?.text()) ?? '')) {
      await expect.poll(() => workers.some((url) => /\/assets\/intl-warmup-\w+\.js$/.test(url)), { message: `${sample.path}: the formatter warm-up worker starts` }).toBe(true);
    }
    // The worker registers after load, through its Trusted Types policy; the screen's lazy parts settle meanwhile.
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), { message: `${sample.path}: the service worker registers` }).toBe(true);
    await page.waitForTimeout(500);
    const found = await violations();
    if (found.length) failures.push(`${sample.path} as ${sample.role}:\n  ${found.join('\n  ')}`);
    expect(csp, sample.path).toContain("require-trusted-types-for 'script'");
    expect(csp, sample.path).not.toContain('unsafe-inline');
    expect(csp.includes('https://js.stripe.com'), `${sample.path}: Stripe's sources on the payment page only`).toBe(sample.path === '/upgrade');
    await context.close();
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

test("the server's own pages (the certificate check) are styled, with no CSP violation", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations = await watchViolations(context, page);
  const user = await createUser(page.request);
  const cert = {
    id: randomBytes(16).toString('base64url'),
    code: certificateCodeFromBytes(randomBytes(8)),
    journeyTitle: "Kwame's 9-month leadership journey",
    minutes: 90,
  };
  insertCompletedJourney(user.email, cert);
  for (const [path, heading] of [
    ['/verify', 'Check a certificate'],
    [`/verify/${cert.id}`, 'Valid certificate'],
    [`/verify?code=${formatCertificateCode(cert.code)}`, 'Valid certificate'],
    ['/verify?code=ABCDE-FGHJK-M', 'Unknown certificate'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).not.toContain('unsafe-inline');
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    // The page's stylesheet applied: the brand's warm ground and its green header (BRAND.md).
    await expect(page.locator('body'), path).toHaveCSS('background-color', 'rgb(250, 247, 242)');
    await expect(page.locator('header'), path).toHaveCSS('background-color', 'rgb(15, 81, 50)');
  }
  await page.getByLabel('Check a certificate code').fill('ABCDE-FGHJK-M');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unknown certificate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check' })).toHaveCSS('background-color', 'rgb(15, 81, 50)');
  expect(await violations()).toEqual([]);
  await context.close();
});

test('a card payment runs under the payment page policy, after an in-app redirect there', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations = await watchViolations(context, page);
  const stripeJs = await useStripeJsDouble(page);
  const user = await createUser(page.request);
  expect((await page.request.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password }, headers: { origin: BASE_URL } })).status()).toBe(200);

  // /points sends a free learner to /upgrade inside the app: the page then loads /upgrade itself, with its own policy.
  const upgradeDocument = page.waitForResponse((res) => new URL(res.url()).pathname === '/upgrade' && res.request().resourceType() === 'document');
  await page.goto('/points');
  expect((await upgradeDocument).headers()['content-security-policy']).toContain('https://js.stripe.com');
  await page.getByRole('button', { name: 'Continue to payment: $49.00' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect(stripeJs.scriptRequests).toHaveLength(1);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $49.00' }).click();
  await expect(page.getByText('Payment received: your membership is now paid')).toBeVisible();
  expect(await violations()).toEqual([]);
  await context.close();
});

test('the policy refuses an inline style and a string written to innerHTML, and this spec sees both', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const violations = await watchViolations(context, page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const refused = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 3px solid red }';
    document.head.append(style);
    try {
      document.createElement('div').innerHTML = '<b>not through a policy</b>';
      return false;
    } catch {
      return true;
    }
  });
  expect(refused, 'innerHTML refuses a plain string').toBe(true);
  await expect.poll(async () => (await violations()).join('\n')).toMatch(/style-src-elem[\s\S]*require-trusted-types-for|require-trusted-types-for[\s\S]*style-src-elem/);
  await context.close();
});
