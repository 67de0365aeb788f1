import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { LeaderboardPeriod, LeaderboardResponse } from '@lv/domain';
import { MapPin } from 'lucide-react';
import { formatNumber, formatXp } from '../../../lib/format';
import { CompleteAModuleSentence } from './complete-a-module-link';
import { RankedList } from './ranked-list';

/** The sentence before "Complete a module to take your place on the board." (that part links to the journeys). */
const NOT_RANKED: Record<LeaderboardPeriod, MessageDescriptor> = {
  week: msg`You have not earned XP this week yet.`,
  month: msg`You have not earned XP this month yet.`,
  all: msg`You have not earned XP yet.`,
};

interface YourPlaceCardProps {
  me: LeaderboardResponse['me'];
  total: number;
  period: LeaderboardPeriod;
  viewerId: string | null;
}

/** The viewer's rank and the learners just above and below, wherever they stand. */
export function YourPlaceCard({ me, total, period, viewerId }: YourPlaceCardProps) {
  return (
    <section
      aria-labelledby="your-place-heading"
      className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2
        id="your-place-heading"
        className="flex items-center gap-2 text-lg font-bold text-primary"
      >
        <MapPin className="h-5 w-5" aria-hidden="true" />
        {t`Your place`}
      </h2>
      {me ? (
        <>
          <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-4xl font-bold text-ink tabular-nums">
              <span className="sr-only">{t`Rank`} </span>#{formatNumber(me.rank)}
            </span>
            <span className="text-muted">{t`of ${plural(total, { one: '# learner', other: '# learners' })}`}</span>
          </p>
          <p className="mt-1 font-semibold text-ink">{formatXp(me.points)}</p>
          {me.around.length > 1 ? (
            <div className="mt-4 border-t border-line pt-3">
              <h3 className="mb-2 text-sm font-semibold text-muted">{t`Around you`}</h3>
              <RankedList
                entries={me.around}
                viewerId={viewerId}
                label={t`Learners around you`}
                compact
              />
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-muted">
          {i18n._(NOT_RANKED[period])}{' '}
          <CompleteAModuleSentence sentence={(link) => t`${link} to take your place on the board.`} />
        </p>
      )}
    </section>
  );
}
