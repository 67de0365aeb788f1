import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { BASE_URL } from './support/env';
import { createUser, signInContext } from './support/users';

test('an admin award shows on the learner’s open page without reload; signing out clears it', async ({ page, browser }) => {
  const learner = await createUser(page.request);
  await signInContext(page, learner);
  await page.goto('/leaderboard');
  const chip = page.locator('header').getByText(/\d[\d,]* XP/).first();
  await expect(chip).toHaveText(/^0 XP/);

  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await createUser(adminContext.request, { role: 'admin' });
  await signInContext(await adminContext.newPage(), admin);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const award = await adminContext.request.post(`/api/admin/users/${me.user.id}/xp`, {
    data: { points: 120, reason: 'Hosted the webinar' },
    headers: { origin: BASE_URL },
  });
  expect(award.status()).toBe(200);
  await adminContext.close();

  await expect(chip).toHaveText(/^120 XP/);
  await expect(page.getByRole('main').getByText(learner.name).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.locator('header').getByText(/\d[\d,]* XP/)).toHaveCount(0);
  expect((await page.request.get('/api/me/points/stream')).status()).toBe(401);
});

test('anyone can open a learner’s public profile; an unknown one is not found', async ({ page, browser }) => {
  const learner = await createUser(page.request);
  await signInContext(page, learner);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const visitor = await browser.newPage({ baseURL: BASE_URL });
  await visitor.goto(`/users/${me.user.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: learner.name })).toBeVisible();
  await expect(visitor.getByText('Level 1 · Explorer')).toBeVisible();
  await expect(visitor.getByRole('progressbar', { name: 'Data Master progress' })).toBeVisible();
  await visitor.goto('/users/no-such-learner');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Leader not found' })).toBeVisible();
  await visitor.close();
});

test('an admin award that unlocks a badge celebrates the level and the badge on the learner’s open /badges page', async ({ page, browser }) => {
  const learner = await createUser(page.request);
  await signInContext(page, learner);
  await page.goto('/badges');
  const panel = page.getByRole('region', { name: 'Your badges' });
  const catalyst = panel.getByRole('progressbar', { name: 'Transformation Catalyst progress' });
  await expect(catalyst).toHaveAttribute('aria-valuenow', '0');
  await expect(page.locator('header').getByText(/^0 XP/).first()).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await createUser(adminContext.request, { role: 'admin' });
  await signInContext(await adminContext.newPage(), admin);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const award = await adminContext.request.post(`/api/admin/users/${me.user.id}/xp`, {
    data: { points: 5001, reason: 'Led the company-wide transformation' },
    headers: { origin: BASE_URL },
  });
  expect(award.status()).toBe(200);
  await adminContext.close();

  // The award's two moments, one after the other (ADR 044): the badge and the level reached.
  const moment = page.getByTestId('moment');
  const seen: string[] = [];
  for (let i = 0; i < 2; i++) {
    const title = moment.getByRole('heading', { level: 2 });
    await expect(title).not.toHaveText(seen.at(-1) ?? '');
    seen.push((await title.textContent()) ?? '');
    await moment.getByRole('button', { name: 'Continue' }).click();
  }
  expect(seen.sort()).toEqual(['Badge unlocked: Transformation Catalyst', 'New level: Transformation Leader']);
  await expect(moment).toHaveCount(0);
  await expect(catalyst).toHaveAttribute('aria-valuetext', 'Unlocked');
  await expect(panel.getByText(/^Unlocked on /)).toBeVisible();

  // The unlocked badge downloads as a signed Open Badges 3.0 credential naming the learner.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Export credential for Transformation Catalyst' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('transformation-catalyst-credential.json');
  const credential = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    type: string[];
    credentialSubject: { name: string; achievement: { name: string } };
    proof: Array<{ cryptosuite: string }>;
  };
  expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(credential.credentialSubject.name).toBe(learner.name);
  expect(credential.credentialSubject.achievement.name).toBe('Transformation Catalyst');
  expect(credential.proof[0]?.cryptosuite).toBe('eddsa-rdfc-2022');
  await expect(panel.getByRole('link', { name: /^Export credential/ })).toHaveCount(1);
});
