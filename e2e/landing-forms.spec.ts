import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookingsFor, deleteSetting, roiLeadsWith, setSetting, startReceiver } from './support/landing';
import { expectNoAxeViolations } from './support/axe';

test.use({ reducedMotion: 'reduce', timezoneId: 'Africa/Lagos' });

const CALENDAR = 'https://leadvillage.africa/book/pathfinder';

/** Today in Lagos as YYYY-MM-DD, plus `days`. */
function lagosDay(days = 0): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

async function openPathfinder(page: Page): Promise<Locator> {
  await page.goto('/#pathfinder');
  const form = page.getByRole('form', { name: 'Book your Pathfinder session' });
  await expect(form.getByLabel('Name')).toBeVisible();
  return form;
}

async function fillBasicInfo(form: Locator, email: string) {
  await form.getByLabel('Name').fill('Ngozi Eze');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone (optional)').fill('+234 800 111 2222');
  await form.getByLabel('Team size').fill('12');
}

async function fillDetails(form: Locator) {
  await form.getByLabel('Timeline').selectOption('1month');
  await form.getByLabel('Duration').selectOption('6months');
  await form.getByLabel('Date').fill(lagosDay(2));
  await form.getByLabel('Time', { exact: true }).selectOption('14:00');
  await form.getByLabel('Pain points (optional)').fill('Slow decisions');
}

test('Pathfinder shows every message of ../shared/spec/platform-spec.md section 5 (Validation rules) and clears a field’s error when it is edited', async ({ page }) => {
  test.setTimeout(120_000);
  const form = await openPathfinder(page);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Team size is required')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();

  await form.getByLabel('Name').fill('N');
  await expect(form.getByText('Name is required')).toHaveCount(0);
  await expect(form.getByText('Email is required')).toBeVisible();

  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Team size').fill('3');
  await form.getByLabel('Team size').press('Enter');
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Team size must be at least 4')).toBeVisible();

  await form.getByLabel('Email').fill('ngozi@example.test');
  await form.getByLabel('Team size').fill('4');
  // Enter advances to step 2.
  await form.getByLabel('Team size').press('Enter');
  await expect(form.getByLabel('Timeline')).toBeVisible();
  await expect(form.locator('[aria-current="step"]')).toHaveText('2. Programme details');

  await form.getByRole('button', { name: 'Book My Session' }).click();
  for (const message of ['Timeline is required', 'Duration is required', 'Date is required', 'Time is required']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('Timeline').selectOption('immediate');
  await expect(form.getByText('Timeline is required')).toHaveCount(0);

  // The date can never be before today (in the visitor's own time zone).
  await expect(form.getByLabel('Date')).toHaveAttribute('min', lagosDay());
  await form.getByLabel('Date').fill(lagosDay(-1));
  await form.getByRole('button', { name: 'Book My Session' }).click();
  await expect(form.getByText('Date cannot be in the past')).toBeVisible();

  // 14 half-hour slots from 1:30 PM to 8:00 PM in the detected time zone.
  const slots = form.getByLabel('Time', { exact: true }).locator('option:not([value=""])');
  await expect(slots).toHaveCount(14);
  await expect(slots.first()).toHaveText('1:30 PM');
  await expect(slots.last()).toHaveText('8:00 PM');
  await expect(form.getByText('times in your time zone (Africa/Lagos)')).toBeVisible();

  // Back, and the earlier step label, both return to step 1 with the answers kept.
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByLabel('Email')).toHaveValue('ngozi@example.test');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: '1. Basic info' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('N');
  await expectNoAxeViolations(page, 'Pathfinder form with errors');
});

