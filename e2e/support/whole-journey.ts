import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { latestMail } from './db';
import { BASE_URL } from './env';
import { createUser, signInContext, type E2eUser } from './users';

/** What e2e/whole-journey.spec.ts shares between its steps: accounts with their own cookies, screenshots. */

export const headers = { origin: BASE_URL };
export type Viewport = { width: number; height: number };

/** Screenshots for a look at the screens: `SCREENSHOTS=/tmp/dir` (not asserted). */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/whole-journey-${name}.png`, fullPage: true });
}

export interface Account {
  user: E2eUser;
  id: string;
  context: BrowserContext;
  page: Page;
}

let named = 0;

/**
 * A new verified account signed in in a browser context of its own, renamed to a name no other
 * test's account has (the admin screens and the colleague search find it by name).
 */
export async function newAccount(browser: Browser, viewport: Viewport, label: string, role: 'learner' | 'admin' = 'learner'): Promise<Account> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const user = await createUser(page.request, { role });
  await signInContext(page, user);
  named += 1;
  const name = `${label} ${Date.now().toString(36)}${named}${Math.random().toString(36).slice(2, 6)}`;
  expect((await page.request.patch('/api/me/profile', { data: { name }, headers })).status()).toBe(200);
  const { user: doc } = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return { user: { ...user, name }, id: doc.id, context, page };
}

/** The confirm link of the newest mentoring mail to the colleague (as the mentoring spec reads it). */
export async function mentoringConfirmLink(email: string): Promise<string> {
  const text = (await latestMail(email))?.text ?? '';
  const link = /Confirm the session: (\S+)/.exec(text)?.[1];
  expect(link, `confirm link in: ${text}`).toBeTruthy();
  return link!;
}

/** The learner's place on the week's board as the "Your place" card shows it: null when not ranked. */
export async function yourPlace(page: Page): Promise<{ rank: number; points: number } | null> {
  await page.goto('/leaderboard');
  const card = page.getByRole('region', { name: 'Your place' });
  await expect(card.getByText(/Rank #\d|You have not earned XP/)).toBeVisible();
  const text = (await card.textContent()) ?? '';
  const rank = /Rank #([\d,]+)/.exec(text)?.[1];
  const points = /([\d,]+) XP/.exec(text)?.[1];
  if (rank === undefined) return null;
  return { rank: Number(rank.replace(/,/g, '')), points: Number((points ?? '').replace(/,/g, '')) };
}

/** Reads a download's bytes. */
export async function downloadBytes(download: { createReadStream(): Promise<NodeJS.ReadableStream> }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
