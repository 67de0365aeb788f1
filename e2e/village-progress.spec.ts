import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { createUser, signInContext, type E2eUser } from './support/users';

test.use({ reducedMotion: 'reduce' });

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
}

async function phonePage(browser: Browser): Promise<{ page: Page; user: E2eUser }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const user = await createUser(page.request);
  await signInContext(page, user);
  return { page, user };
}

const post = (page: Page, path: string, data?: unknown) => page.request.fetch(path, { method: 'POST', data, headers: { origin: BASE_URL } });

test("on a phone, a village leader sees a member's journey progress and villages rank by average completion; axe finds nothing", async ({ browser }) => {
  test.setTimeout(90_000);
  const { page: leaderPage } = await phonePage(browser);
  const { page: memberPage, user: member } = await phonePage(browser);
  const village = `Progress Village ${Date.now()}`;

  // The village and the member's first module, through the API.
  const made = await post(leaderPage, '/api/teams', { name: village });
  expect(made.status()).toBe(201);
  const link = ((await made.json()) as { team: { joinLink: { url: string } } }).team.joinLink.url;
  expect((await post(memberPage, '/api/teams/join', { token: new URL(link).searchParams.get('join') })).status()).toBe(200);
  expect((await memberPage.request.fetch('/api/journeys/amara/enrolment', { method: 'PUT', headers: { origin: BASE_URL } })).status()).toBe(201);
  const journey = (await (await memberPage.request.get('/api/journeys/amara')).json()) as { modules: Array<{ slug: string }> };
  const done = await post(memberPage, `/api/journeys/amara/modules/${journey.modules[0]!.slug}/completion`, { reflection: 'I tried the shared sheet myself and showed the team.' });
  expect(done.status()).toBe(201);

  await leaderPage.goto('/build-village');
  const panel = leaderPage.getByRole('region', { name: "Your village's progress" });
  const card = panel.getByRole('list', { name: `${member.name}'s journeys` });
  await expect(card).toContainText("Amara's Path");
  await expect(card).toContainText(`Modules: 1 of ${journey.modules.length} required`);
  await expect(card).toContainText('Webinars: 0 of 1 attended');
  await expect(card).toContainText('Capstone: not started');
  await expectNoAxeViolations(leaderPage, 'build village with progress');

  // A member does not get the panel.
  await memberPage.goto('/build-village');
  await expect(memberPage.getByRole('heading', { level: 2, name: village })).toBeVisible();
  await expect(memberPage.getByRole('region', { name: "Your village's progress" })).toHaveCount(0);

  await memberPage.goto('/leaderboard?scope=teams');
  await memberPage.getByRole('group', { name: 'Rank villages by' }).getByRole('button', { name: 'Average completion' }).click();
  await expect(memberPage.getByRole('heading', { name: 'Villages by average journey completion · all time' })).toBeVisible();
  await expect(memberPage.getByRole('list', { name: /Villages ranked by average completion/ }).getByText(village)).toBeVisible();
  await expect(memberPage).toHaveURL(/by=completion/);
  await expectNoAxeViolations(memberPage, 'villages by completion');
  expect(await memberPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await memberPage.context().close();
  await leaderPage.context().close();
});
