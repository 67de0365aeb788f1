import { describe, expect, it } from 'vitest';
import { afterSignInPath, decideRouteAccess, ROUTE_TABLE, type GuardAuthState, type RouteAccess } from './routes';

const user = (
  role: 'learner' | 'admin',
  accountStatus: 'active' | 'inactive',
  membershipStatus: 'free' | 'paid',
): GuardAuthState => ({ status: 'signedIn', user: { role, accountStatus, membershipStatus } });

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
  it('lists every route of spec section 2 plus the admin console screens once with its access', () => {
    const byPath = Object.fromEntries(ROUTE_TABLE.map((r) => [r.path, r.access]));
    expect(ROUTE_TABLE).toHaveLength(new Set(ROUTE_TABLE.map((r) => r.path)).size);
    expect(byPath).toEqual({
      '/': 'public',
      '/auth': 'public',
      '/users/:userId': 'public',
      '/demo': 'public',
      '/knowledge-base': 'public',
      '/welcome': 'signedIn',
      '/onboarding': 'signedIn',
      '/build-village': 'signedIn',
      '/leaderboard': 'signedIn',
      '/badges': 'signedIn',
      '/forum': 'signedIn',
      '/forum/posts/:postId': 'signedIn',
      '/impact-log': 'signedIn',
      '/upgrade': 'signedIn',
      '/profile': 'signedIn',
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
