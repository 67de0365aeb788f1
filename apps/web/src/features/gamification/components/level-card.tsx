import { t } from '@lingui/core/macro';
import { progressToNextLevel } from '@lv/domain';
import { TrendingUp } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber } from '../../../lib/format';
import { levelText } from '../../../lib/i18n/domain-messages';
import { Card } from './card';

/** The learner's XP, named level and progress towards the next one. */
export function LevelCard({ points }: { points: number }) {
  const progress = progressToNextLevel(points);
  const { level, nextLevel } = progress;
  const number = level.number;
  const { name } = levelText(number);
  const percent = progress.percent;
  const toGo = formatNumber(progress.xpToNextLevel);
  return (
    <Card id="your-level-heading" title={t`Your level`} icon={TrendingUp}>
      <p className="text-4xl font-bold text-ink tabular-nums">
        {formatNumber(progress.xp)} <span className="text-xl font-semibold text-muted">{t`XP`}</span>
      </p>
      <p className="mt-1 text-lg font-semibold text-ink">{t`Level ${number} · ${name}`}</p>
      <div className="mt-4">
        {nextLevel ? (
          <NextLevel percent={percent} toGo={toGo} next={nextLevel.number} />
        ) : (
          <>
            <ProgressBar percent={100} label={t`Progress`} valueText={t`Top level reached`} />
            <p className="mt-2 text-muted">{t`You have reached the top level.`}</p>
          </>
        )}
      </div>
    </Card>
  );
}

/** The bar towards the next level and what it unlocks. */
function NextLevel({ percent, toGo, next }: { percent: number; toGo: string; next: number }) {
  const { name } = levelText(next);
  return (
    <>
      <ProgressBar
        percent={percent}
        label={t`Progress to ${name}`}
        valueText={t`${percent}%, ${toGo} XP to go`}
      />
      <p className="mt-2 text-muted">{t`${toGo} XP to Level ${next} · ${name}`}</p>
    </>
  );
}
