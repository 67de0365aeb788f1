import { expect, test } from '@playwright/test';
import { BASE_URL } from '../e2e/support/env';
import { createUser, signInContext } from '../e2e/support/users';

test.describe('framework-mode pages with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the profile form saves, and shows the server’s message on its field', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createUser(page.request);
    await signInContext(page, user);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(user.name);

    await page.getByLabel('Photo URL').fill('http://example.com/me.png');
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Enter a photo URL starting with https://')).toBeVisible();
    await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
    // What was sent stays in the fields, and nothing was saved.
    await expect(page.getByLabel('Photo URL')).toHaveValue('http://example.com/me.png');
    await page.goto('/profile');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(user.name);

    await page.getByLabel('Bio').fill('I lead a team of 12 in Lagos.');
    await page.getByLabel('Country').selectOption('NG');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByLabel('Bio')).toHaveValue('I lead a team of 12 in Lagos.');
    await expect(page.getByLabel('Country')).toHaveValue('NG');
  });

  test('the leaderboard is rendered with its data, a visitor is sent to sign in, /fr is French', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/leaderboard');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fleaderboard$/);
    const user = await createUser(page.request);
    await signInContext(page, user);
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Leadership board' })).toBeVisible();
    // The board's data came with the page: its list, not the skeleton a page without it shows.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Top leaders this week' }),
    ).toBeVisible();
    await page.goto('/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a module page is rendered with its lesson', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createUser(page.request);
    await signInContext(page, user);
    const enrolled = await page.request.put('/api/journeys/amara/enrolment', {
      headers: { origin: BASE_URL },
    });
    expect(enrolled.ok()).toBe(true);
    const modulePath = '/journeys/amara/modules/digital-confidence-starts-with-you';
    const lesson = (await (await page.request.get(`/api${modulePath}`)).json()) as {
      title: string;
    };
    await page.goto(modulePath);
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await expect(page).toHaveTitle(`${lesson.title} · LeadVillage`);
  });
});

test('with JavaScript the profile form saves through the route’s action, with no console error', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const user = await createUser(page.request);
  await signInContext(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByLabel('Bio').fill('We ship every week.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  expect(problems).toEqual([]);
});
