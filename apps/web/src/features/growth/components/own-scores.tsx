import { t } from '@lingui/core/macro';
import type { JourneyGrowth } from '@lv/domain';
import { GrowthScores, type ScoreColumn } from './growth-scores';
import { momentName } from './growth-texts';

/** The learner's own assessments of a journey side by side, and the change since the baseline. */
export function OwnScores({ growth }: { growth: JourneyGrowth }) {
  if (growth.assessments.length === 0) return null;
  const columns: ScoreColumn[] = growth.assessments.map((a) => ({
    label: momentName(a.moment),
    score: a.score,
  }));
  if (growth.change) columns.push({ label: t({ message: 'Change', context: 'score' }), score: growth.change, change: true });
  return <GrowthScores caption={t`Your self-assessment, before and after`} columns={columns} />;
}
