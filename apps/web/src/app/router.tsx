import { ROUTE_TABLE, type RoutePath } from '@lv/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Guard } from './guard';
import { NotFoundScreen } from './not-found-screen';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

type ScreenLoader = () => Promise<ComponentType>;

/** Every path of the spec's route table and the lazily loaded screen it shows. */
const SCREENS: Record<RoutePath, ScreenLoader> = {
  '/': () => import('../features/landing/landing-screen').then((m) => m.LandingScreen),
  '/auth': () => import('../features/auth/auth-screen').then((m) => m.AuthScreen),
  '/users/:userId': () =>
    import('../features/profile/public-profile-screen').then((m) => m.PublicProfileScreen),
  '/demo': () => import('../features/demo/demo-screen').then((m) => m.DemoScreen),
  '/knowledge-base': () =>
    import('../features/knowledge-base/knowledge-base-screen').then((m) => m.KnowledgeBaseScreen),
  '/welcome': () => import('../features/onboarding/welcome-screen').then((m) => m.WelcomeScreen),
  '/onboarding': () =>
    import('../features/onboarding/onboarding-screen').then((m) => m.OnboardingScreen),
  '/build-village': () =>
    import('../features/teams/build-village-screen').then((m) => m.BuildVillageScreen),
  '/journeys': () => import('../features/journeys/journeys-screen').then((m) => m.JourneysScreen),
  // Features are islands: the app puts the journey's live sessions, capstone and mentoring on its page.
  '/journeys/:journeyId': async () => {
    const [
      { JourneyScreen },
      { JourneyEvents },
      { JourneyCapstoneCard },
      { MentoringJourneyCard },
    ] = await Promise.all([
      import('../features/journeys/journey-screen'),
      import('../features/events/journey-events'),
      import('../features/capstones/journey-capstone-card'),
      import('../features/mentoring/mentoring-journey-card'),
    ]);
    const slots = {
      webinars: ({ journeyId, onChanged }: { journeyId: string; onChanged: () => void }) => (
        <JourneyEvents journeyId={journeyId} onAttended={onChanged} />
      ),
      capstone: ({ journeyId }: { journeyId: string }) => (
        <JourneyCapstoneCard journeyId={journeyId} />
      ),
      mentoring: () => <MentoringJourneyCard />,
    };
    return function JourneyWithParts() {
      return <JourneyScreen slots={slots} />;
    };
  },
  '/journeys/:journeyId/modules/:moduleId': () =>
    import('../features/journeys/module-screen').then((m) => m.ModuleScreen),
  '/leaderboard': () =>
    import('../features/leaderboard/leaderboard-screen').then((m) => m.LeaderboardScreen),
  '/badges': () => import('../features/leaderboard/leaderboard-screen').then((m) => m.BadgesScreen),
  // Features are islands: the app puts the forum's list into the leaderboard view's Forum tab.
  '/forum': async () => {
    const [{ ForumScreen }, { ForumPostList }] = await Promise.all([
      import('../features/leaderboard/leaderboard-screen'),
      import('../features/forum/forum-post-list'),
    ]);
    return function ForumWithPosts() {
      return (
        <ForumScreen>
          <ForumPostList />
        </ForumScreen>
      );
    };
  },
  '/forum/posts/:postId': () =>
    import('../features/forum/forum-post-screen').then((m) => m.ForumPostScreen),
  '/impact-log': () =>
    import('../features/impact-log/impact-log-screen').then((m) => m.ImpactLogScreen),
  '/cpd': () => import('../features/cpd/cpd-screen').then((m) => m.CpdScreen),
  '/upgrade': () => import('../features/billing/upgrade-screen').then((m) => m.UpgradeScreen),
  '/profile': () => import('../features/profile/profile-screen').then((m) => m.ProfileScreen),
  '/mentoring': () =>
    import('../features/mentoring/mentoring-screen').then((m) => m.MentoringScreen),
  '/mentoring/respond': () =>
    import('../features/mentoring/mentoring-respond-screen').then((m) => m.MentoringRespondScreen),
  '/points': () => import('../features/gamification/points-screen').then((m) => m.PointsScreen),
  '/admin': () =>
    import('../features/admin/admin-dashboard-screen').then((m) => m.AdminDashboardScreen),
  '/admin/dashboard': () =>
    import('../features/admin/admin-dashboard-screen').then((m) => m.AdminDashboardScreen),
  '/admin/settings': () =>
    import('../features/admin/admin-settings-screen').then((m) => m.AdminSettingsScreen),
  '/admin/user/:userId': () =>
    import('../features/admin/admin-user-screen').then((m) => m.AdminUserScreen),
  '/admin/users': () =>
    import('../features/admin/admin-users-screen').then((m) => m.AdminUsersScreen),
  '/admin/leads': () =>
    import('../features/admin/admin-leads-screen').then((m) => m.AdminLeadsScreen),
  '/admin/audit-log': () =>
    import('../features/admin/admin-audit-screen').then((m) => m.AdminAuditScreen),
  '/admin/outbox': () =>
    import('../features/admin/admin-outbox-screen').then((m) => m.AdminOutboxScreen),
  '/admin/certificates': () =>
    import('../features/admin/admin-certificates-screen').then((m) => m.AdminCertificatesScreen),
  '/admin/knowledge-base': () =>
    import('../features/admin/admin-knowledge-base-screen').then((m) => m.AdminKnowledgeBaseScreen),
  '/events': () => import('../features/events/events-screen').then((m) => m.EventsScreen),
  '/events/:eventId': () => import('../features/events/event-screen').then((m) => m.EventScreen),
  '/admin/events': () =>
    import('../features/events/admin-events-screen').then((m) => m.AdminEventsScreen),
  '/admin/events/:eventId': () =>
    import('../features/events/admin-event-screen').then((m) => m.AdminEventScreen),
  '/journeys/:journeyId/capstone': () =>
    import('../features/capstones/capstone-screen').then((m) => m.CapstoneScreen),
  '/admin/capstones': () =>
    import('../features/capstones/admin-capstones-screen').then((m) => m.AdminCapstonesScreen),
  '/admin/capstones/:capstoneId': () =>
    import('../features/capstones/admin-capstone-screen').then((m) => m.AdminCapstoneScreen),
  '/admin/journeys': () =>
    import('../features/admin/admin-journeys-screen').then((m) => m.AdminJourneysScreen),
  '/admin/journeys/:journeyId': () =>
    import('../features/admin/admin-journey-screen').then((m) => m.AdminJourneyScreen),
};

