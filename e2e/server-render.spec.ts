import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { TIME_ZONE_COOKIE } from '@lv/domain';
import { useRouteAccounts } from './support/route-accounts';
import { holdEntry } from './support/hold-entry';
import { createUser } from './support/users';

/**
 * The server renders each screen with its first data, its times in the zone the reader's browser
 * has named (ADR 024, issue 18): the page as sent holds the screen, and the browser's first render takes
 * that HTML over in place (hydration) instead of drawing the screen again: no mismatch, no error.
 * Opened as the least privileged account that can open each screen, with the service worker
 * blocked (it answers a returning learner's pages from its saved shell).
 */

const accounts = useRouteAccounts();
const ZONE = 'Africa/Lagos';

type Marked = Window & { __lvServerRoot?: Element | null };

test('every screen is sent rendered, and the browser takes the HTML over without drawing it again', async ({ browser, baseURL }) => {
  // Every screen of the route table but `/` in turn (40): a cap, not a timed assertion.
  test.setTimeout(960_000);
  const problems: string[] = [];
  // The landing page is prerendered at build time (landing-prerender.spec.ts).
  for (const sample of accounts().samples.filter((s) => s.pattern !== '/')) {
    const where = `${sample.path} as ${sample.role}`;
    const storageState = sample.role === 'visitor' ? undefined : await accounts().contexts[sample.role].storageState();
    const context = await browser.newContext({ storageState, serviceWorkers: 'block', timezoneId: ZONE });
    await context.addCookies([{ name: TIME_ZONE_COOKIE, value: encodeURIComponent(ZONE), url: baseURL! }]);

    // The page as sent: the screen's heading is in it before any JavaScript, with its state.
    const html = await (await context.request.get(sample.path)).text();
    if (!/<div id="root"><[\s\S]*<h1[\s>]/.test(html) || !html.includes('<script type="application/json" id="lv-state">')) {
      problems.push(`${where}: the page was not rendered on the server`);
    }

    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${where}: console: ${message.text().slice(0, 200)}`);
    });
    page.on('pageerror', (error) => problems.push(`${where}: ${error.message.slice(0, 200)}`));
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as Marked).__lvServerRoot = document.getElementById('root')?.firstElementChild ?? null;
      }),
    );
    await page.goto(sample.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    // React has claimed the root's first element (hydrated, or drawn anew after a mismatch).
    await page.waitForFunction(() => {
      const first = document.getElementById('root')?.firstElementChild;
      return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
    });
    const kept = await page.evaluate(() => {
      const sent = (window as Marked).__lvServerRoot;
      return !!sent && sent.isConnected && document.getElementById('root')?.firstElementChild === sent;
    });
    if (!kept) problems.push(`${where}: the browser drew the screen again instead of taking over the server's HTML`);
    await context.close();
  }
  expect(problems).toEqual([]);
});

test("a visitor's first page is rendered before the browser names its zone; a signed-in reader without one gets the shell", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', timezoneId: ZONE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 200));
  });
  const sent = await page.goto('/knowledge-base');
  expect((await sent?.text()) ?? '').toContain('id="lv-state"');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
  // The browser names its zone once the page has loaded.
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === TIME_ZONE_COOKIE)?.value).toBe(encodeURIComponent(ZONE));
  expect(errors).toEqual([]);
  await context.close();

  // A signed-in reader named the zone at sign-in: without it (cookies cleared) the browser renders.
  const post = accounts().samples.find((sample) => sample.pattern === '/forum/posts/:postId')!;
  const state = await accounts().contexts[post.role as Exclude<typeof post.role, 'visitor'>].storageState();
  const learner = await browser.newContext({
    storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.name !== TIME_ZONE_COOKIE) },
    serviceWorkers: 'block',
  });
  const shell = await (await learner.request.get(post.path)).text();
  expect(shell).toContain('<div id="root"></div>');
  expect(shell).not.toContain('id="lv-state"');
  await learner.addCookies([{ name: TIME_ZONE_COOKIE, value: encodeURIComponent(ZONE), url: baseURL! }]);
  expect(await (await learner.request.get(post.path)).text()).toContain('id="lv-state"');
  await learner.close();
});

test('a form sent before the page is live waits for React: the sign-in goes through it, never by the address', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const user = await createUser(context.request);
  // createUser's verification link signed this context in: start signed out.
  await context.clearCookies();
  const page = await context.newPage();
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) pages.push(request.url());
  });
  // Hold the app's entry back until the form has been sent.
  const release = await holdEntry(page);
  const sent = await page.goto('/auth');
  expect((await sent?.text()) ?? '').toContain('id="lv-state"');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Password')).toHaveValue(user.password);
  release();
  // React takes the page over and sends the form the reader sent: they are signed in.
  await expect(page).toHaveURL(/\/leaderboard$/);
  // The browser never sent the form itself (by GET, the password in the address; or by POST).
  expect(pages.filter((url) => new URL(url).pathname === '/auth')).toHaveLength(1);
  expect(pages.filter((url) => url.includes('password'))).toEqual([]);
  await context.close();
});

