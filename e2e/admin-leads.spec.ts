import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { insertFailedBooking, updateUser } from './support/db';
import { createUser, signInContext } from './support/users';
import { expectNoAxeViolations } from './support/axe';

test('an admin reads the dashboard charts, retries a failed booking delivery and downloads the CSV', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await createUser(page.request);
  updateUser(admin.email, { role: 'admin' });
  const tag = Date.now().toString(36);
  const bookingId = `e2e-${tag}`;
  const name = `=Retry Me ${tag}`;
  insertFailedBooking({ id: bookingId, name, email: `booker.${tag}@example.test` });
  await signInContext(page, admin);

  // The dashboard: every section, with uPlot canvases once the chart chunk has loaded.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  for (const title of ['XP awarded', 'Levels', 'Pathfinder bookings', 'ROI estimates', 'Team Blueprints', 'Paid conversions']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  const bookings = page.getByRole('region', { name: 'Pathfinder bookings' });
  await expect(bookings.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Levels' }).locator('canvas').first()).toBeVisible();
  await expect(bookings.getByText(/failed in all/)).toBeVisible();
  await expectNoAxeViolations(page, '/admin');

  // Leads and bookings, from the admin navigation.
  await page.getByRole('link', { name: 'Leads and bookings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads and bookings' })).toBeVisible();
  await page.getByLabel('Delivery status', { exact: true }).selectOption('failed');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Failed');
  await expect(card).toContainText('HTTP 502 from the webhook');
  await expectNoAxeViolations(page, '/admin/leads');

  // The CSV export of the failed bookings: quoted, and the formula-like name neutralised.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toContain('id,createdAt,name,email');
  expect(csv).toContain(`${bookingId},`);
  expect(csv).toContain(`'${name}`);
  expect(csv).toContain('"Silos, ""handoffs"""');

  // Retry: queued again, the button goes, and the audit log records who did it.
  await card.getByRole('button', { name: `Retry delivery of ${name}'s booking` }).click();
  await expect(page.getByText(`${name}'s booking is queued for delivery again.`)).toBeVisible();
  await page.getByLabel('Delivery status', { exact: true }).selectOption('');
  const after = page.getByRole('listitem').filter({ hasText: name });
  await expect(after).not.toContainText('Failed');
  await expect(after.getByRole('button', { name: /^Retry delivery of/ })).toHaveCount(0);
  await page.goto('/admin/audit-log');
  await page.getByLabel('Action').selectOption('booking.retry');
  await expect(page.getByRole('listitem').filter({ hasText: 'Booking delivery retried' }).first()).toContainText(admin.name);

  // The other tabs are keyboard reachable and accessible too.
  await page.goto('/admin/leads');
  await page.getByRole('tab', { name: 'Pathfinder bookings' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'ROI estimates' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/ROI estimates match these filters|\/ 100/).first()).toBeVisible();
  await expectNoAxeViolations(page, '/admin/leads?tab=roi');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Team Blueprints' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/Team Blueprints match these filters|Recommended:/).first()).toBeVisible();
  await expectNoAxeViolations(page, '/admin/leads?tab=blueprints');
});
