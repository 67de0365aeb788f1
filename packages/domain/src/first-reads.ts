import type { RoutePath } from './routes';

/**
 * The API reads a screen makes as soon as it runs, in its default view (an address without a
 * query string), by route pattern; `:name` stands for the route's param of that name. The server
 * names them in the page it sends for the address (`<link rel="preload" as="fetch">`), so the
 * browser fetches them beside the screen's code instead of after it has run: on a slow network
 * that is one to three round trips less before the screen shows its content (issue 18, ADR 021).
 * Each must be the exact address the screen asks for, or the browser fetches twice
 * (e2e/first-reads.spec.ts opens every screen and fails on a read named here that goes unused).
 */
export const FIRST_READS: Partial<Record<RoutePath, readonly string[]>> = {
  '/users/:userId': ['/api/users/:userId/profile'],
  '/demo': ['/api/demo/leaderboard'],
  '/knowledge-base': ['/api/knowledge-base'],
  '/podcast': ['/api/podcast'],
  '/podcast/:episodeId': ['/api/podcast/episodes/:episodeId'],
  '/onboarding': ['/api/me/onboarding'],
  '/build-village': ['/api/teams/mine'],
  '/welcome': ['/api/me/next-steps'],
  '/journeys': ['/api/journeys', '/api/me/next-steps', '/api/me/review'],
  '/journeys/:journeyId': [
    '/api/journeys/:journeyId',
    '/api/events?journeyId=:journeyId',
    '/api/journeys/:journeyId/growth',
  ],
  '/journeys/:journeyId/assessment': ['/api/journeys/:journeyId/growth'],
  // The lesson and its knowledge check side by side (a module without one, or a reader not
  // enrolled: a 4xx the screen reads as no check).
  '/journeys/:journeyId/modules/:moduleId': [
    '/api/journeys/:journeyId/modules/:moduleId',
    '/api/journeys/:journeyId/modules/:moduleId/check',
  ],
  '/journeys/:journeyId/capstone': ['/api/journeys/:journeyId/capstone'],
  '/leaderboard': ['/api/leaderboard?period=week&page=1&pageSize=50'],
  '/badges': ['/api/me/badges', '/api/leaderboard?period=week&page=1&pageSize=50'],
  '/forum': ['/api/forum/posts?pageSize=10'],
  '/forum/posts/:postId': ['/api/forum/posts/:postId'],
  '/impact-log': ['/api/me/impact?page=1'],
  '/cpd': ['/api/me/cpd?page=1', '/api/me/certificates'],
  '/profile': ['/api/me/profile', '/api/me/data/deletion', '/api/me/impact-dashboard', '/api/me/growth'],
  '/mentoring': ['/api/mentoring'],
  '/events': ['/api/events'],
  '/events/:eventId': ['/api/events/:eventId'],
  '/org': ['/api/orgs/mine'],
  '/org/people': ['/api/orgs/mine'],
  '/points': ['/api/me/points', '/api/me/ledger?page=1', '/api/me/xp-days'],
  '/admin': ['/api/admin/dashboard?period=30d'],
  '/admin/dashboard': ['/api/admin/dashboard?period=30d'],
  '/admin/settings': ['/api/admin/settings'],
  '/admin/user/:userId': [
    '/api/admin/users/:userId',
    '/api/admin/users/:userId/xp',
    '/api/admin/audit?targetId=:userId&page=1&pageSize=10',
  ],
  '/admin/users': ['/api/admin/users?page=1&pageSize=25'],
  '/admin/leads': ['/api/admin/leads/bookings?page=1&pageSize=25'],
  '/admin/audit-log': ['/api/admin/audit?page=1&pageSize=25'],
  '/admin/outbox': ['/api/admin/outbox?limit=100'],
  '/admin/data-requests': ['/api/admin/deletion-requests'],
  '/admin/knowledge-base': ['/api/admin/knowledge-base'],
  '/admin/certificates': ['/api/admin/certificates?page=1&pageSize=25'],
  '/admin/events': ['/api/admin/events'],
  '/admin/events/:eventId': ['/api/admin/events/:eventId', '/api/admin/events/:eventId/code'],
  '/admin/capstones': ['/api/admin/capstones?view=waiting&pageSize=20'],
  '/admin/capstones/:capstoneId': ['/api/admin/capstones/:capstoneId'],
  '/admin/journeys': ['/api/admin/journeys'],
  // The enrolments on older versions: read for every journey with a published version (a draft never published has none).
  '/admin/journeys/:journeyId': ['/api/admin/journeys/:journeyId', '/api/admin/journeys/:journeyId/enrolments?page=1'],
};

/**
 * What every screen reads first: who is signed in, and the public settings. (The prerendered
 * landing page is a built file that asks for them only once it has painted: it names none.)
 */
export const SHELL_READS: readonly string[] = ['/api/session', '/api/public-config'];

/** What the shell reads first for a signed-in, active account: the mentoring badge in the navigation. */
export const SIGNED_IN_SHELL_READS: readonly string[] = ['/api/mentoring/pending-count'];

/**
 * A route's first reads with its params put in (each percent-encoded), for the pattern `route`
 * that `pathname` matched.
 */
export function firstReadsOf(route: RoutePath, pathname: string): string[] {
  const names = route.split('/');
  const parts = pathname.replace(/\/$/, '').split('/');
  const params = new Map<string, string>();
  names.forEach((name, index) => {
    const value = parts[index];
    if (name.startsWith(':') && value !== undefined) params.set(name.slice(1), value);
  });
  return (FIRST_READS[route] ?? []).map((read) =>
    read.replace(/:(\w+)/g, (_m, name: string) => {
      const value = params.get(name);
      if (value === undefined) throw new Error(`${route} has no param ${name}`);
      // A param as the browser sent it (already percent-encoded) is decoded once, then encoded.
      return encodeURIComponent(safeDecode(value));
    }),
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
