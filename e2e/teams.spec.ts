import { expect, test, type Browser, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { createUser, signInContext, type E2eUser } from './support/users';

/** Set SCREENSHOTS=dir to keep a picture of each screen (for looking at the layout). */
const shots = process.env.SCREENSHOTS;
const snap = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function signedInPage(browser: Browser, viewport: { width: number; height: number }): Promise<{ page: Page; user: E2eUser }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport });
  const page = await context.newPage();
  const user = await createUser(page.request);
  await signInContext(page, user);
  return { page, user };
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`${label}: a leader creates a village, a colleague joins by link and shows in members and on the team board`, async ({ browser }) => {
    // Two accounts and a dozen screens: longer than the default on a busy machine.
    test.setTimeout(240_000);
    const { page: leaderPage, user: leader } = await signedInPage(browser, viewport);
    await leaderPage.goto('/build-village');
    await expect(leaderPage.getByRole('heading', { name: 'Create your village' })).toBeVisible();
    await snap(leaderPage, `${label}-start`);
    await leaderPage.getByRole('button', { name: 'Create village' }).click();
    await expect(leaderPage.getByText('Village name is required')).toBeVisible();
    await leaderPage.getByLabel('Village name').fill(`Village ${label}`);
    await leaderPage.getByRole('button', { name: 'Create village' }).click();
    await expect(leaderPage.getByRole('heading', { level: 2, name: `Village ${label}` })).toBeVisible();
    const link = await leaderPage.getByRole('textbox', { name: 'Join link' }).inputValue();
    expect(link).toMatch(/\/build-village\?join=[A-Za-z0-9_-]{43}$/);

    const { page: memberPage, user: member } = await signedInPage(browser, viewport);
    await memberPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(memberPage.getByText(`${leader.name} invites you to join Village ${label} (1 member).`)).toBeVisible();
    await snap(memberPage, `${label}-invitation`);
    await memberPage.getByRole('button', { name: `Join Village ${label}` }).click();
    const members = memberPage.getByRole('list', { name: 'Village members' });
    await expect(members.getByText(leader.name)).toBeVisible();
    await expect(members.getByText(member.name)).toBeVisible();
    await expect(members.getByText('Level 1 · Explorer · 0 XP').first()).toBeVisible();
    await expect(memberPage).toHaveURL(/\/build-village$/);

    await leaderPage.reload();
    await expect(leaderPage.getByRole('list', { name: 'Village members' }).getByText(member.name)).toBeVisible();
    await snap(leaderPage, `${label}-leader`);

    await memberPage.goto('/leaderboard');
    await memberPage.getByRole('button', { name: 'My team' }).click();
    await expect(memberPage.getByRole('heading', { name: `Village ${label}: top leaders this week` })).toBeVisible();
    const board = memberPage.getByRole('list', { name: /This week rankings/ });
    await expect(board.getByText(leader.name)).toBeVisible();
    await expect(board.getByText(member.name)).toBeVisible();
    await snap(memberPage, `${label}-team-board`);
    await memberPage.getByRole('button', { name: 'Villages' }).click();
    await expect(memberPage.getByRole('heading', { name: /Villages by average XP/ })).toBeVisible();
    await snap(memberPage, `${label}-villages`);

    // The member leaves after confirming; the team board then points back to /build-village.
    await memberPage.goto('/build-village');
    await memberPage.getByRole('button', { name: 'Leave village' }).click();
    await memberPage.getByRole('dialog').getByRole('button', { name: 'Leave village' }).click();
    await expect(memberPage.getByRole('heading', { name: 'Create your village' })).toBeVisible();
    await memberPage.goto('/leaderboard?scope=team');
    await expect(memberPage.getByText(/You are not in a village yet/)).toBeVisible();
    await memberPage.context().close();
    await leaderPage.context().close();
  });
}

test('a signed-out colleague opening a join link signs in first and comes back to it', async ({ browser, page }) => {
  const leader = await createUser(page.request);
  await signInContext(page, leader);
  const created = await page.request.post('/api/teams', { data: { name: 'Return Village' }, headers: { origin: BASE_URL } });
  expect(created.status()).toBe(201);
  const link = ((await created.json()) as { team: { joinLink: { url: string } } }).team.joinLink.url;
  const path = link.replace(/^https?:\/\/[^/]+/, '');

  const visitor = await browser.newPage({ baseURL: BASE_URL });
  await visitor.goto(path);
  await expect(visitor).toHaveURL(/\/auth\?/);
  expect(new URL(visitor.url()).searchParams.get('redirect')).toBe(path);
  await visitor.close();
});
