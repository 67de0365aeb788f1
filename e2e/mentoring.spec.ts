import { expect, test, type Browser, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { createUser, signInContext, type E2eUser } from './support/users';
import { expectNoAxeViolations } from './support/axe';
import { mentoringConfirmLink } from './support/whole-journey';

const headers = { origin: BASE_URL };

/** Set SCREENSHOTS=dir to keep a picture of each screen (for looking at the layout). */
const shots = process.env.SCREENSHOTS;
const snap = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** A signed-in page for a new learner renamed to `name` (search finds them by it). */
async function learnerPage(browser: Browser, viewport: { width: number; height: number }, name: string): Promise<{ page: Page; user: E2eUser; id: string }> {
  const page = await (await browser.newContext({ baseURL: BASE_URL, viewport })).newPage();
  const user = await createUser(page.request);
  await signInContext(page, user);
  expect((await page.request.patch('/api/me/profile', { data: { name }, headers })).status()).toBe(200);
  const { user: doc } = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return { page, user: { ...user, name }, id: doc.id };
}

/** The confirm link of the newest mentoring mail to the colleague. */
async function logSession(page: Page, mentee: string, topic: string) {
  await page.getByLabel('Search by name').fill(mentee);
  await page.getByRole('radio', { name: new RegExp(`^${mentee} `) }).check();
  await page.getByLabel('Topic').fill(topic);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/mentoring/sessions') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Log session' }).click(),
  ]);
  expect(answer.status()).toBe(201);
  await expect(page.getByText(`Logged. We emailed ${mentee} to confirm it; you earn Peer Mentoring XP once they do.`)).toBeVisible();
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`${label}: a Level 3 mentor logs sessions; the colleague confirms one by the mailed link signed out and one in the app`, async ({ browser }) => {
    // Three accounts and several screens: longer than the default on a busy machine.
    test.setTimeout(240_000);
    const stamp = `${label} ${Date.now().toString(36)}`;
    const mentor = await learnerPage(browser, viewport, `Mentor ${stamp}`);
    const mentee = await learnerPage(browser, viewport, `Mentee ${stamp}`);

    // Below Level 3 the screen says what unlocks logging.
    await mentor.page.goto('/mentoring');
    await expect(mentor.page.getByText(/Mentoring unlocks at Level 3, Change Architect/)).toBeVisible();
    await expect(mentor.page.getByRole('button', { name: 'Log session' })).toHaveCount(0);

    const admin = await browser.newPage({ baseURL: BASE_URL });
    await signInContext(admin, await createUser(admin.request, { role: 'admin' }));
    const raised = await admin.request.post(`/api/admin/users/${mentor.id}/xp`, { data: { points: 2001, reason: 'E2E: reach Level 3' }, headers });
    expect(raised.status()).toBe(200);
    await admin.context().close();

    await mentor.page.reload();
    await expect(mentor.page.getByRole('heading', { level: 2, name: 'Log a session you gave' })).toBeVisible();
    await mentor.page.getByRole('button', { name: 'Log session' }).click();
    await expect(mentor.page.getByText('Choose the colleague you mentored')).toBeVisible();
    await logSession(mentor.page, mentee.user.name, 'Planning the first team data review');
    await snap(mentor.page, `mentoring-${label}-logged`);
    await expectNoAxeViolations(mentor.page, `${label} /mentoring`);

    // The colleague opens the mailed link in a browser that is not signed in: one tap confirms.
    const visitor = await (await browser.newContext({ baseURL: BASE_URL, viewport })).newPage();
    await visitor.goto(await mentoringConfirmLink(mentee.user.email));
    await expect(visitor.getByRole('heading', { level: 2, name: `${mentor.user.name} mentored you` })).toBeVisible();
    await expectNoAxeViolations(visitor, `${label} /mentoring/respond`);
    await snap(visitor, `mentoring-${label}-respond`);
    await visitor.getByRole('button', { name: new RegExp(`^Confirm the session with ${mentor.user.name}`) }).click();
    await expect(visitor.getByText(`You confirmed the session with ${mentor.user.name}: 60 CPD minutes for you and ${mentor.user.name}.`)).toBeVisible();
    await visitor.context().close();

    // A second session the same week: the colleague confirms it in the app, from the navigation's count.
    await logSession(mentor.page, mentee.user.name, 'Following up on the data review');
    await mentee.page.goto('/leaderboard');
    if (label === 'phone') await mentee.page.getByRole('button', { name: 'Menu' }).click();
    await mentee.page.getByRole('link', { name: 'Mentoring 1 to confirm' }).click();
    const toConfirm = mentee.page.getByRole('region', { name: 'To confirm (1)' });
    await expect(toConfirm.getByRole('heading', { level: 3, name: `${mentor.user.name} mentored you` })).toBeVisible();
    await expectNoAxeViolations(mentee.page, `${label} /mentoring with a session to confirm`);
    await toConfirm.getByRole('button', { name: new RegExp(`^Confirm the session with ${mentor.user.name}`) }).click();
    await expect(mentee.page.getByText(`You confirmed the session with ${mentor.user.name}: 60 CPD minutes for you and ${mentor.user.name}.`)).toBeVisible();
    await expect(mentee.page.getByText('Nothing to confirm.', { exact: false })).toBeVisible();

    // The mentor sees the award once, and why the second session earned none.
    await mentor.page.reload();
    const sessions = mentor.page.getByRole('region', { name: 'Your sessions' });
    await expect(sessions.getByText('+80 XP Peer Mentoring and 60 CPD minutes.')).toBeVisible();
    await expect(sessions.getByText(`60 CPD minutes, no XP: you had already earned Peer Mentoring with ${mentee.user.name} that week. It counts once per colleague per week.`)).toBeVisible();
    await snap(mentor.page, `mentoring-${label}-sessions`);
    await mentor.page.context().close();
    await mentee.page.context().close();
  });
}
