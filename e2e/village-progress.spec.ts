import { expect, test, type Browser, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { createUser, signInContext, type E2eUser } from './support/users';
import { expectNoAxeViolations } from './support/axe';

test.use({ reducedMotion: 'reduce' });

async function phonePage(browser: Browser): Promise<{ page: Page; user: E2eUser }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const user = await createUser(page.request);
  await signInContext(page, user);
  return { page, user };
}

/** Set VILLAGE_SHOTS_DIR to keep screenshots of the panel (for looking at them, not asserted). */
async function shot(page: Page, name: string) {
  if (process.env.VILLAGE_SHOTS_DIR) await page.screenshot({ path: `${process.env.VILLAGE_SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** CPD minutes as /cpd writes them in an en-US browser: "1.5 h (1:30)". */
const hoursText = (m: number) => `${(Math.round((m / 60) * 100) / 100).toLocaleString('en-US')} h (${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')})`;

const post = (page: Page, path: string, data?: unknown) => page.request.fetch(path, { method: 'POST', data, headers: { origin: BASE_URL } });

test("on a phone, a village leader sees a member's journey progress, CPD hours and their ROI estimate, and villages rank by average completion; axe finds nothing", async ({ browser }) => {
  test.setTimeout(240_000);
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

  // CPD: the member's module entry, and the leader's external 90 minutes (a voided 45 does not count).
  const memberMinutes = ((await (await memberPage.request.get('/api/me/cpd')).json()) as { totals: { minutes: number } }).totals.minutes;
  expect(memberMinutes).toBeGreaterThan(0);
  const external = (title: string, minutes: number) => post(leaderPage, '/api/me/cpd', { title, provider: 'Coursera', startDate: '2026-01-15', minutes });
  expect((await external('Coaching basics', 90)).status()).toBe(201);
  const twice = (await (await external('Counted twice', 45)).json()) as { entry: { id: string } };
  expect((await post(leaderPage, `/api/me/cpd/${twice.entry.id}/void`, { reason: 'Entered twice' })).status()).toBe(200);
  await leaderPage.reload();
  const members = panel.getByRole('list', { name: "Members' progress" });
  await expect(members.getByRole('listitem').filter({ hasText: '(leader)' }).first()).toContainText(`CPD: ${hoursText(90)}`);
  await expect(members.getByRole('listitem').filter({ hasText: member.name }).first()).toContainText(`CPD: ${hoursText(memberMinutes)}`);
  await expect(panel.getByTestId('village-cpd-total')).toContainText(hoursText(90 + memberMinutes));

  // No ROI estimate yet: the panel says how to make one.
  const roi = panel.getByRole('region', { name: "Your team's ROI estimate" });
  await expect(roi).toContainText('You have not saved an ROI estimate yet.');
  await expect(roi.getByRole('link', { name: 'Go to the ROI Estimator' })).toHaveAttribute('href', '/#results');
  await expectNoAxeViolations(leaderPage, 'build village with progress, no estimate');
  await shot(leaderPage, 'village-progress-390-empty');

  // The leader saves an estimate while signed in; it shows beside the progress.
  const estimate = { teamSize: 8, avgSalary: 3000, leadershipPlanPercentage: 20, issuesPercentage: 40, turnoverCost: 60000, projectStalls: 'sometimes', leadershipPrepTime: 9, desiredOutcomes: ['Productivity'] };
  expect((await post(leaderPage, '/api/leads/roi', estimate)).status()).toBe(201);
  await leaderPage.reload();
  await expect(roi).toContainText('70 / 100');
  await expect(roi).toContainText('High ROI Potential');
  await expect(roi).toContainText('+16% productivity, about $46,080 a year');
  await expect(roi).toContainText('$18,000 a year');
  await expectNoAxeViolations(leaderPage, 'build village with progress and estimate, 390 px');
  expect(await leaderPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(leaderPage, 'village-progress-390');
  await leaderPage.setViewportSize({ width: 1280, height: 900 });
  await expect(roi).toContainText('High ROI Potential');
  await expectNoAxeViolations(leaderPage, 'build village with progress and estimate, 1280 px');
  await shot(leaderPage, 'village-progress-1280');

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
