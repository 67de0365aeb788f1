import { expect, test } from '@playwright/test';
import { BASE_URL } from './support/env';
import { createUser, signInContext } from './support/users';
import { expectNoAxeViolations } from './support/axe';
import { shoot } from './support/whole-journey';

/*
 * A journey's months on a phone (ADR 047, issue 43): a new learner sees month 1 open and month 2
 * with the day it opens; a month-2 lesson can be read but not completed yet; once month 1 is done,
 * month 2 is open and its module completes.
 */

const headers = { origin: BASE_URL };
const REFLECTION =
  'I will log every figure I used to decide this week and share the list with Ama.';

interface Month {
  number: number;
  title: string;
  moduleSlugs: string[];
  opensOn: string | null;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a new learner sees month 1 open and month 2 with its date, finishes month 1 and month 2 opens', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const learner = await createUser(page.request);
  await signInContext(page, learner);

  await page.goto('/journeys/amara');
  await page.getByRole('button', { name: "Enrol in Amara's Path" }).click();
  await expect(page.getByText('0 / 8 required modules done')).toBeVisible();

  const { months } = (await (await page.request.get('/api/journeys/amara')).json()) as {
    months: Month[];
  };
  const [month1, month2] = months;
  const spine = page.getByRole('region', { name: 'Month by month' });
  const monthItem = (n: number) => spine.locator(`li[data-month="${n}"]`);
  await expect(monthItem(1)).toContainText('You are here');
  await expect(monthItem(1).getByRole('heading', { level: 3 })).toHaveText(month1!.title);
  await expect(monthItem(1).getByRole('heading', { level: 4 })).toHaveCount(3);
  // Month 2 shows the day it opens, four weeks on, as the reader's language writes it.
  const [year, , day] = month2!.opensOn!.split('-');
  await expect(monthItem(2)).toContainText(/Opens on /);
  await expect(monthItem(2)).toContainText(String(Number(day)));
  await expect(monthItem(2)).toContainText(year!);
  await expect(monthItem(2)).toContainText('This month at work:');
  await expectNoAxeViolations(page, 'journey months');
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
  await shoot(page, 'months-start');

  // A month-2 lesson can be read, not completed: its reflection says when.
  await monthItem(2).getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Lesson' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reflection' })).toContainText(
    `belongs to ${month2!.title}, which opens on`,
  );
  await expect(page.getByRole('button', { name: 'Complete module (+100 XP)' })).toHaveCount(0);
  const early = await page.request.post(
    `/api/journeys/amara/modules/${month2!.moduleSlugs[0]}/completion`,
    { data: { reflection: REFLECTION }, headers },
  );
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
    `This month opens on ${month2!.opensOn}.`,
  );
  await expectNoAxeViolations(page, 'module of a month not open');

  // Month 1: the first module through its screen, the other two as the module screen sends them.
  await page.goto(`/journeys/amara/modules/${month1!.moduleSlugs[0]}`);
  await page.getByRole('region', { name: 'Reflection' }).getByRole('textbox').fill(REFLECTION);
  await page.getByRole('button', { name: 'Complete module (+100 XP)' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Module complete' })).toBeFocused();
  for (const slug of month1!.moduleSlugs.slice(1)) {
    const res = await page.request.post(`/api/journeys/amara/modules/${slug}/completion`, {
      data: { reflection: `${REFLECTION} (${slug})` },
      headers,
    });
    expect(res.status(), slug).toBe(201);
  }

  await page.goto('/journeys/amara');
  await expect(page.getByText('3 / 8 required modules done')).toBeVisible();
  await expect(monthItem(1)).toContainText('Done');
  await expect(monthItem(2)).toContainText('You are here');
  await expect(monthItem(2)).not.toContainText('Opens on');
  await expect(monthItem(3)).toContainText('Opens on');
  await expectNoAxeViolations(page, 'journey months after month 1');
  await shoot(page, 'months-month-2');

  // Month 2's module now completes on its screen.
  await monthItem(2).getByRole('link').first().click();
  await page.getByRole('region', { name: 'Reflection' }).getByRole('textbox').fill(REFLECTION);
  await page.getByRole('button', { name: 'Complete module (+100 XP)' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Module complete' })).toBeFocused();
});
