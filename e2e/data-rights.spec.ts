import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createUser, signInContext } from './support/users';
import { expectNoAxeViolations } from './support/axe';

// Phone first: the profile's "Your data" section at a phone's width, by keyboard where it matters.
test.use({ viewport: { width: 390, height: 844 } });

test('the learner downloads their data, asks for deletion, and cancels it', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createUser(page.request);
  await signInContext(page, user);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download my data (JSON file)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await json.path(), 'utf8')) as {
    tables: { users: Array<{ email: string }> };
  };
  expect(data.tables.users[0]!.email).toBe(user.email);
  const [html] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download my data (page to read)' }).click(),
  ]);
  expect(await readFile(await html.path(), 'utf8')).toContain('<h2>Profile</h2>');

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep my account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/Keep my certificates verifiable/).check();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    section.getByText(
      /^Your account will be deleted on .+\. Until then, cancel here or simply sign in again\.$/,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Still pending after a reload; then cancelled with the keyboard.
  await page.reload();
  const cancel = page
    .getByRole('region', { name: 'Your data' })
    .getByRole('button', { name: 'Cancel the deletion' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('region', { name: 'Your data' })
      .getByRole('button', { name: 'Delete my account' }),
  ).toBeVisible();
  const answer = await page.request.get('/api/me/data/deletion');
  expect(await answer.json()).toEqual({ request: null });
});
