import { plural, t } from '@lingui/core/macro';
import {
  type LeaderboardPeriod,
  type TeamCompletionRanking,
  type TeamRankingResponse,
} from '@lv/domain';
import { Users } from 'lucide-react';
import { Pagination } from '../../../components/ui/pagination';
import { formatNumber } from '../../../lib/format';
import {
  useTeamCompletionRanking,
  useTeamRanking,
  type VillageMeasure,
} from '../api/leaderboard-api';
import { LeaderboardSkeleton } from './leaderboard-skeleton';
import { NoVillage } from './no-village';
import { RankedRow } from './ranked-row';
import { LoadError } from '../../../components/ui/load-error';

interface TeamRankingProps {
  period: LeaderboardPeriod;
  page: number;
  hrefFor: (page: number) => string;
  /** Average XP in the window (the default), or average journey completion (all time). */
  measure?: VillageMeasure;
}

interface RankedVillage {
  rank: number;
  teamId: string;
  name: string;
  members: number;
  value: number;
  /** A second line beside the member count, e.g. the XP in all. */
  detail: string | null;
}

/** Both rankings in one shape: what each row and the "Your village" card show. */
function villages(data: TeamRankingResponse | TeamCompletionRanking, measure: VillageMeasure) {
  const row = (village: (typeof data.entries)[number]): RankedVillage => {
    if ('averageCompletion' in village) return { ...village, value: village.averageCompletion, detail: null };
    const points = formatNumber(village.points);
    return { ...village, value: village.average, detail: t`${points} XP in all` };
  };
  return {
    entries: data.entries.map(row),
    mine: data.mine ? row(data.mine) : null,
    total: data.total,
    pageSize: data.pageSize,
    unit: measure === 'xp' ? t`XP avg` : t`% done`,
    average: (v: number) => {
      const value = formatNumber(v);
      return measure === 'xp' ? t`${value} XP per member on average` : t`${value}% of their journey done per member on average`;
    },
  };
}

/** The ranking's heading: by average XP in the window, or by average completion (all time). */
function rankingTitle(measure: VillageMeasure, period: LeaderboardPeriod): string {
  if (measure === 'completion') return t`Villages by average journey completion · all time`;
  if (period === 'week') return t`Villages by average XP · this week`;
  if (period === 'month') return t`Villages by average XP · this month`;
  return t`Villages by average XP · all time`;
}

/**
 * Villages ranked by their members' average XP in the window, or by their average journey
 * completion (each member's furthest journey, against the version it pins), with the viewer's
 * own village.
 */
export function TeamRanking({ period, page, hrefFor, measure = 'xp' }: TeamRankingProps) {
  const byXp = useTeamRanking(period, page, measure === 'xp');
  const byCompletion = useTeamCompletionRanking(page, measure === 'completion');
  const query = measure === 'xp' ? byXp : byCompletion;
  if (query.isPending) return <LeaderboardSkeleton />;
  if (query.isError && !query.data) {
    return (
      <LoadError onRetry={() => void query.refetch()} busy={query.isFetching}>
        {t`We could not load the village ranking. Check your connection and try again.`}
      </LoadError>
    );
  }
  const data = villages(query.data, measure);
  if (data.total === 0) return <NoVillage what="teams" />;
  const title = rankingTitle(measure, period);
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section
        aria-labelledby="village-place-heading"
        className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5 lg:order-2"
      >
        <h2
          id="village-place-heading"
          className="flex items-center gap-2 text-lg font-bold text-primary"
        >
          <Users className="h-5 w-5" aria-hidden="true" />
          {t`Your village`}
        </h2>
        {data.mine ? (
          <>
            <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-4xl font-bold text-ink tabular-nums">
                <span className="sr-only">{t`Rank`} </span>#{formatNumber(data.mine.rank)}
              </span>
              <span className="text-muted">{t`of ${plural(data.total, { one: '# village', other: '# villages' })}`}</span>
            </p>
            <p className="mt-1 font-semibold break-words text-ink">{data.mine.name}</p>
            <p className="text-muted">{data.average(data.mine.value)}</p>
          </>
        ) : (
          <p className="mt-3 text-muted">
            {t`Your village is not on this ranking. Build or join one on the Build village page.`}
          </p>
        )}
      </section>
      <section
        aria-labelledby="villages-heading"
        aria-busy={query.isPlaceholderData || undefined}
        className={`rounded-xl border border-line bg-white p-3 shadow-sm sm:p-4 lg:order-1 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        <h2 id="villages-heading" className="mb-3 px-2 text-lg font-bold text-primary">
          {title}
        </h2>
        {measure === 'completion' ? (
          <p className="mb-3 px-2 text-sm text-muted">
            {t`Each member counts their furthest journey; members without one count 0%.`}
          </p>
        ) : null}
        <ol
          aria-label={
            measure === 'xp' ? t`Villages ranked by average XP, page ${page}` : t`Villages ranked by average completion, page ${page}`
          }
          className="flex flex-col gap-1"
        >
          {data.entries.map((village) => (
            <RankedRow
              key={village.teamId}
              rank={village.rank}
              isCurrent={village.teamId === data.mine?.teamId}
              points={village.value}
              unit={data.unit}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink">{village.name}</span>
                <span className="block text-sm text-muted">
                  {plural(village.members, { one: '# member', other: '# members' })}
                  {village.detail ? ` · ${village.detail}` : null}
                </span>
              </span>
            </RankedRow>
          ))}
        </ol>
        <Pagination
          label={t`Village ranking pages`}
          page={page}
          pageCount={pageCount}
          hrefFor={hrefFor}
        />
      </section>
    </div>
  );
}
