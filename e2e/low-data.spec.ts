import { expect, test } from '@playwright/test';
import { createUser, signInContext } from './support/users';

/**
 * Low data (ADR 017) with the service worker in the way: API reads carry an ETag, a revalidation
 * answers 304 with no body, and the worker's saved copy (which needs a body) is never replaced by
 * it, so the screen still opens offline afterwards.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

test('a 304 passes through the service worker without spoiling its saved copy', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(page.request);
  await signInContext(page, user);
  await page.goto('/impact-log');
  await expect(page.getByText('No entries yet.')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The impact log's own read, once the worker has saved it. Polled from here: waitForFunction with
  // an async predicate at times resolved with the predicate's `false`, and the page then read `/false`.
  const savedUrl = () =>
    page.evaluate(async () => {
      const keys = await (await caches.open('lv-api-v1')).keys();
      return keys.map((r) => r.url).find((url) => new URL(url).pathname === '/api/me/impact') ?? '';
    });
  await expect.poll(savedUrl).toMatch(/\/api\/me\/impact\?/);
  const url = await savedUrl();

  // cache: 'no-store' keeps the browser's own HTTP cache out of it (it would answer or revalidate
  // for the page and merge headers): what is checked is the server's answer through the worker.
  const seen = await page.evaluate(async (read) => {
    const first = await fetch(read, { cache: 'no-store' });
    const etag = first.headers.get('etag') ?? '';
    const body = await first.text();
    const conditional = await fetch(read, {
      cache: 'no-store',
      headers: { 'if-none-match': etag },
    });
    const again = await fetch(read, { cache: 'no-store' });
    const saved = await (await caches.open('lv-api-v1')).match(read);
    return {
      etag,
      cacheControl: first.headers.get('cache-control'),
      body,
      conditional: { status: conditional.status, body: await conditional.text() },
      again: { status: again.status, body: await again.text() },
      saved: saved ? { status: saved.status, body: await saved.text() } : null,
    };
  }, url);
  expect(seen.etag).toMatch(/^W\/"/);
  expect(seen.cacheControl).toBe('private, no-cache');
  expect(seen.conditional).toEqual({ status: 304, body: '' });
  // A plain read after it still gets the whole answer, and the saved copy is still the 200 with its body.
  expect(seen.again).toEqual({ status: 200, body: seen.body });
  expect(seen.saved).toEqual({ status: 200, body: seen.body });

  // Reloaded online (the browser revalidates) and then offline (the saved copy): the screen renders.
  await page.reload();
  await expect(page.getByText('No entries yet.')).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Impact log' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText(
    'Offline — showing what was saved at',
  );
  await expect(page.getByText('No entries yet.')).toBeVisible();
});
