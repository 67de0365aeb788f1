import { expect, test } from '@playwright/test';
import { NOT_CONTENT, useRouteAccounts } from './support/route-accounts';

/**
 * Each screen's first API reads load beside its code (issue 18, ADR 021): the page the server sends
 * names them as `<link rel="preload" as="fetch">` (@lv/domain FIRST_READS), opened as the least
 * privileged account that can open the screen. The screen must use what was preloaded: its own code
 * asks for each named read (window.fetch, watched from an init script), each reaches the server
 * once (the preload answered the screen's fetch; a second request means it asked another way), and
 * no read the screen makes before it settles is left out. A page the server rendered carries its
 * first reads in the page and preloads none: it must then read nothing before it settles. (Chromium's "preloaded but not used"
 * warning says the same only when the screen asks within three seconds of the load event, which a
 * busy machine misses: it is not used.)
 */

const accounts = useRouteAccounts();

test('every screen uses the reads its page preloads, once each', async ({ browser }) => {
  // Every screen of the route table in turn (40): a cap, not a timed assertion.
  test.setTimeout(960_000);
  const problems: string[] = [];
  // The prerendered landing page is a built file: it asks for the session and settings once painted.
  for (const sample of accounts().samples.filter((s) => s.pattern !== '/')) {
    const storageState =
      sample.role === 'visitor' ? undefined : await accounts().contexts[sample.role].storageState();
    // The service worker is blocked: its own fetches of the same reads would be counted too.
    const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
    // What the page's own code fetches (a preload link does not go through window.fetch).
    await context.addInitScript(() => {
      const asked: string[] = [];
      const fetchOf = window.fetch.bind(window);
      (window as { __lvAsked?: string[] }).__lvAsked = asked;
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(
          input instanceof Request ? input.url : String(input),
          window.location.href,
        );
        asked.push(url.pathname + url.search);
        return fetchOf(input, init);
      };
    });
    const page = await context.newPage();
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        request.method() === 'GET' &&
        url.pathname.startsWith('/api/') &&
        !NOT_CONTENT.test(url.pathname)
      )
        reads.push(url.pathname + url.search);
    });
    const sent = await page.goto(sample.path);
    // A page the server rendered carries its first reads (ADR 024, 027): it preloads none.
    const rendered = ((await sent?.text()) ?? '').includes('id="lv-state"');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    const preloaded = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    const asked = () => page.evaluate(() => (window as { __lvAsked?: string[] }).__lvAsked ?? []);
    const where = `${sample.path} as ${sample.role}`;
    // The screen asks for each preloaded read (a screen that never does fails here).
    await expect
      .poll(
        async () => {
          const seen = new Set(await asked());
          return preloaded.filter((read) => !seen.has(read));
        },
        { message: `${where}: preloaded reads the screen never asked for`, timeout: 20_000 },
      )
      .toEqual([]);
    // A moment for a duplicate or a late read to show (observed, not timed).
    await page.waitForTimeout(1_000);
    await context.close();
    if (preloaded.length === 0 && !rendered) problems.push(`${where}: no read preloaded`);
    for (const read of preloaded) {
      const times = reads.filter((r) => r === read).length;
      if (times !== 1) problems.push(`${where}: ${read} requested ${times} times`);
    }
    for (const read of new Set(reads))
      if (!preloaded.includes(read)) problems.push(`${where}: ${read} read but not preloaded`);
  }
  expect(problems).toEqual([]);
});
