import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { downloadBytes, headers, mentoringConfirmLink, newAccount, shoot, yourPlace, type Account } from './support/whole-journey';
import { expectNoAxeViolations } from './support/axe';

/**
 * One learner through a whole real journey (issues 14 and 15): enrol, a module through its screen,
 * the other required modules through the same API with the learner's own session, the journey's
 * webinar by the host's code, five confirmed mentoring sessions, a capstone an admin accepts; then
 * XP, level, badges, the board, the completed journey and its certificate, verified signed out
 * and revoked. Every account is made through sign-up; nothing is written to the database here.
 */

test.use({ reducedMotion: 'reduce' });

const JOURNEY = "Amara's Path";
const REFLECTION = 'I will learn the shared team calendar in front of my team this week, and say what confuses me.';
const CAPSTONE = `## The problem

Our weekly stock report took two days to compile by hand, so shortages were found after customers had been turned away.

## What we changed

We moved the counts into one shared sheet and met for 15 minutes every Monday. Stock-outs fell from 9 a month to 3.`;

/** Today as the server reads a session's day for a learner in the default zone (UTC). */
const today = () => new Date().toISOString().slice(0, 10);
const utcWall = (ms: number) => new Date(ms).toISOString().slice(0, 16);

async function points(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/me/points')).json()) as { points: number }).points;
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`${label}: a learner goes through a whole journey to a certificate anyone can verify, until an admin revokes it; axe finds nothing`, async ({ browser }) => {
    // Eight accounts, some twenty screens and a PDF on a shared 2-core machine.
    test.setTimeout(960_000);
    const learner = await newAccount(browser, viewport, 'Whole Journey Learner');
    const admin = await newAccount(browser, viewport, 'Whole Journey Admin', 'admin');
    const page = learner.page;

    // Not on the board yet.
    expect(await yourPlace(page)).toBeNull();

    // Enrol from the list.
    await page.goto('/journeys');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: JOURNEY, exact: true }) });
    await expectNoAxeViolations(page, '/journeys');
    await card.getByRole('button', { name: `Enrol in ${JOURNEY}` }).click();
    await expect(page).toHaveURL(/\/journeys\/amara$/);
    await expect(page.getByText('0 / 8 required modules done')).toBeVisible();
    const rule = page.getByRole('list', { name: 'To complete the journey' });
    await expect(rule).toContainText('Webinars: 0 / 1 attended');
    await expect(rule).toContainText('Capstone challenge: not accepted yet');
    await expectNoAxeViolations(page, '/journeys/amara enrolled');
    await shoot(page, `${label}-journey-enrolled`);

    // The first module through its screen: the reflection answered, the XP toast.
    await page.getByRole('link', { name: 'Start the first module' }).click();
    await expect(page.getByText('Module 1 of 8')).toBeVisible();
    await expectNoAxeViolations(page, 'module screen');
    await page.getByRole('region', { name: 'Reflection' }).getByRole('textbox').fill(REFLECTION);
    await page.getByRole('button', { name: 'Complete module (+100 XP)' }).click();
    await expect(page.locator('[data-toast]', { hasText: 'Module complete. You earned 100 XP.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Module complete' })).toBeFocused();
    await expectNoAxeViolations(page, 'module done');
    await shoot(page, `${label}-module-done`);

    // On the board now, with the module's XP.
    const firstPlace = await yourPlace(page);
    expect(firstPlace?.points).toBe(100);
    await expectNoAxeViolations(page, '/leaderboard');

    // The other seven required modules, through the API the module screen calls, as the learner.
    const detail = (await (await page.request.get('/api/journeys/amara')).json()) as { modules: Array<{ slug: string; required: boolean; done: boolean }> };
    const left = detail.modules.filter((m) => m.required && !m.done);
    expect(left).toHaveLength(7);
    for (const m of left) {
      const res = await page.request.post(`/api/journeys/amara/modules/${m.slug}/completion`, { data: { reflection: `${REFLECTION} (${m.slug})` }, headers });
      expect(res.status(), m.slug).toBe(201);
      expect(((await res.json()) as { xpAwarded: number }).xpAwarded).toBe(100);
    }
    expect(await points(page)).toBe(800);
    await page.goto('/journeys/amara');
    await expect(page.getByText('8 / 8 required modules done')).toBeVisible();
    await expect(page.getByText('Every module is done. Finish what is left above to complete the journey.')).toBeVisible();

    // The journey's webinar, live now: an admin schedules it, the host's screen shows the code.
    const events = (await (await admin.page.request.get('/api/admin/events')).json()) as { journeys: Array<{ id: string; title: string }> };
    const journeyRowId = events.journeys.find((j) => j.title === JOURNEY)?.id;
    expect(journeyRowId, 'the journey in the event form').toBeTruthy();
    const title = `Whole journey clinic ${label} ${Date.now().toString(36)}`;
    const scheduled = await admin.page.request.post('/api/admin/events', {
      data: { title, description: 'Bring one number your team reports.', startsAtLocal: utcWall(Date.now() - 5 * 60_000), endsAtLocal: utcWall(Date.now() + 55 * 60_000), timeZone: 'UTC', joinUrl: 'https://meet.example.org/whole-journey', cpdMinutes: 60, journeyId: journeyRowId },
      headers,
    });
    expect(scheduled.status()).toBe(201);
    const eventId = ((await scheduled.json()) as { event: { id: string } }).event.id;
    await admin.page.goto(`/admin/events/${eventId}`);
    const code = admin.page.locator('p[aria-live="polite"]').filter({ hasText: /\d{3} \d{3}/ });
    await expect(code).toBeVisible();
    await expectNoAxeViolations(admin.page, 'host screen');

    await page.reload();
    const session = page.getByRole('region', { name: 'Live sessions' }).getByRole('article', { name: title });
    await expect(session.getByText('Live now')).toBeVisible();
    await session.getByRole('button', { name: 'Register' }).click();
    await expect(session.getByText('Registered', { exact: true })).toBeVisible();
    await session.getByLabel('Attendance code').fill(((await code.textContent()) ?? '').replace(/\D/g, ''));
    await session.getByRole('button', { name: 'Record my attendance' }).click();
    await expect(session.getByText('Your attendance is recorded.')).toBeVisible();
    await expect(rule).toContainText('Webinars: 1 / 1 attended');
    await expectNoAxeViolations(page, '/journeys/amara attended');
    expect(await points(page)).toBe(875);

    // Mentoring as the mentor needs Level 3 (2,001 XP): the journey's modules, webinar and capstone
    // give 1,125 at most, so an admin awards the rest, as admins do for work outside the platform.
    const raise = await admin.page.request.post(`/api/admin/users/${learner.id}/xp`, { data: { points: 2001 - 875, reason: 'E2E: led the regional data review' }, headers });
    expect(raise.status()).toBe(200);
    expect(await points(page)).toBe(2001);

    // Five sessions with five colleagues, each confirmed by them. The first through the screens: the
    // mentor logs it, the colleague confirms it by one tap in the app.
    const mentees: Account[] = [];
    for (let i = 0; i < 5; i++) mentees.push(await newAccount(browser, viewport, `Whole Journey Mentee ${i + 1}`));
    await page.goto('/mentoring');
    await page.getByLabel('Search by name').fill(mentees[0]!.user.name);
    await page.getByRole('radio', { name: new RegExp(`^${mentees[0]!.user.name} `) }).check();
    await page.getByLabel('Topic').fill('Planning the first team data review');
    await page.getByRole('button', { name: 'Log session' }).click();
    await expect(page.getByText(`Logged. We emailed ${mentees[0]!.user.name} to confirm it; you earn Peer Mentoring XP once they do.`)).toBeVisible();
    await expectNoAxeViolations(page, '/mentoring logged');
    const firstMentee = mentees[0]!.page;
    await firstMentee.goto('/mentoring');
    const toConfirm = firstMentee.getByRole('region', { name: 'To confirm (1)' });
    await expectNoAxeViolations(firstMentee, '/mentoring to confirm');
    await toConfirm.getByRole('button', { name: new RegExp(`^Confirm the session with ${learner.user.name}`) }).click();
    await expect(firstMentee.getByText(`You confirmed the session with ${learner.user.name}: 60 CPD minutes for you and ${learner.user.name}.`)).toBeVisible();
    // The other four through the same API calls, each side with its own session; the mail went out too.
    for (const mentee of mentees.slice(1)) {
      const logged = await page.request.post('/api/mentoring/sessions', { data: { menteeId: mentee.id, day: today(), minutes: 60, topic: 'Reading the weekly numbers together' }, headers });
      expect(logged.status()).toBe(201);
      const sessionId = ((await logged.json()) as { session: { id: string } }).session.id;
      expect(await mentoringConfirmLink(mentee.user.email)).toContain('/mentoring/respond');
      const confirmed = await mentee.page.request.post(`/api/mentoring/sessions/${sessionId}/confirm`, { headers });
      expect(confirmed.status()).toBe(200);
    }
    expect(await points(page)).toBe(2001 + 5 * 80);
    for (const mentee of mentees) await mentee.context.close();

    // The capstone, submitted through its screen; an admin accepts it on /admin/capstones.
    await page.goto('/journeys/amara/capstone');
    await page.getByLabel('Your capstone', { exact: true }).fill(CAPSTONE);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText(/waiting for review\. You can change it again/)).toBeVisible();
    await expectNoAxeViolations(page, 'capstone submitted');
    await admin.page.goto('/admin/capstones');
    await admin.page.getByRole('list', { name: 'Waiting for review' }).getByRole('link', { name: new RegExp(learner.user.name) }).click();
    await expect(admin.page.getByRole('heading', { level: 1, name: `Capstone: ${learner.user.name}` })).toBeVisible();
    await expectNoAxeViolations(admin.page, 'capstone review');
    await admin.page.getByLabel(`Feedback for ${learner.user.name}`).fill('Clear problem, honest numbers and a sensible next step.');
    await admin.page.getByRole('button', { name: 'Accept capstone' }).click();
    await expect(admin.page.getByText(/Accepted\. The learner received Capstone Challenge/)).toBeVisible();

    // XP, level, badges and the board.
    const total = 2001 + 5 * 80 + 250;
    expect(await points(page)).toBe(total);
    const lastPlace = await yourPlace(page);
    expect(lastPlace?.points).toBe(total);
    // Other specs' learners earn XP on the same server meanwhile: the learner's own place, not a fixed rank.
    expect(lastPlace!.rank).toBeLessThanOrEqual(firstPlace!.rank);
    await shoot(page, `${label}-leaderboard`);
    await page.goto('/badges');
    await expect(page.locator('header').getByText(`${total.toLocaleString('en')} XP`).first()).toBeVisible();
    const badges = page.getByRole('region', { name: 'Your badges' });
    await expect(badges.getByRole('progressbar', { name: 'Data Master progress' })).toHaveAttribute('aria-valuetext', 'Unlocked');
    await expect(badges.getByRole('progressbar', { name: 'Leadership Excellence progress' })).toHaveAttribute('aria-valuetext', 'Unlocked');
    await expectNoAxeViolations(page, '/badges');
    await shoot(page, `${label}-badges`);
    await page.goto(`/users/${learner.id}`);
    await expect(page.getByText('Level 3 · Change Architect')).toBeVisible();
    await expectNoAxeViolations(page, 'public profile');

    // The journey is complete, with its certificate.
    await page.goto('/journeys/amara');
    await expect(page.getByText('You have completed this journey.')).toBeVisible();
    await expect(rule).toContainText('Capstone challenge: accepted');
    const certificate = page.getByTestId('journey-certificate');
    await expect(certificate.getByText('Your certificate', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/journeys/amara completed');
    await shoot(page, `${label}-journey-completed`);
    const [download] = await Promise.all([page.waitForEvent('download'), certificate.getByRole('link', { name: 'Download certificate (PDF)' }).click()]);
    expect((await downloadBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');
    const verifyUrl = (await certificate.getByRole('link', { name: 'Verification page' }).getAttribute('href'))!;
    expect(verifyUrl.startsWith(`${BASE_URL}/verify/`)).toBe(true);

    // Anyone checks it, signed out, with no JavaScript.
    const visitor = await browser.newContext({ javaScriptEnabled: false, viewport });
    const check = await visitor.newPage();
    await check.goto(verifyUrl);
    await expect(check.getByRole('heading', { level: 1, name: 'Valid certificate' })).toBeVisible();
    await expect(check.getByText(learner.user.name)).toBeVisible();
    await expect(check.getByText(learner.user.email)).toHaveCount(0);
    await shoot(check, `${label}-verify-valid`);
    // axe is a script: it checks the same script-free page where scripts may run.
    await admin.page.goto(verifyUrl);
    await expectNoAxeViolations(admin.page, 'verification page');

    // An admin revokes it on /admin/certificates; the verification page then says so.
    await admin.page.goto('/admin/certificates');
    await admin.page.getByLabel('Holder, certificate id or code').fill(learner.user.name);
    await admin.page.getByRole('button', { name: 'Search' }).click();
    await expect(admin.page.getByTestId('admin-certificate')).toHaveCount(1);
    await expectNoAxeViolations(admin.page, '/admin/certificates');
    await admin.page.getByRole('button', { name: `Revoke the certificate of ${learner.user.name}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Revoke this certificate?' });
    await dialog.getByLabel('Reason').fill('Issued in an end-to-end test');
    await expectNoAxeViolations(admin.page, 'revoke dialog');
    await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(admin.page.getByText('Certificate revoked.')).toBeVisible();
    await shoot(admin.page, `${label}-admin-certificates`);

    await check.reload();
    await expect(check.getByRole('heading', { level: 1, name: 'Revoked certificate' })).toBeVisible();
    await expect(check.getByText('Reason: Issued in an end-to-end test')).toBeVisible();
    await shoot(check, `${label}-verify-revoked`);
    await admin.page.goto(verifyUrl);
    await expectNoAxeViolations(admin.page, 'verification page, revoked');
    await page.goto('/journeys/amara');
    await expect(certificate.getByText('Your certificate was revoked')).toBeVisible();

    await visitor.close();
    await admin.context.close();
    await learner.context.close();
  });
}
