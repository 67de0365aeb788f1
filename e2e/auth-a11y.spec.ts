import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/** Every mode of /auth, reached by URL, with the form's first field or heading as the sign it has rendered. */
const MODES = [
  { label: 'sign in', path: '/auth', ready: 'Password' },
  { label: 'sign up (Start your journey)', path: '/auth?mode=signup', ready: 'Name' },
  { label: 'forgot password', path: '/auth?mode=forgot', ready: 'Email' },
  { label: 'email me a sign-in link', path: '/auth?mode=magic', ready: 'Email' },
  { label: 'reset password (from a mailed link)', path: '/auth?mode=reset&token=not-a-real-token', ready: 'New password' },
] as const;

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test.describe(`/auth at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const mode of MODES) {
      test(`axe finds nothing on ${mode.label}`, async ({ page }) => {
        await page.goto(mode.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByLabel(mode.ready, { exact: true }).first()).toBeVisible();
        await expectNoAxeViolations(page, `/auth ${mode.label}`);
      });
    }
  });
}

test('axe finds nothing on /auth with a sign-in error shown, nor after a tab switch', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page, '/auth sign-in error');

  await page.getByRole('navigation', { name: 'Sign in or sign up' }).getByRole('link', { name: 'Start your journey', exact: true }).click();
  await expect(page.getByLabel('Name')).toBeVisible();
  await page.getByRole('button', { name: 'Start your journey' }).click();
  await expectNoAxeViolations(page, '/auth sign-up with field errors');
});
