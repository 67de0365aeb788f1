import { expect, test } from '@playwright/test';
import { updateUser } from './support/db';
import { BASE_URL } from './support/env';
import { blueprintLeadsOf } from './support/landing';
import { createUser, signInContext } from './support/users';
import { expectNoAxeViolations } from './support/axe';

test.use({ reducedMotion: 'reduce' });

test('a visitor sees the header, every section anchor and the hero figures; axe finds nothing', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Main', exact: true });
  for (const [label, href] of [['Journeys', '#journeys'], ['Gamification', '#gamification'], ['Results', '#results'], ['Ecosystem', '#ecosystem'], ['FAQ', '/knowledge-base']]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  for (const id of ['journeys', 'gamification', 'results', 'ecosystem', 'pathfinder', 'onboarding']) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  await expect(page.getByRole('link', { name: 'Start Your Journey (+50 XP)' })).toHaveAttribute('href', '/auth?mode=signup');
  await expect(page.getByTestId('lives-counter')).toHaveText('1,000,000');
  await expect(page.getByRole('progressbar', { name: 'Active leaders' })).toHaveAttribute('aria-valuetext', '2,453 of 100,000');
  await expect(page.getByRole('heading', { name: 'Top Transformation Leaders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leadership Board' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Begin the Transformation' })).toHaveAttribute('href', '#onboarding');
  // Results and ecosystem.
  for (const claim of ['$10M+', '+32%', '-28%', '79%']) await expect(page.locator('#results').getByText(claim, { exact: true })).toBeVisible();
  await expect(page.locator('#ecosystem [data-locked]')).toHaveCount(3);
  await expect(page.locator('#ecosystem').getByText('Premium', { exact: true })).toHaveCount(3);
  // Badges: percentages as in the spec.
  for (const [name, value] of [['Data Master', '75%'], ['Change Champion', '40%'], ['Leadership Excellence', '60%'], ['Transformation Catalyst', '20%']]) {
    await expect(page.locator('#gamification li', { hasText: name! }).getByText(value!, { exact: true })).toBeVisible();
  }
  // The header turns solid after 20px of scrolling.
  await expect(header).toHaveClass(/bg-transparent/);
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveClass(/bg-white/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page, 'landing page');
});

test('the header is solid when the page opens scrolled to a section', async ({ page }) => {
  await page.goto('/#pathfinder');
  await expect(page.getByRole('banner')).toHaveClass(/bg-white/);
});

test('Book Appointment scrolls to the Pathfinder section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(/#pathfinder$/);
  await expect(page.getByRole('heading', { name: 'Book your Pathfinder session' })).toBeInViewport();
});

test('a free learner sees Dashboard and Upgrade; a paid member Dashboard only and undimmed premium cards', async ({ page }) => {
  const user = await createUser(page.request);
  await signInContext(page, user);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' }).first()).toHaveAttribute('href', '/leaderboard');
  await expect(header.getByRole('link', { name: 'Upgrade' }).first()).toHaveAttribute('href', '/upgrade');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  updateUser(user.email, { membershipStatus: 'paid' });
  await page.reload();
  await expect(header.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await expect(page.locator('#ecosystem [data-locked]')).toHaveCount(0);
  await expect(page.locator('#ecosystem').getByText('Premium', { exact: true })).toHaveCount(0);
});

test('Team Blueprint with the keyboard: disabled until answered, toast, recommended card, lead attached at sign-up', async ({ page }) => {
  await page.goto('/#onboarding');
  const form = page.locator('#onboarding form');
  const next = form.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await expect(form.getByText('Step 1 of 5')).toBeVisible();

  const answer = async (option: string) => {
    await form.getByLabel(option, { exact: true }).focus();
    await page.keyboard.press('Space');
  };
  await answer('11 to 20');
  await expect(next).toBeEnabled();
  await next.click();
  await expect(form.getByText('Step 2 of 5')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await answer('9 months');
  await page.keyboard.press('Enter');
  await answer('Resistance to Change');
  await answer('Team Silos');
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByLabel('9 months', { exact: true })).toBeChecked();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByLabel('Team Silos', { exact: true })).toBeChecked();
  await form.getByRole('button', { name: 'Continue' }).click();
  await answer('Retention');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('Step 5 of 5')).toBeVisible();
  await expect(form.getByText('100% complete')).toBeVisible();
  const complete = form.getByRole('button', { name: 'Complete' });
  await expect(complete).toBeDisabled();
  await answer('No');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/leads/blueprint'));
  await complete.click();
  expect((await saved).status()).toBe(201);

  await expect(page.getByRole('status').getByText('Onboarding complete', { exact: true })).toBeVisible();
  await expect(page.getByText("Kwame's Path").first()).toBeVisible();
  await page.getByRole('button', { name: 'View Your Custom Journey' }).click();
  const card = page.locator('#journey-kwame');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toBeFocused();
  await expect(card).toContainText('Recommended for your team');
  await expect(page.locator('#journey-amara')).toHaveAttribute('aria-pressed', 'false');
  // The toast is gone after 3 seconds.
  await expect(page.locator('[data-toast]', { hasText: 'Onboarding complete' })).toHaveCount(0, { timeout: 5_000 });

  // The same browser signs up: the blueprint belongs to the new account.
  const email = `blueprint.${Date.now()}@example.test`;
  const res = await page.request.post(`${BASE_URL}/api/auth/sign-up/email`, { data: { name: 'Blue Print', email, password: 'e2e-password-123' }, headers: { origin: BASE_URL } });
  expect(res.status()).toBe(200);
  const leads = blueprintLeadsOf(email);
  expect(leads).toHaveLength(1);
  expect(leads[0]?.recommendedPath).toBe('kwame');
  expect(JSON.parse(leads[0]!.answers)).toMatchObject({ teamSize: '11 to 20', duration: '9 months', desiredOutcomes: ['Retention'], hasMentors: 'No' });
});

test('journey cards are selectable and the custom consultation is an external link', async ({ page }) => {
  await page.goto('/#journeys');
  for (const title of ["Amara's Path", "Kwame's Path", 'Custom Path']) await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await page.locator('#journey-custom').click();
  await expect(page.locator('#journey-custom')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#journey-custom')).toContainText('Flexible');
  await expect(page.locator('#journey-amara')).toContainText('6-month');
  await expect(page.locator('#journey-kwame')).toContainText('9-month');
  const link = page.getByRole('link', { name: /Book a custom-journey consultation/ });
  await expect(link).toHaveAttribute('href', 'https://leadvillage.africa/book/custom-journey');
  await expect(link).toHaveAttribute('target', '_blank');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile menu shows the 50 XP badge, and nothing overflows sideways', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const menu = page.locator('#landing-menu');
    // The prerendered Menu button answers once the page has hydrated (its JavaScript loads after the first paint).
    await expect(async () => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(menu).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(menu.getByText('50 XP')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await menu.getByRole('link', { name: 'Gamification' }).click();
    await expect(menu).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'landing page on a phone');
  });
});
