import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { LeaderboardPeriod } from '@lv/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { useLivePointsChange } from '../../../hooks/use-live-points-change';
import { useSearchParamsUpdate } from '../../../hooks/use-search-params-update';
import { useAuth } from '../../../lib/auth-state';
import {
  leaderboardKeys,
  parseBoardView,
  parsePage,
  parsePeriod,
  parseVillageMeasure,
  useLeaderboard,
  type BoardView,
  type VillageMeasure,
} from '../api/leaderboard-api';
import { CompleteAModuleSentence } from './complete-a-module-link';
import { LeaderboardSkeleton } from './leaderboard-skeleton';
import { NoVillage } from './no-village';
import { PERIOD_TABS, PeriodTabs } from './period-tabs';
import { TabPanel } from '../../../components/ui/tabs';
import { RankedList } from './ranked-list';
import { ScopeSwitch } from './scope-switch';
import { TeamRanking } from './team-ranking';
import { VillageMeasureSwitch } from './village-measure-switch';
import { YourPlaceCard } from './your-place-card';
import { LoadError } from '../../../components/ui/load-error';

/** The empty board's sentence, before "Complete a module to lead the board." (that part links to the journeys). */
const EMPTY: Record<LeaderboardPeriod, MessageDescriptor> = {
  week: msg`No XP earned this week yet.`,
  month: msg`No XP earned this month yet.`,
  all: msg`No XP earned yet.`,
};

/** The ranking's heading: everyone's, or the viewer's village's (`team`). */
function listTitle(period: LeaderboardPeriod, team: string | null): string {
  if (team === null) {
    if (period === 'week') return t`Top leaders this week`;
    if (period === 'month') return t`Top leaders this month`;
    return t`Top leaders of all time`;
  }
  if (period === 'week') return t`${team}: top leaders this week`;
  if (period === 'month') return t`${team}: top leaders this month`;
  return t`${team}: top leaders of all time`;
}

/** Names the ranked list for assistive technology. */
function listLabel(period: LeaderboardPeriod, page: number): string {
  if (period === 'week') return t`This week rankings, page ${page}`;
  if (period === 'month') return t`This month rankings, page ${page}`;
  return t`All time rankings, page ${page}`;
}

/** The board: period tabs, the viewer's place, one page of ranked learners and the pages. */
export function LeaderboardBoard() {
  const { params: searchParams, update, href } = useSearchParamsUpdate();
  const period = parsePeriod(searchParams.get('period'));
  const page = parsePage(searchParams.get('page'));
  const view = parseBoardView(searchParams.get('scope'));
  const measure = parseVillageMeasure(searchParams.get('by'));
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const queryClient = useQueryClient();
  const query = useLeaderboard(
    period,
    page,
    view === 'team' ? 'team' : 'everyone',
    view !== 'teams',
  );

  // An award or adjustment moves ranks: refetch every window and page.
  useLivePointsChange(() => {
    void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
  });

  // The default window and view are left out of the address; a new window or view starts at page one.
  const hrefFor = (p: number) => href({ period: period === 'week' ? undefined : period, page: p });

  const onPeriodChange = (next: LeaderboardPeriod) => {
    update({ period: next === 'week' ? undefined : next }, { replace: true });
  };

  const onViewChange = (next: BoardView) => {
    // The villages' measure belongs to the Villages view only.
    update({ scope: next === 'everyone' ? undefined : next, by: undefined }, { replace: true });
  };

  const onMeasureChange = (next: VillageMeasure) => {
    update({ by: next === 'xp' ? undefined : next }, { replace: true });
  };

  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Data for another window or page is shown dimmed while the asked-for one loads.
  const isStale = query.isPlaceholderData;

  let content;
  if (view === 'teams') {
    content = (
      <div className="flex flex-col gap-4">
        <VillageMeasureSwitch measure={measure} onChange={onMeasureChange} />
        <TeamRanking period={period} page={page} hrefFor={hrefFor} measure={measure} />
      </div>
    );
  } else if (query.isPending) {
    content = <LeaderboardSkeleton />;
  } else if (query.isError && !data) {
    content = (
      <LoadError onRetry={() => void query.refetch()} busy={query.isFetching}>
        {t`We could not load the leadership board. Check your connection and try again.`}
      </LoadError>
    );
  } else if (data && view === 'team' && !data.team) {
    content = <NoVillage what="team" />;
  } else if (data) {
    content = (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:order-2 lg:sticky lg:top-24">
          <YourPlaceCard me={data.me} total={data.total} period={period} viewerId={viewerId} />
        </div>
        <section
          aria-labelledby="rankings-heading"
          aria-busy={isStale || undefined}
          className={`rounded-xl border border-line bg-white p-3 shadow-sm sm:p-4 lg:order-1 ${
            isStale ? 'opacity-60' : ''
          }`}
        >
          <h2 id="rankings-heading" className="mb-3 px-2 text-lg font-bold text-primary">
            {listTitle(period, view === 'team' && data.team ? data.team.name : null)}
          </h2>
          {data.entries.length === 0 ? (
            data.total === 0 ? (
              <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
                <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-light">
                  <Trophy className="h-7 w-7 text-primary" aria-hidden="true" />
                </span>
                <p className="max-w-sm text-lg text-ink">
                  {i18n._(EMPTY[period])}{' '}
                  <CompleteAModuleSentence sentence={(link) => t`${link} to lead the board.`} />
                </p>
              </div>
            ) : (
              <p className="px-2 py-6 text-muted">
                {t`There is no one on this page.`}{' '}
                <Link to={hrefFor(1)} className="font-semibold text-primary underline">
                  {t`Go to the first page`}
                </Link>
              </p>
            )
          ) : (
            <RankedList
              entries={data.entries}
              viewerId={viewerId}
              label={listLabel(period, page)}
            />
          )}
          {query.isError ? (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p className="text-error">{t`The board could not be refreshed.`}</p>
              <Button variant="ghost" onClick={() => void query.refetch()}>
                {t`Retry`}
              </Button>
            </div>
          ) : null}
          <Pagination
            label={t`Leadership board pages`}
            page={page}
            pageCount={pageCount}
            hrefFor={hrefFor}
          />
        </section>
      </div>
    );
  }

  return (
    <div className="mt-6 flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <PeriodTabs period={period} onChange={onPeriodChange} />
        <ScopeSwitch view={view} onChange={onViewChange} />
      </div>
      <TabPanel idPrefix={PERIOD_TABS} selected={period}>
        {content}
      </TabPanel>
    </div>
  );
}