test('a choice made in a select before the page is live is applied once React has it', async ({ browser, baseURL }) => {
  const state = await accounts().contexts.admin.storageState();
  const context = await browser.newContext({ storageState: state, serviceWorkers: 'block', timezoneId: ZONE });
  await context.addCookies([{ name: TIME_ZONE_COOKIE, value: encodeURIComponent(ZONE), url: baseURL! }]);
  const page = await context.newPage();
  const release = await holdEntry(page);
  const sent = await page.goto('/admin/audit-log');
  expect((await sent?.text()) ?? '').toContain('id="lv-state"');
  await page.getByLabel('Action').selectOption('user.membership');
  release();
  // The audit log's filter is in the address once React has read the choice.
  await expect(page).toHaveURL(/[?&]action=user\.membership/);
  await expect(page.getByLabel('Action')).toHaveValue('user.membership');
  await context.close();
});

test('text typed and boxes ticked before the page is live count once React has it, in forms kept in React state', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const release = await holdEntry(page);
  // A visitor's first visit to the demo: rendered, its calculators in React state (not react-hook-form).
  const sent = await page.goto('/demo');
  expect((await sent?.text()) ?? '').toContain('id="lv-state"');
  await page.getByLabel('Your XP').fill('2500');
  await page.getByRole('checkbox', { name: 'Innovation / Ideas shared' }).check();
  await page.getByRole('checkbox', { name: 'Digital adoption' }).check();
  // Before React: the rendered answer is still the one for the starting 750 XP, and nothing is disabled.
  const level = page.getByTestId('level-answer');
  await expect(level).toContainText('Level 2');
  await expect(page.getByRole('checkbox', { name: 'Retention' })).toBeEnabled();
  release();
  // React reads what the reader typed and ticked: the answer follows, and two outcomes chosen disable a third.
  await expect(level).toContainText('Level 3: Change Architect');
  await expect(page.getByLabel('Your XP')).toHaveValue('2500');
  await expect(page.getByRole('checkbox', { name: 'Retention' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Digital adoption' })).toBeChecked();
  await context.close();
});

test('a reader who scrolled the page before it is live stays where they are, and their tap opens what they tapped', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 700 } });
  const page = await context.newPage();
  const release = await holdEntry(page);
  const sent = await page.goto('/knowledge-base');
  expect((await sent?.text()) ?? '').toContain('id="lv-state"');
  // Reading down the page as sent, to the last answers.
  const last = page.locator('details').last();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(700);
  release();
  // React Router's scroll restoration has run (its effect after the commit that hydrated the page).
  await page.waitForFunction(() => history.scrollRestoration === 'manual');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await last.locator('summary').click();
  await expect(last).toHaveAttribute('open', '');
  await context.close();
});

test("under Save-Data the page is sent without the learner's photo and hydrates as sent; the photo comes when asked", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', timezoneId: ZONE, extraHTTPHeaders: { 'Save-Data': 'on' } });
  await context.addCookies([{ name: TIME_ZONE_COOKIE, value: encodeURIComponent(ZONE), url: baseURL! }]);
  // The browser's data saver, as Chromium reports it to the page beside the header.
  await context.addInitScript(() => {
    const connection = (navigator as Navigator & { connection?: object }).connection;
    if (connection) Object.defineProperty(connection, 'saveData', { configurable: true, get: () => true });
  });
  await createUser(context.request);
  const photo = 'https://photos.example.test/ada.png';
  const saved = await context.request.patch('/api/me/profile', { data: { image: photo }, headers: { origin: baseURL! } });
  expect(saved.status()).toBe(200);
  const page = await context.newPage();
  const photoRequests: string[] = [];
  await page.route('https://photos.example.test/**', async (route) => {
    photoRequests.push(route.request().url());
    await route.fulfill({ status: 404, body: '' });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text().slice(0, 200));
  });
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as Marked).__lvServerRoot = document.getElementById('root')?.firstElementChild ?? null;
    }),
  );
  const sent = await page.goto('/profile');
  const html = (await sent?.text()) ?? '';
  expect(html).toContain('id="lv-state"');
  // The photo's address is in the page's state (the profile read), not in an img the browser fetches.
  expect(html).toContain(photo);
  expect(html).not.toContain(`src="${photo}"`);
  const ask = page.getByRole('button', { name: /^Show photo of / });
  await expect(ask).toBeVisible();
  await page.waitForFunction(() => Object.keys(document.getElementById('root')?.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber')));
  expect(await page.evaluate(() => document.getElementById('root')?.firstElementChild === (window as Marked).__lvServerRoot)).toBe(true);
  expect(photoRequests).toEqual([]);
  await ask.click();
  await expect.poll(() => photoRequests).toEqual([photo]);
  expect(errors).toEqual([]);
  await context.close();
});

test('loading the render module leaves nothing running: a process that loads it still exits', async () => {
  // An open handle at module load (a BroadcastChannel did) kept the server from exiting on SIGTERM
  // and `npm run admin:create` from ever finishing.
  const entry = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist-server/entry-server.js')).href;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `await import(${JSON.stringify(entry)})`], { stdio: 'ignore' });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(0);
});