/** Screens with their own full-page layout; every other screen sits in the app shell. */
const OWN_LAYOUT: ReadonlySet<RoutePath> = new Set<RoutePath>(['/', '/auth']);

type RouteEntry = (typeof ROUTE_TABLE)[number];

function toRoute({ path, access, title }: RouteEntry): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    lazy: async () => {
      const Screen = await SCREENS[path]();
      return {
        element: (
          <Guard access={access}>
            <Screen />
          </Guard>
        ),
      };
    },
  };
}

const notFoundHandle: RouteHandle = { title: 'Page not found' };

/** The whole route table (`../shared/spec/platform-spec.md` section 2 (Screens and routes)), for createBrowserRouter or a test's memory router. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError standalone />,
    HydrateFallback: PageLoading,
    children: [
      ...ROUTE_TABLE.filter((route) => OWN_LAYOUT.has(route.path)).map(toRoute),
      {
        id: 'shell',
        lazy: async () => ({ Component: (await import('./shell-layout')).ShellLayout }),
        children: [
          {
            // Inside the shell, so a crashing screen keeps the navigation.
            errorElement: <RouteError />,
            children: [
              ...ROUTE_TABLE.filter((route) => !OWN_LAYOUT.has(route.path)).map(toRoute),
              {
                path: '*',
                handle: notFoundHandle,
                Component: NotFoundScreen,
              },
            ],
          },
        ],
      },
    ],
  },
];
