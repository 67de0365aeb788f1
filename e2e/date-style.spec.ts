import { expect, test } from '@playwright/test';
import { TIME_ZONE_COOKIE } from '@lv/domain';
import { BASE_URL } from './support/env';
import { createUser, signInContext } from './support/users';

/**
 * English dates follow the reader's own English, day first unless their browser says en-US
 * (issue 35 item 6): the server's rendered page and the browser's render write the same date, so
 * the page hydrates as sent.
 */

const ZONE = 'Africa/Lagos';

for (const [locale, written] of [
  ['en-GB', '2 Nov 2026'],
  ['en-US', 'Nov 2, 2026'],
] as const) {
  test(`a ${locale} reader's CPD record writes its date as ${written}, on the server and in the browser`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale, timezoneId: ZONE, serviceWorkers: 'block' });
    await context.addCookies([
      { name: TIME_ZONE_COOKIE, value: encodeURIComponent(ZONE), url: BASE_URL },
    ]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text().slice(0, 200));
    });
    page.on('pageerror', (error) => errors.push(error.message.slice(0, 200)));
    await signInContext(page, await createUser(context.request));
    const added = await page.request.post(`${BASE_URL}/api/me/cpd`, {
      data: {
        title: 'Day-first course',
        provider: 'Strathmore',
        startDate: '2026-11-02',
        minutes: 60,
        evidence: null,
      },
      headers: { origin: BASE_URL },
    });
    expect(added.status()).toBe(201);

    const sent = await page.goto('/cpd');
    expect(await sent!.text()).toContain(written);
    const entry = page.getByTestId('cpd-entry').filter({ hasText: 'Day-first course' });
    await expect(entry).toContainText(written);
    // React took the sent HTML over: no hydration mismatch.
    await page.waitForFunction(() => {
      const first = document.getElementById('root')?.firstElementChild;
      return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
    });
    expect(errors).toEqual([]);
    await context.close();
  });
}
