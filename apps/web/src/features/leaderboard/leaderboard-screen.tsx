import { t } from '@lingui/core/macro';
import { BUILT_IN_BADGES } from '@lv/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { domainText } from '../../lib/i18n/domain-text';
import { MyBadgesPanel } from './components/my-badges-panel';
import { LeaderboardBoard } from './components/leaderboard-board';

type LeaderboardView = 'leaderboard' | 'badges' | 'forum';

interface ViewTexts {
  label: string;
  to: string;
  title: string;
  lead: string;
}

/** Each view's menu item, heading and lead, in the page's language (built at render: the catalogue loads with the screen). */
function viewTexts(): Record<LeaderboardView, ViewTexts> {
  // The spec's four badges by name, as the badges themselves show them.
  const badge = (index: 0 | 1 | 2 | 3) => domainText(BUILT_IN_BADGES[index].name);
  const dataMaster = badge(0);
  const changeChampion = badge(1);
  const excellence = badge(2);
  const catalyst = badge(3);
  return {
    leaderboard: {
      label: t`Leadership board`,
      to: '/leaderboard',
      title: t`Leadership board`,
      lead: t`See how you rank against other leaders this week, this month and of all time.`,
    },
    badges: {
      label: t`Badges`,
      to: '/badges',
      title: t`Badges`,
      lead: t`Track your progress towards ${dataMaster}, ${changeChampion}, ${excellence} and ${catalyst}.`,
    },
    forum: {
      label: t`Forum`,
      to: '/forum',
      title: t`Forum`,
      lead: t`Share questions and lessons with fellow leaders, and comment on and like their posts.`,
    },
  };
}

const ORDER: LeaderboardView[] = ['leaderboard', 'badges', 'forum'];

/**
 * The leaderboard view; /badges and /forum show it with their menu item active (`../shared/spec/platform-spec.md` section 2 (Screens and routes)).
 * `children` replaces the board under the menu (the app passes the forum's post list there).
 */
function LeaderboardView({ view, children }: { view: LeaderboardView; children?: ReactNode }) {
  const views = viewTexts();
  const current = views[view];
  return (
    <div>
      <PageHeader title={current.title}>{current.lead}</PageHeader>
      <nav aria-label={t`Leadership board views`}>
        <ul className="flex gap-1 overflow-x-auto border-b border-line sm:gap-2">
          {ORDER.map((key) => {
            const item = views[key];
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
