import { plural, t } from '@lingui/core/macro';
import type { ReviewAnswerResult, ReviewQuestion } from '@lv/domain';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button-base';
import { LoadError } from '../../../components/ui/load-error';
import { ApiError } from '../../../lib/api';
import { formatDay, formatNumber } from '../../../lib/format';
import { useOnline } from '../../../lib/offline/online';
import { useAnswerReview, useRefreshReview, useReviewToday } from '../api/review-api';

/*
 * The daily review on /journeys (ADR 040): questions missed in knowledge checks come back on a
 * spaced schedule. The card shows only when some are due today; the review runs in the page, one
 * question at a time, each answer graded on our server (so it needs a connection), then a summary.
 */

const START_ID = 'daily-review-start';

const offlineText = () =>
  t`The daily review needs a connection: your answers are checked on our server.`;

/** "Daily review": how many questions are due today, and the review itself once opened. */
export function DailyReviewCard() {
  const query = useReviewToday();
  const online = useOnline();
  // The questions of the review under way: kept while the count is read again, so it never jumps.
  const [running, setRunning] = useState<readonly ReviewQuestion[] | null>(null);

  if (running) {
    return (
      <ReviewPanel
        questions={running}
        onClose={() => {
          setRunning(null);
          // Back to the card's button while questions are left, else to the page's heading.
          requestAnimationFrame(() =>
            (
              document.getElementById(START_ID) ?? document.querySelector<HTMLElement>('h1')
            )?.focus(),
          );
        }}
      />
    );
  }
  // Nothing to show until the count is known, and nothing when no question is due.
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <LoadError className="mb-6" onRetry={() => void query.refetch()} busy={query.isFetching}>
        {t`We could not load your daily review.`}
      </LoadError>
    );
  }
  const { questions } = query.data;
  if (questions.length === 0) return null;
  const count = questions.length;
  return (
    <section
      aria-labelledby="daily-review-title"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="daily-review-title" className="flex items-center gap-2 text-lg font-bold text-ink">
        <RefreshCw className="h-5 w-5 text-primary" aria-hidden="true" />
        {t`Daily review`}
      </h2>
      <p className="font-semibold text-ink">
        {plural(count, {
          one: '# question to review today',
          other: '# questions to review today',
        })}
      </p>
      <p className="text-sm text-muted">
        {t`Questions you missed in knowledge checks come back here, spaced out until you know them.`}
      </p>
      {!online ? <Alert tone="info">{offlineText()}</Alert> : null}
      <div>
        <Button id={START_ID} onClick={() => setRunning(questions)} disabled={!online}>
          {t`Start the review`}
        </Button>
      </div>
    </section>
  );
}

/**
 * One option as a bordered card, its whole surface the label (as components/ui/choice-card, which
 * is not imported here: sharing it would move it into a chunk every learner screen loads).
 */
