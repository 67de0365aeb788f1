import { t } from '@lingui/core/macro';
import { ArrowRight, BellDot } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { useCapstone } from './api/capstones-api';
import { cpdMinutesText } from './capstone-award';
import { StatusBadge } from './components/status-badge';

/** What the card says the learner can do next. */
function nextStep(status: string | null, enrolled: boolean): string {
  if (!enrolled) return t`Enrol to write your capstone.`;
  switch (status) {
    case 'draft':
      return t`Your draft is saved. Finish it and submit it for review.`;
    case 'submitted':
      return t`Submitted and waiting for review.`;
    case 'changes_requested':
      return t`Your reviewer asked for changes. Read the feedback and resubmit.`;
    case 'accepted':
      return t`Accepted. Well done.`;
    default:
      return t`Apply what you learned to one real change with your team, then write it up.`;
  }
}

/**
 * The capstone on a journey page: its status, a pointer to a review the learner has not read yet,
 * and a link to the capstone page. Mounted by the journey page (features/journeys) by the app;
 * it loads the learner's own capstone itself.
 */
export function JourneyCapstoneCard({ journeyId }: { journeyId: string }) {
  const capstone = useCapstone(journeyId);
  const view = capstone.data;
  const minutes = cpdMinutesText(view?.cpdMinutes ?? 0);
  return (
    <section
      aria-labelledby="journey-capstone"
      className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="journey-capstone" className="text-xl font-semibold text-ink">
          {t`Capstone`}
        </h2>
        {view ? <StatusBadge status={view.status} /> : null}
      </div>
      {capstone.isPending ? (
        <p role="status" className="mt-2 text-muted">
          {t`Loading your capstone...`}
        </p>
      ) : capstone.isError || !view ? (
        <Alert tone="error" className="mt-3">
          {t`Your capstone could not be loaded. Check your connection and try again.`}
        </Alert>
      ) : (
        <>
          {view.unseenReview ? (
            <p className="mt-3 flex items-center gap-2 rounded-lg bg-accent-light px-3 py-2 font-semibold text-ink">
              <BellDot className="h-5 w-5 shrink-0" aria-hidden="true" />
              {t`New: your capstone was reviewed.`}
            </p>
          ) : null}
          <p className="mt-2 text-muted">
            {nextStep(view.status, view.enrolled)}{' '}
            {view.required
              ? t`Required to complete the journey; ${minutes} when accepted.`
              : t`${minutes} when accepted.`}
          </p>
          <Link
            to={`/journeys/${encodeURIComponent(journeyId)}/capstone`}
            className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-2 hover:underline"
          >
            {view.status === null ? t`Start your capstone` : t`Open your capstone`}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </>
      )}
    </section>
  );
}
