import { t } from '@lingui/core/macro';
import { CUSTOM_PATH_ID } from '@lv/domain';
import { ExternalLink } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { useLandingSettings } from '../../hooks/use-public-config';
import { useJourneys, useNextSteps } from './api/journeys-api';
import { JourneyCard } from './components/journey-card';
import { NextStepsCard } from './components/next-steps';
import { DailyReviewCard } from './components/daily-review';
import { LoadError } from '../../components/ui/load-error';
import { JourneyListSkeleton } from './components/skeletons';

function Header() {
  return (
    <PageHeader title={t`Journeys`}>
      {t`Guided leadership journeys, accredited for CPD. Start with the one we recommend for you, or choose another.`}
    </PageHeader>
  );
}

/** A blueprint that asks for the custom path: it is made with the team in a consultation. */
function CustomPathNote({ recommendedTitle }: { recommendedTitle: string | null }) {
  const { customJourneyBookingUrl } = useLandingSettings();
  return (
    <Alert tone="info" className="mb-6">
      {t`Your Team Blueprint points to a custom journey, which we shape with you in a consultation.`}{' '}
      <a href={customJourneyBookingUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
        {t`Book a custom-journey consultation`}
        <ExternalLink className="ml-1 inline h-4 w-4" aria-hidden="true" />
        <span className="sr-only"> {t`(opens in a new tab)`}</span>
      </a>
      {recommendedTitle ? t`. Until then, start with ${recommendedTitle}.` : '.'}
    </Alert>
  );
}

/** /journeys: every published journey, the learner's recommended one first and marked, with Enrol or Continue; the daily review when questions are due. */
export function JourneysScreen() {
  const query = useJourneys();
  // Next steps sit above the list: it shows with them, or once their read has failed, so it never
  // moves down when they arrive.
  const steps = useNextSteps();

  if (query.isPending || (steps.isPending && steps.failureCount === 0)) {
    return (
      <>
        <Header />
        <JourneyListSkeleton />
      </>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        screen={{
          error: query.error,
          title: t`We could not load the journeys`,
          notFound: {
            title: t`Journeys not found`,
            text: t`The journeys could not be found. Go back to the leadership board and try again later.`,
          },
          back: { to: '/leaderboard', label: t`Back to the leadership board` },
        }}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  }

  const { journeys, blueprintPath, recommendedJourneyId } = query.data;
  const recommended = journeys.find((j) => j.id === recommendedJourneyId) ?? null;
  return (
    <>
      <Header />
      {blueprintPath === CUSTOM_PATH_ID ? <CustomPathNote recommendedTitle={recommended?.title ?? null} /> : null}
      <NextStepsCard steps={steps.data?.steps ?? []} />
      <DailyReviewCard />
      {journeys.length === 0 ? (
        <Alert tone="info">
          {t`No journey is published yet. When the first one opens, it appears here and you can enrol at once.`}
        </Alert>
      ) : (
        <ul aria-label={t`Journeys`} className="grid gap-4 lg:grid-cols-2">
          {journeys.map((journey) => (
            <li key={journey.id}>
              <JourneyCard journey={journey} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
