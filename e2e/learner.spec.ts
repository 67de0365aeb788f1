import { expect, test, type Page } from '@playwright/test';
import { latestMail, linkIn } from './support/db';
import { BASE_URL } from './support/env';
import { createUser, signInContext } from './support/users';

/** Screenshots for a look at the screens: `SCREENSHOTS=/tmp/dir`. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`learner area (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test('sign-up and first sign-in land on /welcome, onboarding earns 50 XP once and keeps the answers', async ({ page }) => {
      test.setTimeout(180_000);
      const email = `learner.${viewport.name}.${Date.now()}@example.test`;
      const password = 'e2e-password-123';
      await page.goto('/auth?mode=signup');
      await page.getByLabel('Name').fill('Thandiwe Moyo');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Start your journey' }).click();
      await expect(page.getByText('Check your inbox')).toBeVisible();
      await page.goto(linkIn((await latestMail(email))!.text));

      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Thandiwe!' })).toBeVisible();
      await expect(page.getByText('+50 XP for Onboarding Complete')).toBeVisible();
      await shoot(page, `welcome-${viewport.name}`);
      await page.getByRole('link', { name: 'Set up your Team Blueprint' }).click();

      await expect(page).toHaveURL(/\/onboarding$/);
      const answers = ['11 to 20', '6 months', 'Team Silos', 'Collaboration', 'No'];
      for (const [i, answer] of answers.entries()) {
        await expect(page.getByText(`Step ${i + 1} of 5`)).toBeVisible();
        const next = page.getByRole('button', { name: i === 4 ? 'Complete' : 'Continue' });
        await expect(next).toBeDisabled();
        await page.getByLabel(answer, { exact: true }).check();
        if (i === 0) await shoot(page, `onboarding-step-${viewport.name}`);
        await next.click();
      }
      await expect(page.getByText('Onboarding complete')).toBeVisible();
      await expect(page.getByText('You earned 50 XP')).toBeVisible();
      await expect(page.getByText(/We recommend Kwame's Path/)).toBeVisible();
      await expect(page.locator('header').getByText(/^50 XP/).first()).toBeVisible();
      await shoot(page, `onboarding-done-${viewport.name}`);

      // Re-visiting shows the saved answers; submitting again earns nothing more.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Your Team Blueprint is saved' })).toBeVisible();
      await expect(page.getByText('Team Silos', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Edit answers' }).click();
      await expect(page.getByLabel('11 to 20', { exact: true })).toBeChecked();
      for (let i = 0; i < 5; i++) await page.getByRole('button', { name: i === 4 ? 'Complete' : 'Continue' }).click();
      await expect(page.getByText('Onboarding Complete: +50 XP earned')).toBeVisible();
      const points = (await (await page.request.get('/api/me/points')).json()) as { points: number };
      expect(points.points).toBe(50);

      // A later sign-in goes straight on, not to /welcome again.
      const fresh = await page.context().browser()!.newContext({ baseURL: BASE_URL, viewport: viewport.size });
      const second = await fresh.newPage();
      await second.goto('/auth');
      await second.getByLabel('Email').fill(email);
      await second.getByLabel('Password').fill(password);
      await second.getByRole('button', { name: 'Sign in' }).click();
      await expect(second).toHaveURL(/\/leaderboard$/);
      await fresh.close();
    });

    test('a learner who never saw /welcome is led there by their first sign-in', async ({ page }) => {
      const user = await createUser(page.request, { welcomed: false });
      // createUser's verification link signed this context in: start signed out.
      await page.context().clearCookies();
      await page.goto('/auth');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    });

    test('profile edit with the DISC modal shows on the public profile', async ({ page }) => {
      const user = await createUser(page.request);
      await signInContext(page, user);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill('Amina Okafor');
      await page.getByLabel('Photo URL').fill('http://example.com/me.png');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByText('Enter a photo URL starting with https://')).toBeVisible();
      await page.getByLabel('Photo URL').fill('');
      await page.getByLabel('Bio').fill('I lead a team of 12 in Lagos.\nWe ship every week.');
      await page.getByLabel('Country').selectOption('NG');
      await page.getByLabel('Timezone').selectOption('Africa/Lagos');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByText('Your profile is saved.')).toBeVisible();

      await page.getByRole('button', { name: 'Choose personality type' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your personality type' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio')).toHaveCount(4);
      await dialog.getByRole('radio', { name: /Influence/ }).check();
      await shoot(page, `personality-${viewport.name}`);
      await dialog.getByRole('button', { name: 'Save personality type' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Change personality type' })).toBeFocused();
      await expect(page.getByText('Outgoing and persuasive', { exact: false })).toBeVisible();
      await shoot(page, `profile-${viewport.name}`);

      await page.getByRole('link', { name: 'View your public profile' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Amina Okafor' })).toBeVisible();
      await expect(page.getByText('Nigeria')).toBeVisible();
      await expect(page.getByTestId('profile-bio')).toHaveText('I lead a team of 12 in Lagos.\nWe ship every week.');
      await expect(page.getByText('Influence', { exact: true })).toBeVisible();
      await shoot(page, `public-profile-${viewport.name}`);
    });

    test('impact entries are created, edited and deleted, and the weekly reflection earns 60 XP once', async ({ page }) => {
      const user = await createUser(page.request);
      await signInContext(page, user);
      await page.goto('/impact-log');
      await expect(page.getByText('No entries yet.')).toBeVisible();

      await page.getByRole('button', { name: 'New entry' }).click();
      const form = page.getByRole('dialog', { name: 'New impact entry' });
      await form.getByLabel('Title').fill('Shorter stand-ups');
      await form.getByLabel('What changed at work').fill('We cut the daily stand-up to 15 minutes.');
      await form.getByLabel('Add a measured effect').check();
      await form.getByLabel('What you measured').fill('Minutes per stand-up');
      await form.getByLabel('Before').fill('45');
      await form.getByLabel('After').fill('15');
      await form.getByLabel('Everyone on my public profile').check();
      await shoot(page, `impact-form-${viewport.name}`);
      await form.getByRole('button', { name: 'Add entry' }).click();
      await expect(form).toBeHidden();
      const entries = page.getByTestId('impact-entry');
      await expect(entries).toHaveCount(1);
      await expect(entries.first()).toContainText('Minutes per stand-up:');
      await expect(entries.first()).toContainText('(-66.7%)');

      await page.getByRole('button', { name: 'Edit Shorter stand-ups' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit entry' });
      await edit.getByLabel('Title').fill('Fifteen-minute stand-ups');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Entry saved.')).toBeVisible();
      await expect(entries.first()).toContainText('Fifteen-minute stand-ups');

      await page.getByRole('button', { name: 'New entry' }).click();
      await page.getByRole('dialog', { name: 'New impact entry' }).getByLabel('Title').fill('To be removed');
      await page.getByRole('dialog', { name: 'New impact entry' }).getByRole('button', { name: 'Add entry' }).click();
      await expect(entries).toHaveCount(2);
      await page.getByRole('button', { name: 'Delete To be removed' }).click();
      await page.getByRole('dialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete entry' }).click();
      await expect(page.getByText('Entry deleted.')).toBeVisible();
      await expect(entries).toHaveCount(1);

      await page.getByRole('button', { name: 'Submit Weekly Reflection' }).click();
      await page.getByLabel('What did you learn or change this week?').fill('I delegated the sprint review.');
      await page.getByRole('button', { name: 'Submit Weekly Reflection (+60 XP)' }).click();
      await expect(page.getByText('Done. You earned 60 XP')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit Weekly Reflection' })).toHaveCount(0);
      await expect(page.getByText('Weekly reflection', { exact: true })).toBeVisible();
      await shoot(page, `impact-log-${viewport.name}`);
      await page.reload();
      await expect(page.getByText('Done this week: +60 XP earned')).toBeVisible();
      const again = await page.request.post('/api/me/impact/reflections', { data: { title: 'Again', description: 'Twice?', visibility: 'private' }, headers: { origin: BASE_URL } });
      expect(again.status()).toBe(409);
      const points = (await (await page.request.get('/api/me/points')).json()) as { points: number };
      expect(points.points).toBe(60);
    });
  });
}
