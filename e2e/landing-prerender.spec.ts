import AxeBuilder from '@axe-core/playwright';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { holdEntry } from './support/hold-entry';

const HEADLINE = 'Lead the transformation your team is waiting for';

/** Console errors and warnings, and uncaught page errors (a hydration mismatch shows up in one of them). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test('/ arrives prerendered with its stylesheet inlined; other routes get the empty shell', async ({ request }) => {
  const landing = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(landing.status()).toBe(200);
  expect(landing.headers()['content-encoding']).toBe('br');
  expect(landing.headers()['cache-control']).toBe('no-cache');
  const html = await landing.text();
  expect(html).toContain('data-prerendered="/"');
  expect(html).toContain(HEADLINE);
  expect(html).toContain('Start Your Journey (+50 XP)');
  expect(html).toContain('2,453');
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  // No script is fetched before the first paint: not even a preload.
  expect(html).not.toMatch(/<link rel="modulepreload"/);

  for (const route of ['/leaderboard', '/admin', '/no-such-page']) {
    const shell = await (await request.get(route)).text();
    expect(shell, route).toContain('<div id="root"></div>');
    expect(shell, route).not.toContain(HEADLINE);
    expect(shell, route).toMatch(/<link rel="stylesheet"/);
  }

  // A tiny boot module preloads the landing route's chunks and imports the entry after the first paint.
  const boot = html.match(/<script type="module" src="(\/assets\/boot-[0-9a-f]{8}\.js)"><\/script>/)?.[1];
  expect(boot).toBeTruthy();
  const bootJs = await (await request.get(boot!)).text();
  expect(bootJs).toMatch(/"\/assets\/landing-screen-[\w-]+\.js"/);
  const asset = bootJs.match(/import\("(\/assets\/index-[\w-]+\.js)"\)/)?.[1];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['content-encoding']).toBe('br');
  for (const file of ['/favicon.svg', '/robots.txt']) expect((await request.get(file)).status(), file).toBe(200);
});

test('without JavaScript the landing page still paints its content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await expect(page.getByTestId('lives-counter')).toHaveText('1,000,000');
  await expect(page.getByRole('link', { name: 'Start Your Journey (+50 XP)' })).toHaveAttribute('href', '/auth?mode=signup');
  await expect(page.getByRole('heading', { name: 'Top Transformation Leaders' })).toBeVisible();
  await context.close();
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width}px React takes over the prerendered page in place, with a clean console`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = collectProblems(page);
    // Remember the headline element the HTML parser makes, before any script of the page runs.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('h1');
        if (!h1) return;
        (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 = h1;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    // Sign In appears once the auth state has loaded (the prerender leaves the slot empty).
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 === document.querySelector('h1'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('axe finds nothing on a phone with the menu open', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  const menu = page.locator('#landing-menu');
  await expect(async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await context.close();
});

test('a button tapped before the page has hydrated still gets its tap', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // Hold the app's entry back until the tap has happened.
  const release = await holdEntry(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).tap();
  const menu = page.locator('#landing-menu');
  await expect(menu).toBeHidden();
  release();
  await expect(menu).toBeVisible();
  await expect(menu.getByText('50 XP')).toBeVisible();
  await context.close();
});

test('leaving the landing page loads the router in place: Sign In opens /auth without a page load, Back comes home', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  // Sign In appears once the page has hydrated and the auth state has loaded.
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  await signIn.click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Sign in · /);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(problems).toEqual([]);
});
