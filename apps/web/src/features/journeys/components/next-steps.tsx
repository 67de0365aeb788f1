import { plural, t } from '@lingui/core/macro';
import { GROWTH_ASSESSMENT_TEXTS, type NextStep } from '@lv/domain';
import { ArrowRight, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { pageLocale } from '../../../lib/i18n/catalogs';
import { useNextSteps } from '../api/journeys-api';
import { journeyUrl, moduleUrl } from '../journey-urls';

/** Where a step leads. */
function stepUrl(step: NextStep): string {
  if (step.module) return moduleUrl(step.journeyId, step.module.slug);
  if (step.kind === 'assessment') return `${journeyUrl(step.journeyId)}/assessment`;
  return journeyUrl(step.journeyId);
}

/** What the step is, as its link says it. */
function stepTitle(step: NextStep): string {
  if (step.module) return step.module.title;
  const journey = step.journeyTitle;
  if (step.reason.code !== 'assessment_due') return t`Start ${journey}`;
  if (step.reason.moment === 'baseline') return t`Take the baseline self-assessment`;
  if (step.reason.moment === 'completion') return t`Take the completion assessment`;
  return t`Take the 90-day assessment`;
}

/** Why, with the fact behind it. */
export function stepReason(step: NextStep): string {
  const r = step.reason;
  const journey = step.journeyTitle;
  switch (r.code) {
    case 'overdue': {
      const month = formatNumber(r.month);
      return plural(r.daysLate, {
        one: `Month ${month}'s four weeks ended # day ago, and this module is still to do.`,
        other: `Month ${month}'s four weeks ended # days ago, and this module is still to do.`,
      });
    }
    case 'assessment_due':
      if (r.moment === 'baseline')
        return t`Measure where you start on ${journey}, so you can see later what changed.`;
      if (r.moment === 'completion')
        return t`You completed ${journey}: answer the same statements again to see what changed.`;
      return t`90 days since you completed ${journey}: see what has lasted.`;
    case 'lowest_dimension': {
      const dimension = GROWTH_ASSESSMENT_TEXTS[pageLocale()].dimensions[r.dimension];
      const score = formatNumber(r.score);
      return t`${dimension} is your lowest score (${score}%), and this module practises it.`;
    }
    case 'peers':
      return plural(r.count, {
        one: '# person in your village finished it in the last two weeks.',
        other: '# people in your village finished it in the last two weeks.',
      });
    case 'next_in_journey':
      return t`Next in ${journey}.`;
    case 'blueprint':
      return t`Your Team Blueprint points to this journey.`;
    case 'first_path':
      return t`Our first path: a good start until you set up your Team Blueprint.`;
  }
}

/**
 * "Your next steps" (ADR 049): at most three, each with the fact that made it, computed on our
 * server from the learner's progress and labelled so. Nothing with nothing to suggest.
 */
export function NextStepsCard({ steps }: { steps: readonly NextStep[] }) {
  if (steps.length === 0) return null;
  return (
    <section
      aria-labelledby="next-steps-title"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="next-steps-title" className="flex items-center gap-2 text-lg font-bold text-ink">
          <Compass className="h-5 w-5 text-primary" aria-hidden="true" />
          {t`Your next steps`}
        </h2>
        <p className="text-sm text-muted">{t`Computed from your progress`}</p>
      </div>
      <ol className="flex flex-col gap-3">
        {steps.map((step) => (
          <li
            key={`${step.kind}-${step.journeyId}-${step.module?.slug ?? ''}`}
            className="flex flex-col gap-1 border-t border-line pt-3 first:border-t-0 first:pt-0"
          >
            {step.module ? (
              <p className="text-xs font-semibold text-muted">{step.journeyTitle}</p>
            ) : null}
            <Link
              to={stepUrl(step)}
              className="inline-flex items-center gap-1 self-start font-semibold text-primary underline-offset-2 hover:underline"
            >
              {stepTitle(step)}
              <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
            </Link>
            <p className="text-sm text-ink">{stepReason(step)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The next steps with their own read, for a screen that shows them below its content (/welcome):
 * nothing while loading or on a failed read, and the screen around them still works.
 */
export function NextSteps() {
  const query = useNextSteps();
  return <NextStepsCard steps={query.data?.steps ?? []} />;
}
