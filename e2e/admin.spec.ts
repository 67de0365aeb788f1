import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { updateUser } from './support/db';
import { createUser, signInContext } from './support/users';

test('an admin finds a learner, upgrades them to paid, and the change shows in the audit log and for the learner', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await createUser(page.request);
  updateUser(admin.email, { role: 'admin' });
  const learner = await createUser(page.request);
  await signInContext(page, admin);

  // Find the learner by email on the users screen.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search by name or email').fill(learner.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole('row').filter({ hasText: learner.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Free');
  await row.getByRole('link', { name: learner.name }).click();

  // Upgrade them on their page.
  await expect(page.getByRole('heading', { level: 1, name: learner.name })).toBeVisible();
  await page.getByLabel('Membership').selectOption('paid');
  await page.getByLabel('Tier').selectOption('individual_paid');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(page.getByText('Membership changed: membership: free → paid')).toBeVisible();

  // Adjust their XP with a reason: it goes through the ledger.
  await page.getByLabel('Points').fill('150');
  await page.getByRole('button', { name: 'Adjust XP' }).click();
  await expect(page.getByText('A reason is required')).toBeVisible();
  await page.getByLabel('Reason').fill('Led the community webinar');
  await page.getByRole('button', { name: 'Adjust XP' }).click();
  await expect(page.getByText('+150 XP recorded.')).toBeVisible();
  await expect(page.getByText('Adjustment by an admin: Led the community webinar')).toBeVisible();

  // The audit log shows who did it.
  await page.goto('/admin/audit-log');
  await page.getByLabel('Action').selectOption('user.membership');
  const entry = page.getByRole('listitem').filter({ hasText: learner.name }).first();
  await expect(entry).toContainText('membership: free → paid');
  await expect(entry).toContainText(admin.name);
  await page.getByLabel('Action').selectOption('user.xp');
  await expect(page.getByRole('listitem').filter({ hasText: learner.name }).first()).toContainText(admin.name);

  // The learner sees it at once: the paid-only points screen opens, with no Upgrade button.
  const context = await browser.newContext();
  const learnerPage = await context.newPage();
  await signInContext(learnerPage, learner);
  await learnerPage.goto('/points');
  await expect(learnerPage).toHaveURL(/\/points$/);
  await expect(learnerPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(learnerPage.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await expect(learnerPage.getByText('Led the community webinar')).toBeVisible();
  await expect(learnerPage.locator('header').getByText(/^150 XP/)).toBeVisible();
  await context.close();
});

test('an admin cannot demote or deactivate themselves, and sees why', async ({ page }) => {
  const admin = await createUser(page.request);
  updateUser(admin.email, { role: 'admin' });
  await signInContext(page, admin);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  await page.goto(`/admin/user/${me.user.id}`);
  await expect(page.getByText('This is your own account: you cannot remove your admin role or deactivate yourself.')).toBeVisible();
  await expect(page.getByLabel('Role')).toBeDisabled();
  await expect(page.getByLabel('Account status')).toBeDisabled();
});

test('settings show the domain messages and refuse a private webhook', async ({ page }) => {
  const admin = await createUser(page.request);
  updateUser(admin.email, { role: 'admin' });
  await signInContext(page, admin);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin settings' })).toBeVisible();
  await page.getByLabel('Sales email').fill('not-an-email');
  await page.getByLabel('Booking webhook').fill('https://127.0.0.1/hook');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Must be a public internet address')).toBeVisible();
  await expect(page.getByText('Session signing secret')).toBeVisible();
});

test('the admin screens have no accessibility violations (axe, WCAG 2 A/AA)', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await createUser(page.request);
  updateUser(admin.email, { role: 'admin' });
  await createUser(page.request);
  await signInContext(page, admin);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  for (const path of ['/admin', '/admin/users', `/admin/user/${me.user.id}`, '/admin/settings', '/admin/audit-log', '/admin/outbox']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  }
});
