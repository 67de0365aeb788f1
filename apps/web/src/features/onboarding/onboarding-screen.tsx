import { t } from '@lingui/core/macro';
import {
  CUSTOM_PATH_ID,
  ONBOARDING_COMPLETE_TOAST,
  ONBOARDING_STEPS,
  defaultPathId,
  journeyPaths,
  recommendation,
  type OnboardingData,
  type XpActionDefinition,
} from '@lv/domain';
import { CircleCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ToastRegion } from '../../components/ui/toast-region';
import { useLandingSettings } from '../../hooks/use-public-config';
import { useToasts } from '../../hooks/use-toasts';
import { formatDate, formatList, formatXp, formatXpChange } from '../../lib/format';
import { xpActionLabel } from '../../lib/i18n/domain-messages';
import { journeyPathText } from '../../lib/i18n/journey-path-text';
import { domainText } from '../../lib/i18n/domain-text';
import { useOnboardingStatus, useSaveOnboarding } from './api/onboarding-api';
import { BlueprintWizard } from '../../components/blueprint-wizard';
import { LoadError } from '../../components/ui/load-error';

interface ResultView {
  answers: OnboardingData;
  recommendedPath: string;
  completedAt: string;
  xpEarned: number;
  /** Set right after the submission that earned the XP. */
  justEarned: boolean | null;
}

/** /onboarding: the Team Blueprint for the signed-in learner, saved to the account (+50 XP once). */
export function OnboardingScreen() {
  const status = useOnboardingStatus();
  const save = useSaveOnboarding();
  const { toasts, notify } = useToasts();
  const [result, setResult] = useState<ResultView | null>(null);
  const [editing, setEditing] = useState(false);

  const header = (
    <PageHeader title={t`Onboarding`}>
      {t`Answer five short questions about your team, and we recommend the journey that fits you best.`}
    </PageHeader>
  );

  if (status.isPending) {
    return (
      <>
        {header}
        <Spinner />
      </>
    );
  }
  if (status.isError) {
    return (
      <>
        {header}
        <LoadError onRetry={() => void status.refetch()}>
          {t`We could not load your Team Blueprint. Check your connection and try again.`}
        </LoadError>
      </>
    );
  }

  const saved = status.data.saved;
  const shown: ResultView | null = result ?? (saved ? { ...saved, justEarned: null } : null);

  const complete = (answers: OnboardingData) => {
    save.mutate(answers, {
      onSuccess: (answer) => {
        setResult({ ...answer, justEarned: answer.xpAwardedNow });
        setEditing(false);
        notify('success', domainText(ONBOARDING_COMPLETE_TOAST));
      },
    });
  };

  return (
    <>
      {header}
      {shown && !editing ? (
        <BlueprintResult view={shown} onEdit={() => setEditing(true)} />
      ) : (
        <div className="mx-auto max-w-3xl">
          {!saved && status.data.prefill ? (
            <Alert className="mb-4" tone="info">
              {t`We filled in the answers you gave on our home page. Check them and complete.`}
            </Alert>
          ) : null}
          <BlueprintWizard
            initial={shown?.answers ?? status.data.prefill ?? {}}
            onComplete={complete}
            busy={save.isPending}
            error={save.isError ? notSaved(save.error.message) : null}
          />
        </div>
      )}
      <ToastRegion toasts={toasts} />
    </>
  );
}

/** The wizard's error when saving failed, with the server's reason. */
function notSaved(reason: string): string {
  return t`Your answers were not saved: ${reason}`;
}

// An XP action's id, not text a person reads.
// eslint-disable-next-line lingui/no-unlocalized-strings
const ONBOARDING_ACTION = 'onboarding_complete' satisfies XpActionDefinition['id'];

/** A private-use character: stands for the recommended journey's name in its sentence, which is split around it. */
const JOURNEY_SLOT = '\uE000';

