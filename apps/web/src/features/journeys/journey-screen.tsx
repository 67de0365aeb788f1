import { useRef } from 'react';
import { useParams } from 'react-router';
import { useEnrol, useJourney } from './api/journeys-api';
import { BackLink } from './components/back-link';
import { CapstoneSection } from './components/capstone-section';
import { FocusAreas, JourneyFacts, JourneyTags } from './components/journey-facts';
import { ModuleList } from './components/module-list';
import { ProgressPanel } from './components/progress-panel';
import { QueryFailure } from './components/query-failure';
import { JourneyDetailSkeleton } from './components/skeletons';
import { WebinarsSection } from './components/webinars-section';

/**
 * /journeys/:journeyId: the journey's modules in order with done ticks, progress over its required
 * modules, what is next, the capstone brief and the webinars; Enrol when the learner is not enrolled.
 */
export function JourneyScreen() {
  const { journeyId = '' } = useParams();
  const query = useJourney(journeyId);
  const enrol = useEnrol(journeyId);
  // After enrolling, focus goes to the progress panel's heading (it now reads "Your progress"): the
  // Enrol button is gone. The journey has been read again by then (useEnrol waits for it).
  const progressHeading = useRef<HTMLHeadingElement>(null);

  if (query.isPending) return <JourneyDetailSkeleton />;
  if (query.isError) {
    return (
      <QueryFailure
        error={query.error}
        notFoundTitle="Journey not found"
        notFoundText="There is no journey at this address. Choose one from the list of journeys."
        errorTitle="We could not load this journey"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        back={{ to: '/journeys', label: 'All journeys' }}
      />
    );
  }

  const journey = query.data;
  return (
    <article aria-labelledby="journey-title" className="mx-auto max-w-3xl">
      <BackLink to="/journeys">All journeys</BackLink>
      <header className="mt-2 flex flex-col gap-3">
        <JourneyTags recommended={journey.recommended} status={journey.status} />
        <h1 id="journey-title" className="text-2xl font-bold text-primary sm:text-3xl">
          {journey.title}
        </h1>
        <p className="text-lg text-ink">{journey.summary}</p>
        <JourneyFacts journey={journey} />
        <FocusAreas areas={journey.focusAreas} />
      </header>

      <ProgressPanel
        journey={journey}
        headingRef={progressHeading}
        enrolling={enrol.isPending}
        enrolError={enrol.error}
        onEnrol={() => enrol.mutate(undefined, { onSuccess: () => progressHeading.current?.focus() })}
      />

      <ModuleList journeyId={journey.id} modules={journey.modules} nextSlug={journey.enrolment ? (journey.next?.slug ?? null) : null} />
      <CapstoneSection required={journey.capstone.required} briefHtml={journey.capstone.briefHtml} />
      <WebinarsSection required={journey.requirements.webinars.required} />
    </article>
  );
}
