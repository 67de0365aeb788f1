import type { AccountStatus, MembershipStatus, Role } from './roles';

/**
 * Who may call an API route (DESIGN.md "Authorization"). Every server route declares one; one
 * hook checks the declaration of the route that matched, before validation and before any write.
 * Ownership (my post, my team) is not a level: services check it as a named policy.
 */
export const API_ACCESS = ['visitor', 'account', 'learner', 'paid', 'admin'] as const;
export type ApiAccess = (typeof API_ACCESS)[number];

/** What each level lets through: the sentence a reviewer checks a route's declaration against. */
export const API_ACCESS_MEANING: Record<ApiAccess, string> = {
  visitor: 'Anyone, signed in or not. Also a route that authenticates the caller itself (says why).',
  account: 'A signed-in account, inactive ones too: only what an inactive account may still read of its own.',
  learner: 'A signed-in, active account (learner or admin).',
  paid: 'A signed-in, active account with a paid membership.',
  admin: 'A signed-in, active admin.',
};

/** Why a caller may not pass a level, in the guard order of `../shared/spec/platform-spec.md` section 5 (Validation rules). */
export type AccessDenial = 'signedOut' | 'inactive' | 'notAdmin' | 'notPaid';

/** The caller as the access rule sees them; null for a visitor. */
export type AccessSubject = { role: Role; accountStatus: AccountStatus; membershipStatus: MembershipStatus } | null;

/**
 * The one access rule, for API routes and screens alike (`../shared/spec/platform-spec.md` section 5 (Validation rules)'s order): signed out,
 * then inactive, then not an admin, then not paid. Null when the caller may pass.
 */
export function accessDenial(level: ApiAccess, user: AccessSubject): AccessDenial | null {
  if (level === 'visitor') return null;
  if (!user) return 'signedOut';
  if (level === 'account') return null;
  if (user.accountStatus !== 'active') return 'inactive';
  if (level === 'admin' && user.role !== 'admin') return 'notAdmin';
  if (level === 'paid' && user.membershipStatus !== 'paid') return 'notPaid';
  return null;
}

/** Type guard for a route's declared level (the server refuses to start on anything else). */
export function isApiAccess(value: unknown): value is ApiAccess {
  return (API_ACCESS as readonly unknown[]).includes(value);
}

/** Who may open a screen (`../shared/spec/platform-spec.md` section 2 (Screens and routes)'s words); each is one API level (SCREEN_ACCESS_LEVEL). */
export type RouteAccess = 'public' | 'signedIn' | 'paid' | 'admin';

/** A screen's access as the API level the same rule checks. */
export const SCREEN_ACCESS_LEVEL: Record<RouteAccess, ApiAccess> = {
  public: 'visitor',
  signedIn: 'learner',
  paid: 'paid',
  admin: 'admin',
};

