import { describe, expect, it } from 'vitest';
import {
  accessDenial,
  afterSignInPath,
  API_ACCESS,
  API_ACCESS_MEANING,
  decideRouteAccess,
  isApiAccess,
  ROUTE_TABLE,
  SCREEN_ACCESS_LEVEL,
  type AccessDenial,
  type AccessSubject,
  type ApiAccess,
  type GuardAuthState,
  type RouteAccess,
} from './routes';

const user = (
  role: 'learner' | 'admin',
  accountStatus: 'active' | 'inactive',
  membershipStatus: 'free' | 'paid',
): GuardAuthState => ({ status: 'signedIn', user: { role, accountStatus, membershipStatus } });

const caller = (role: 'learner' | 'admin', accountStatus: 'active' | 'inactive', membershipStatus: 'free' | 'paid'): AccessSubject => ({
  role,
  accountStatus,
  membershipStatus,
});

describe('accessDenial', () => {
  const visitor = null;
  const learner = caller('learner', 'active', 'free');
  const paidLearner = caller('learner', 'active', 'paid');
  const inactiveLearner = caller('learner', 'inactive', 'paid');
  const admin = caller('admin', 'active', 'free');
  const inactiveAdmin = caller('admin', 'inactive', 'paid');
  // Rows: level; columns: visitor, learner, paid learner, inactive learner, admin (free), inactive admin.
  const table: Record<ApiAccess, Array<AccessDenial | null>> = {
    visitor: [null, null, null, null, null, null],
    account: ['signedOut', null, null, null, null, null],
    learner: ['signedOut', null, null, 'inactive', null, 'inactive'],
    paid: ['signedOut', 'notPaid', null, 'inactive', 'notPaid', 'inactive'],
    admin: ['signedOut', 'notAdmin', 'notAdmin', 'inactive', null, 'inactive'],
  };
  const callers = [visitor, learner, paidLearner, inactiveLearner, admin, inactiveAdmin];
  it.each(API_ACCESS.flatMap((level) => callers.map((user, i) => [level, user, table[level][i]] as const)))(
    '%s level, caller %j → %s',
    (level, user, expected) => {
      expect(accessDenial(level, user)).toBe(expected);
    },
  );

  it('has a meaning for every level and knows its levels', () => {
    expect(Object.keys(API_ACCESS_MEANING).sort()).toEqual([...API_ACCESS].sort());
    for (const level of API_ACCESS) expect(isApiAccess(level)).toBe(true);
    for (const other of [undefined, null, '', 'public', 'signedIn', 'Admin', 1]) expect(isApiAccess(other)).toBe(false);
  });

  it('checks every screen with the API level of the same name in ../shared/spec/platform-spec.md section 2 (Screens and routes)', () => {
    expect(SCREEN_ACCESS_LEVEL).toEqual({ public: 'visitor', signedIn: 'learner', paid: 'paid', admin: 'admin' });
  });
});

describe('decideRouteAccess', () => {
  const cases: Array<[RouteAccess, GuardAuthState, ReturnType<typeof decideRouteAccess>]> = [
    ['public', { status: 'loading' }, { kind: 'render' }],
    ['public', { status: 'signedOut' }, { kind: 'render' }],
    ['public', user('learner', 'inactive', 'free'), { kind: 'render' }],
    ['signedIn', { status: 'loading' }, { kind: 'loading' }],
    ['admin', { status: 'loading' }, { kind: 'loading' }],
    ['signedIn', { status: 'signedOut' }, { kind: 'redirect', to: '/auth' }],
    ['paid', { status: 'signedOut' }, { kind: 'redirect', to: '/auth' }],
    ['admin', { status: 'signedOut' }, { kind: 'redirect', to: '/auth' }],
    // inactive wins over every later rule, even for an admin on an admin route
    ['signedIn', user('learner', 'inactive', 'paid'), { kind: 'redirect', to: '/auth' }],
    ['admin', user('admin', 'inactive', 'paid'), { kind: 'redirect', to: '/auth' }],
    ['paid', user('learner', 'inactive', 'free'), { kind: 'redirect', to: '/auth' }],
    ['admin', user('learner', 'active', 'paid'), { kind: 'redirect', to: '/' }],
    ['admin', user('admin', 'active', 'free'), { kind: 'render' }],
    ['paid', user('learner', 'active', 'free'), { kind: 'redirect', to: '/upgrade' }],
    ['paid', user('admin', 'active', 'free'), { kind: 'redirect', to: '/upgrade' }],
    ['paid', user('learner', 'active', 'paid'), { kind: 'render' }],
    ['signedIn', user('learner', 'active', 'free'), { kind: 'render' }],
  ];
  it.each(cases)('%s route, %j → %j', (access, auth, expected) => {
    expect(decideRouteAccess(access, auth)).toEqual(expected);
  });
});

