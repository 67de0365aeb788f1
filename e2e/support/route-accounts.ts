import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { BASE_URL } from './env';
import { makeRouteIds, routeSamples, type ApiCall, type BenchRole, type RouteSample } from './route-samples';
import { createUser } from './users';

export type SignedIn = Exclude<BenchRole, 'visitor'>;

/** A signed-in API context per role, and every screen of the route table with real ids. */
export interface RouteAccounts {
  contexts: Record<SignedIn, APIRequestContext>;
  samples: RouteSample[];
  dispose: () => Promise<void>;
}

/**
 * Makes a free learner, a paid learner and an admin, signs each in, and fills the route table's
 * params with ids made through the real API: for the specs that open every screen (route budgets,
 * CSP). Call once per file in `beforeAll` and `dispose` in `afterAll`.
 */
export async function routeAccounts(playwright: PlaywrightWorkerArgs['playwright']): Promise<RouteAccounts> {
  const setup = await playwright.request.newContext({ baseURL: BASE_URL });
  const shapes = { free: { membershipStatus: 'free' }, paid: { membershipStatus: 'paid' }, admin: { role: 'admin' } } as const;
  const entries = [];
  for (const [role, shape] of Object.entries(shapes) as Array<[SignedIn, (typeof shapes)[SignedIn]]>) {
    const user = await createUser(setup, shape);
    const context = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
    expect((await context.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } })).status()).toBe(200);
    entries.push([role, context] as const);
  }
  await setup.dispose();
  const contexts = Object.fromEntries(entries) as Record<SignedIn, APIRequestContext>;
  const call: ApiCall = async (role, method, path, body) => {
    const res = await contexts[role].fetch(path, { method, ...(body === undefined ? {} : { data: body }) });
    const text = await res.text();
    return { status: res.status(), body: text ? (JSON.parse(text) as unknown) : null };
  };
  const me = (await (await contexts.free.get('/api/me')).json()) as { user: { id: string } };
  return {
    contexts,
    samples: routeSamples(await makeRouteIds(call, me.user.id)),
    dispose: async () => {
      await Promise.all(Object.values(contexts).map((c) => c.dispose()));
    },
  };
}

/**
 * For a spec file that opens every screen: one worker makes the accounts and ids once, before the
 * file's tests (a failing route does not stop the others), and disposes of them after. Returns
 * the accounts, for the tests to read.
 */
export function useRouteAccounts(): () => RouteAccounts {
  let accounts: RouteAccounts | undefined;
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ playwright }) => {
    accounts = await routeAccounts(playwright);
  });
  test.afterAll(async () => {
    await accounts?.dispose();
  });
  return () => {
    if (!accounts) throw new Error('the route accounts are made in beforeAll');
    return accounts;
  };
}

/** API reads that are not a screen's content: the live-points stream and the activity heartbeat. */
export const NOT_CONTENT = /^\/api\/me\/(points\/stream|activity)$/;
