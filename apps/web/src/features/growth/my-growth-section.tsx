import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useMyGrowth } from './api/growth-api';
import { OwnScores } from './components/own-scores';
import { RaterRound } from './components/rater-round';

/**
 * /profile's "My growth" (for the profile screen to mount): per journey the learner has
 * measured, their self-assessments before and after and each 360 round's shown figures.
 */
export function MyGrowthSection() {
  const query = useMyGrowth();
  return (
    <section
      aria-labelledby="my-growth-title"
      className="mt-8 flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id="my-growth-title" className="text-xl font-bold text-primary">
        {t`My growth`}
      </h2>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <LoadError
          onRetry={() => void query.refetch()}
          busy={query.isFetching}
        >{t`We could not load your growth.`}</LoadError>
      ) : null}
      {query.data && query.data.journeys.length === 0 ? (
        <p className="text-ink">
          {t`Nothing measured yet. When you enrol in a journey, take its baseline self-assessment on the journey page: your scores before and after show here.`}
        </p>
      ) : null}
      {query.data?.journeys.map((growth) => (
        <article
          key={growth.journey.id}
          aria-labelledby={`growth-${growth.journey.id}`}
          className="flex flex-col gap-3"
        >
          <h3 id={`growth-${growth.journey.id}`} className="text-lg font-bold text-ink">
            <Link
              to={`/journeys/${encodeURIComponent(growth.journey.id)}`}
              className="text-primary underline-offset-2 hover:underline"
            >
              {growth.journey.title}
            </Link>
          </h3>
          <OwnScores growth={growth} />
          {growth.assessments.length === 0 ? (
            <p className="text-muted">{t`No self-assessment taken yet for this journey.`}</p>
          ) : null}
          {growth.raters.rounds.map((round) => (
            <RaterRound key={round.round} round={round} headingLevel={4} />
          ))}
        </article>
      ))}
    </section>
  );
}
