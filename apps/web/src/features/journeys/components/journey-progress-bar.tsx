import { plural, t } from '@lingui/core/macro';
import type { JourneySummary } from '@lv/domain';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber } from '../../../lib/format';

/** "3 / 8 required modules done" over the progress bar (never past 100%: the server clamps, and so does the bar). */
export function JourneyProgressBar({
  progress,
  title,
}: {
  progress: JourneySummary['progress'];
  title: string;
}) {
  const done = formatNumber(progress.done);
  const required = progress.required;
  const percent = formatNumber(progress.percent);
  const text = t`${done} / ${plural(required, { one: '# required module done', other: '# required modules done' })}`;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-ink">{text}</span>
        <span className="text-muted">{t`${percent}%`}</span>
      </p>
      <ProgressBar
        percent={progress.percent}
        label={t`Progress through ${title}`}
        valueText={text}
      />
    </div>
  );
}
