import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { latestMail, linkIn } from './support/db';
import { englishLeftOn, englishOnlyTexts } from './support/english-left';

/*
 * The product in French (issue 19, docs/decisions/020-i18n.md): a visitor whose browser asks for
 * French gets the French landing page, signs up, confirms from a French mail, does the onboarding
 * and reaches the leaderboard, all in French; axe finds nothing on those pages. "In French" is
 * checked against the catalogues: no text that French words differently shows in English.
 */

test.use({ locale: 'fr-FR' });

const english = englishOnlyTexts();

async function expectFrenchAndAccessible(page: Page, label: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await englishLeftOn(page, english), `${label}: texts left in English`).toEqual([]);
  // A toast fading in has not its final colours yet: let animations end first.
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${label}: axe`).toEqual([]);
}

test('a French-speaking leader signs up, onboards and reaches the leaderboard in French', async ({ page }) => {
  test.setTimeout(240_000);
  const email = `francais.${Date.now()}@example.test`;

  // The landing page, prerendered in French for a French browser.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Menez la transformation que votre équipe attend' })).toBeVisible();
  await expectFrenchAndAccessible(page, 'landing');

  // Sign-up.
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFrenchAndAccessible(page, 'sign-up');
  await page.locator('input[autocomplete="name"]').fill('Awa Diop');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill('mon-premier-parcours-1');
  await page.locator('main form button[type="submit"]').click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  await expectFrenchAndAccessible(page, 'sign-up sent');

  // The confirmation mail is in French too.
  const mail = await latestMail(email);
  expect(mail?.subject).toBe('Confirmez votre adresse e-mail pour LeadVillage');
  await page.goto(linkIn(mail!.text));
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Awa');
  await expectFrenchAndAccessible(page, 'welcome');

  // Onboarding: five steps, the first answer each time (a choice or several).
  await page.goto('/onboarding');
  for (let step = 0; step < 5; step++) {
    const answer = page.locator('main fieldset input').first();
    await expect(answer).toBeVisible();
    if (step === 0) await expectFrenchAndAccessible(page, 'onboarding');
    await answer.check();
    await page.getByRole('button', { name: step === 4 ? 'Terminer' : 'Continuer' }).click();
  }
  await expect(page.getByText(/Vous avez gagné 50/)).toBeVisible();
  await expectFrenchAndAccessible(page, 'onboarding done');
  expect(((await (await page.request.get('/api/me/points')).json()) as { points: number }).points).toBe(50);

  // The leaderboard.
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
  await expectFrenchAndAccessible(page, 'leaderboard');
});

test('the language switcher and the profile setting keep the choice', async ({ page }) => {
  // A French browser that chooses English on the landing page gets English from then on.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/knowledge-base');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
