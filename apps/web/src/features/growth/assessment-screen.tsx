import { t } from '@lingui/core/macro';
import {
  answerSetProblem,
  GROWTH_STATEMENTS,
  type AssessmentMoment,
  type JourneyGrowth,
} from '@lv/domain';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { BackLink } from '../../components/ui/back-link';
import { Button, ButtonLink } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { domainText } from '../../lib/i18n/domain-text';
import {
  useJourneyGrowth,
  useQueuedAssessmentArrival,
  useSubmitAssessment,
} from './api/growth-api';
import { assessmentTexts } from './components/growth-texts';
import { OwnScores } from './components/own-scores';
import { statementErrors, StatementForm, statementGroupId } from './components/statement-form';

const FORM_ID = 'self-assessment';

function titleOf(moment: AssessmentMoment | null): string {
  if (moment === 'baseline') return t`Baseline self-assessment`;
  if (moment === 'completion') return t`Completion self-assessment`;
  if (moment === 'follow_up') return t`90-day self-assessment`;
  return t`Self-assessment`;
}

/**
 * /journeys/:journeyId/assessment: the self-assessment that is due for the journey (baseline,
 * completion or 90 days after), its 16 statements as radio groups; sent through the offline
 * queue, so an answer set made offline waits on the device and goes when the network returns.
 */
export function AssessmentScreen() {
  const { journeyId = '' } = useParams();
  const query = useJourneyGrowth(journeyId);
  useQueuedAssessmentArrival(journeyId);
  const back = `/journeys/${encodeURIComponent(journeyId)}`;

  let content;
  let title = t`Self-assessment`;
  if (query.isPending) content = <Spinner />;
  else if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    content = missing ? (
      <Alert tone="error">{t`There is no journey at this address. Choose one from the list of journeys.`}</Alert>
    ) : (
      <LoadError
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      >{t`We could not load this assessment.`}</LoadError>
    );
  } else {
    const growth = query.data;
    title = titleOf(growth.due);
    content = <Assessment journeyId={journeyId} growth={growth} back={back} />;
  }
  return (
    <div className="mx-auto max-w-2xl">
      <BackLink to={back}>{t`Back to the journey`}</BackLink>
      <PageHeader title={title}>
        {t`How often does each statement describe you at work? There are no right answers: comparing your answers over time shows your own growth, and only you see them.`}
      </PageHeader>
      {content}
    </div>
  );
}

function Assessment({
  journeyId,
  growth,
  back,
}: {
  journeyId: string;
  growth: JourneyGrowth;
  back: string;
}) {
  const submit = useSubmitAssessment(journeyId, growth.journey.title);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const [sentMoment, setSentMoment] = useState<AssessmentMoment | null>(null);

  if (!growth.enrolled) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="info">{t`Enrol in ${growth.journey.title} to take its self-assessment.`}</Alert>
        <ButtonLink to={back}>{t`Go to the journey`}</ButtonLink>
      </div>
    );
  }
  if (sentMoment || queued) {
    return (
      <div className="flex flex-col items-start gap-4">
        {queued ? (
          <Alert tone="info">{t`Saved on this device. Your answers are sent when you are back online, and your scores show then.`}</Alert>
        ) : (
          <Alert tone="success">{t`Thank you. Your answers are saved; here are your scores.`}</Alert>
        )}
        <OwnScores growth={growth} />
        <ButtonLink to={back}>{t`Back to the journey`}</ButtonLink>
      </div>
    );
  }
  const due = growth.due;
  if (!due) {
    const opens = growth.followUpOpensAt;
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="info">
          {opens
            ? t`No self-assessment is due for this journey now. The next one opens 90 days after you completed it.`
            : t`No self-assessment is due for this journey now.`}
        </Alert>
        <OwnScores growth={growth} />
        <ButtonLink to={back}>{t`Back to the journey`}</ButtonLink>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = answerSetProblem(GROWTH_STATEMENTS, answers);
    if (problem) {
      setErrors(statementErrors(problem.fields));
      setFormError(domainText(problem.message));
      const first = GROWTH_STATEMENTS.find((s) => problem.fields[`answers.${s.id}`]);
      if (first) document.getElementById(statementGroupId(FORM_ID, first.id))?.focus();
      return;
    }
    try {
      const outcome = await submit.mutateAsync({ moment: due, answers });
      if (outcome.state === 'sent') setSentMoment(due);
      else setQueued(true);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(statementErrors(error.fields));
        setFormError(domainText(error.message));
      } else setFormError(t`Your answers were not sent. They are still here: please try again.`);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-6">
      <StatementForm
        formId={FORM_ID}
        prompt={assessmentTexts().selfPrompt}
        answers={answers}
        onAnswer={(id, value) => {
          setAnswers((all) => ({ ...all, [id]: value }));
          setErrors(({ [id]: _gone, ...rest }) => rest);
        }}
        errors={errors}
        hint={t`Answer for what you do in most weeks, not for what you would like to do.`}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        busy={submit.isPending}
        busyLabel={t`Sending…`}
        className="w-full sm:w-auto sm:self-start"
      >
        {t`Send my answers`}
      </Button>
    </form>
  );
}
