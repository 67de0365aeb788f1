import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from './env';
import { latestMail, linkIn, markWelcomed, updateUser } from './db';

export interface E2eUser {
  email: string;
  password: string;
  name: string;
}

let n = 0;

/**
 * A verified account made through the real sign-up and verification flow, then shaped in the
 * database. It has seen /welcome unless `welcomed: false` (a first sign-in then leads there).
 */
export async function createUser(
  request: APIRequestContext,
  shape: { role?: 'learner' | 'admin'; membershipStatus?: 'free' | 'paid'; accountStatus?: 'active' | 'inactive'; welcomed?: boolean } = {},
): Promise<E2eUser> {
  n += 1;
  const user = { email: `e2e.${process.pid}.${Date.now()}.${n}@example.test`, password: 'e2e-password-123', name: `E2E Learner ${n}` };
  const res = await request.post(`${BASE_URL}/api/auth/sign-up/email`, { data: user, headers: { origin: BASE_URL } });
  expect(res.status()).toBe(200);
  const mail = await latestMail(user.email);
  expect(mail, 'verification mail').toBeTruthy();
  const verified = await request.get(linkIn(mail!.text), { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  updateUser(user.email, { role: shape.role ?? 'learner', membershipStatus: shape.membershipStatus ?? 'free' });
  if (shape.welcomed !== false) markWelcomed(user.email);
  return user;
}

/** Signs a page's browser context in through the API (sets the session cookie). */
export async function signInContext(page: Page, user: E2eUser): Promise<void> {
  const res = await page.request.post(`${BASE_URL}/api/auth/sign-in/email`, { data: { email: user.email, password: user.password }, headers: { origin: BASE_URL } });
  expect(res.status()).toBe(200);
}
