import { t } from '@lingui/core/macro';
import { DEMO_RECENT_DAYS } from '@lv/domain';
import { TrendingUp, Trophy } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { formatXp, formatXpChange } from '../../../lib/format';
import { TICKER_POLL_MS, useDemoTicker } from '../api/demo-api';
import { LoadError } from '../../../components/ui/load-error';

/** "+200 XP in 7 days": what a learner earned lately. */
function recentGain(points: number, days: number): string {
  const gain = formatXpChange(points);
  return t`${gain} in ${days} days`;
}

/** The top learners of all time with what each earned in the last days, refreshed every few seconds. */
export function LeaderboardTicker() {
  const ticker = useDemoTicker();
  const seconds = TICKER_POLL_MS / 1000;
  const days = DEMO_RECENT_DAYS;
  return (
    <section aria-labelledby="demo-ticker" className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 id="demo-ticker" className="text-xl font-bold text-ink">
          {t`Live leaderboard`}
        </h2>
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-success">
          <span className="h-2 w-2 rounded-full bg-success motion-safe:animate-pulse" aria-hidden="true" />
          {t`Live`}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">
        {t`The top learners and what each earned in the last ${days} days, updated every ${seconds} seconds.`}
      </p>
      {/* As tall as a full board (DEMO_TICKER_SIZE rows of a name and its recent gain) from the start, so what follows does not move when the rows arrive. */}
      <div className="mt-4 min-h-49">
        {ticker.isPending ? <Spinner /> : null}
        {ticker.isError && !ticker.data ? (
          <LoadError onRetry={() => void ticker.refetch()}>
            {t`The leaderboard could not be loaded.`}
          </LoadError>
        ) : null}
        {ticker.data && ticker.data.entries.length === 0 ? (
          <p className="text-muted">{t`No XP earned yet. Be the first on the board.`}</p>
        ) : null}
        {ticker.data && ticker.data.entries.length > 0 ? (
          <ol className="flex flex-col divide-y divide-line" aria-label={t`Top learners`}>
            {ticker.data.entries.map((e) => (
              <li key={`${e.rank}-${e.name}`} className="flex items-center gap-3 py-2.5">
                <span
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    e.rank === 1 ? 'bg-accent text-ink' : 'bg-primary-light text-primary'
                  }`}
                >
                  {e.rank === 1 ? <Trophy className="h-4 w-4" aria-hidden="true" /> : null}
                  <span className={e.rank === 1 ? 'sr-only' : ''}>{e.rank}</span>
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium text-ink">{e.name}</span>
                  {e.recent > 0 ? (
                    <span className="inline-flex items-center gap-1 text-sm font-medium text-success">
                      <TrendingUp className="h-4 w-4 shrink-0" aria-hidden="true" />
                      {recentGain(e.recent, days)}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 font-semibold text-ink">{formatXp(e.points)}</span>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