test('a booking shows its confirmation with the calendar file, goes on to the calendar page, and reaches a webhook that fails first exactly once', async ({
  page,
}) => {
  const receiver = await startReceiver([503, 200]);
  setSetting('bookingWebhookUrl', receiver.url);
  try {
    await page.route(`${CALENDAR}**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Calendar</title><h1>Calendar</h1>',
      }),
    );
    const email = `booker.${Date.now()}@example.test`;
    const form = await openPathfinder(page);
    await fillBasicInfo(form, email);
    await form.getByRole('button', { name: 'Next' }).click();
    await fillDetails(form);
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/bookings'));
    await form.getByLabel('Date').press('Enter');
    expect((await posted).status()).toBe(201);

    // Our own confirmation first: what, when in the visitor's zone, the .ics, what happens next.
    const confirmation = page.getByRole('region', { name: 'Your Pathfinder session is booked' });
    await expect(confirmation.getByRole('heading', { level: 3 })).toBeFocused();
    await expect(page).toHaveURL(/\/#pathfinder$/);
    await expect(
      confirmation.getByText('A free 30-minute Pathfinder consultation for a team of 12.'),
    ).toBeVisible();
    await expect(confirmation.locator('time')).toHaveText(/2:00\sPM–2:30\sPM|14:00–14:30/);
    await expect(confirmation.getByText(/\(Africa\/Lagos\)$/)).toBeVisible();
    await expect(
      confirmation.getByText(`write to you at ${email}`, { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'booking confirmation');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      confirmation.getByRole('link', { name: 'Add to my calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pathfinder-session.ics');
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/\r\n /g, '')
      .split('\r\n');
    // 14:00 in Lagos is 13:00 UTC.
    expect(lines).toEqual(
      expect.arrayContaining([
        `DTSTART:${lagosDay(2).replace(/-/g, '')}T130000Z`,
        'SUMMARY:Pathfinder session with LeadVillage',
      ]),
    );
    expect(lines.join('\n')).not.toContain(email);

    await confirmation.getByRole('link', { name: 'Continue to the calendar page' }).click();
    await expect(page).toHaveURL(CALENDAR);

    await expect.poll(() => bookingsFor(email)[0]?.status, { timeout: 15_000 }).toBe('delivered');
    const [booking] = bookingsFor(email);
    await page.waitForTimeout(1_000); // a few more retry periods: nothing is sent again
    const mine = receiver.received.filter((r) => r.body.email === email);
    expect(mine).toHaveLength(1);
    expect(receiver.callsFor(booking!.id)).toBe(2);
    expect(mine[0]?.headers['idempotency-key']).toBe(booking!.id);
    expect(mine[0]?.body).toEqual({
      name: 'Ngozi Eze',
      email,
      phone: '+234 800 111 2222',
      teamSize: 12,
      timeline: '1month',
      duration: '6months',
      date: lagosDay(2),
      time: '14:00',
      timezone: 'Africa/Lagos',
      painPoints: 'Slow decisions',
    });
  } finally {
    deleteSetting('bookingWebhookUrl');
    await receiver.close();
  }
});

test('a failed booking is only logged as Failed to submit form, and the visitor stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route('**/api/bookings', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"down"}}' }));
  const form = await openPathfinder(page);
  await fillBasicInfo(form, 'fail@example.test');
  await form.getByRole('button', { name: 'Next' }).click();
  await fillDetails(form);
  await form.getByRole('button', { name: 'Book My Session' }).click();
  await expect.poll(() => errors.some((e) => e.includes('Failed to submit form'))).toBe(true);
  await expect(page).toHaveURL(/\/#pathfinder$/);
  await expect(form.getByRole('button', { name: 'Book My Session' })).toBeEnabled();
});

test('ROI estimator: every message, the outcome cap, the result, a saved lead; axe clean while open', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/#results');
  const opener = page.getByRole('button', { name: "Estimate Your Team's ROI" });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'ROI Estimator' });
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(dialog.getByText('33% complete')).toBeVisible();
  await expectNoAxeViolations(page, 'ROI popup');

  await dialog.getByRole('button', { name: 'Continue' }).click();
  for (const m of ['Team size is required', 'Average monthly salary is required', 'Leadership plan percentage is required', 'Issues percentage is required']) {
    await expect(dialog.getByText(m)).toBeVisible();
  }
  await dialog.getByLabel('Team size').selectOption('12');
  await dialog.getByLabel('Average monthly salary (USD)').fill('-5');
  await dialog.getByLabel('Team members with a leadership development plan').selectOption('20');
  await dialog.getByLabel('Work issues due to poor leadership, miscommunication or mindset gaps').selectOption('60');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Salary cannot be negative')).toBeVisible();
  await dialog.getByLabel('Average monthly salary (USD)').fill('1500');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await expect(dialog.getByLabel('No', { exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Annual turnover cost is required')).toBeVisible();
  await expect(dialog.getByText('Leadership preparation time is required')).toBeVisible();
  await dialog.getByLabel('Annual cost of staff turnover or disengagement (USD)').fill('-1');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Turnover cost cannot be negative')).toBeVisible();
  await dialog.getByLabel('Annual cost of staff turnover or disengagement (USD)').fill('60000');
  await dialog.getByLabel('Months to prepare someone for a leadership role').selectOption('9');
  await dialog.getByLabel('Sometimes', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Average monthly salary (USD)')).toHaveValue('1500');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  const calculate = dialog.getByRole('button', { name: 'Calculate ROI' });
  await expect(calculate).toBeDisabled();
  const outcome = (name: string) => dialog.getByRole('button', { name, exact: true });
  await outcome('Productivity').click();
  await expect(calculate).toBeEnabled();
  await outcome('Retention').click();
  await outcome('Innovation / Ideas shared').click();
  await expect(outcome('Collaboration')).toBeDisabled();
  await expect(outcome('Team communication')).toBeDisabled();
  await outcome('Retention').click();
  await expect(outcome('Retention')).toHaveAttribute('aria-pressed', 'false');
  await expect(outcome('Collaboration')).toBeEnabled();
  await outcome('Retention').click();
  await calculate.click();

  await expect(dialog.getByText('Step 4 of 4')).toBeVisible();
  await expect(dialog.getByText('100% complete')).toBeVisible();
  // issues 60 → 30, turnover 60,000 → 20, prep 9 → 20, sometimes → 10
  await expect(dialog.getByText('80 / 100', { exact: true })).toBeVisible();
  await expect(dialog.getByText('High ROI Potential')).toBeVisible();
  await expect(dialog.getByText('Big opportunity for fast transformation.')).toBeVisible();
  for (const card of ['Productivity Impact', 'Retention Savings', 'Leadership Pipeline', 'Innovation Potential', 'Recommended Next Steps']) {
    await expect(dialog.getByRole('heading', { name: card })).toBeVisible();
  }
  await expect(dialog.getByText('+24% productivity, about $51,840 a year')).toBeVisible();
  await expect(dialog.getByText('$18,000 a year')).toBeVisible();
  await expect(dialog.getByText('4 months faster')).toBeVisible();
  await expectNoAxeViolations(page, 'ROI result');

  const email = `roi.${Date.now()}@example.test`;
  await dialog.getByLabel('Email (optional)').fill(email);
  await dialog.getByRole('button', { name: 'Save my estimate' }).click();
  await expect(page.getByRole('status').getByText('Your ROI estimate is saved.')).toBeVisible();
  expect(roiLeadsWith(email)).toEqual([{ score: 80, band: 'High ROI Potential' }]);

  await dialog.getByRole('button', { name: 'Schedule a Strategy Call' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Book your Pathfinder session' })).toBeInViewport();
});

test('the email chooser offers 10 compose links and mailto, closes on Escape, backdrop and button, and gives focus back', async ({ page }) => {
  await page.goto('/#gamification');
  const opener = page.getByRole('button', { name: 'Start Earning XP Today' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Choose your email' });
  await expect(dialog).toBeVisible();
  const links = dialog.getByRole('link');
  await expect(links).toHaveCount(11);
  for (const href of await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) {
    const decoded = decodeURIComponent(decodeURIComponent(href));
    expect(decoded).toContain('sales@leadvillage.africa');
    expect(decoded).toContain('Interested in Transformation Tier');
    expect(decoded).toContain('team of X people');
  }
  await expect(dialog.getByRole('link', { name: 'Your mail app' })).toHaveAttribute('href', /^mailto:sales@leadvillage\.africa\?subject=Interested%20in%20Transformation%20Tier&body=/);
  await expect(dialog.getByRole('link', { name: /Gmail/ })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page, 'email chooser');

  // Focus stays inside: Tab from the last link does not reach the page behind.
  await dialog.getByRole('link', { name: 'Your mail app' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await page.mouse.click(5, 5); // the backdrop
  await expect(dialog).toHaveCount(0);
});
