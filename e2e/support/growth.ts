import { expect, type Browser, type Page } from '@playwright/test';
import { latestMail } from './db';
import { expectNoAxeViolations } from './axe';
import { BASE_URL } from './env';

/** What the measured-growth specs share: the phone viewport, axe, the statements' form, the raters' links. */

export const PHONE = { width: 390, height: 844 };

export async function expectNoSidewaysScroll(page: Page, where: string) {
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(wide, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Answers each of the 16 statements with the same scale word. */
export async function answerAll(page: Page, word: string) {
  const radios = page.getByRole('radio', { name: word, exact: true });
  await expect(radios).toHaveCount(16);
  for (let i = 0; i < 16; i += 1) await radios.nth(i).check();
}

/** The rating link in the newest mail to a rater. */
export async function raterLink(email: string): Promise<string> {
  const text = (await latestMail(email))?.text ?? '';
  const link = /Give my feedback: (\S+)/.exec(text)?.[1];
  expect(link, `rating link in: ${text}`).toMatch(/\/growth\/rate#token=[A-Za-z0-9_-]{43}$/);
  return link!;
}

export async function rateAsVisitor(
  browser: Browser,
  link: string,
  word: string,
  comment: string | null,
  check: boolean,
) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Give feedback' })).toBeVisible();
  await expect(
    page.getByText(
      /sees them only merged with those of at least two other people, never who said what/,
    ),
  ).toBeVisible();
  if (check) {
    await expectNoAxeViolations(page, '/growth/rate');
    await expectNoSidewaysScroll(page, '/growth/rate');
    // Sending with nothing answered marks what is left and sends nothing.
    await page.getByRole('button', { name: 'Send my feedback' }).click();
    await expect(
      page.getByText('Answer every statement before you send: the ones left are marked.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/growth/rate with errors');
  }
  await answerAll(page, word);
  if (comment)
    await page
      .getByLabel('One thing they could do more of, or differently (optional)')
      .fill(comment);
  await page.getByRole('button', { name: 'Send my feedback' }).click();
  await expect(
    page.getByText('Thank you. Your answers were recorded, and this link is now closed.'),
  ).toBeVisible();
  // The link works once.
  await page.reload();
  await expect(
    page.getByText('This link was already used: the answers were recorded. Thank you.'),
  ).toBeVisible();
  await context.close();
}
