import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { MyBadgesPanel } from './components/my-badges-panel';
import { LeaderboardBoard } from './components/leaderboard-board';

type LeaderboardView = 'leaderboard' | 'badges' | 'forum';

const VIEWS: Record<LeaderboardView, { label: string; to: string; title: string; lead: string }> = {
  leaderboard: {
    label: 'Leadership board',
    to: '/leaderboard',
    title: 'Leadership board',
    lead: 'See how you rank against other leaders this week, this month and of all time.',
  },
  badges: {
    label: 'Badges',
    to: '/badges',
    title: 'Badges',
    lead: 'Track your progress towards Data Master, Change Champion, Leadership Excellence and Transformation Catalyst.',
  },
  forum: {
    label: 'Forum',
    to: '/forum',
    title: 'Forum',
    lead: 'Share questions and lessons with fellow leaders, and comment on and like their posts.',
  },
};

const ORDER: LeaderboardView[] = ['leaderboard', 'badges', 'forum'];

/**
 * The leaderboard view; /badges and /forum show it with their menu item active (`../shared/spec/platform-spec.md` section 2 (Screens and routes)).
 * `children` replaces the board under the menu (the app passes the forum's post list there).
 */
function LeaderboardView({ view, children }: { view: LeaderboardView; children?: ReactNode }) {
  const current = VIEWS[view];
  return (
    <div>
      <PageHeader title={current.title}>{current.lead}</PageHeader>
      <nav aria-label="Leadership board views">
        <ul className="flex gap-1 overflow-x-auto border-b border-line sm:gap-2">
          {ORDER.map((key) => {
            const item = VIEWS[key];
            const active = key === view;
            return (
              <li key={key}>
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center border-b-4 px-2 font-semibold whitespace-nowrap sm:px-3 ${
                    active
                      ? 'border-accent text-primary'
                      : 'border-transparent text-muted hover:text-primary'
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {view === 'badges' ? <MyBadgesPanel /> : null}
      {children ?? <LeaderboardBoard />}
    </div>
  );
}

export function LeaderboardScreen() {
  return <LeaderboardView view="leaderboard" />;
}

export function BadgesScreen() {
  return <LeaderboardView view="badges" />;
}

/** /forum: the leaderboard view with Forum active; the app composes the forum's list into it. */
export function ForumScreen({ children }: { children?: ReactNode }) {
  return <LeaderboardView view="forum">{children}</LeaderboardView>;
}
