import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Flame, TrendingUp } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header';
import { useLivePointsChange } from '../../hooks/use-live-points-change';
import { gamificationKeys, usePointsSummary } from './api/points-api';
import { Card, CardSkeleton } from './components/card';
import { LedgerHistory } from './components/ledger-history';
import { LevelCard } from './components/level-card';
import { LevelsList } from './components/levels-list';
import { StreakCalendar } from './components/streak-calendar';
import { StreakCard } from './components/streak-card';
import { XpActionsTable } from './components/xp-actions-table';
import { LoadError } from '../../components/ui/load-error';

/** /points (paid members): XP, level, streak, the level path with its unlocks, the award table, the streak calendar and the XP history. */
export function PointsScreen() {
  const summary = usePointsSummary();
  const queryClient = useQueryClient();

  // A new award changes the total, the streak and the history.
  useLivePointsChange(() => {
    void queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
  });

  const data = summary.data;
  return (
    <div>
      <PageHeader title={t`Points system`}>
        {t`See your XP, your level path, how each action earns you points and the days you earned them.`}
      </PageHeader>
      {summary.isError && !data ? (
        <LoadError className="mb-6" onRetry={() => void summary.refetch()}>
          {t`We could not load your points. Check your connection and try again.`}
        </LoadError>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {data ? (
            <>
              <LevelCard points={data.points} />
              <StreakCard streak={data.streak} />
            </>
          ) : (
            <>
              <Card id="your-level-heading" title={t`Your level`} icon={TrendingUp}>
                <CardSkeleton label={t`Loading your points`} />
              </Card>
              <Card id="your-streak-heading" title={t`Your streak`} icon={Flame}>
                <CardSkeleton label={t`Loading your streak`} />
              </Card>
            </>
          )}
        </div>
      )}
      {/* What follows the cards waits for them: cards growing from their skeletons would push it down. */}
      {summary.isPending ? null : (
        <>
          <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 md:items-start">
            <LevelsList points={data ? data.points : null} />
            <div className="flex flex-col gap-4">
              <XpActionsTable />
              <StreakCalendar />
            </div>
          </div>
          <div className="mt-4">
            <LedgerHistory />
          </div>
        </>
      )}
    </div>
  );
}
