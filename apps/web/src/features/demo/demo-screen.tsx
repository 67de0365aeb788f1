import { t } from '@lingui/core/macro';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { LeaderboardTicker } from './components/leaderboard-ticker';
import { LevelCalculator } from './components/level-calculator';
import { RoiCalculator } from './components/roi-calculator';

/** /demo: a small live showcase for visitors: leaderboard ticker, level and ROI calculators. */
export function DemoScreen() {
  return (
    <>
      <PageHeader title={t`Demo`}>
        {t`Try the platform without signing in: a live leaderboard, the level calculator and the ROI estimator.`}
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <LeaderboardTicker />
          <LevelCalculator />
        </div>
        <RoiCalculator />
      </div>
      <aside className="mt-8 flex flex-col items-start gap-3 rounded-xl bg-primary p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-bold">{t`Ready to lead the change?`}</h2>
          <p className="mt-1 text-white/90">{t`Create your free account and earn 50 XP on day one.`}</p>
        </div>
        <ButtonLink to="/auth?mode=signup" variant="accent" size="lg">
          {t`Start Your Journey (+50 XP)`}
        </ButtonLink>
      </aside>
    </>
  );
}
