import { expect, test, type Page, type Route } from '@playwright/test';
import { NOT_CONTENT, useRouteAccounts } from './support/route-accounts';

/**
 * Nothing on a screen moves when its data arrives (issue 18: "skeletons that reserve the final
 * layout", CLS 0 on /badges and /knowledge-base). Each screen is opened as the least privileged
 * account that can open it, with its API reads held back until its code has painted the loading
 * state (so the loading state is always seen, however fast the machine), then released. Every
 * layout shift Chromium reports (PerformanceObserver 'layout-shift', the entries Lighthouse adds
 * up as CLS) that moves the screen (`main`) or anything in it fails the test. (The points chip in
 * the signed-in header grows from "… XP" to its number in place; it is outside `main`.)
 */

const accounts = useRouteAccounts();

/** Reads every screen needs to decide who is signed in; held for visitors only (their header waits on it). */
const SHELL = /^\/api\/(public-config|auth\/get-session)$/;

/** Waits until the browser has painted twice: what was rendered is on screen, its shifts reported. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

interface Shift {
  value: number;
  sources: string[];
  moves: boolean;
}

for (const width of [390, 1280])
  test(`no screen moves when its data arrives, ${width} px wide`, async ({ browser }) => {
    // Every screen of the route table in turn (40, about 2 minutes here): a cap, not a timed assertion.
    test.setTimeout(1_200_000);
    const problems: string[] = [];
    for (const sample of accounts().samples) {
      const role = sample.role;
      const visitor = role === 'visitor';
      const storageState =
        role === 'visitor' ? undefined : await accounts().contexts[role].storageState();
      const context = await browser.newContext({
        storageState,
        serviceWorkers: 'block',
        viewport: { width, height: 844 },
      });
      await context.addInitScript(() => {
        const shifts: Shift[] = [];
        (window as { __lvShifts?: Shift[] }).__lvShifts = shifts;
        const describe = (node: Node | null | undefined) => {
          if (!(node instanceof Element)) return node ? node.nodeName : '(removed)';
          const id = node.id ? `#${node.id}` : '';
          const classes =
            typeof node.className === 'string'
              ? `.${node.className.split(' ').slice(0, 3).join('.')}`
              : '';
          return `${node.tagName.toLowerCase()}${id}${classes}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: Array<{ node?: Node | null }>;
            }
          >) {
            if (entry.hadRecentInput) continue;
            const nodes = (entry.sources ?? []).map((s) => s.node);
            shifts.push({
              value: entry.value,
              sources: nodes.map(describe),
              moves: nodes.some(
                (n) => n instanceof Element && (n.id === 'main' || n.closest('main') !== null),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      const held: Route[] = [];
      let holding = true;
      await page.route('**/api/**', async (route) => {
        const url = new URL(route.request().url());
        const hold =
          holding &&
          route.request().method() === 'GET' &&
          !NOT_CONTENT.test(url.pathname) &&
          !SHELL.test(url.pathname) &&
          (visitor || url.pathname !== '/api/session');
        if (hold) held.push(route);
        else await route.continue();
      });
      const where = `${sample.path} as ${sample.role}`;
      await page.goto(sample.path, { waitUntil: 'commit' });
      // The screen's code has run and painted its loading state inside the shell.
      await expect(
        page.locator('main#main > *').first(),
        `${where}: nothing painted in main`,
      ).toBeVisible();
      await twoFrames(page);
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      // Settled: no loading indicator left on the screen.
      await expect(
        page.locator('main [role="status"]').filter({ hasText: /Loading/i }),
        `${where}: still loading`,
      ).toHaveCount(0);
      await twoFrames(page);
      const shifts = await page.evaluate(
        () => (window as { __lvShifts?: Shift[] }).__lvShifts ?? [],
      );
      for (const shift of shifts.filter((s) => s.moves))
        problems.push(`${where}: shift ${shift.value.toFixed(4)} of ${shift.sources.join(', ')}`);
      await context.close();
    }
    expect(problems).toEqual([]);
  });
