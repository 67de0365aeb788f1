import { gzipSync } from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';
import { ROUTE_TABLE, type RouteAccess } from '@lv/domain';
import { useRouteAccounts } from './support/route-accounts';

/**
 * Each screen's first-load JavaScript and CSS (issue 18): every script and stylesheet Chromium
 * fetches from a cold cache until the screen's first heading shows and no more come for 1 s, and the
 * stylesheet a rendered page carries in its HTML, opened as the least privileged account that can
 * open it (e2e/support/route-samples.ts, shared with `npm run bench:web`), for every screen of the
 * domain's route table. The files are taken from the network; their size is the body gzipped at
 * level 9 (the server does not compress, so this is what a compressing proxy would send, and it is
 * the same for a given build). The service worker is blocked: its precache would fetch every chunk.
 * `/` is also held, more tightly, by landing-budget.spec.ts.
 */
/** Scripts and stylesheets a screen's first load may fetch (ADR 022). */
const MAX_FILES = 30;

/**
 * The budget in KB by who opens the screen: one rule from the route table, so a new screen needs
 * no entry here. Set a little above the largest screen of each kind on 2026-12-03 (the landing
 * page 134.3, a learner's 240.6 (a journey with its months and growth card; /auth 233.3), an
 * admin's 247.2: ADR 025); they only go down. The router's table is in every first load, so a
 * screen composed in it (next steps on /welcome, ADR 049) costs every screen its bytes.
 */
function budgetKb(route: { path: string; access: RouteAccess }): number {
  if (route.path === '/') return 135;
  return route.access === 'admin' ? 248 : 241;
}

const accounts = useRouteAccounts();

for (const route of ROUTE_TABLE) {
  const pattern = route.path;
  test(`${pattern}: first-load JavaScript and CSS under its budget`, async ({ browser }) => {
    const sample = accounts().samples.find((s) => s.pattern === pattern);
    if (!sample) throw new Error(`${pattern} is not in the route table`);
    const storageState = sample.role === 'visitor' ? undefined : await accounts().contexts[sample.role].storageState();
    const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
    const page = await context.newPage();
    const assets: Response[] = [];
    page.on('response', (res) => {
      if (['script', 'stylesheet'].includes(res.request().resourceType())) assets.push(res);
    });
    await page.goto(sample.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).pathname, `${sample.role} stays on the screen`).toBe(sample.path);
    // Some screens load a part after their heading shows: wait until no script or stylesheet has come for 1 s.
    await expect.poll(async () => {
      const seen = assets.length;
      await page.waitForTimeout(1_000);
      return assets.length === seen;
    }, { timeout: 15_000 }).toBe(true);
    // A worker's script (the formatter warm-up, ADR 027) keeps no body for the page: read it again.
    const bodyOf = (res: Response) => res.body().catch(async () => (await context.request.get(res.url())).body());
    const bodies = await Promise.all(assets.map(async (res) => ({ file: new URL(res.url()).pathname, body: await bodyOf(res) })));
    const sizes = bodies.map(({ file, body }) => ({ file, gzip: gzipSync(body, { level: 9 }).length }));
    // A page rendered on the server (or prerendered) has the stylesheet in it: counted as a file,
    // and never fetched again (a second copy restyles the whole page).
    const inline = await page.evaluate(() => [...document.querySelectorAll('head style')].map((style) => style.textContent ?? '').join(''));
    if (inline) sizes.push({ file: '(stylesheet in the page)', gzip: gzipSync(inline, { level: 9 }).length });
    await context.close();
    expect(sizes.some((s) => s.file.endsWith('.js')), 'some JavaScript was fetched').toBe(true);
    expect(sizes.some((s) => s.file.endsWith('.css')) || inline !== '', 'the stylesheet is fetched or in the page').toBe(true);
    expect(bodies.filter(({ body }) => inline !== '' && body.toString('utf8') === inline).map(({ file }) => file), 'the stylesheet in the page fetched again').toEqual([]);
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const detail = `${sample.path} as ${sample.role}: ${(total / 1024).toFixed(1)} KB\n${sizes.map((s) => `${s.file} ${s.gzip}`).join('\n')}`;
    console.log(`${pattern} ${(total / 1024).toFixed(1)} KB`);
    expect(total, detail).toBeLessThanOrEqual(budgetKb(route) * 1024);
    // Each file is a request that waits the network's latency (ADR 022: 18 on average, 27 at most, from 46).
    expect(sizes.length, detail).toBeLessThanOrEqual(MAX_FILES);
  });
}
