import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { createUser, signInContext } from './support/users';
import { LEARNER_XSS_PAYLOADS } from './support/xss-corpus-learner';

const headers = { origin: BASE_URL };

/** Fails the test when a payload ran: the flag, or any dialog it opened. */
async function expectNoScriptRan(page: Page, where: string) {
  // Give event-handler payloads (onerror, onload, autofocus) a moment to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), `script ran on ${where}`).toBeUndefined();
}

test('the XSS corpus has at least 50 payloads, each setting window.__xss', () => {
  expect(LEARNER_XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  for (const payload of LEARNER_XSS_PAYLOADS) expect(payload).toContain('__xss');
});

test('names, bios and impact entries never run script on /users/:id and /impact-log', async ({ page, browser }) => {
  test.setTimeout(720_000);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const user = await createUser(page.request);
  await signInContext(page, user);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };

  // Every payload as an impact entry (title and description), all public.
  for (const [i, payload] of LEARNER_XSS_PAYLOADS.entries()) {
    const res = await page.request.post('/api/me/impact', {
      data: { title: payload.slice(0, 120), description: payload, day: '2026-11-01', effect: { metric: payload.slice(0, 80), before: i, after: i + 1 }, visibility: 'public' },
      headers,
    });
    expect(res.status(), payload).toBe(201);
  }

  // The log, page by page, rendered for its owner.
  const pages = Math.ceil(LEARNER_XSS_PAYLOADS.length / 10);
  for (let p = 1; p <= pages; p++) {
    await page.goto(`/impact-log?page=${p}`);
    await expect(page.getByTestId('impact-entry').first()).toBeVisible();
    await expectNoScriptRan(page, `/impact-log?page=${p}`);
  }
  // The text is shown as text.
  await page.goto(`/impact-log?page=${pages}`);
  await expect(page.getByText(LEARNER_XSS_PAYLOADS[0]!, { exact: true }).first()).toBeVisible();

  // Each payload as the name and bio, on the public profile seen by a visitor.
  const visitor = await browser.newPage({ baseURL: BASE_URL });
  visitor.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  for (const payload of LEARNER_XSS_PAYLOADS) {
    const res = await page.request.patch('/api/me/profile', { data: { name: payload.slice(0, 80), bio: payload }, headers });
    expect(res.status(), payload).toBe(200);
    await visitor.goto(`/users/${me.user.id}`);
    await expect(visitor.getByTestId('profile-bio')).toBeVisible();
    await expectNoScriptRan(visitor, `/users/:id with ${payload}`);
  }
  await expect(visitor.getByTestId('profile-bio')).toHaveText(LEARNER_XSS_PAYLOADS.at(-1)!);
  await visitor.close();
  expect(dialogs).toEqual([]);
});
