import { t } from '@lingui/core/macro';
import {
  answerSetProblem,
  GROWTH_STATEMENTS,
  RATER_COMMENT_MAX,
  RaterTokenSchema,
  type RaterInvitation,
} from '@lv/domain';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/form-fields';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';
import { domainText } from '../../lib/i18n/domain-text';
import { useRate, useRaterInvitation } from './api/growth-api';
import { assessmentTexts } from './components/growth-texts';
import { statementErrors, StatementForm, statementGroupId } from './components/statement-form';

const FORM_ID = 'rating';

const noChange = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** The token from the fragment (it never reaches the server in a URL). */
function readToken(hash: string): string | null {
  const parsed = RaterTokenSchema.safeParse(
    new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '',
  );
  return parsed.success ? parsed.data : null;
}

/**
 * /growth/rate#token=…: a 360 rater's page, opened from their mail, no account needed. It says
 * who asks and that the answers are anonymous, then takes one answer set about them and an
 * optional comment; the link then closes.
 */
export function RateScreen() {
  // The fragment exists only in the browser: a page rendered on the server (and its hydration)
  // shows the spinner, then the browser's render reads the fragment.
  const mounted = useSyncExternalStore(noChange, inBrowser, onServer);
  const { hash } = useLocation();
  const token = mounted ? readToken(hash) : null;
  const invitation = useRaterInvitation(token);

  let content;
  if (!mounted) {
    content = <Spinner />;
  } else if (token === null) {
    content = (
      <Alert tone="error">{t`This link is not complete. Open it again from the email.`}</Alert>
    );
  } else if (invitation.isPending) {
    content = <Spinner />;
  } else if (invitation.isError) {
    const error = invitation.error;
    content = (
      <Alert tone="error">
        {error instanceof ApiError && error.status === 404
          ? t`This link is not valid. It may have been copied incompletely: open it again from the email.`
          : error instanceof ApiError && error.status === 403
            ? domainText(error.message)
            : t`We could not open this request. Check your connection and reload the page.`}
      </Alert>
    );
  } else {
    content = <Rating token={token} invitation={invitation.data} />;
  }
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={t`Give feedback`}
      >{t`A colleague asks how you see their leadership. It takes about 5 minutes.`}</PageHeader>
      {content}
    </div>
  );
}

function Rating({ token, invitation }: { token: string; invitation: RaterInvitation }) {
  const rate = useRate();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const name = invitation.learnerName;
  const journey = invitation.journeyTitle;

  if (rate.isSuccess)
    return (
      <Alert tone="success">{t`Thank you. Your answers were recorded, and this link is now closed.`}</Alert>
    );
  if (invitation.status === 'answered')
    return (
      <Alert tone="info">{t`This link was already used: the answers were recorded. Thank you.`}</Alert>
    );
  if (invitation.status === 'expired') {
    const day = formatDate(invitation.expiresAt);
    return (
      <Alert tone="info">{t`This link expired on ${day}. Ask ${name} to invite you again.`}</Alert>
    );
  }

  const onSubmit = (event: FormEvent) => {
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
    rate.mutate(
      { token, answers, ...(comment.trim() ? { comment } : {}) },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 0) {
            setFormError(
              t`The server could not be reached. Your answers are still here: send them when you are back online.`,
            );
          } else if (error instanceof ApiError) {
            setErrors(statementErrors(error.fields));
            setFormError(domainText(error.fields?.comment ?? error.message));
          } else
            setFormError(t`Your answers were not sent. They are still here: please try again.`);
        },
      },
    );
  };
  const max = formatNumber(RATER_COMMENT_MAX);
  const length = formatNumber(comment.length);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
        <p className="text-ink">
          {journey
            ? t`${name} is following the ${journey} journey and asks how you see their leadership.`
            : t`${name} asks how you see their leadership.`}
        </p>
        <p className="text-ink">
          {t`Your answers are anonymous: ${name} sees them only merged with those of at least two other people, never who said what. No account is needed.`}
        </p>
      </div>
      <StatementForm
        formId={FORM_ID}
        prompt={assessmentTexts().raterPrompt}
        answers={answers}
        onAnswer={(id, value) => {
          setAnswers((all) => ({ ...all, [id]: value }));
          setErrors(({ [id]: _gone, ...rest }) => rest);
        }}
        errors={errors}
        hint={t`Answer for what you have seen them do in most weeks.`}
      />
      <TextAreaField
        label={t`One thing they could do more of, or differently (optional)`}
        rows={4}
        maxLength={RATER_COMMENT_MAX}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        hint={t`${length} of ${max} characters. It is shown with the others' comments, not with your name.`}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        busy={rate.isPending}
        busyLabel={t`Sending…`}
        className="w-full sm:w-auto sm:self-start"
      >
        {t`Send my feedback`}
      </Button>
    </form>
  );
}
