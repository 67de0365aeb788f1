import { t } from '@lingui/core/macro';
import type { CapstoneView } from '@lv/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime, formatXp } from '../../lib/format';
import { useCapstone, useEnrol, useMarkReviewSeen } from './api/capstones-api';
import { CAPSTONE_XP, capstoneAwardName, cpdMinutesText } from './capstone-award';
import { CapstoneEditor } from './components/capstone-editor';
import { CapstoneText } from './components/capstone-text';
import { LoadError } from '../../components/ui/load-error';
import { StatusBadge } from './components/status-badge';
import { SubmissionHistory } from './components/submission-history';
import { BackLink } from '../../components/ui/back-link';

/** What an accepted capstone earned: its XP once awarded, else the award's name; and its CPD minutes. */
function earnedText(view: CapstoneView): string {
  const minutes = cpdMinutesText(view.cpdMinutes);
  if (view.xpAwarded === null) {
    const action = capstoneAwardName();
    return t`It earned ${action} and ${minutes}.`;
  }
  const xp = formatXp(view.xpAwarded);
  return t`You earned ${xp} and ${minutes}.`;
}

/** What the status means for the learner now. */
function StatusNotice({ view, reviewedNow }: { view: CapstoneView; reviewedNow: boolean }) {
  const latest = view.submissions[0];
  if (view.status === 'accepted') {
    return (
      <Alert tone="success">
        {reviewedNow ? t`Good news: your capstone was accepted.` : t`Your capstone was accepted.`}{' '}
        {earnedText(view)} {t`Read your reviewer's feedback below.`}
      </Alert>
    );
  }
  if (view.status === 'changes_requested') {
    return (
      <Alert tone="info">
        {reviewedNow
          ? t`Your capstone was reviewed: Your reviewer asked for changes. Read the feedback under your submissions, change your capstone and submit it again.`
          : t`Your reviewer asked for changes. Read the feedback under your submissions, change your capstone and submit it again.`}
      </Alert>
    );
  }
  if (view.status === 'submitted') {
    const submittedAt = formatDateTime(latest?.submittedAt ?? null);
    return (
      <Alert tone="info">
        {t`Submitted ${submittedAt} and waiting for review. You can change it again if the reviewer asks for changes.`}
      </Alert>
    );
  }
  return null;
}

function NotEnrolled({ view }: { view: CapstoneView }) {
  const enrol = useEnrol(view.journey.id);
  const title = view.journey.title;
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="info">{t`Enrol in ${title} to write and submit your capstone.`}</Alert>
      {enrol.isError ? <Alert tone="error">{enrol.error.message}</Alert> : null}
      <Button busy={enrol.isPending} busyLabel={t`Enrolling...`} onClick={() => enrol.mutate()}>
        {t`Enrol in ${title}`}
      </Button>
    </div>
  );
}

function CapstoneContent({ view }: { view: CapstoneView }) {
  const seen = useMarkReviewSeen(view.journey.id);
  // Opening the page is reading the review: the server stops pointing it out; this visit still shows it.
  const { isIdle, mutate } = seen;
  useEffect(() => {
    if (view.unseenReview && isIdle) mutate();
  }, [view.unseenReview, isIdle, mutate]);
  const reviewedNow = view.unseenReview || !seen.isIdle;
  const journeyTitle = view.journey.title;
  const title = journeyTitle;
  const xp = formatXp(CAPSTONE_XP);
  const minutes = cpdMinutesText(view.cpdMinutes);

  return (
    <article aria-labelledby="capstone-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <BackLink to={`/journeys/${encodeURIComponent(view.journey.id)}`}>{t`Back to ${title}`}</BackLink>
      </div>
      <header className="flex flex-col gap-3">
        <h1 id="capstone-title" className="text-2xl font-bold text-primary sm:text-3xl">
          {t`Capstone: ${journeyTitle}`}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={view.status} />
          <p className="text-muted">
            {view.required
              ? t`Required to complete the journey. Worth ${xp} and ${minutes} when accepted.`
              : t`Worth ${xp} and ${minutes} when accepted.`}
          </p>
        </div>
      </header>

      <StatusNotice view={view} reviewedNow={reviewedNow} />

      <section
        aria-labelledby="capstone-brief"
        className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="capstone-brief" className="mb-3 text-xl font-semibold text-ink">
          {t`The brief`}
        </h2>
        <CapstoneText html={view.briefHtml} topHeading={3} />
      </section>

      {!view.enrolled ? <NotEnrolled view={view} /> : null}

      {view.canEdit ? (
        <section
          aria-labelledby="capstone-write"
          className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="capstone-write" className="mb-4 text-xl font-semibold text-ink">
            {view.status === 'changes_requested'
              ? t`Change and resubmit your capstone`
              : t`Write your capstone`}
          </h2>
          <CapstoneEditor view={view} />
        </section>
      ) : null}

      {view.submissions.length ? (
        <section aria-labelledby="capstone-history" className="flex flex-col gap-3">
          <h2 id="capstone-history" className="text-xl font-semibold text-ink">
            {t`Your submissions`}
          </h2>
          <SubmissionHistory submissions={view.submissions} />
        </section>
      ) : null}
    </article>
  );
}

/** /journeys/:journeyId/capstone: the brief, the editor with a server-rendered preview, the status and every version with its feedback. */
export function CapstoneScreen() {
  const { journeyId = '' } = useParams();
  const capstone = useCapstone(journeyId);

  if (capstone.isPending) return <Spinner />;
  if (capstone.isError) {
    return (
      <LoadError
        screen={{
          error: capstone.error,
          title: t`We could not load your capstone`,
          notFound: { title: t`Journey not found`, text: t`There is no journey at this address.` },
        }}
        onRetry={() => void capstone.refetch()}
        busy={capstone.isFetching}
      />
    );
  }
  return <CapstoneContent view={capstone.data} />;
}