function Choice({
  name,
  value,
  checked,
  right,
  onChange,
  children,
}: {
  name: string;
  value: number;
  checked: boolean;
  /** The right option, once answered: shown in bold. */
  right: boolean;
  onChange: () => void;
  children: string;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-4 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary ${
        checked ? 'border-primary bg-primary-light' : 'border-gray-400 bg-white'
      } ${right ? 'font-semibold' : ''}`}
    >
      <input
        type="radio"
        name={name}
        value={String(value)}
        checked={checked}
        onChange={onChange}
        className="h-4 w-4 accent-primary"
      />
      {children}
    </label>
  );
}

interface Tally {
  right: number;
  answered: number;
}

/** The review, one question at a time: choose, Check answer, read why, Next; then the summary. */
function ReviewPanel({
  questions,
  onClose,
}: {
  questions: readonly ReviewQuestion[];
  onClose: () => void;
}) {
  const online = useOnline();
  const answer = useAnswerReview();
  const refresh = useRefreshReview();
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const [result, setResult] = useState<ReviewAnswerResult | null>(null);
  const [tally, setTally] = useState<Tally>({ right: 0, answered: 0 });
  const [finished, setFinished] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // Focus follows the review: the question's prompt, then its result, then the summary.
  useEffect(() => {
    headingRef.current?.focus();
  }, [index, finished]);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const question = questions[index];
  const total = questions.length;

  if (finished || !question) {
    const right = formatNumber(tally.right);
    const answered = formatNumber(tally.answered);
    return (
      <section
        aria-labelledby="daily-review-title"
        className="mb-6 flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
      >
        <h2
          id="daily-review-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-ink outline-none"
        >
          {t`Review done`}
        </h2>
        <p className="text-ink">{t`You got ${right} of ${answered} right.`}</p>
        <p className="text-sm text-muted">
          {t`The questions you missed come back tomorrow; the ones you knew come back later, until you know them for good.`}
        </p>
        <div>
          <Button onClick={onClose}>{t`Close the review`}</Button>
        </div>
      </section>
    );
  }

  const step = formatNumber(index + 1);
  const of = formatNumber(total);
  const { moduleTitle, journeyTitle } = question;
  const refused =
    answer.error instanceof ApiError &&
    (answer.error.status === 404 || answer.error.status === 409);
  const errorText = answer.error?.message ?? '';
  const last = index + 1 >= total;
  const rightText = result ? (question.options[result.correctOption] ?? '') : '';
  const nextDay = result?.nextDueDay ? formatDay(result.nextDueDay) : '';

  const check = () => {
    if (chosen === null) {
      setMissingChoice(true);
      return;
    }
    answer.mutate(
      { moduleId: question.moduleId, questionId: question.questionId, option: chosen },
      {
        onSuccess: (graded) => {
          setResult(graded);
          setTally((n) => ({
            right: n.right + (graded.isCorrect ? 1 : 0),
            answered: n.answered + 1,
          }));
        },
      },
    );
  };
  const next = () => {
    answer.reset();
    setResult(null);
    setChosen(null);
    setMissingChoice(false);
    if (last) {
      setFinished(true);
      void refresh();
    } else setIndex((i) => i + 1);
  };

  return (
    <section
      aria-labelledby="daily-review-title"
      className="mb-6 flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="daily-review-title" className="flex items-center gap-2 text-lg font-bold text-ink">
          <RefreshCw className="h-5 w-5 text-primary" aria-hidden="true" />
          {t`Daily review`}
        </h2>
        <p className="text-sm text-muted">{t`Question ${step} of ${of}`}</p>
      </div>
      <p className="text-sm text-muted">{t`From ${moduleTitle} (${journeyTitle})`}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (result || refused) next();
          else check();
        }}
        className="flex flex-col gap-4"
        noValidate
      >
        <fieldset disabled={!!result || answer.isPending}>
          <legend className="w-full">
            <h3
              ref={headingRef}
              tabIndex={-1}
              className="text-base font-semibold text-ink outline-none"
            >
              {question.prompt}
            </h3>
          </legend>
          <div className="mt-3 grid gap-2">
            {question.options.map((text, i) => (
              <Choice
                key={i}
                name={`review-${question.moduleId}-${question.questionId}`}
                value={i}
                checked={chosen === i}
                right={result?.correctOption === i}
                onChange={() => {
                  setChosen(i);
                  setMissingChoice(false);
                }}
              >
                {text}
              </Choice>
            ))}
          </div>
        </fieldset>

        {missingChoice ? <Alert tone="error">{t`Choose an answer first.`}</Alert> : null}
        {!online && !result ? <Alert tone="info">{offlineText()}</Alert> : null}
        {answer.isError ? (
          <Alert tone="error">
            {refused
              ? t`This question cannot be answered now: ${errorText}`
              : t`We could not check your answer: ${errorText} Try again.`}
          </Alert>
        ) : null}

        {result ? (
          <div ref={resultRef} tabIndex={-1} className="flex flex-col gap-2 outline-none">
            <p className={`font-bold ${result.isCorrect ? 'text-success' : 'text-error'}`}>
              {result.isCorrect ? t`Right.` : t`Not quite.`}
            </p>
            <p className="text-ink">{result.explanation}</p>
            {result.isCorrect ? null : (
              <p className="text-ink">
                <span className="font-semibold">{t`The right answer: ${rightText}`}</span>{' '}
                {result.correctExplanation}
              </p>
            )}
            <p className="text-sm text-muted">
              {result.nextDueDay === null
                ? t`You have answered it right three times in a row: it leaves your review.`
                : t`It comes back on ${nextDay}.`}
            </p>
          </div>
        ) : null}

        <div className="flex flex-wrap gap-3">
          {result || refused ? (
            <Button type="submit">{last ? t`See how you did` : t`Next question`}</Button>
          ) : (
            <Button
              type="submit"
              busy={answer.isPending}
              busyLabel={t`Checking…`}
              disabled={!online}
            >
              {t`Check answer`}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