/** The route table of `../shared/spec/platform-spec.md` section 2 (Screens and routes): path pattern and access. */
export const ROUTE_TABLE = [
  { path: '/', access: 'public', title: 'Home' },
  { path: '/auth', access: 'public', title: 'Sign in' },
  { path: '/users/:userId', access: 'public', title: 'Public profile' },
  { path: '/demo', access: 'public', title: 'Demo' },
  { path: '/knowledge-base', access: 'public', title: 'Knowledge base' },
  // The podcast, for everyone (`../shared/spec/decisions.md` "Premium spaces and level unlocks").
  { path: '/podcast', access: 'public', title: 'Podcast' },
  { path: '/podcast/:episodeId', access: 'public', title: 'Podcast episode' },
  { path: '/welcome', access: 'signedIn', title: 'Welcome' },
  { path: '/onboarding', access: 'signedIn', title: 'Onboarding' },
  { path: '/build-village', access: 'signedIn', title: 'Build your village' },
  // The learner's journeys (`../shared/spec/decisions.md` "Journeys delivery"): the list, one journey, one module.
  { path: '/journeys', access: 'signedIn', title: 'Journeys' },
  { path: '/journeys/:journeyId', access: 'signedIn', title: 'Journey' },
  { path: '/journeys/:journeyId/modules/:moduleId', access: 'signedIn', title: 'Module' },
  { path: '/leaderboard', access: 'signedIn', title: 'Leadership board' },
  { path: '/badges', access: 'signedIn', title: 'Badges' },
  { path: '/forum', access: 'signedIn', title: 'Forum' },
  { path: '/forum/posts/:postId', access: 'signedIn', title: 'Forum post' },
  { path: '/impact-log', access: 'signedIn', title: 'Impact log' },
  // The CPD record and certificates (`../shared/spec/decisions.md` "CPD record and credentials").
  { path: '/cpd', access: 'signedIn', title: 'CPD record' },
  { path: '/upgrade', access: 'signedIn', title: 'Upgrade' },
  { path: '/profile', access: 'signedIn', title: 'Profile' },
  // A learner's capstone for a journey (`../shared/spec/decisions.md` "Journeys delivery").
  { path: '/journeys/:journeyId/capstone', access: 'signedIn', title: 'Capstone' },
  // Peer mentoring (`../shared/spec/decisions.md` "Journeys delivery"); the emailed link's page works signed out.
  { path: '/mentoring', access: 'signedIn', title: 'Mentoring' },
  { path: '/mentoring/respond', access: 'public', title: 'Confirm a mentoring session' },
  // Measured growth (ADR 048): the learner's self-assessment; a 360 rater's page works signed out.
  { path: '/journeys/:journeyId/assessment', access: 'signedIn', title: 'Self-assessment' },
  { path: '/growth/rate', access: 'public', title: 'Give feedback' },
  // Organisations (`../shared/spec/decisions.md` "Organisations"): the invitation's page works signed
  // out; the console and people screens ask the server, whose organisation policy decides (ADR 045).
  { path: '/org/join', access: 'public', title: 'Join your organisation' },
  { path: '/org', access: 'signedIn', title: 'Organisation' },
  { path: '/org/people', access: 'signedIn', title: 'People' },
  { path: '/points', access: 'paid', title: 'Points system' },
  { path: '/admin', access: 'admin', title: 'Admin dashboard' },
  { path: '/admin/dashboard', access: 'admin', title: 'Admin dashboard' },
  { path: '/admin/settings', access: 'admin', title: 'Admin settings' },
  { path: '/admin/user/:userId', access: 'admin', title: 'Admin user' },
  // Admin console screens beyond the spec's table (`../shared/spec/decisions.md` "Admin": users, audit, outbox).
  { path: '/admin/users', access: 'admin', title: 'Users' },
  { path: '/admin/leads', access: 'admin', title: 'Leads and bookings' },
  { path: '/admin/audit-log', access: 'admin', title: 'Audit log' },
  { path: '/admin/outbox', access: 'admin', title: 'Dev outbox' },
  { path: '/admin/knowledge-base', access: 'admin', title: 'Knowledge base admin' },
  { path: '/admin/certificates', access: 'admin', title: 'Certificates' },
  // Account deletion requests (ADR 037).
  { path: '/admin/data-requests', access: 'admin', title: 'Data requests' },
  // Webinars and events (`../shared/spec/decisions.md` "Journeys delivery").
  { path: '/events', access: 'signedIn', title: 'Events' },
  { path: '/events/:eventId', access: 'signedIn', title: 'Event' },
  { path: '/admin/events', access: 'admin', title: 'Events admin' },
  { path: '/admin/events/:eventId', access: 'admin', title: 'Event admin' },
  // The capstone review queue and one capstone under review.
  { path: '/admin/capstones', access: 'admin', title: 'Capstone reviews' },
  { path: '/admin/capstones/:capstoneId', access: 'admin', title: 'Capstone review' },
  // Journey authoring (`../shared/spec/decisions.md` "Journeys delivery"): the list, and one journey's draft and versions.
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

/** Where the screen guard sends each denial (`../shared/spec/platform-spec.md` section 5 (Validation rules)). */
const GUARD_REDIRECT: Record<AccessDenial, '/auth' | '/' | '/upgrade'> = {
  signedOut: '/auth',
  inactive: '/auth',
  notAdmin: '/',
  notPaid: '/upgrade',
};

/**
 * The route guard of `../shared/spec/platform-spec.md` section 5 (Validation rules), in its order: loading shows a spinner, signed out goes to
 * /auth, inactive goes to /auth, admin-only with a non-admin goes to /, paid-only with a free
 * membership goes to /upgrade.
 */
export function decideRouteAccess(access: RouteAccess, auth: GuardAuthState): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  if (auth.status === 'loading') return { kind: 'loading' };
  const denial = accessDenial(SCREEN_ACCESS_LEVEL[access], auth.status === 'signedIn' ? auth.user : null);
  return denial ? { kind: 'redirect', to: GUARD_REDIRECT[denial] } : { kind: 'render' };
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
