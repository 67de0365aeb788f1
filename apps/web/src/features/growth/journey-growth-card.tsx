import { t } from '@lingui/core/macro';
import type { AssessmentMoment, JourneyGrowth } from '@lv/domain';
import { TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { formatDate } from '../../lib/format';
import { useJourneyGrowth, useQueuedAssessmentArrival } from './api/growth-api';
import { InviteRatersForm } from './components/invite-raters-form';
import { OwnScores } from './components/own-scores';
import { RaterRound } from './components/rater-round';

/** Where the journey's self-assessment is taken. */
export const assessmentUrl = (journeyId: string) =>
  `/journeys/${encodeURIComponent(journeyId)}/assessment`;

function offerText(due: AssessmentMoment): { title: string; text: string; action: string } {
  if (due === 'baseline') {
    return {
      title: t`Measure where you start`,
      text: t`16 statements about how you lead, about 5 minutes. You see your scores at once, and again after the journey to see what changed.`,
      action: t`Take the baseline`,
    };
  }
  if (due === 'completion') {
    return {
      title: t`See what changed`,
      text: t`You completed this journey. Answer the same 16 statements again and compare with your baseline.`,
      action: t`Take the completion assessment`,
    };
  }
  return {
    title: t`90 days on: has it lasted?`,
    text: t`It is 90 days since you completed this journey. Answer the 16 statements once more to see what stayed.`,
    action: t`Take the 90-day assessment`,
  };
}

/**
 * The journey page's "Your growth" (for the journey page to mount): the self-assessment that is
 * due (skippable: "Not now" hides it until the page is opened again), the learner's scores before
 * and after, and the 360: invitations and the figures of groups with 3 or more answers.
 */
export function JourneyGrowthCard({
  journeyId,
  enrolled,
}: {
  journeyId: string;
  enrolled: boolean;
}) {
  const query = useJourneyGrowth(journeyId);
  const stale = enrolled && query.data !== undefined && !query.data.enrolled;
  // The learner just enrolled on this page: read again, so the baseline is offered at once.
  const { refetch } = query;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);
  useQueuedAssessmentArrival(journeyId);
  const [skipped, setSkipped] = useState(false);
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <LoadError
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      >{t`We could not load your growth on this journey.`}</LoadError>
    );
  }
  const growth: JourneyGrowth = query.data;
  if (!growth.enrolled) return null;
  const offer = growth.due ? offerText(growth.due) : null;
  const opens =
    growth.followUpOpensAt && growth.due === null ? formatDate(growth.followUpOpensAt) : null;
  const current = growth.raters.rounds.find((r) => r.round === growth.raters.round);

  return (
    <section
      aria-labelledby="growth-title"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id="growth-title" className="flex items-center gap-2 text-lg font-bold text-primary">
        <TrendingUp className="h-5 w-5" aria-hidden="true" />
        {t`Your growth`}
      </h2>
      {offer && !skipped ? (
        <div className="flex flex-col gap-3 rounded-lg bg-primary-light p-3">
          <h3 className="font-bold text-ink">{offer.title}</h3>
          <p className="text-ink">{offer.text}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <ButtonLink to={assessmentUrl(journeyId)}>{offer.action}</ButtonLink>
            <Button variant="ghost" onClick={() => setSkipped(true)}>
              {t`Not now`}
            </Button>
          </div>
        </div>
      ) : null}
      {offer && skipped ? (
        <p className="text-muted">{t`You can take it later: it stays offered here until you do.`}</p>
      ) : null}
      <OwnScores growth={growth} />
      {opens ? <p className="text-muted">{t`The 90-day assessment opens on ${opens}.`}</p> : null}

      <h3 className="font-bold text-ink">{t`Ask colleagues: 360 feedback`}</h3>
      <p className="text-ink">
        {t`Invite 3 to 8 people who see you at work. They answer the same statements about you, by a link, without an account. You see their answers only by groups of 3 or more, never who said what.`}
      </p>
      {growth.raters.rounds.map((round) => (
        <RaterRound key={round.round} round={round} headingLevel={4} />
      ))}
      {growth.raters.canInvite > 0 ? (
        <InviteRatersForm
          journeyId={journeyId}
          room={growth.raters.canInvite}
          firstOfRound={!current || current.invited === 0}
        />
      ) : (
        <p className="text-muted">{t`This round has its 8 raters.`}</p>
      )}
    </section>
  );
}
