import { expect, test } from '@playwright/test';
import Sqlite from 'better-sqlite3';
import { updateUser } from './support/db';
import { DB_FILE, FAKE_PAYSTACK_PORT } from './support/env';
import { createUser, signInContext } from './support/users';
import { expectNoAxeViolations } from './support/axe';

function membershipOf(email: string): { membershipStatus: string; transformationTier: string | null } {
  const db = new Sqlite(DB_FILE, { readonly: true });
  try {
    return db.prepare('select "membershipStatus", "transformationTier" from users where email = ?').get(email) as { membershipStatus: string; transformationTier: string | null };
  } finally {
    db.close();
  }
}

// Phone first: most learners who pay with mobile money do it on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test('a free learner in Ghana sees GHS prices and mobile money, pays through Paystack and lands on /points', async ({ page }) => {
  test.slow(); // two trips to the checkout page and two axe runs
  const user = await createUser(page.request);
  updateUser(user.email, { country: 'GH' });
  await signInContext(page, user);

  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Individual, GH(S|₵)\s?750\.00$/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Corporate Leader, GH(S|₵)\s?7,500\.00$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pay with mobile money or card' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ways to pay' }).getByRole('listitem')).toHaveText(['Mobile money', 'Card']);
  await expectNoAxeViolations(page, '/upgrade in GHS');

  // Declined on Paystack's page first: back on /upgrade, told so, still free.
  const toPaystack = page.getByRole('button', { name: /^Continue to Paystack: GH(S|₵)\s?750\.00$/ });
  await toPaystack.click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${FAKE_PAYSTACK_PORT}/pay/`));
  await expect(page.getByText('GHS 750.00')).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Failed to process payment completion');
  expect(membershipOf(user.email).membershipStatus).toBe('free');
  await expectNoAxeViolations(page, '/upgrade after a declined payment');

  // Then paid with mobile money: the stand-in sends the signed webhook and redirects back.
  await toPaystack.click();
  await expect(page.getByRole('heading', { name: 'Paystack test checkout' })).toBeVisible();
  await page.getByRole('radio', { name: 'mobile money' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/points$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Points system' })).toBeVisible();
  expect(membershipOf(user.email)).toEqual({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
  await expect(page.getByRole('link', { name: 'Upgrade', exact: true })).toHaveCount(0);
});

test('a learner in the United States pays by card in US dollars, with no Paystack offer', async ({ page }) => {
  const user = await createUser(page.request);
  updateUser(user.email, { country: 'US' });
  await signInContext(page, user);
  await page.goto('/upgrade');
  await expect(page.getByRole('radio', { name: 'Individual, $49.00' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 2, name: 'Pay by card' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Continue to Paystack/ })).toHaveCount(0);
});
