import { expect, test } from '@playwright/test';
import { useRouteAccounts } from './support/route-accounts';

/**
 * Each screen's first API reads load beside its code (issue 18, ADR 021): the page the server sends
 * names them as `<link rel="preload" as="fetch">` (@lv/domain FIRST_READS), opened as the least
 * privileged account that can open the screen. The screen must use what was preloaded: each named
 * read reaches the server once (a second request means the screen asked for another address or in
 * another way), no read the screen makes before it settles is left out, and Chromium reports no
 * preload unused (it warns a few seconds after the load event).
 */

const accounts = useRouteAccounts();

/** API reads that are not a screen's content: the live-points stream and the activity heartbeat. */
const NOT_CONTENT = /^\/api\/me\/(points\/stream|activity)$/;

test('every screen uses the reads its page preloads, once each', async ({ browser }) => {
  // About 6 s a screen (3.5 s of them waiting for Chromium's unused-preload warning) for 40 screens:
  // 4.1 min on a quiet 2-core machine, so 240 s was too tight. A cap, not a timed assertion.
  test.setTimeout(480_000);
  const problems: string[] = [];
  // The prerendered landing page is a built file: it asks for the session and settings once painted.
  for (const sample of accounts().samples.filter((s) => s.pattern !== '/')) {
    const storageState =
      sample.role === 'visitor' ? undefined : await accounts().contexts[sample.role].storageState();
    // The service worker is blocked: its own fetches of the same reads would be counted too.
    const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
    const page = await context.newPage();
    const reads: string[] = [];
    const unused: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        request.method() === 'GET' &&
        url.pathname.startsWith('/api/') &&
        !NOT_CONTENT.test(url.pathname)
      )
        reads.push(url.pathname + url.search);
    });
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text()))
        unused.push(message.text());
    });
    await page.goto(sample.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    const preloaded = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    // Chromium tells of an unused preload about three seconds after the load event.
    await page.waitForTimeout(3_500);
    await context.close();
    const where = `${sample.path} as ${sample.role}`;
    if (preloaded.length === 0) problems.push(`${where}: no read preloaded`);
    for (const read of preloaded) {
      const times = reads.filter((r) => r === read).length;
      if (times !== 1) problems.push(`${where}: ${read} requested ${times} times`);
    }
    for (const read of new Set(reads))
      if (!preloaded.includes(read)) problems.push(`${where}: ${read} read but not preloaded`);
    for (const text of unused) problems.push(`${where}: ${text}`);
  }
  expect(problems).toEqual([]);
});