describe('ROUTE_TABLE', () => {
  it('lists every route of ../shared/spec/platform-spec.md section 2 (Screens and routes) plus the journeys and admin console screens once with its access', () => {
    const byPath = Object.fromEntries(ROUTE_TABLE.map((r) => [r.path, r.access]));
    expect(ROUTE_TABLE).toHaveLength(new Set(ROUTE_TABLE.map((r) => r.path)).size);
    expect(byPath).toEqual({
      '/': 'public',
      '/auth': 'public',
      '/users/:userId': 'public',
      '/demo': 'public',
      '/knowledge-base': 'public',
      '/podcast': 'public',
      '/podcast/:episodeId': 'public',
      '/welcome': 'signedIn',
      '/onboarding': 'signedIn',
      '/build-village': 'signedIn',
      '/journeys': 'signedIn',
      '/journeys/:journeyId': 'signedIn',
      '/journeys/:journeyId/modules/:moduleId': 'signedIn',
      '/leaderboard': 'signedIn',
      '/badges': 'signedIn',
      '/forum': 'signedIn',
      '/forum/posts/:postId': 'signedIn',
      '/impact-log': 'signedIn',
      '/cpd': 'signedIn',
      '/upgrade': 'signedIn',
      '/profile': 'signedIn',
      '/journeys/:journeyId/capstone': 'signedIn',
      '/mentoring': 'signedIn',
      '/mentoring/respond': 'public',
      '/journeys/:journeyId/assessment': 'signedIn',
      '/growth/rate': 'public',
      '/org/join': 'public',
      '/org': 'signedIn',
      '/org/people': 'signedIn',
      '/points': 'paid',
      '/admin': 'admin',
      '/admin/dashboard': 'admin',
      '/admin/settings': 'admin',
      '/admin/user/:userId': 'admin',
      '/admin/users': 'admin',
      '/admin/leads': 'admin',
      '/admin/audit-log': 'admin',
      '/admin/outbox': 'admin',
      '/admin/knowledge-base': 'admin',
      '/admin/certificates': 'admin',
      '/admin/data-requests': 'admin',
      '/events': 'signedIn',
      '/events/:eventId': 'signedIn',
      '/admin/events': 'admin',
      '/admin/events/:eventId': 'admin',
      '/admin/capstones': 'admin',
      '/admin/capstones/:capstoneId': 'admin',
      '/admin/journeys': 'admin',
      '/admin/journeys/:journeyId': 'admin',
    });
  });
});

describe('afterSignInPath', () => {
  it.each([
    [{ welcomePending: true }, '/leaderboard', '/welcome'],
    [{ welcomePending: true }, '/points', '/welcome'],
    [{ welcomePending: false }, '/points', '/points'],
    [{}, '/leaderboard', '/leaderboard'],
    [null, '/leaderboard', '/leaderboard'],
  ])('%o heading to %s → %s', (user, redirectTo, path) => {
    expect(afterSignInPath(user, redirectTo)).toBe(path);
  });
});
