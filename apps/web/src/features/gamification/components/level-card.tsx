import { progressToNextLevel } from '@lv/domain';
import { TrendingUp } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber } from '../../../lib/format';
import { Card } from './card';

/** The learner's XP, named level and progress towards the next one. */
export function LevelCard({ points }: { points: number }) {
  const progress = progressToNextLevel(points);
  const { level, nextLevel } = progress;
  return (
    <Card id="your-level-heading" title="Your level" icon={TrendingUp}>
      <p className="text-4xl font-bold text-ink tabular-nums">
        {formatNumber(progress.xp)} <span className="text-xl font-semibold text-muted">XP</span>
      </p>
      <p className="mt-1 text-lg font-semibold text-ink">
        Level {level.number} · {level.name}
      </p>
      <div className="mt-4">
        {nextLevel ? (
          <>
            <ProgressBar
              percent={progress.percent}
              label={`Progress to ${nextLevel.name}`}
              valueText={`${progress.percent}%, ${formatNumber(progress.xpToNextLevel)} XP to go`}
            />
            <p className="mt-2 text-muted">
              {formatNumber(progress.xpToNextLevel)} XP to Level {nextLevel.number} ·{' '}
              {nextLevel.name} ({nextLevel.unlocks.toLowerCase()})
            </p>
          </>
        ) : (
          <>
            <ProgressBar percent={100} label="Progress" valueText="Top level reached" />
            <p className="mt-2 text-muted">You have reached the top level. {level.unlocks}.</p>
          </>
        )}
      </div>
    </Card>
  );
}
