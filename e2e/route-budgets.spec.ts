import { gzipSync } from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';
import type { RoutePath } from '@lv/domain';
import { useRouteAccounts } from './support/route-accounts';

/**
 * Each screen's first-load JavaScript and CSS (issue 18): every script and stylesheet Chromium
 * fetches from a cold cache until the screen's first heading shows and no more come for 1 s, and the
 * stylesheet a rendered page carries in its HTML, opened as the least
 * privileged account that can open it (e2e/support/route-samples.ts, shared with
 * `npm run bench:web`). The files are taken from the network; their size is the body gzipped at
 * level 9 (the server does not compress, so this is what a compressing proxy would send, and it
 * is the same for a given build). The service worker is blocked: its precache would fetch every
 * chunk. Budgets in KB, set about 3 % above the figures in brackets (2026-11-24, or 2026-11-25
 * where a line says what grew: every text in message catalogues, ADR 020, or 2026-11-27: one app
 * chunk, fewer files for a few more bytes, ADR 022; 2026-11-28 where it shrank: the domain's
 * contracts built at first use and dropped where no code reads them, ADR 025); they only go down.
 * `/` is also held, more tightly, by landing-budget.spec.ts.
 */
/** Scripts and stylesheets a screen's first load may fetch (ADR 022). */
const MAX_FILES = 30;

// prettier-ignore
const BUDGET_KB: Record<RoutePath, number> = {
  '/':                                       134, // (129.7, was 134.0: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/auth':                                   229, // (221.8, was 229.8: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/users/:userId':                          219, // (212.0, was 219.8: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/demo':                                   217, // (210.6, was 218.5: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/knowledge-base':                         216, // (209.3, was 216.6: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/mentoring/respond':                      217, // (209.9, was 217.7: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/org/join':                               220, // (new: the organisation's invitation page, ADR 045)
  '/org':                                    222, // (new: the organisation's console, ADR 045)
  '/org/people':                             226, // (new: the organisation's people and CSV import, ADR 045)
  '/welcome':                                215, // (208.6, was 216.3: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/onboarding':                             218, // (211.0, was 218.8: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/build-village':                          223, // (216.2, was 230.8: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/journeys':                               218, // (211.4, was 219.3: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/journeys/:journeyId':                    229, // (222.3, was 240.6: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/journeys/:journeyId/modules/:moduleId':  221, // (213.7, was 224.0: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/journeys/:journeyId/capstone':           221, // (213.9, was 223.7: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/leaderboard':                            222, // (214.7, was 222.6: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/badges':                                 222, // (214.7, was 222.6: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/forum':                                  226, // (218.5, was 234.3: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/forum/posts/:postId':                    220, // (213.0, was 221.0: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/impact-log':                             218, // (210.9, was 218.9: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/cpd':                                    218, // (210.8, was 218.5: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/upgrade':                                221, // (214.5, was 222.0: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/profile':                                220, // (213.3, was 221.4: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/mentoring':                              219, // (211.8, was 219.7: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/events':                                 218, // (210.9, was 217.8: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/events/:eventId':                        218, // (210.8, was 218.0: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/points':                                 217, // (209.9, was 217.8: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin':                                  243, // (235.6, was 239.0: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/dashboard':                        243, // (235.6, was 239.0: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/settings':                         221, // (214.2, was 226.8: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/user/:userId':                     224, // (217.1, was 230.2: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/users':                            220, // (213.3, was 216.4: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/leads':                            223, // (216.5, was 219.9: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/audit-log':                        222, // (215.1, was 218.3: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/outbox':                           219, // (211.7, was 215.0: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/knowledge-base':                   221, // (213.8, was 228.7: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/certificates':                     222, // (214.7, was 232.2: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/data-requests':                    219, // (211.0, first measured)
  '/admin/events':                           218, // (211.1, was 219.1: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/events/:eventId':                  217, // (210.5, was 217.2: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/capstones':                        217, // (210.2, was 217.6: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/capstones/:capstoneId':            219, // (212.3, was 222.2: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/journeys':                         221, // (214.2, was 233.8: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
  '/admin/journeys/:journeyId':              228, // (221.0, was 242.1: contracts built at first use and dropped where no code reads them, the admin console's shared code in its own chunk; ADR 025)
};

const accounts = useRouteAccounts();

for (const pattern of Object.keys(BUDGET_KB) as RoutePath[]) {
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
    expect(total, detail).toBeLessThanOrEqual(BUDGET_KB[pattern] * 1024);
    // Each file is a request that waits the network's latency (ADR 022: 18 on average, 27 at most, from 46).
    expect(sizes.length, detail).toBeLessThanOrEqual(MAX_FILES);
  });
}
