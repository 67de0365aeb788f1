import { ROUTE_TABLE, type RoutePath } from '@lv/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadCatalogs, pageLocale, type CatalogName } from '../lib/i18n/catalogs';
import { Guard } from './guard';
import { NotFoundScreen } from './not-found-screen';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

type ScreenLoader = () => Promise<ComponentType>;

interface Screen {
  /** The features whose message catalogues the screen shows (src/lib/i18n/catalogs.ts). */
  messages: readonly CatalogName[];
  load: ScreenLoader;
}
const screen = (messages: readonly CatalogName[], load: ScreenLoader): Screen => ({
  messages,
  load,
});

/**
 * Every path of the spec's route table, the lazily loaded screen it shows and its features'
 * messages: code and messages load in parallel (router.test.ts checks the list against the imports).
 */
export const SCREENS: Record<RoutePath, Screen> = {
  '/': screen(['landing'], () =>
    import('../features/landing/landing-screen').then((m) => m.LandingScreen),
  ),
  '/auth': screen(['auth'], () => import('../features/auth/auth-screen').then((m) => m.AuthScreen)),
  '/users/:userId': screen(['profile'], () =>
    import('../features/profile/public-profile-screen').then((m) => m.PublicProfileScreen),
  ),
  '/demo': screen(['demo'], () => import('../features/demo/demo-screen').then((m) => m.DemoScreen)),
  '/knowledge-base': screen(['knowledge-base'], () =>
    import('../features/knowledge-base/knowledge-base-screen').then((m) => m.KnowledgeBaseScreen),
  ),
  '/podcast': screen(['podcast'], () =>
    import('../features/podcast/podcast-screen').then((m) => m.PodcastScreen),
  ),
  '/podcast/:episodeId': screen(['podcast'], () =>
    import('../features/podcast/podcast-episode-screen').then((m) => m.PodcastEpisodeScreen),
  ),
  // Features are islands: the app puts the learner's next steps under the welcome.
  '/welcome': screen(['onboarding', 'journeys'], async () => {
    const [{ WelcomeScreen }, { NextSteps }] = await Promise.all([
      import('../features/onboarding/welcome-screen'),
      import('../features/journeys/components/next-steps'),
    ]);
    return function WelcomeWithNextSteps() {
      return <WelcomeScreen nextSteps={<NextSteps />} />;
    };
  }),
  '/onboarding': screen(['onboarding'], () =>
    import('../features/onboarding/onboarding-screen').then((m) => m.OnboardingScreen),
  ),
  '/build-village': screen(['teams', 'growth'], async () => {
    const [{ BuildVillageScreen }, { ImpactDashboardPanel }] = await Promise.all([
      import('../features/teams/build-village-screen'),
      import('../features/growth/impact-dashboard'),
    ]);
    return function VillageWithImpact() {
      return <BuildVillageScreen leaderView={<ImpactDashboardPanel source={{ kind: 'village' }} />} />;
    };
  }),
  '/journeys': screen(['journeys'], () =>
    import('../features/journeys/journeys-screen').then((m) => m.JourneysScreen),
  ),
  // Features are islands: the app puts the journey's live sessions, capstone and mentoring on its page.
  '/journeys/:journeyId': screen(['journeys', 'events', 'capstones', 'mentoring', 'growth'], async () => {
    const [
      { JourneyScreen },
      { JourneyEvents },
      { JourneyCapstoneCard },
      { MentoringJourneyCard },
      { JourneyGrowthCard },
    ] = await Promise.all([
      import('../features/journeys/journey-screen'),
      import('../features/events/journey-events'),
      import('../features/capstones/journey-capstone-card'),
      import('../features/mentoring/mentoring-journey-card'),
      import('../features/growth/journey-growth-card'),
    ]);
    const slots = {
      webinars: ({ journeyId, onChanged }: { journeyId: string; onChanged: () => void }) => (
        <JourneyEvents journeyId={journeyId} onAttended={onChanged} />
      ),
      capstone: ({ journeyId }: { journeyId: string }) => (
        <JourneyCapstoneCard journeyId={journeyId} />
      ),
      mentoring: () => <MentoringJourneyCard />,
      growth: ({ journeyId, enrolled }: { journeyId: string; enrolled: boolean }) => (
        <JourneyGrowthCard journeyId={journeyId} enrolled={enrolled} />
      ),
    };
    return function JourneyWithParts() {
      return <JourneyScreen slots={slots} />;
    };
  }),
  '/journeys/:journeyId/modules/:moduleId': screen(['journeys'], () =>
    import('../features/journeys/module-screen').then((m) => m.ModuleScreen),
  ),
  '/leaderboard': screen(['leaderboard'], () =>
    import('../features/leaderboard/leaderboard-screen').then((m) => m.LeaderboardScreen),
  ),
  '/badges': screen(['leaderboard'], () =>
    import('../features/leaderboard/leaderboard-screen').then((m) => m.BadgesScreen),
  ),
  // Features are islands: the app puts the forum's list into the leaderboard view's Forum tab.
  '/forum': screen(['leaderboard', 'forum'], async () => {
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
  }),
  '/forum/posts/:postId': screen(['forum'], () =>
    import('../features/forum/forum-post-screen').then((m) => m.ForumPostScreen),
  ),
  '/impact-log': screen(['impact-log'], () =>
    import('../features/impact-log/impact-log-screen').then((m) => m.ImpactLogScreen),
  ),
  '/cpd': screen(['cpd'], () => import('../features/cpd/cpd-screen').then((m) => m.CpdScreen)),
  '/upgrade': screen(['billing'], () =>
    import('../features/billing/upgrade-screen').then((m) => m.UpgradeScreen),
  ),
  // Features are islands: the app puts measured growth (the dashboard, "My growth") on the profile.
  '/profile': screen(['profile', 'growth'], async () => {
    const [{ ProfileScreen }, { MyGrowthSection }, { ImpactDashboardPanel }] = await Promise.all([
      import('../features/profile/profile-screen'),
      import('../features/growth/my-growth-section'),
      import('../features/growth/impact-dashboard'),
    ]);
    return function ProfileWithGrowth() {
      const growth = (
        <>
          <ImpactDashboardPanel source={{ kind: 'me' }} />
          <MyGrowthSection />
        </>
      );
      return <ProfileScreen growth={growth} />;
    };
  }),
  '/mentoring': screen(['mentoring'], () =>
    import('../features/mentoring/mentoring-screen').then((m) => m.MentoringScreen),
  ),
  '/mentoring/respond': screen(['mentoring'], () =>
    import('../features/mentoring/mentoring-respond-screen').then((m) => m.MentoringRespondScreen),
  ),
  '/journeys/:journeyId/assessment': screen(['growth'], () =>
    import('../features/growth/assessment-screen').then((m) => m.AssessmentScreen),
  ),
  '/growth/rate': screen(['growth'], () =>
    import('../features/growth/rate-screen').then((m) => m.RateScreen),
  ),
  '/org/join': screen(['organisations'], () =>
    import('../features/organisations/org-join-screen').then((m) => m.OrgJoinScreen),
  ),
  '/org': screen(['organisations', 'growth'], async () => {
    const [{ OrgConsoleScreen }, { ImpactDashboardPanel }] = await Promise.all([
      import('../features/organisations/org-console-screen'),
      import('../features/growth/impact-dashboard'),
    ]);
    return function OrgWithImpact() {
      return <OrgConsoleScreen impact={(orgId) => <ImpactDashboardPanel source={{ kind: 'organisation', orgId }} />} />;
    };
  }),
  '/org/people': screen(['organisations'], () =>
    import('../features/organisations/org-people-screen').then((m) => m.OrgPeopleScreen),
  ),
  '/points': screen(['gamification'], () =>
    import('../features/gamification/points-screen').then((m) => m.PointsScreen),
  ),
  '/admin': screen(['admin'], () =>
    import('../features/admin/admin-dashboard-screen').then((m) => m.AdminDashboardScreen),
  ),
  '/admin/dashboard': screen(['admin'], () =>
    import('../features/admin/admin-dashboard-screen').then((m) => m.AdminDashboardScreen),
  ),
  '/admin/settings': screen(['admin'], () =>
    import('../features/admin/admin-settings-screen').then((m) => m.AdminSettingsScreen),
  ),
  '/admin/user/:userId': screen(['admin'], () =>
    import('../features/admin/admin-user-screen').then((m) => m.AdminUserScreen),
  ),
  '/admin/users': screen(['admin'], () =>
    import('../features/admin/admin-users-screen').then((m) => m.AdminUsersScreen),
  ),
  '/admin/leads': screen(['admin'], () =>
    import('../features/admin/admin-leads-screen').then((m) => m.AdminLeadsScreen),
  ),
  '/admin/audit-log': screen(['admin'], () =>
    import('../features/admin/admin-audit-screen').then((m) => m.AdminAuditScreen),
  ),
  '/admin/outbox': screen(['admin'], () =>
    import('../features/admin/admin-outbox-screen').then((m) => m.AdminOutboxScreen),
  ),
  '/admin/data-requests': screen(['admin'], () =>
    import('../features/admin/admin-data-requests-screen').then((m) => m.AdminDataRequestsScreen),
  ),
  '/admin/certificates': screen(['admin'], () =>
    import('../features/admin/admin-certificates-screen').then((m) => m.AdminCertificatesScreen),
  ),
  '/admin/knowledge-base': screen(['admin'], () =>
    import('../features/admin/admin-knowledge-base-screen').then((m) => m.AdminKnowledgeBaseScreen),
  ),
  '/events': screen(['events'], () =>
    import('../features/events/events-screen').then((m) => m.EventsScreen),
  ),
  '/events/:eventId': screen(['events'], () =>
    import('../features/events/event-screen').then((m) => m.EventScreen),
  ),
  '/admin/events': screen(['events'], () =>
    import('../features/events/admin-events-screen').then((m) => m.AdminEventsScreen),
  ),
  '/admin/events/:eventId': screen(['events'], () =>
    import('../features/events/admin-event-screen').then((m) => m.AdminEventScreen),
  ),
  '/journeys/:journeyId/capstone': screen(['capstones'], () =>
    import('../features/capstones/capstone-screen').then((m) => m.CapstoneScreen),
  ),
  '/admin/capstones': screen(['capstones'], () =>
    import('../features/capstones/admin-capstones-screen').then((m) => m.AdminCapstonesScreen),
  ),
  '/admin/capstones/:capstoneId': screen(['capstones'], () =>
    import('../features/capstones/admin-capstone-screen').then((m) => m.AdminCapstoneScreen),
  ),
  '/admin/journeys': screen(['admin'], () =>
    import('../features/admin/admin-journeys-screen').then((m) => m.AdminJourneysScreen),
  ),
  '/admin/journeys/:journeyId': screen(['admin'], () =>
    import('../features/admin/admin-journey-screen').then((m) => m.AdminJourneyScreen),
  ),
};

/** Screens with their own full-page layout; every other screen sits in the app shell. */
const OWN_LAYOUT: ReadonlySet<RoutePath> = new Set<RoutePath>(['/', '/auth']);

type RouteEntry = (typeof ROUTE_TABLE)[number];

function toRoute({ path, access, title }: RouteEntry): RouteObject {
  const handle: RouteHandle = { title };
  return {
    // Ids of our own, the same in the server's render and the browser's (app-router.tsx).
    id: path,
    path,
    handle,
    lazy: async () => {
      const { load, messages } = SCREENS[path];
      const [Screen] = await Promise.all([load(), loadCatalogs(pageLocale(), messages)]);
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

// A route title, in English like the domain ROUTE_TABLE's: route titles are translated together,
// where the document title is set (root-layout.tsx).
// eslint-disable-next-line lingui/no-unlocalized-strings
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
            id: 'screens',
            // Inside the shell, so a crashing screen keeps the navigation.
            errorElement: <RouteError />,
            children: [
              ...ROUTE_TABLE.filter((route) => !OWN_LAYOUT.has(route.path)).map(toRoute),
              {
                id: 'not-found',
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
