import { expect, test, type Page } from '@playwright/test';
import { TIME_ZONE_COOKIE } from '@lv/domain';
import { BASE_URL } from './support/env';
import { createUser, signInContext } from './support/users';

/**
 * The installable app offline (ADR 011), in Chromium with its service worker: screens open from
 * the saved copies with the offline line, writes made offline wait in the queue and arrive once
 * when the network returns, and a write the server refuses is shown with its message. Journeys:
 * lessons opened or saved for offline reading read offline; a module completed offline arrives once.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** Waits until the worker controls the page and has saved the reads whose paths start as given. */
async function savedReads(page: Page, paths: string[]) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Polled from here: waitForFunction with an async predicate can resolve with its `false`.
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        const saved = (await (await caches.open('lv-api-v1')).keys()).map(
          (request) => new URL(request.url).pathname,
        );
        return wanted.every((path) => saved.includes(path));
      }, paths),
    )
    .toBe(true);
}

const DAY_MS = 24 * 60 * 60 * 1000;

test('screens open offline from the saved copies; offline writes arrive once; a refusal is shown', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const user = await createUser(page.request);
  await signInContext(page, user);

  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await savedReads(page, ['/api/session', '/api/leaderboard']);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Impact log' }).click();
  await expect(page.getByText('No entries yet.')).toBeVisible();
  await savedReads(page, ['/api/me/impact']);

  // Offline: both screens reload from the precache and the saved reads, and say so.
  await context.setOffline(true);
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(
    /^Offline — showing what was saved at \d{1,2}:\d{2}/,
  );
  await page.goto('/impact-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Impact log' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText(
    'Offline — showing what was saved at',
  );

  // An entry and a reflection written offline; the phone's clock says the reflection was written
  // ten days ago (a phone offline that long): the server will refuse that one.
  await page.getByRole('button', { name: 'New entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New impact entry' });
  await dialog.getByLabel('Title').fill('Written on the bus');
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(
    page.getByText('Entry saved on this phone. It will be sent when you are back online.'),
  ).toBeVisible();
  await page.clock.setFixedTime(Date.now() - 10 * DAY_MS);
  await page.getByRole('button', { name: 'Submit Weekly Reflection' }).click();
  await page
    .getByLabel('What did you learn or change this week?')
    .fill('A week without a network.');
  await page.getByRole('button', { name: 'Submit Weekly Reflection (+60 XP)' }).click();
  await expect(
    page.getByText(
      'Saved on this phone. It will be sent when you are back online, for the week you wrote it.',
    ),
  ).toBeVisible();
  await page.clock.setFixedTime(Date.now());
  await expect(page.getByText('Waiting to send (2)')).toBeVisible();

  // Back online: the entry arrives once, the stale reflection is refused and shown with the reason.
  await context.setOffline(false);
  const refused = page.getByTestId('outbox-refused');
  await expect(refused).toContainText('Not sent: Weekly reflection: Reflection for week');
  await expect(refused).toContainText(
    'A reflection must arrive within 8 days of the day it was written',
  );
  await expect(page.getByTestId('outbox-sent')).toContainText('Impact entry: Written on the bus');
  await expect(page.getByTestId('impact-entry')).toHaveCount(1);
  const log = (await (await page.request.get(`${BASE_URL}/api/me/impact`)).json()) as {
    total: number;
    entries: Array<{ title: string }>;
  };
  expect(log.entries.map((e) => e.title)).toEqual(['Written on the bus']);

  // Dismissed, the week is open again: a reflection written offline now earns its 60 XP once.
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Weekly Reflection' }).click();
  await page
    .getByLabel('What did you learn or change this week?')
    .fill('I delegated the sprint review.');
  await page.getByRole('button', { name: 'Submit Weekly Reflection (+60 XP)' }).click();
  await expect(page.getByText('Waiting to send (1)')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Done this week: +60 XP earned')).toBeVisible();
  await expect(page.getByText('60 XP', { exact: false }).first()).toBeVisible();
  const points = (await (await page.request.get(`${BASE_URL}/api/me/points`)).json()) as {
    points: number;
  };
  expect(points.points).toBe(60);
  const ledger = (await (await page.request.get(`${BASE_URL}/api/me/ledger`)).json()) as {
    entries: unknown[];
  };
  expect(ledger.entries).toHaveLength(1);
  const after = (await (await page.request.get(`${BASE_URL}/api/me/impact`)).json()) as {
    total: number;
  };
  expect(after.total).toBe(2);
});

test('a screen the server rendered is saved by the first worker without the page reading it again', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(page.request);
  await signInContext(page, user);
  // The browser named its zone before (as at sign-in): the server sends the screen rendered with its data.
  await context.addCookies([{ name: TIME_ZONE_COOKIE, value: encodeURIComponent('Africa/Lagos'), url: BASE_URL }]);
  const pageReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/') && !pathname.endsWith('/stream')) pageReads.push(pathname);
  });

  await page.goto('/leaderboard');
  await expect(page.locator('#lv-state')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The worker read the server's reads itself (SAVE_READS): the page made none of them.
  await savedReads(page, ['/api/session', '/api/public-config', '/api/leaderboard']);
  expect(pageReads.filter((path) => ['/api/session', '/api/leaderboard'].includes(path))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(/^Offline — showing what was saved at \d{1,2}:\d{2}/);
});

