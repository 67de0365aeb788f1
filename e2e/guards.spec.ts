import { decideRouteAccess, ROUTE_TABLE, type GuardAuthState } from '@lv/domain';
import { expect, test } from '@playwright/test';
import { updateUser } from './support/db';
import { createUser, signInContext } from './support/users';

/** Every route of `../shared/spec/platform-spec.md` section 2 (Screens and routes) for every kind of visitor, against the domain's guard decision. */
const KINDS = [
  { kind: 'visitor' },
  { kind: 'free learner', shape: { role: 'learner', membershipStatus: 'free' } },
  { kind: 'paid learner', shape: { role: 'learner', membershipStatus: 'paid' } },
  { kind: 'admin', shape: { role: 'admin', membershipStatus: 'free' } },
  { kind: 'inactive learner', shape: { role: 'learner', membershipStatus: 'paid' }, inactive: true },
] as const;

for (const k of KINDS) {
  test(`route guard matrix: ${k.kind}`, async ({ page }) => {
    // One page load per route of the table, which grows with the product.
    test.setTimeout(600_000);
    let auth: GuardAuthState = { status: 'signedOut' };
    if ('shape' in k) {
      const user = await createUser(page.request);
      updateUser(user.email, k.shape);
      await signInContext(page, user);
      if ('inactive' in k) updateUser(user.email, { accountStatus: 'inactive' });
      auth = { status: 'signedIn', user: { ...k.shape, accountStatus: 'inactive' in k ? 'inactive' : 'active' } };
    }
    for (const route of ROUTE_TABLE) {
      const path = route.path
        .replace(':userId', 'someone')
        .replace(':postId', 'some-post')
        .replace(':journeyId', 'no-such-journey')
        .replace(':moduleId', 'no-such-module');
      const decision = decideRouteAccess(route.access, auth);
      let expected = decision.kind === 'redirect' ? decision.to : path;
      // The /auth screen itself sends an active, signed-in user on to the leadership board.
      if (path === '/auth' && auth.status === 'signedIn' && auth.user.accountStatus === 'active') expected = '/leaderboard';
      await page.goto(path);
      await expect(page, `${k.kind} opening ${path}`).toHaveURL((url) => url.pathname === expected);
      // The route's own screen has rendered (the loading fallback has no h1); a section of a
      // page may still show its own 'Loading...' while it fetches.
      await expect(page.locator('h1').first(), `${k.kind} opening ${path}`).toBeVisible();
    }
  });
}

test('a signed-out visitor is sent from /profile to /auth', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a free learner is sent from /points to /upgrade', async ({ page }) => {
  const user = await createUser(page.request);
  await signInContext(page, user);
  await page.goto('/points');
  await expect(page).toHaveURL(/\/upgrade$/);
});

test('a learner is sent from /admin to /', async ({ page }) => {
  const user = await createUser(page.request);
  await signInContext(page, user);
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an inactive account is sent to /auth and told why', async ({ page }) => {
  const user = await createUser(page.request);
  await signInContext(page, user);
  updateUser(user.email, { accountStatus: 'inactive' });
  await page.goto('/leaderboard');
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  await expect(page.getByText('Your account is inactive.', { exact: false })).toBeVisible();
});
