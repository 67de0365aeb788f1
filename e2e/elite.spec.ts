import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { insertCompletedEnrolment } from './support/db';
import { BASE_URL } from './support/env';
import { createUser, signInContext } from './support/users';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a learner with a completed journey who reaches 5,001 XP gets the elite mark on their public profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const learner = await createUser(page.request);
  const learnerId = insertCompletedEnrolment(learner.email);
  const adminUser = await createUser(page.request, { role: 'admin' });

  const visitor = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
  });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/users/${learnerId}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: learner.name })).toBeVisible();
  await expect(visitorPage.getByTestId('elite-mark')).toHaveCount(0);

  // The admin's XP adjustment is the award that brings Level 4: the elite certificate is issued in it.
  await signInContext(page, adminUser);
  const res = await page.request.post(`${BASE_URL}/api/admin/users/${learnerId}/xp`, {
    data: { points: 5_001, reason: 'Pilot programme points carried over' },
    headers: { origin: BASE_URL },
  });
  expect(res.status()).toBe(200);

  await visitorPage.reload();
  const mark = visitorPage.getByTestId('elite-mark');
  await expect(mark).toBeVisible();
  await expect(
    mark.getByRole('heading', { name: 'Elite certified · Transformation Leader' }),
  ).toBeVisible();
  await expect(visitorPage.getByText('Level 4 · Transformation Leader')).toBeVisible();
  await expectNoAxeViolations(visitorPage);

  await mark.getByRole('link', { name: 'Check the elite certificate' }).click();
  await expect(visitorPage).toHaveURL(/\/verify\/[A-Za-z0-9_-]{22}$/);
  await expect(visitorPage.getByText('✓ Valid certificate')).toBeVisible();
  await expect(
    visitorPage.getByText('Elite certification · Level 4, Transformation Leader'),
  ).toBeVisible();
  await expect(visitorPage.getByText('5,001 XP')).toBeVisible();
  await visitor.close();
});
