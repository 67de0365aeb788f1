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
  const text = `${formatNumber(progress.done)} / ${formatNumber(progress.required)} required modules done`;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-ink">{text}</span>
        <span className="text-muted">{formatNumber(progress.percent)}%</span>
      </p>
      <ProgressBar
        percent={progress.percent}
        label={`Progress through ${title}`}
        valueText={text}
      />
    </div>
  );
}