test('journeys offline: an opened lesson and saved lessons read offline; a module completed offline arrives once with its XP', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const user = await createUser(page.request);
  await signInContext(page, user);
  expect(
    (
      await page.request.fetch(`${BASE_URL}/api/journeys/amara/enrolment`, {
        method: 'PUT',
        headers: { origin: BASE_URL },
      })
    ).status(),
  ).toBe(201);
  const journey = (await (await page.request.get(`${BASE_URL}/api/journeys/amara`)).json()) as {
    title: string;
    modules: Array<{ slug: string; title: string }>;
  };
  const [opened, , neverOpened] = journey.modules;
  if (!opened || !neverOpened) throw new Error('the seeded journey has fewer than three modules');
  const count = journey.modules.length;

  // The journey page, then its lessons saved for offline reading with the control there.
  await page.goto('/journeys/amara');
  await expect(page.getByRole('heading', { level: 1, name: journey.title })).toBeVisible();
  await savedReads(page, ['/api/journeys/amara']);
  const status = page.getByTestId('offline-lessons-status');
  await expect(status).toHaveText(
    /^(None of the \d+ lessons is saved on this phone yet\.|Saved for offline reading: \d+ of \d+ lessons .*)$/,
  );
  await page.getByRole('button', { name: 'Save lessons for offline reading' }).click();
  await expect(status).toHaveText(
    new RegExp(
      `^Saved for offline reading: ${count} of ${count} lessons \\(\\d+ KB on this phone\\)\\.$`,
    ),
  );
  await expect(
    page.getByRole('button', { name: 'Save lessons again (update them)' }),
  ).toBeVisible();

  // One lesson opened.
  await page.goto(`/journeys/amara/modules/${opened.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: opened.title })).toBeVisible();

  // Offline: the opened lesson reloads from the saved copy with the offline line and time; a
  // lesson saved but never opened reads too; so does the journey's progress.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: opened.title })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(
    /^Offline — showing what was saved at \d{1,2}:\d{2}/,
  );
  await page.goto(`/journeys/amara/modules/${neverOpened.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: neverOpened.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lesson' })).not.toBeEmpty();
  await expect(page.getByTestId('offline-banner')).toContainText(
    'Offline — showing what was saved at',
  );
  await page.goto('/journeys/amara');
  await expect(page.getByRole('heading', { level: 1, name: journey.title })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText(
    'Offline — showing what was saved at',
  );

  // The opened module completed offline: it waits on the phone.
  await page.goto(`/journeys/amara/modules/${opened.slug}`);
  await page
    .getByRole('region', { name: 'Reflection' })
    .getByRole('textbox')
    .fill('I wrote this on the train, with no network at all.');
  await page.getByRole('button', { name: 'Complete module (+100 XP)' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Waiting to send' })).toBeVisible();
  await expect(page.getByText('Waiting to send (1)')).toBeVisible();

  // Back online: it arrives once, and the page shows it done with its XP once.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 3, name: 'Module complete' })).toBeVisible();
  await expect(page.getByText('You earned 100 XP', { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('outbox-sent')).toContainText(`Module completion: ${opened.title}`);
  const points = (await (await page.request.get(`${BASE_URL}/api/me/points`)).json()) as {
    points: number;
  };
  expect(points.points).toBe(100);
  const ledger = (await (await page.request.get(`${BASE_URL}/api/me/ledger`)).json()) as {
    entries: unknown[];
  };
  expect(ledger.entries).toHaveLength(1);
  const after = (await (await page.request.get(`${BASE_URL}/api/journeys/amara`)).json()) as {
    modules: Array<{ slug: string; done: boolean }>;
  };
  expect(after.modules.filter((m) => m.done).map((m) => m.slug)).toEqual([opened.slug]);
});

test('the web app manifest makes it installable, starting on the leaderboard', async ({ page }) => {
  const res = await page.request.get(`${BASE_URL}/manifest.webmanifest`);
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as {
    start_url: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    start_url: '/leaderboard',
    display: 'standalone',
    theme_color: '#0F5132',
  });
  for (const icon of manifest.icons) {
    const png = await page.request.get(`${BASE_URL}${icon.src}`);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
});

test('/fr is French for a returning visitor: the worker answers it with the French page', async ({ page }) => {
  // An English browser's first visit installs the worker, which takes the page over.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const document = page.waitForResponse((res) => new URL(res.url()).pathname === '/fr' && res.request().resourceType() === 'document');
  await page.goto('/fr');
  expect((await document).fromServiceWorker(), 'the worker answers /fr').toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Menez la transformation');
  await expect(page.getByText('Page not found')).toHaveCount(0);
});

const NOT_SAVED = 'Not saved for offline use yet; it will load when you are back online.';

test('offline, a screen never opened says it is not saved yet, and loads when the network returns', async ({ page, context }) => {
  test.setTimeout(120_000);
  const user = await createUser(page.request);
  await signInContext(page, user);
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await savedReads(page, ['/api/session', '/api/leaderboard']);

  // The screen's code comes from the precache; its read was never saved: it says so, with the offline line.
  await context.setOffline(true);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Webinars and events' })).toBeVisible();
  await expect(page.getByText(NOT_SAVED)).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByText('Something went wrong.')).toHaveCount(0);

  // Back online, it loads by itself.
  await context.setOffline(false);
  await expect(page.getByText(NOT_SAVED)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /upcoming/i })).toBeVisible();
});

test('offline before the worker controls the page, a screen not yet fetched says it is not saved, then loads online', async ({ browser }) => {
  test.setTimeout(120_000);
  // No worker at all: the page's own first visit, before the first worker has taken it over.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const user = await createUser(page.request);
  await signInContext(page, user);
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Events' }).click();
  await expect(page.getByText(NOT_SAVED)).toBeVisible();
  await expect(page.getByText('Something went wrong.')).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  // The network returns: the page loads again by itself, and the screen opens.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Webinars and events' })).toBeVisible();
  await expect(page.getByText(NOT_SAVED)).toHaveCount(0);
  await context.close();
});

test("a learner's saved reads are cleared when their session ends without a sign-out, never shown to the next", async ({ page, context }) => {
  test.setTimeout(120_000);
  const savedPaths = () => page.evaluate(async () => (await (await caches.open('lv-api-v1')).keys()).map((request) => new URL(request.url).pathname));
  const first = await createUser(page.request);
  await signInContext(page, first);
  await page.goto('/impact-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Impact log' })).toBeVisible();
  await savedReads(page, ['/api/session', '/api/me/impact']);

  // The session ends as by expiry or revocation: the page is not told, the cookie is simply gone.
  await context.clearCookies();
  await page.goto('/knowledge-base');
  // The next online session answer names nobody: the first learner's reads are gone.
  await expect.poll(async () => (await savedPaths()).filter((path) => path.startsWith('/api/me'))).toEqual([]);

  // A second learner on the same phone, offline: nothing of the first is shown.
  const second = await createUser(page.request);
  await signInContext(page, second);
  await page.goto('/leaderboard');
  await savedReads(page, ['/api/session']);
  await context.setOffline(true);
  await page.goto('/impact-log');
  await expect(page.getByText(NOT_SAVED)).toBeVisible();
  const session = await page.evaluate(
    async () =>
      (await (
        await (await caches.open('lv-api-v1')).match(new URL('/api/session', location.origin).href)
      )?.json()) as { user: { email: string } | null },
  );
  expect(session.user?.email).toBe(second.email);
});
