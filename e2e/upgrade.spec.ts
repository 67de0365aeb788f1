import { expect, test } from '@playwright/test';
import Sqlite from 'better-sqlite3';
import { DB_FILE } from './support/env';
import { useStripeJsDouble } from './support/stripe-js-double';
import { createUser, signInContext } from './support/users';

function membershipOf(email: string): { membershipStatus: string; transformationTier: string | null } {
  const db = new Sqlite(DB_FILE, { readonly: true });
  try {
    return db.prepare('select "membershipStatus", "transformationTier" from users where email = ?').get(email) as { membershipStatus: string; transformationTier: string | null };
  } finally {
    db.close();
  }
}

test('a free learner upgrades by card and reaches /points', async ({ page }) => {
  const stripeJs = await useStripeJsDouble(page);
  const user = await createUser(page.request);
  await signInContext(page, user);

  await page.goto('/points');
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Individual, $49.00' })).toBeChecked();
  expect(stripeJs.scriptRequests).toEqual([]); // Stripe.js only when paying

  await page.getByRole('button', { name: 'Continue to payment: $49.00' }).click();
  const card = page.getByLabel('Card number');
  await expect(card).toBeVisible();
  expect(stripeJs.scriptRequests[0]).toMatch(/^https:\/\/js\.stripe\.com\//);

  // A declined card first: a clear message, nothing changes.
  await card.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $49.00' }).click();
  // The form's own alert (the page's toast regions are live regions too).
  await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('alert')).toHaveText('Your card was declined.');
  expect(membershipOf(user.email).membershipStatus).toBe('free');

  await card.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $49.00' }).click();
  await expect(page.getByText('Payment received: your membership is now paid')).toBeVisible();
  expect(membershipOf(user.email)).toEqual({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
  await expect(page.getByRole('link', { name: 'Upgrade', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Open your points' }).click();
  await expect(page).toHaveURL(/\/points$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Points system' })).toBeVisible();
});

test('a paid member is told the membership is already paid', async ({ page }) => {
  const user = await createUser(page.request, { membershipStatus: 'paid' });
  await signInContext(page, user);
  await page.goto('/upgrade');
  await expect(page.getByText('Your membership is paid')).toBeVisible();
  await expect(page.getByRole('button', { name: /Continue to payment/ })).toHaveCount(0);
});