function BlueprintResult({ view, onEdit }: { view: ResultView; onEdit: () => void }) {
  const settings = useLandingSettings();
  const leaders = { first: settings.firstLeaderName, second: settings.secondLeaderName };
  const paths = journeyPaths(leaders);
  const path = paths.find((p) => p.id === view.recommendedPath);
  const pathText = path ? journeyPathText(path) : null;
  const journey = JOURNEY_SLOT;
  const [beforeJourney, afterJourney] = t`We recommend ${journey} for your team.`.split(JOURNEY_SLOT);
  const action = xpActionLabel(ONBOARDING_ACTION);
  const xpEarned = formatXp(view.xpEarned);
  const xpChange = formatXpChange(view.xpEarned);
  const completedOn = formatDate(view.completedAt);
  // The custom path is made with the team in a consultation; until then the journeys recommend the
  // first named path (as GET /api/journeys does), so that is the journey this button opens.
  const journeyId = view.recommendedPath === CUSTOM_PATH_ID ? defaultPathId(leaders) : view.recommendedPath;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <section aria-labelledby="blueprint-result" className="rounded-xl bg-white p-6 text-center shadow-sm">
        <CircleCheck className="mx-auto h-12 w-12 text-success" aria-hidden="true" />
        <h2 id="blueprint-result" className="mt-3 text-2xl font-bold text-primary">
          {t`Your Team Blueprint is saved`}
        </h2>
        <p className="mt-2 text-muted">
          {beforeJourney}
          <strong className="text-ink">{pathText?.title ?? t`the Custom Path`}</strong>
          {path?.durationMonths && pathText ? ` (${pathText.duration})` : ''}
          {afterJourney}
        </p>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-accent px-4 py-1 font-bold text-ink" role="status">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {view.justEarned === true
            ? t`You earned ${xpEarned}`
            : view.xpEarned > 0
              ? t`${action}: ${xpChange} earned`
              : action}
        </p>
        <RecommendationReason view={view} leaders={leaders} />
        <p className="mt-3 text-sm text-muted">{t`Completed on ${completedOn}`}</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={`/journeys/${encodeURIComponent(journeyId)}`}>{t`View Your Custom Journey`}</ButtonLink>
          <ButtonLink to="/leaderboard" variant="secondary">
            {t`Go to the leadership board`}
          </ButtonLink>
          <Button variant="secondary" onClick={onEdit}>
            {t`Edit answers`}
          </Button>
        </div>
      </section>
      <section aria-labelledby="blueprint-answers" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="blueprint-answers" className="text-xl font-bold text-primary">
          {t`Your answers`}
        </h2>
        <dl className="mt-3 flex flex-col gap-3">
          {ONBOARDING_STEPS.map((s) => {
            const value = view.answers[s.field];
            return (
              <div key={s.field}>
                <dt className="font-semibold text-ink">{domainText(s.question)}</dt>
                <dd className="text-muted">{Array.isArray(value) ? value.map(domainText).join(', ') : domainText(value)}</dd>
              </div>
            );
          })}
        </dl>
      </section>
    </div>
  );
}

/** Why the path was recommended (the challenges that led to it) and that any path can be chosen instead. */
function RecommendationReason({ view, leaders }: { view: ResultView; leaders: { first: string; second: string } }) {
  const { path, because } = recommendation(view.answers.challenges, leaders);
  // A blueprint saved before the journey leaders were renamed keeps its path: no reason then.
  const known = path === view.recommendedPath;
  const chosen = formatList(because.map(domainText));
  return (
    <div className="mt-3 text-muted">
      {known && because.length > 0 ? <p>{t`We recommend it because you chose ${chosen}.`}</p> : null}
      {known && because.length === 0 ? (
        <p>{t`None of the challenges you chose matches one of our named paths, so we shape a path with you.`}</p>
      ) : null}
      <p className="mt-1">
        {t`It is a suggestion: you can choose any path instead.`}{' '}
        <Link to="/journeys" className="font-medium text-primary underline">
          {t`See all journeys`}
        </Link>
      </p>
    </div>
  );
}
