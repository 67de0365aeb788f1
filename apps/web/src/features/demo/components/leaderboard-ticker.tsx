import { t } from '@lingui/core/macro';
import { Trophy } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { formatXp } from '../../../lib/format';
import { TICKER_POLL_MS, useDemoTicker } from '../api/demo-api';
import { LoadError } from '../../../components/ui/load-error';

/** This week's top learners, refreshed every few seconds. */
export function LeaderboardTicker() {
  const ticker = useDemoTicker();
  const seconds = TICKER_POLL_MS / 1000;
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
        {t`This week's top learners, updated every ${seconds} seconds.`}
      </p>
      {/* As tall as a full board from the start, so what follows does not move when the rows arrive. */}
      <div className="mt-4 min-h-67">
        {ticker.isPending ? <Spinner /> : null}
        {ticker.isError && !ticker.data ? (
          <LoadError onRetry={() => void ticker.refetch()}>
            {t`The leaderboard could not be loaded.`}
          </LoadError>
        ) : null}
        {ticker.data && ticker.data.entries.length === 0 ? (
          <p className="text-muted">{t`No XP earned yet this week. Be the first on the board.`}</p>
        ) : null}
        {ticker.data && ticker.data.entries.length > 0 ? (
          <ol className="flex flex-col divide-y divide-line" aria-label={t`Top learners this week`}>
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
                <span className="flex-1 font-medium text-ink">{e.name}</span>
                <span className="font-semibold text-ink">{formatXp(e.points)}</span>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
