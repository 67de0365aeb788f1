import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { createUser, signInContext } from './support/users';

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

const REFLECTION =
  'I will show my team how I plan the week in the shared calendar, and ask what slows them down.';

test.use({ viewport: { width: 390, height: 844 } });

test('a learner crossing 501 XP sees the level-up moment once, shares it, and finds the level path on /points', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const learner = await createUser(page.request, { membershipStatus: 'paid' });
  await signInContext(page, learner);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };

  // 450 XP from an admin, for work done outside the platform: still Level 1, Explorer.
  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await createUser(adminContext.request, { role: 'admin' });
  await signInContext(await adminContext.newPage(), admin);
  const award = await adminContext.request.post(`/api/admin/users/${me.user.id}/xp`, {
    data: { points: 450, reason: 'Ran the regional planning workshop' },
    headers: { origin: BASE_URL },
  });
  expect(award.status()).toBe(200);
  await adminContext.close();

  // Enrol, then complete the first module: 100 XP more crosses 500.
  await page.goto('/journeys');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: "Enrol in Amara's Path" })
    .click();
  await expect(page).toHaveURL(/\/journeys\/amara$/);
  const chip = page
    .locator('header')
    .getByText(/\d[\d,]* XP/)
    .first();
  await expect(chip).toHaveText(/^450 XP/);
  await expect(page.getByTestId('moment')).toHaveCount(0);
  await page.getByRole('link', { name: 'Start the first module' }).click();
  await page.getByRole('region', { name: 'Reflection' }).getByRole('textbox').fill(REFLECTION);
  await page.getByRole('button', { name: 'Complete module (+100 XP)' }).click();

  const moment = page.getByRole('region', { name: 'New level: Impact Builder' });
  await expect(moment).toBeVisible();
  await expect(moment).toContainText('You reached level 2.');
  await expect(moment).toContainText('Coming for this level: Group challenges with your village.');
  await expect(chip).toHaveText(/^550 XP/);
  await expect(page.locator('header').getByText('Lv 2')).toBeVisible();
  await expect(page.locator('header').getByTestId('chip-streak')).toHaveText('1');
  await expectNoAxeViolations(page, 'level-up moment at 390 px');

  // Shared as a link to the public profile (this browser has no share sheet: the link is copied).
  await moment.getByRole('button', { name: /^(Share|Copy link to share)$/ }).click();
  const profile = `${BASE_URL}/users/${me.user.id}`;
  if (await moment.getByText(/^Link copied/).isVisible()) {
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(profile);
  }
  await moment.getByRole('button', { name: 'Continue' }).click();
  await expect(moment).toHaveCount(0);

  // Once: a reload shows it no more.
  await page.reload();
  await expect(chip).toHaveText(/^550 XP/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('moment')).toHaveCount(0);

  // The points screen: the level path with what each level unlocks, and the streak calendar.
  await page.goto('/points');
  const path = page.getByRole('region', { name: 'Level path' });
  await expect(path.getByRole('listitem').filter({ hasText: 'You are here' })).toContainText(
    'Impact Builder',
  );
  await expect(path).toContainText('Not open yet');
  await expect(
    path.getByRole('link', { name: 'Logging mentoring sessions as the mentor' }),
  ).toHaveAttribute('href', '/mentoring');
  const calendar = page.getByRole('region', { name: 'Streak calendar' });
  await expect(calendar).toContainText('XP on 1 day of the last 8 weeks');
  await expect(calendar.locator('[data-xp-day]')).toHaveCount(1);
  await expect(page.getByRole('table', { name: /XP for each action/ })).toBeVisible();
  await expectNoAxeViolations(page, '/points at 390 px');
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
});

test('the upgrade page sells only what is built, and the ecosystem cards say which spaces are not open yet', async ({
  page,
}) => {
  const learner = await createUser(page.request);
  await signInContext(page, learner);
  await page.goto('/upgrade');
  await expect(
    page.getByText('Upgrade to a paid membership to unlock the points system.'),
  ).toBeVisible();
  for (const unbuilt of ['Transformation Partner', 'Book Club', 'Peer-to-Peer Circles']) {
    await expect(page.getByRole('main').getByText(unbuilt)).toHaveCount(0);
  }
  await expectNoAxeViolations(page, '/upgrade at 390 px');
  await page.goto('/#ecosystem');
  const ecosystem = page.locator('#ecosystem');
  await expect(ecosystem.getByRole('listitem').filter({ hasText: 'Book Club' })).toContainText(
    'Not open yet',
  );
  await expect(ecosystem.getByRole('link', { name: 'Impact Log' })).toHaveAttribute(
    'href',
    '/impact-log',
  );
});
