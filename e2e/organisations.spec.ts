import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { latestMail, linkIn } from './support/db';
import { BASE_URL } from './support/env';
import { createUser, signInContext, type E2eUser } from './support/users';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

const origin = { origin: BASE_URL };
const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function post(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data, headers: origin });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

/** Signs `user` in on a fresh context at `viewport`. */
async function pageFor(browser: Browser, user: E2eUser, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport });
  const page = await context.newPage();
  await signInContext(page, user);
  return page;
}

/** The path of the invitation link last mailed to `email`. */
async function joinPath(email: string): Promise<string> {
  const mail = await latestMail(email);
  expect(mail, `invitation mail to ${email}`).toBeTruthy();
  return linkIn(mail!.text).replace(/^https?:\/\/[^/]+/, '');
}

test('an owner imports people into two teams on a phone, and an invitee accepts on /org/join', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const adminPage = await pageFor(
    browser,
    await createUser((await browser.newContext()).request, { role: 'admin' }),
  );
  // Signing up signs the new account in on its context: make them on one of their own, not the admin's.
  const signUps = (await browser.newContext()).request;
  const owner = await createUser(signUps);
  const leaders = [await createUser(signUps), await createUser(signUps)];
  const invitee = await createUser(signUps);

  const created = await post(adminPage.request, '/api/admin/organisations', {
    name: 'Volta Water Board',
    country: 'GH',
    defaultLocale: 'en',
    timeZone: 'Africa/Accra',
    ownerEmail: owner.email,
  });
  const orgId = (created.organisation as { id: string }).id;
  await post(adminPage.request, `/api/admin/organisations/${orgId}/seat-grants`, {
    seats: 10,
    startsOn: today(),
    endsOn: plusDays(365),
    invoiceRef: `E2E-${Date.now()}`,
  });

  // The owner brings in two team leaders and makes a team for each (through the API).
  const ownerPage = await pageFor(browser, owner);
  const teams = ['Accra Works', 'Tema Works'];
  for (const [i, leader] of leaders.entries()) {
    await post(ownerPage.request, `/api/orgs/${orgId}/invitations`, { email: leader.email });
    const leaderPage = await pageFor(browser, leader);
    const token = new URL(`${BASE_URL}${await joinPath(leader.email)}`).searchParams.get('token');
    await post(leaderPage.request, '/api/orgs/invitations/accept', { token });
    const me = (await (await leaderPage.request.get('/api/session')).json()) as {
      user: { id: string };
    };
    await post(ownerPage.request, `/api/orgs/${orgId}/teams`, {
      name: teams[i],
      leaderId: me.user.id,
    });
    await leaderPage.context().close();
  }

  // The import: four people in two teams, checked first, then confirmed.
  await ownerPage.goto('/org/people');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expectNoAxeViolations(ownerPage);
  const csv = [
    'name,email,team,manager email,language',
    `Kofi Mensah,${invitee.email},Accra Works,${leaders[0]!.email},en`,
    `Abena Owusu,abena.${Date.now()}@example.test,Accra Works,,fr`,
    `Yaw Boateng,yaw.${Date.now()}@example.test,Tema Works,${leaders[1]!.email},`,
    `Esi Asante,esi.${Date.now()}@example.test,Tema Works,,`,
  ].join('\n');
  await ownerPage
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(ownerPage.getByText('4 new, 0 left as they are, 0 to fix.')).toBeVisible();
  await expect(ownerPage.getByText('New: will be invited and take a seat')).toHaveCount(4);
  await expectNoAxeViolations(ownerPage);
  await ownerPage.getByRole('button', { name: 'Confirm and invite 4 people' }).click();
  await expect(ownerPage.getByText('Done: 4 people invited.', { exact: false })).toBeVisible();

  await expect(ownerPage.getByText('Kofi Mensah', { exact: true })).toBeVisible();
  await expect(ownerPage.getByText('Esi Asante', { exact: true })).toBeVisible();
  // Filtered by team: the two of Tema Works and its leader.
  await ownerPage.getByLabel('Team', { exact: true }).selectOption({ label: 'Tema Works' });
  await expect(ownerPage.getByText('Yaw Boateng', { exact: true })).toBeVisible();
  await expect(ownerPage.getByText('Kofi Mensah', { exact: true })).toHaveCount(0);
  await ownerPage.getByLabel('Status').selectOption({ label: 'Invited, not yet joined' });
  await expect(ownerPage.getByText('2 people shown')).toBeVisible();

  // The console: seats used by the two leaders and the four invitations.
  await ownerPage.goto('/org');
  await expect(
    ownerPage.getByRole('heading', { level: 1, name: 'Volta Water Board' }),
  ).toBeVisible();
  await expect(ownerPage.getByText('6 of 10')).toBeVisible();
  await expect(ownerPage.getByRole('heading', { level: 3, name: 'Tema Works' })).toBeVisible();
  // The organisation's ROI estimate, offered to its owner (it loads after the page is live).
  const roi = ownerPage.getByRole('region', { name: "Your organisation's ROI estimate" });
  await expect(roi.getByRole('button', { name: 'Estimate your ROI' })).toBeVisible();
  await expectNoAxeViolations(ownerPage);

  // The invitee opens the mailed link, accepts, and is in their team.
  const inviteePage = await pageFor(browser, invitee);
  await inviteePage.goto(await joinPath(invitee.email));
  await expect(
    inviteePage.getByRole('heading', { level: 1, name: 'Join your organisation' }),
  ).toBeVisible();
  await expectNoAxeViolations(inviteePage);
  await inviteePage.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(
    inviteePage.getByText('Welcome to Volta Water Board! You are now a member.'),
  ).toBeVisible();
  await expectNoAxeViolations(inviteePage);
  const team = (await (await inviteePage.request.get('/api/teams/mine')).json()) as {
    team: { name: string } | null;
  };
  expect(team.team?.name).toBe('Accra Works');

  // The same link a second time says it was used.
  await inviteePage.reload();
  await inviteePage.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(inviteePage.getByRole('alert')).toHaveText(
    'This invitation was already used or withdrawn.',
  );
  await inviteePage.context().close();
  await ownerPage.context().close();
  await adminPage.context().close();
});
