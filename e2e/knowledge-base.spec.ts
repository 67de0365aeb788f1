import { expect, test, type Page } from '@playwright/test';
import Sqlite from 'better-sqlite3';
import { updateUser } from './support/db';
import { BASE_URL, DB_FILE } from './support/env';
import { createUser, signInContext } from './support/users';
import { expectNoAxeViolations } from './support/axe';

test.use({ reducedMotion: 'reduce' });

/** Set KB_SHOTS_DIR to keep screenshots of the screens (for looking at them, not asserted). */
async function shot(page: Page, name: string) {
  if (process.env.KB_SHOTS_DIR) await page.screenshot({ path: `${process.env.KB_SHOTS_DIR}/${name}.png`, fullPage: true });
}

function renameUser(email: string, name: string) {
  const db = new Sqlite(DB_FILE);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update users set name = ? where email = ?').run(name, email);
  } finally {
    db.close();
  }
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`a visitor searches the FAQ and opens an answer with the keyboard (${viewport.width}px); axe finds nothing`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/knowledge-base');
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'XP, levels and streaks' })).toBeVisible();
    await shot(page, `kb-${viewport.width}`);
    await expectNoAxeViolations(page, 'knowledge base');

    const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
    await search.fill('MULTIPLIED');
    await expect(page.getByRole('status').filter({ hasText: 'matches “MULTIPLIED”' })).toBeVisible();
    const streaks = page.locator('details', { hasText: 'How do streaks work?' });
    await expect(streaks).toHaveAttribute('open', '');
    await expect(streaks.getByText(/every XP award is multiplied by 1.5/)).toBeVisible();
    await expect(page.getByText('What is LeadVillage?')).toHaveCount(0);

    await search.fill('qwertyuiop');
    await expect(page.getByText('No answers match “qwertyuiop”.', { exact: true }).first()).toBeVisible();
    await shot(page, `kb-empty-${viewport.width}`);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByText('What is LeadVillage?')).toBeVisible();

    // Keyboard: focus the question, Enter opens it.
    const question = page.locator('summary', { hasText: 'How do I earn XP?' });
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details', { hasText: 'How do I earn XP?' })).toHaveAttribute('open', '');
    await expect(page.getByText('Capstone Challenge: 250 XP')).toBeVisible();
    await shot(page, `kb-open-${viewport.width}`);
  });
}

