import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import Sqlite from 'better-sqlite3';
import { updateUser } from './support/db';
import { DB_FILE } from './support/env';
import { createUser, signInContext } from './support/users';
import { expectNoAxeViolations } from './support/axe';

test.use({ reducedMotion: 'reduce' });

/** Set EVENTS_SHOTS_DIR to keep screenshots of the screens (for looking at them, not asserted). */
async function shot(page: Page, name: string) {
  if (process.env.EVENTS_SHOTS_DIR) await page.screenshot({ path: `${process.env.EVENTS_SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** The learner's profile timezone, as if they had saved it. */
function setTimeZone(email: string, timeZone: string) {
  const db = new Sqlite(DB_FILE);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update users set timezone = ?, "profileUpdatedAt" = ? where email = ?').run(timeZone, Date.now(), email);
  } finally {
    db.close();
  }
}

/** A datetime-local value in UTC (the admin's profile zone is UTC until they choose one). */
const utcWall = (ms: number) => new Date(ms).toISOString().slice(0, 16);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`an admin schedules a live session; a learner registers, downloads it, joins and enters the host’s code (${viewport.width}px); axe finds nothing`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const admin = await createUser(page.request);
    updateUser(admin.email, { role: 'admin' });
    await signInContext(page, admin);

    // The admin schedules a session that started 5 minutes ago.
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expectNoAxeViolations(page, 'admin events');
    const title = `Data clinic ${viewport.width} ${Date.now()}`;
    await page.getByRole('button', { name: 'Schedule event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule event' });
    await expect(dialog.getByLabel('Timezone of the times below')).toHaveValue('UTC');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Bring one number your team reports.\n\nLeave with a draft dashboard.');
    await dialog.getByLabel('Joining link').fill('http://meet.example.org/e2e-room');
    await dialog.getByRole('button', { name: 'Schedule event' }).click();
    await expect(dialog.getByText('Must be an https:// address')).toBeVisible();
    await expectNoAxeViolations(page, 'schedule dialog with errors');
    await shot(page, `admin-schedule-${viewport.width}`);
    await dialog.getByLabel('Joining link').fill('https://meet.example.org/e2e-room');
    await dialog.getByLabel('Starts').fill(utcWall(Date.now() - 5 * 60_000));
    await dialog.getByLabel('Ends').fill(utcWall(Date.now() + 55 * 60_000));
    await dialog.getByLabel('CPD minutes').fill('60');
    await dialog.getByRole('button', { name: 'Schedule event' }).click();
    await expect(page.getByText(`Scheduled “${title}”.`)).toBeVisible();

    // The host's screen: the code, and no one registered yet.
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const codeText = page.locator('p[aria-live="polite"]').filter({ hasText: /\d{3} \d{3}/ });
    await expect(codeText).toBeVisible();
    await expect(page.getByText(/^Changes in \d:\d{2}\./)).toBeVisible();
    await expectNoAxeViolations(page, 'host screen');
    await shot(page, `host-${viewport.width}`);

    // A learner in Nairobi.
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const learnerPage = await context.newPage();
    const learner = await createUser(learnerPage.request);
    setTimeZone(learner.email, 'Africa/Nairobi');
    await signInContext(learnerPage, learner);
    await learnerPage.goto('/events');
    await expect(learnerPage.getByRole('heading', { level: 1, name: 'Webinars and events' })).toBeVisible();
    const card = learnerPage.getByRole('article', { name: title });
    await expect(card.getByText('East Africa Time (Africa/Nairobi)')).toBeVisible();
    await expect(card.getByText('Live now')).toBeVisible();
    await expect(card.getByRole('link', { name: /Join the session/ })).toHaveCount(0);
    await card.getByRole('button', { name: 'Register' }).click();
    const join = card.getByRole('link', { name: /Join the session/ });
    await expect(join).toHaveAttribute('href', 'https://meet.example.org/e2e-room');
    await expectNoAxeViolations(learnerPage, 'events, registered');
    await shot(learnerPage, `events-${viewport.width}`);

    // The calendar file.
    const [download] = await Promise.all([learnerPage.waitForEvent('download'), card.getByRole('link', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^data-clinic-.*\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((l) => l.startsWith('UID:event-'))).toHaveLength(1);
    expect(lines.find((l) => l.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
    expect(lines).toContain(`SUMMARY:${title}`);

    // A wrong code, then the host's.
    const codeField = card.getByLabel('Attendance code');
    const shown = ((await codeText.textContent()) ?? '').replace(/\D/g, '');
    await codeField.fill(shown === '000000' ? '111111' : '000000');
    await card.getByRole('button', { name: 'Record my attendance' }).click();
    await expect(card.getByText('That code is not right.')).toBeVisible();
    await expectNoAxeViolations(learnerPage, 'events, wrong code');
    await codeField.fill(((await codeText.textContent()) ?? '').replace(/\D/g, ''));
    await card.getByRole('button', { name: 'Record my attendance' }).click();
    await expect(card.getByText('Your attendance is recorded.')).toBeVisible();
    await expect(card.getByText('Attended', { exact: true })).toBeVisible();

    // The event page (the calendar file's URL) shows the same.
    await card.getByRole('link', { name: title }).click();
    await expect(learnerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(learnerPage.getByText('Your attendance is recorded.')).toBeVisible();
    await expectNoAxeViolations(learnerPage, 'event page');
    await shot(learnerPage, `event-${viewport.width}`);
    await context.close();

    // The host sees who attended.
    await page.reload();
    await expect(page.getByText(/attended .* \(code\)/)).toBeVisible();
  });
}
