import { t } from '@lingui/core/macro';
import type { JourneySummary } from '@lv/domain';
import { ArrowRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useEnrol } from '../api/journeys-api';
import { journeyUrl } from '../journey-urls';
import { EnrolFailure } from './enrol-failure';
import { FocusAreas, JourneyFacts, JourneyTags } from './journey-facts';
import { JourneyProgressBar } from './journey-progress-bar';

/** One journey on /journeys: what it is, the learner's progress when enrolled, and Enrol or Continue. */
export function JourneyCard({ journey }: { journey: JourneySummary }) {
  const enrol = useEnrol(journey.id);
  const navigate = useNavigate();
  const url = journeyUrl(journey.id);
  const titleId = `journey-${journey.id}-title`;
  const enrolled = journey.enrolment !== null;
  const completed = journey.status === 'completed';
  // Each button is named for its journey, so a screen reader's list of buttons tells them apart.
  const title = journey.title;

  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm sm:p-6 ${
        journey.recommended ? 'border-accent ring-2 ring-accent/40' : 'border-line'
      }`}
    >
      <JourneyTags recommended={journey.recommended} status={journey.status} />
      <h2 id={titleId} className="text-xl font-bold text-ink">
        <Link to={url} className="underline-offset-2 hover:text-primary hover:underline">
          {journey.title}
        </Link>
      </h2>
      <JourneyFacts journey={journey} />
      <p className="text-ink">{journey.summary}</p>
      <FocusAreas areas={journey.focusAreas} />
      {enrolled ? <JourneyProgressBar progress={journey.progress} title={journey.title} /> : null}
      <EnrolFailure error={enrol.error} />
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        {enrolled ? (
          <ButtonLink to={url} aria-label={completed ? t`Review ${title}` : t`Continue ${title}`}>
            {completed ? t`Review` : t`Continue`}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </ButtonLink>
        ) : (
          <>
            <Button
              variant={journey.recommended ? 'accent' : 'primary'}
              busy={enrol.isPending}
              busyLabel={t`Enrolling…`}
              aria-label={t`Enrol in ${title}`}
              onClick={() => enrol.mutate(undefined, { onSuccess: () => void navigate(url) })}
            >
              {t`Enrol`}
            </Button>
            <ButtonLink to={url} variant="secondary" aria-label={t`See the modules of ${title}`}>
              {t`See the modules`}
            </ButtonLink>
          </>
        )}
      </div>
    </article>
  );
}
