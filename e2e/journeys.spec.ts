import { expect, test, type Page } from '@playwright/test';
import { createUser, signInContext } from './support/users';
import { expectNoAxeViolations } from './support/axe';

/** Screenshots for a look at the screens: `SCREENSHOTS=/tmp/dir`. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Nothing on the page is wider than the screen (a phone never scrolls sideways). */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll, label).toBeLessThanOrEqual(client);
}

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

const FIRST_MODULE = 'Digital confidence starts with you';
const REFLECTION = 'I will learn the shared team calendar in front of my team this week, and say what confuses me.';

for (const viewport of VIEWPORTS) {
  test.describe(`journeys (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test('a learner finds the journeys, enrols, completes a module for 100 XP and sees the progress move; axe finds nothing on the three screens', async ({ page }) => {
      test.setTimeout(240_000);
      const learner = await createUser(page.request);
      await signInContext(page, learner);

      // The board's empty-state sentence leads to the journeys.
      await page.goto('/leaderboard');
      await page.getByRole('region', { name: 'Your place' }).getByRole('link', { name: 'Complete a module' }).click();
      await expect(page).toHaveURL(/\/journeys$/);

      // The list: the recommended journey first (no blueprint yet: the first path), marked.
      await expect(page.getByRole('heading', { level: 1, name: 'Journeys' })).toBeVisible();
      const cards = page.getByRole('article');
      // The two named paths lead the list (other specs on this server may add admin-made journeys after them).
      await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText("Amara's Path");
      await expect(cards.nth(1).getByRole('heading', { level: 2 })).toHaveText("Kwame's Path");
      await expect(cards.first()).toContainText('Recommended for you');
      await expect(cards.first()).toContainText('6-month journey');
      await expect(cards.nth(1)).not.toContainText('Recommended for you');
      if (viewport.name === 'phone') await page.getByRole('button', { name: /Menu/ }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journeys' })).toHaveAttribute('aria-current', 'page');
      if (viewport.name === 'phone') await page.getByRole('button', { name: /Menu/ }).click();
      await expectNoAxeViolations(page, `/journeys ${viewport.name}`);
      await expectNoSidewaysScroll(page, `/journeys ${viewport.name}`);
      await shoot(page, `journeys-${viewport.name}`);

      // Enrol: the journey page, with its progress at 0 of 8.
      await cards.first().getByRole('button', { name: "Enrol in Amara's Path" }).click();
      await expect(page).toHaveURL(/\/journeys\/amara$/);
      await expect(page.getByRole('heading', { level: 1, name: "Amara's Path" })).toBeVisible();
      await expect(page.getByText('0 / 8 required modules done')).toBeVisible();
      // The months are the page's spine (ADR 047): 6 months holding the 8 modules.
      const months = page.getByRole('region', { name: 'Month by month' });
      await expect(months.getByRole('heading', { level: 3 })).toHaveCount(6);
      await expect(months.getByRole('heading', { level: 4 })).toHaveCount(8);
      // The seeded webinar of the journey, composed onto the page by the app.
      await expect(page.getByRole('region', { name: 'Live sessions' })).toContainText('Leading with data on a budget');
      await expect(page.getByRole('region', { name: 'Capstone challenge' })).toBeVisible();
      await expectNoAxeViolations(page, `/journeys/amara ${viewport.name}`);
      await expectNoSidewaysScroll(page, `/journeys/amara ${viewport.name}`);
      await shoot(page, `journey-${viewport.name}`);

      // The first module: lesson, practice, reflection.
      await page.getByRole('link', { name: 'Start the first module' }).click();
      await expect(page).toHaveURL(/\/journeys\/amara\/modules\/digital-confidence-starts-with-you$/);
      await expect(page.getByRole('heading', { level: 1, name: FIRST_MODULE })).toBeVisible();
      await expect(page.getByText('Module 1 of 8')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Lesson' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expectNoAxeViolations(page, `module ${viewport.name}`);
      await expectNoSidewaysScroll(page, `module ${viewport.name}`);
      await shoot(page, `module-${viewport.name}`);

      // Completing it: the toast with the XP, done, focus on it, the live points and a Next module link.
      const answer = page.getByRole('region', { name: 'Reflection' }).getByRole('textbox');
      await answer.fill('Too short');
      await page.getByRole('button', { name: 'Complete module (+100 XP)' }).click();
      await expect(answer).toHaveAccessibleDescription(/Write at least 20 characters/);
      await answer.fill(REFLECTION);
      const completion = page.waitForResponse((r) => r.url().endsWith('/completion') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Complete module (+100 XP)' }).click();
      expect((await completion).status()).toBe(201);
      await expect(page.locator('[data-toast]', { hasText: 'Module complete. You earned 100 XP.' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Module complete' })).toBeFocused();
      await expect(page.getByText(REFLECTION)).toBeVisible();
      await expect(page.locator('header').getByText(/^100 XP/).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^Next module: / })).toHaveAttribute('href', '/journeys/amara/modules/choosing-tools-your-team-will-use');
      await expectNoAxeViolations(page, `module done ${viewport.name}`);
      await shoot(page, `module-done-${viewport.name}`);

      // Sent again (another tab, a retry): 200, nothing more awarded.
      const again = await page.request.post('/api/journeys/amara/modules/digital-confidence-starts-with-you/completion', {
        data: { reflection: REFLECTION },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(again.status()).toBe(200);
      expect(((await again.json()) as { xpAwarded: number }).xpAwarded).toBe(0);
      expect(((await (await page.request.get('/api/me/points')).json()) as { points: number }).points).toBe(100);

      // Back on the journey: the tick and the progress moved.
      await page.getByRole('link', { name: "Amara's Path" }).first().click();
      await expect(page.getByText('1 / 8 required modules done')).toBeVisible();
      await expect(page.getByRole('progressbar', { name: "Progress through Amara's Path" })).toHaveAttribute('aria-valuenow', '12');
      await expect(page.getByRole('region', { name: 'Month by month' }).getByRole('heading', { level: 4, name: `${FIRST_MODULE} (done)` })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
      await shoot(page, `journey-progress-${viewport.name}`);
    });
  });
}

test('an unknown journey and an unknown module say so', async ({ page }) => {
  const learner = await createUser(page.request);
  await signInContext(page, learner);
  await page.goto('/journeys/no-such-journey');
  await expect(page.getByRole('heading', { level: 1, name: 'Journey not found' })).toBeVisible();
  await page.goto('/journeys/amara/modules/no-such-module');
  await expect(page.getByRole('heading', { level: 1, name: 'Module not found' })).toBeVisible();
  await expectNoAxeViolations(page, 'module not found');
});
