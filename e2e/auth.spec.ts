import { expect, test } from '@playwright/test';
import { latestMail, linkIn } from './support/db';
import { BASE_URL } from './support/env';

test('sign up, confirm from the dev outbox, sign in and reach the leadership board', async ({ page, browser }) => {
  const email = `journey.${Date.now()}@example.test`;
  const password = 'my-first-journey-1';

  await page.goto('/');
  await page.getByRole('link', { name: /Start Your Journey/ }).first().click();
  // The hero's button opens the sign-up form itself (issue 35 item 4).
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start your journey' })).toBeVisible();
  await page.getByLabel('Name').fill('Thandiwe Moyo');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Start your journey' }).click();
  await expect(page.getByText('Check your inbox: we sent you a link to confirm your email address.')).toBeVisible();

  const mail = await latestMail(email);
  expect(mail?.subject).toContain('Confirm your email');
  await page.goto(linkIn(mail!.text));
  await expect(page).toHaveURL(/\/welcome$/);

  // A fresh browser signs in with the confirmed account.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const second = await context.newPage();
  await second.goto('/auth');
  await second.getByLabel('Email').fill(email);
  await second.getByLabel('Password').fill(password);
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second).toHaveURL(/\/leaderboard$/);
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('a wrong password gets a plain sentence that does not reveal the account', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That email and password do not match an account.')).toBeVisible();
});

test('social sign-in through an OpenID Connect provider', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Company SSO' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  const login = `sso-${Date.now()}`;
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: /continue/i }).click();
  // A first sign-in creates the account and opens the welcome screen.
  await expect(page).toHaveURL(/\/welcome$/);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(`${login}@oidc.example.test`);
});