test('an admin adds an FAQ entry, moves it up, sees it on the public page, and deletes it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await createUser(page.request);
  updateUser(admin.email, { role: 'admin' });
  await signInContext(page, admin);
  await page.goto('/admin/knowledge-base');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Knowledge base' }).first()).toHaveAttribute('aria-current', 'page');
  const question = `Can I export my data ${Date.now()}?`;

  // Add: a bad question first gets its own message, nothing is saved.
  await page.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add entry' });
  await dialog.getByLabel('Category').selectOption('Privacy');
  await dialog.getByLabel('Question').fill('Hm?');
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(dialog.getByText('Write a question of at least 5 characters')).toBeVisible();
  await expect(dialog.getByText('An answer is required')).toBeVisible();
  await dialog.getByLabel('Question').fill(question);
  // Markup in an answer is shown as text, never run.
  await dialog.getByLabel('Answer').fill('Yes. Ask support.\n\nWe answer within two working days. <img src=x onerror="window.__xss=1">');
  await shot(page, 'admin-kb-dialog');
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByText(`Added “${question}”.`)).toBeVisible();

  const privacy = page.getByRole('region', { name: 'Privacy' });
  const items = privacy.getByRole('listitem');
  await expect(items.last()).toContainText(question);
  const count = await items.count();
  await expect(privacy.getByRole('button', { name: `Move “${question}” down` })).toBeDisabled();
  await privacy.getByRole('button', { name: `Move “${question}” up` }).click();
  await expect(page.getByText(`Moved “${question}” up.`)).toBeVisible();
  await expect(items.nth(count - 2)).toContainText(question);
  await expect(items.last()).not.toContainText(question);
  await shot(page, 'admin-kb');
  await expectNoAxeViolations(page, 'admin knowledge base');

  // A visitor finds it, in its new place.
  const visitor = await browser.newPage();
  await visitor.goto(`${BASE_URL}/knowledge-base`);
  const publicPrivacy = visitor.getByRole('region', { name: 'Privacy' });
  await expect(publicPrivacy.locator('summary').nth(count - 2)).toHaveText(question);
  await publicPrivacy.locator('summary').nth(count - 2).click();
  await expect(publicPrivacy.getByText('We answer within two working days. <img src=x onerror="window.__xss=1">')).toBeVisible();
  expect(await visitor.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(publicPrivacy.locator('img')).toHaveCount(0);
  await visitor.close();

  // Delete, after a confirmation.
  await privacy.getByRole('button', { name: `Delete “${question}”` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(confirm).toContainText(question);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(items.nth(count - 2)).toContainText(question);
  await privacy.getByRole('button', { name: `Delete “${question}”` }).click();
  await page.getByRole('dialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete entry' }).click();
  await expect(page.getByText(`Deleted “${question}”.`)).toBeVisible();
  await expect(privacy.getByText(question)).toHaveCount(0);
  await expect(items).toHaveCount(count - 1);
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`the demo page: ticker names, level and ROI answers, sign-up call (${viewport.width}px); axe finds nothing`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    // A learner earns XP this week (an admin adjustment through the ledger).
    const admin = await createUser(page.request);
    updateUser(admin.email, { role: 'admin' });
    const learner = await createUser(page.request);
    const first = `Demo${viewport.width}`;
    const surname = `Zulu${Date.now()}`;
    renameUser(learner.email, `${first} ${surname}`);
    await signInContext(page, admin);
    const found = (await (await page.request.get(`${BASE_URL}/api/admin/users?q=${encodeURIComponent(learner.email)}`)).json()) as { users: Array<{ id: string }> };
    const xp = await page.request.post(`${BASE_URL}/api/admin/users/${found.users[0]!.id}/xp`, {
      data: { points: 900_000, reason: 'Demo page e2e' },
      headers: { origin: BASE_URL },
    });
    expect(xp.status()).toBeLessThan(300);

    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const visitor = await context.newPage();
    await visitor.goto(`${BASE_URL}/demo`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Demo' })).toBeVisible();
    const ticker = visitor.getByRole('list', { name: 'Top learners' });
    await expect(ticker).toContainText(`${first} Z.`);
    await expect(ticker).not.toContainText(surname);

    await visitor.getByLabel('Your XP').fill('2500');
    const level = visitor.getByTestId('level-answer');
    await expect(level).toContainText('Level 3: Change Architect');
    await expect(level).toContainText('Unlocks mentoring.');
    await expect(level).toContainText('2,501 XP to Level 4 Transformation Leader');
    await visitor.getByLabel('Your XP').fill('-5');
    await expect(visitor.getByText('Enter a number of XP from 0 to 10,000,000.')).toBeVisible();
    await visitor.getByLabel('Your XP').fill('120');
    await expect(level).toContainText('Level 1: Explorer');

    await visitor.getByLabel('Work issues due to poor leadership, miscommunication or mindset gaps').selectOption('60');
    await visitor.getByLabel('Annual cost of staff turnover or disengagement (USD)').fill('150000');
    await visitor.getByLabel('Months to prepare someone for a leadership role').selectOption('18');
    await visitor.getByLabel('Digital projects stalled due to readiness or mindset').selectOption('yes');
    await visitor.getByRole('checkbox', { name: 'Innovation / Ideas shared' }).check();
    await visitor.getByRole('checkbox', { name: 'Digital adoption' }).check();
    await expect(visitor.getByRole('checkbox', { name: 'Retention' })).toBeDisabled();
    await visitor.getByRole('button', { name: 'Calculate ROI' }).click();
    const roi = visitor.getByTestId('roi-answer');
    await expect(roi).toContainText('100');
    await expect(roi).toContainText('Critical ROI Leverage Moment');
    await expect(roi).toContainText('Massive upside – urgent to take action.');
    await expect(roi).toContainText('$45,000 a year');
    await expect(roi).toContainText('High');
    await expect(visitor.getByRole('link', { name: 'Start Your Journey (+50 XP)' })).toHaveAttribute('href', '/auth?mode=signup');
    await shot(visitor, `demo-${viewport.width}`);
    await expectNoAxeViolations(visitor, 'demo');
    await context.close();
  });
}
