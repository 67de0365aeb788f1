import type { AccountStatus, MembershipStatus, Role } from './roles';

/** Who may open a route (spec section 2). */
export type RouteAccess = 'public' | 'signedIn' | 'paid' | 'admin';

/** The route table of spec section 2: path pattern and access. */
export const ROUTE_TABLE = [
  { path: '/', access: 'public', title: 'Home' },
  { path: '/auth', access: 'public', title: 'Sign in' },
  { path: '/users/:userId', access: 'public', title: 'Public profile' },
  { path: '/demo', access: 'public', title: 'Demo' },
  { path: '/knowledge-base', access: 'public', title: 'Knowledge base' },
  { path: '/welcome', access: 'signedIn', title: 'Welcome' },
  { path: '/onboarding', access: 'signedIn', title: 'Onboarding' },
  { path: '/build-village', access: 'signedIn', title: 'Build your village' },
  { path: '/leaderboard', access: 'signedIn', title: 'Leadership board' },
  { path: '/badges', access: 'signedIn', title: 'Badges' },
  { path: '/forum', access: 'signedIn', title: 'Forum' },
  { path: '/forum/posts/:postId', access: 'signedIn', title: 'Forum post' },
  { path: '/impact-log', access: 'signedIn', title: 'Impact log' },
  { path: '/upgrade', access: 'signedIn', title: 'Upgrade' },
  { path: '/profile', access: 'signedIn', title: 'Profile' },
  { path: '/points', access: 'paid', title: 'Points system' },
  { path: '/admin', access: 'admin', title: 'Admin dashboard' },
  { path: '/admin/dashboard', access: 'admin', title: 'Admin dashboard' },
  { path: '/admin/settings', access: 'admin', title: 'Admin settings' },
  { path: '/admin/user/:userId', access: 'admin', title: 'Admin user' },
  // Admin console screens beyond the spec's table (decisions.md "Admin": users, audit, outbox).
  { path: '/admin/users', access: 'admin', title: 'Users' },
  { path: '/admin/leads', access: 'admin', title: 'Leads and bookings' },
  { path: '/admin/audit-log', access: 'admin', title: 'Audit log' },
  { path: '/admin/outbox', access: 'admin', title: 'Dev outbox' },
  { path: '/admin/knowledge-base', access: 'admin', title: 'Knowledge base admin' },
  // Journey authoring (decisions.md "Journeys delivery"): the list, and one journey's draft and versions.
  { path: '/admin/journeys', access: 'admin', title: 'Journeys admin' },
  { path: '/admin/journeys/:journeyId', access: 'admin', title: 'Edit journey' },
] as const satisfies ReadonlyArray<{ path: string; access: RouteAccess; title: string }>;

export type RoutePath = (typeof ROUTE_TABLE)[number]['path'];

/** What the guard knows about the visitor. */
export type GuardAuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      user: { role: Role; accountStatus: AccountStatus; membershipStatus: MembershipStatus };
    };

export type GuardDecision =
  { kind: 'loading' } | { kind: 'render' } | { kind: 'redirect'; to: '/auth' | '/' | '/upgrade' };

/**
 * The route guard of spec section 5, in its order: loading shows a spinner, signed out goes to
 * /auth, inactive goes to /auth, admin-only with a non-admin goes to /, paid-only with a free
 * membership goes to /upgrade.
 */
export function decideRouteAccess(access: RouteAccess, auth: GuardAuthState): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  if (auth.status === 'loading') return { kind: 'loading' };
  if (auth.status === 'signedOut') return { kind: 'redirect', to: '/auth' };
  const { user } = auth;
  if (user.accountStatus === 'inactive') return { kind: 'redirect', to: '/auth' };
  if (access === 'admin' && user.role !== 'admin') return { kind: 'redirect', to: '/' };
  if (access === 'paid' && user.membershipStatus === 'free')
    return { kind: 'redirect', to: '/upgrade' };
  return { kind: 'render' };
}

/** The welcome screen: the first screen after a learner's first sign-in. */
export const WELCOME_PATH = '/welcome';

/**
 * Where a sign-in leads: a learner who has not yet seen /welcome (nor finished onboarding) goes
 * there once; everyone else goes on to where they were heading.
 */
export function afterSignInPath(user: { welcomePending?: boolean } | null | undefined, redirectTo: string): string {
  return user?.welcomePending ? WELCOME_PATH : redirectTo;
}
