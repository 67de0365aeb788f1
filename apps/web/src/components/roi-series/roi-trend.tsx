import { plural, t } from '@lingui/core/macro';
import { ROI_BANDS, type RoiEstimateSeries, type RoiTrendEntryAnswer } from '@lv/domain';
import { RefreshCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { domainText } from '../../lib/i18n/domain-text';
import { Button } from '../ui/button';

/*
 * An ROI estimate series' trend (ADR 051, 053), shared by the village view (a leader's series)
 * and the organisation console (an organisation's): each estimate oldest first, and the schedule.
 */

/** What an estimate of the series is: the first, a re-measure, or one saved in between. */
function entryName(entry: RoiTrendEntryAnswer, index: number): string {
  if (index === 0) return t`First estimate`;
  const day = entry.remeasureDay;
  return day === null ? t`Estimate saved in between` : t`${day}-day re-measure`;
}

/** The change from the first estimate, signed, in points. */
function changeText(change: number): string {
  const points = Math.abs(change);
  if (change === 0) return t`no change since the first`;
  return change > 0
    ? plural(points, { one: '+# point since the first', other: '+# points since the first' })
    : plural(points, { one: '−# point since the first', other: '−# points since the first' });
}

const bandLabel = (key: RoiTrendEntryAnswer['band']) =>
  domainText(ROI_BANDS.find((b) => b.key === key)?.label ?? '');

/** The next re-measure when none is due, or (`allDone`, the caller's words) that all three are behind. */
function ScheduleNote({ series, allDone }: { series: RoiEstimateSeries; allDone: string }) {
  if (series.due) return null;
  const next = series.schedule.find((p) => p.status === 'upcoming');
  if (next) {
    const day = next.day;
    const from = formatDate(next.dueAt);
    return (
      <p className="mt-2 text-sm text-ink">
        {t`Next re-measure: ${day} days after your first estimate, from ${from}.`}
      </p>
    );
  }
  return <p className="mt-2 text-sm text-ink">{allDone}</p>;
}

/**
 * The series, oldest first: each estimate's date, score, band and change from the first, then the
 * next re-measure. `allDone`: what to say once the 180-day one is behind (where a new one can come from).
 */
export function RoiTrend({
  series,
  allDone,
  heading: Heading = 'h4',
}: {
  series: RoiEstimateSeries;
  allDone: string;
  /** Its heading's level under the caller's (an h3 card's h4 by default). */
  heading?: 'h3' | 'h4';
}) {
  const { estimates } = series;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <Heading id={headingId} className="font-semibold text-primary">
        {t`How your estimate has changed`}
      </Heading>
      <ol
        aria-label={t`Your saved ROI estimates, oldest first`}
        className="mt-2 flex flex-col gap-2"
      >
        {estimates.map((e, i) => {
          const score = e.score;
          const band = bandLabel(e.band);
          return (
            <li key={e.id} className="rounded-lg bg-ground px-3 py-2">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-ink">{entryName(e, i)}</span>
                <span className="text-sm text-muted">{formatDate(e.savedAt)}</span>
              </p>
              <p className="text-ink">
                {t`${score} / 100, ${band}`}
                {i > 0 ? (
                  <span className="text-muted"> · {changeText(e.changeFromFirst)}</span>
                ) : null}
              </p>
            </li>
          );
        })}
      </ol>
      {estimates.length > 1 ? (
        <p className="mt-2 text-sm text-muted">
          {t`A lower score means the costs the estimator counts have come down.`}
        </p>
      ) : null}
      <ScheduleNote series={series} allDone={allDone} />
    </section>
  );
}

/**
 * The offer of a due re-measure: its title and what it asks (the caller's words, in its own
 * catalogue: the app's is in every first load) and the button that opens the dialog.
 */
export function RoiRemeasureOffer({
  heading: Heading,
  title,
  onOpen,
  children,
}: {
  heading: 'h3' | 'h4';
  title: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <div className="my-3 rounded-lg border border-accent bg-ground p-3">
      <Heading className="font-semibold text-ink">{title}</Heading>
      <p className="mt-1 text-ink">{children}</p>
      <Button className="mt-3 w-full sm:w-auto" onClick={onOpen}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {t`Re-measure your ROI estimate`}
      </Button>
    </div>
  );
}
