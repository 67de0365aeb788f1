import { LEADERBOARD_PERIOD_LABELS, type LeaderboardPeriod } from '@lv/domain';
import { RefreshCw, Users } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { formatNumber } from '../../../lib/format';
import { useTeamRanking } from '../api/leaderboard-api';
import { LeaderboardSkeleton } from './leaderboard-skeleton';
import { NoVillage } from './no-village';
import { RankedRow } from './ranked-row';

interface TeamRankingProps {
  period: LeaderboardPeriod;
  page: number;
  hrefFor: (page: number) => string;
}

/** Villages ranked by their members' average XP in the window, with the viewer's own village. */
export function TeamRanking({ period, page, hrefFor }: TeamRankingProps) {
  const query = useTeamRanking(period, page);
  if (query.isPending) return <LeaderboardSkeleton />;
  if (query.isError && !query.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">
          We could not load the village ranking. Check your connection and try again.
        </Alert>
        <Button
          variant="secondary"
          onClick={() => void query.refetch()}
          busy={query.isFetching}
          busyLabel="Retrying…"
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  const data = query.data;
  if (data.total === 0) return <NoVillage what="teams" />;
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
          Your village
        </h2>
        {data.mine ? (
          <>
            <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-4xl font-bold text-ink tabular-nums">
                <span className="sr-only">Rank </span>#{formatNumber(data.mine.rank)}
              </span>
              <span className="text-muted">
                of {formatNumber(data.total)} {data.total === 1 ? 'village' : 'villages'}
              </span>
            </p>
            <p className="mt-1 font-semibold break-words text-ink">{data.mine.name}</p>
            <p className="text-muted">{formatNumber(data.mine.average)} XP per member on average</p>
          </>
        ) : (
          <p className="mt-3 text-muted">
            Your village is not on this ranking. Build or join one on the Build village page.
          </p>
        )}
      </section>
      <section
        aria-labelledby="villages-heading"
        aria-busy={query.isPlaceholderData || undefined}
        className={`rounded-xl border border-line bg-white p-3 shadow-sm sm:p-4 lg:order-1 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        <h2 id="villages-heading" className="mb-3 px-2 text-lg font-bold text-primary">
          Villages by average XP · {LEADERBOARD_PERIOD_LABELS[period].toLowerCase()}
        </h2>
        <ol
          aria-label={`Villages ranked by average XP, page ${page}`}
          className="flex flex-col gap-1"
        >
          {data.entries.map((t) => (
            <RankedRow
              key={t.teamId}
              rank={t.rank}
              isCurrent={t.teamId === data.mine?.teamId}
              points={t.average}
              unit="XP avg"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink">{t.name}</span>
                <span className="block text-sm text-muted">
                  {formatNumber(t.members)} {t.members === 1 ? 'member' : 'members'} ·{' '}
                  {formatNumber(t.points)} XP in all
                </span>
              </span>
            </RankedRow>
          ))}
        </ol>
        <Pagination
          label="Village ranking pages"
          page={page}
          pageCount={pageCount}
          hrefFor={hrefFor}
        />
      </section>
    </div>
  );
}
