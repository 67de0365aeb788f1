import { t } from '@lingui/core/macro';
import { useRef, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useEnrol, useJourney } from './api/journeys-api';
import { BackLink } from '../../components/ui/back-link';
import { CapstoneSection } from './components/capstone-section';
import { FocusAreas, JourneyFacts, JourneyTags } from './components/journey-facts';
import { ModuleList } from './components/module-list';
import { MonthList } from './components/month-list';
import { OfflineLessons } from './components/offline-lessons';
import { ProgressPanel } from './components/progress-panel';
import { LoadError } from '../../components/ui/load-error';
import { JourneyDetailSkeleton } from './components/skeletons';

/**
 * What other features show on the journey page: the app composes them (features are islands), so
 * this screen knows only where they go. Each gets the journey's URL id.
 */
export interface JourneySlots {
  /** The journey's live sessions; `onChanged` reads the journey again (an attendance moves its rule). */
  webinars?: (props: { journeyId: string; onChanged: () => void }) => ReactNode;
  /** The learner's capstone for the journey (shown once enrolled). */
  capstone?: (props: { journeyId: string }) => ReactNode;
  /** Peer mentoring, which counts for CPD beside any journey. */
  mentoring?: () => ReactNode;
  /** Measured growth: the self-assessment offered on enrolment, the scores, the 360 (ADR 048). */
  growth?: (props: { journeyId: string; enrolled: boolean }) => ReactNode;
}

/**
 * /journeys/:journeyId: the journey's months (its modules by month, ADR 047; a journey without months
 * lists its modules) with done ticks and opening dates, progress over its required modules, what is
 * next, the capstone brief and the webinars; Enrol when the learner is not enrolled.
 */
export function JourneyScreen({ slots = {} }: { slots?: JourneySlots }) {
  const { journeyId = '' } = useParams();
  const query = useJourney(journeyId);
  const enrol = useEnrol(journeyId);
  // After enrolling, focus goes to the progress panel's heading (it now reads "Your progress"): the
  // Enrol button is gone. The journey has been read again by then (useEnrol waits for it).
  const progressHeading = useRef<HTMLHeadingElement>(null);

  if (query.isPending) return <JourneyDetailSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        screen={{
          error: query.error,
          title: t`We could not load this journey`,
          notFound: {
            title: t`Journey not found`,
            text: t`There is no journey at this address. Choose one from the list of journeys.`,
          },
          back: { to: '/journeys', label: t`All journeys` },
        }}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  }

  const journey = query.data;
  return (
    <article aria-labelledby="journey-title" className="mx-auto max-w-3xl">
      <BackLink to="/journeys">{t`All journeys`}</BackLink>
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
        onEnrol={() =>
          enrol.mutate(undefined, { onSuccess: () => progressHeading.current?.focus() })
        }
      />

      {slots.growth ? (
        <div className="mt-6">{slots.growth({ journeyId: journey.id, enrolled: journey.enrolment !== null })}</div>
      ) : null}

      {journey.months.length ? (
        <MonthList
          journeyId={journey.id}
          months={journey.months}
          modules={journey.modules}
          enrolled={journey.enrolment !== null}
          nextSlug={journey.enrolment ? (journey.next?.slug ?? null) : null}
        />
      ) : (
        <ModuleList
          journeyId={journey.id}
          modules={journey.modules}
          nextSlug={journey.enrolment ? (journey.next?.slug ?? null) : null}
        />
      )}
      {journey.enrolment ? <OfflineLessons journeyId={journey.id} modules={journey.modules} /> : null}
      <CapstoneSection
        required={journey.capstone.required}
        briefHtml={journey.capstone.briefHtml}
      />
      {journey.enrolment && slots.capstone ? (
        <div className="mt-4">{slots.capstone({ journeyId: journey.id })}</div>
      ) : null}
      {slots.webinars ? (
        <div className="mt-8">
          {slots.webinars({ journeyId: journey.id, onChanged: () => void query.refetch() })}
        </div>
      ) : null}
      {slots.mentoring ? <div className="mt-8">{slots.mentoring()}</div> : null}
    </article>
  );
}
