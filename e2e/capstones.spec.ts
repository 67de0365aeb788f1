import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import Sqlite from 'better-sqlite3';
import { latestMail, updateUser } from './support/db';
import { BASE_URL, DB_FILE } from './support/env';
import { XSS_PAYLOADS } from './support/xss-payloads';
import { createUser, signInContext, type E2eUser } from './support/users';
import { expectNoAxeViolations } from './support/axe';

test.use({ reducedMotion: 'reduce' });

const json = { headers: { origin: BASE_URL } };

/** Set CAPSTONE_SHOTS_DIR to keep screenshots of the screens (for looking at them, not asserted). */
async function shot(page: Page, name: string) {
  if (process.env.CAPSTONE_SHOTS_DIR) await page.screenshot({ path: `${process.env.CAPSTONE_SHOTS_DIR}/${name}.png`, fullPage: true });
}

/**
 * A learner and an admin. The learner gets a name no other test's learner has (the admin finds
 * the capstone in a shared queue by it; workers number their users alike).
 */
async function learnerAndAdmin(request: APIRequestContext): Promise<{ learnerUser: E2eUser; adminUser: E2eUser }> {
  const learnerUser = await createUser(request);
  const adminUser = await createUser(request);
  updateUser(adminUser.email, { role: 'admin' });
  const name = `Capstone Learner ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const db = new Sqlite(DB_FILE);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update users set name = ? where email = ?').run(name, learnerUser.email);
  } finally {
    db.close();
  }
  return { learnerUser: { ...learnerUser, name }, adminUser };
}

/** A page of its own (own cookies) signed in as `user`. */
async function pageAs(browser: Browser, user: E2eUser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInContext(page, user);
  return page;
}

/**
 * Whether any payload ran (it sets window.__xss; an alert() counts too), and whether dangerous
 * markup reached the page at all: that checks the sanitiser, not only the CSP behind it.
 */
async function expectNoScriptRan(page: Page, where: string, dialogs: string[]) {
  await page.waitForTimeout(50);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `window.__xss on ${where}`).toBeUndefined();
  expect(dialogs, `dialogs on ${where}`).toEqual([]);
  const dangerous = await page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector('main') ?? document.body;
    for (const el of main.querySelectorAll('script, iframe, object, embed, base, meta, link, style, img, video, audio, math, template')) found.push(el.tagName);
    for (const el of main.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters in a URL's scheme
        const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (attr.name.startsWith('on')) found.push(`${el.tagName} ${attr.name}`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attr.name) && /^(javascript|data|vbscript):/.test(value)) found.push(`${el.tagName} ${attr.name}`);
      }
    }
    return found;
  });
  expect(dangerous, `dangerous markup on ${where}`).toEqual([]);
}

const CAPSTONE = `## The problem

Our weekly stock report took two days to compile by hand, so shortages were found after customers had been turned away.

## What we changed

We moved the counts into **one shared sheet** and met for 15 minutes every Monday.`;

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a learner writes, previews and submits a capstone; an admin asks for changes, then accepts the resubmission (${viewport.name}); axe finds nothing`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const size = { width: viewport.width, height: viewport.height };
    const { learnerUser, adminUser } = await learnerAndAdmin(request);
    const learner = await pageAs(browser, learnerUser, size);
    const admin = await pageAs(browser, adminUser, size);

    // The learner opens the capstone of the first path: the brief, and an offer to enrol.
    await learner.goto('/journeys/amara/capstone');
    await expect(learner.getByRole('heading', { level: 1, name: "Capstone: Amara's Path" })).toBeVisible();
    await expect(learner.getByRole('heading', { level: 2, name: 'The brief' })).toBeVisible();
    await learner.getByRole('button', { name: "Enrol in Amara's Path" }).click();
    const text = learner.getByLabel('Your capstone', { exact: true });
    await expect(text).toBeVisible();
    await expectNoAxeViolations(learner, 'capstone editor');
    await shot(learner, `editor-${viewport.name}`);

    // Too short to submit: the domain's message, nothing sent. Then the real text, a link, a preview, a draft.
    await text.fill('A first idea.');
    await learner.getByRole('button', { name: 'Submit for review' }).click();
    await expect(learner.getByText('Write at least 100 characters before you submit')).toBeVisible();
    await text.fill(CAPSTONE);
    await learner.getByRole('button', { name: 'Add a link' }).click();
    await learner.getByLabel('Link 1 address').fill('https://docs.example.org/stock-dashboard');
    await learner.getByLabel('Link 1 description').fill('Our stock dashboard');
    await learner.getByRole('button', { name: 'Show preview' }).click();
    await expect(learner.getByRole('region', { name: 'Preview' }).locator('strong', { hasText: 'one shared sheet' })).toBeVisible();
    await learner.getByRole('button', { name: 'Save draft' }).click();
    await expect(learner.getByText('Draft saved. Submit it when it is ready for review.')).toBeVisible();
    await learner.getByRole('button', { name: 'Submit for review' }).click();
    await expect(learner.getByText(/waiting for review\. You can change it again/)).toBeVisible();
    await expect(learner.getByLabel('Your capstone', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(learner, 'capstone waiting for review');

    // The admin finds it in the queue and asks for changes.
    await admin.goto('/admin/capstones');
    await expect(admin.getByRole('heading', { level: 1, name: 'Capstone reviews' })).toBeVisible();
    // On a phone the navigation folds behind the menu button.
    if (viewport.width < 1024) await admin.getByRole('button', { name: 'Menu' }).click();
    await expect(admin.getByRole('link', { name: 'Capstone reviews' })).toHaveAttribute('aria-current', 'page');
    if (viewport.width < 1024) await admin.getByRole('button', { name: 'Menu' }).click();
    await expectNoAxeViolations(admin, 'review queue');
    await shot(admin, `queue-${viewport.name}`);
    await admin.getByRole('list', { name: 'Waiting for review' }).getByRole('link', { name: new RegExp(learnerUser.name) }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Capstone: ${learnerUser.name}` })).toBeVisible();
    await expect(admin.locator('strong', { hasText: 'one shared sheet' })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'Our stock dashboard' })).toHaveAttribute('href', 'https://docs.example.org/stock-dashboard');
    await expectNoAxeViolations(admin, 'capstone under review');
    await shot(admin, `review-${viewport.name}`);
    await admin.getByRole('button', { name: 'Ask for changes' }).click();
    await expect(admin.getByText('Write your feedback for the learner')).toBeVisible();
    await admin.getByLabel(`Feedback for ${learnerUser.name}`).fill('Good start. Add how you measured stock-outs before the change, and over which weeks.');
    await admin.getByRole('button', { name: 'Ask for changes' }).click();
    await expect(admin.getByText(/Changes were requested/)).toBeVisible();
    expect((await latestMail(learnerUser.email))?.subject).toBe("Your capstone for Amara's Path needs changes");

    // The learner is told in the app, reads the feedback and resubmits; both versions stay.
    await learner.reload();
    await expect(learner.getByText(/Your capstone was reviewed: Your reviewer asked for changes/)).toBeVisible();
    await expect(learner.getByText('Good start. Add how you measured stock-outs')).toBeVisible();
    await learner.getByLabel('Your capstone', { exact: true }).fill(`${CAPSTONE}\n\nWe counted stock-outs from the till records for 8 weeks before and after: 9 a month fell to 3.`);
    await learner.getByRole('button', { name: 'Submit for review' }).click();
    const history = learner.getByRole('list', { name: 'Submitted versions' });
    await expect(history.getByRole('heading', { level: 3, name: /^Version 2/ })).toBeVisible();
    await expect(history.getByRole('heading', { level: 3, name: /^Version 1/ })).toBeVisible();
    await shot(learner, `history-${viewport.name}`);
    await learner.getByText('Read version 1').click();
    await expect(history.getByRole('link', { name: 'Our stock dashboard' }).last()).toBeVisible();

    // The admin accepts version 2 with feedback.
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 2, name: 'Review version 2' })).toBeVisible();
    await admin.getByLabel(`Feedback for ${learnerUser.name}`).fill('Clear problem, honest numbers and a sensible next step. Well done.');
    await admin.getByRole('button', { name: 'Accept capstone' }).click();
    await expect(admin.getByText(/Accepted\. The learner received Capstone Challenge/)).toBeVisible();
    await expect(admin.getByText(/awarded: 250 XP/)).toBeVisible();

    await learner.reload();
    await expect(learner.getByText(/Good news: your capstone was accepted\. You earned 250 XP and 120 CPD minutes/)).toBeVisible();
    await expect(learner.getByText('Accepted', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(learner, 'accepted capstone');
    await shot(learner, `accepted-${viewport.name}`);
    expect((await latestMail(learnerUser.email))?.subject).toBe("Your capstone for Amara's Path was accepted");
    await learner.context().close();
    await admin.context().close();
  });
}

test('no payload of the XSS corpus runs as capstone text, link description or feedback, for the learner or the admin', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const size = { width: 1280, height: 800 };
  const { learnerUser, adminUser } = await learnerAndAdmin(request);
  const learner = await pageAs(browser, learnerUser, size);
  const admin = await pageAs(browser, adminUser, size);
  const dialogs: string[] = [];
  for (const page of [learner, admin]) {
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }

  expect((await learner.request.put('/api/journeys/kwame/enrolment', json)).ok()).toBe(true);
  const links = XSS_PAYLOADS.slice(0, 5).map((label, i) => ({ url: `https://docs.example.org/evidence-${i}`, label: label.slice(0, 120) }));
  const submitted = await learner.request.post('/api/journeys/kwame/capstone/submissions', { ...json, data: { text: `${CAPSTONE}\n\n${XSS_PAYLOADS.join('\n\n')}`, links } });
  expect(submitted.status()).toBe(201);

  await admin.goto('/admin/capstones');
  await admin.getByRole('list', { name: 'Waiting for review' }).getByRole('link', { name: new RegExp(learnerUser.name) }).click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Review version 1' })).toBeVisible();
  await expectNoScriptRan(admin, 'admin: the corpus as text and link descriptions', dialogs);

  const capstoneId = new URL(admin.url()).pathname.split('/').pop()!;
  const feedback = XSS_PAYLOADS.join('\n').slice(0, 4_000);
  const reviewed = await admin.request.post(`/api/admin/capstones/${capstoneId}/review`, { ...json, data: { submission: 1, decision: 'changes_requested', feedback } });
  expect(reviewed.status()).toBe(200);
  await admin.reload();
  await expect(admin.getByText(/Changes were requested/)).toBeVisible();
  await expectNoScriptRan(admin, 'admin: the corpus as feedback', dialogs);

  await learner.goto('/journeys/kwame/capstone');
  await expect(learner.getByRole('heading', { level: 1, name: "Capstone: Kwame's Path" })).toBeVisible();
  // The feedback is shown as text: the payloads are visible characters, not markup.
  await expect(learner.getByText(XSS_PAYLOADS[0]!, { exact: false }).first()).toBeVisible();
  await expectNoScriptRan(learner, 'learner: text, links and feedback', dialogs);
  await learner.context().close();
  await admin.context().close();
});
