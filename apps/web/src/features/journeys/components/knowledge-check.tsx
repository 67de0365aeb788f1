import { t } from '@lingui/core/macro';
import type { CheckResult, ModuleCheck } from '@lv/domain';
import { CircleCheck, CloudUpload } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { outbox } from '../../../lib/offline/outbox-instance';
import {
  answersOf,
  useQueuedAttemptArrival,
  useQueuedAttempts,
  useSubmitCheck,
} from '../api/check-api';
import { CheckResultView, RESULT_TITLE } from './check-result';
import { SECTION_TITLE } from './section-title';

type Answers = Record<string, number>;

interface KnowledgeCheckProps {
  journeyId: string;
  moduleSlug: string;
  moduleTitle: string;
  check: ModuleCheck;
}

/**
 * The DOM id of a question's group (focused when it is left unanswered, and after Try again). A
 * double hyphen never appears in a question's kebab-case id, so no two ids on the page meet.
 */
const groupId = (questionId: string) => `check--${questionId}`;
const errorId = (questionId: string) => `${groupId(questionId)}--error`;
/** The waiting note's heading (a question's group is `check--<id>`, never `check---…`). */
const WAITING_TITLE = 'check---waiting';

/** What the learner reads before answering: practice, or the pass mark completing the module needs. */
function introText(check: ModuleCheck): string {
  const count = formatNumber(check.questions.length);
  if (check.passMark === null)
    return t`${count} questions to practise what the lesson teaches. There is no pass mark: it does not hold back completing the module.`;
  const mark = formatNumber(check.passMark);
  return t`${count} questions. Get ${mark}% or more to complete this module; you can try as often as you need.`;
}

/**
 * The module's knowledge check (ADR 040): each question a radio group, "Check my answers", and the
 * server's grading (right or wrong with the explanation of the chosen option, the right option
 * once passed, pass or not against the journey's pass mark). Offline the answers wait on the phone
 * (the offline queue) and the result shows when they are sent. Passed stays passed (GET `passed`).
 */
export function KnowledgeCheck({ journeyId, moduleSlug, moduleTitle, check }: KnowledgeCheckProps) {
  const submit = useSubmitCheck(journeyId, moduleSlug, moduleTitle);
  const queue = useQueuedAttempts(journeyId, moduleSlug);
  const [answers, setAnswers] = useState<Answers>(() => answersOf(queue.waiting ?? queue.refused));
  const [result, setResult] = useState<CheckResult | null>(null);
  /** An attempt queued from this page, until the queue sends it (or the server refuses it). */
  const [queuedId, setQueuedId] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  /** Passed before (GET): the form shows only when the learner asks to answer again. */
  const [practising, setPractising] = useState(false);
  /** Where focus goes after a change of view (the result, the waiting note, a question): a DOM id. */
  const [focus, setFocus] = useState<{ id: string; n: number } | null>(null);
  const waitingAnswers = useRef<Answers>({});
  const waitingWrite = queue.waiting;
  useEffect(() => {
    if (waitingWrite) waitingAnswers.current = answersOf(waitingWrite);
  }, [waitingWrite]);
  const moveFocus = (id: string) => setFocus((f) => ({ id, n: (f?.n ?? 0) + 1 }));
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const show = (graded: CheckResult) => {
    setResult(graded);
    setQueuedId(null);
    setPractising(false);
    moveFocus(RESULT_TITLE);
  };
  // An attempt sent by the queue (also the one this page just sent: the queue tells first).
  useQueuedAttemptArrival(journeyId, moduleSlug, (_id, graded) => {
    setAnswers((mine) => (Object.keys(mine).length > 0 ? mine : waitingAnswers.current));
    show(graded);
  });

  const refused = queue.refused;
  // Queued from this page: waiting until sent or refused; else what the queue holds (after a reload).
  const waiting =
    queuedId !== null
      ? refused?.id !== queuedId && !queue.sent.some((write) => write.id === queuedId)
      : waitingWrite !== undefined;
  const refusal = refused?.refused ? refused.refused.message : null;

  const tryAgain = () => {
    setAnswers({});
    setResult(null);
    setMissing([]);
    setFormError(null);
    setPractising(true);
    const first = check.questions[0];
    if (first) moveFocus(groupId(first.id));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const unanswered = check.questions.filter((q) => answers[q.id] === undefined).map((q) => q.id);
    setMissing(unanswered);
    if (unanswered[0]) {
      setFormError(t`Answer every question, then check your answers.`);
      moveFocus(groupId(unanswered[0]));
      return;
    }
    setFormError(null);
    // A new attempt replaces one the server refused later: the queue lets it go.
    if (refused) void outbox.dismiss(refused.id);
    try {
      const outcome = await submit.mutateAsync({
        answers: check.questions.map((q) => ({ questionId: q.id, option: answers[q.id]! })),
      });
      if (outcome.state === 'sent') show(outcome.result);
      else {
        setQueuedId(outcome.id);
        moveFocus(WAITING_TITLE);
      }
    } catch (error) {
      setFormError(
        error instanceof ApiError
          ? error.message
          : t`Your answers were not checked. Please try again.`,
      );
    }
  };

  let body;
  if (result) {
    body = (
      <CheckResultView check={check} answers={answers} result={result} onTryAgain={tryAgain} />
    );
  } else if (waiting) {
    const chosen = queuedId !== null ? answers : answersOf(waitingWrite);
    body = <CheckWaiting check={check} answers={chosen} />;
  } else if (check.passed && check.passMark !== null && !practising) {
    const mark = formatNumber(check.passMark);
    body = (
      <div className="flex flex-col gap-3 rounded-xl border border-success/30 bg-success-bg/40 p-5">
        <p className="flex items-center gap-2 text-lg font-bold text-success">
          <CircleCheck className="h-6 w-6 shrink-0" aria-hidden="true" />
          {t`Passed`}
        </p>
        <p className="text-ink">{t`You reached the pass mark of ${mark}%. You can answer the questions again to practise.`}</p>
        <Button variant="secondary" className="w-full sm:w-auto sm:self-start" onClick={tryAgain}>
          {t`Answer again`}
        </Button>
      </div>
    );
  } else {
    body = (
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
        <p className="text-ink">{introText(check)}</p>
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        {check.questions.map((question, index) => {
          const id = groupId(question.id);
          const unanswered = missing.includes(question.id) && answers[question.id] === undefined;
          const number = formatNumber(index + 1);
          const count = formatNumber(check.questions.length);
          return (
            // The card is around the group: a bordered fieldset would put its legend on the border.
            <div
              key={question.id}
              className={`rounded-xl border bg-white p-4 ${unanswered ? 'border-error' : 'border-line'}`}
            >
              <fieldset
                id={id}
                tabIndex={-1}
                aria-describedby={unanswered ? errorId(question.id) : undefined}
              >
                <legend className="text-base font-semibold text-ink">
                  <span className="block text-sm font-normal text-muted">
                    {t`Question ${number} of ${count}`}
                  </span>
                  {question.prompt}
                </legend>
                <div className="mt-3 flex flex-col gap-2">
                  {question.options.map((option, optionIndex) => {
                    const checked = answers[question.id] === optionIndex;
                    // As ui/choice-card.tsx draws it (imported, it would move to a shared chunk).
                    return (
                      <label
                        key={optionIndex}
                        className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-ink has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary ${
                          checked ? 'border-primary bg-primary-light' : 'border-gray-400 bg-white'
                        }`}
                      >
                        <input
                          type="radio"
                          name={id}
                          value={String(optionIndex)}
                          checked={checked}
                          onChange={() =>
                            setAnswers((mine) => ({ ...mine, [question.id]: optionIndex }))
                          }
                          className="mt-1 h-4 w-4 shrink-0 accent-primary"
                        />
                        {option}
                      </label>
                    );
                  })}
                </div>
                {unanswered ? (
                  <p id={errorId(question.id)} className="mt-2 text-sm font-medium text-error">
                    {t`Choose an answer`}
                  </p>
                ) : null}
              </fieldset>
            </div>
          );
        })}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button
          type="submit"
          busy={submit.isPending}
          busyLabel={t`Checking…`}
          className="w-full sm:w-auto sm:self-start"
        >
          {t`Check my answers`}
        </Button>
      </form>
    );
  }

  return (
    <section aria-labelledby="check-title" className="mt-10 flex flex-col gap-4">
      <h2 id="check-title" className={SECTION_TITLE}>
        {t`Knowledge check`}
      </h2>
      {body}
    </section>
  );
}

/** An attempt kept on this phone until the network returns: what was chosen, and what happens next. */
function CheckWaiting({ check, answers }: { check: ModuleCheck; answers: Answers }) {
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5"
      data-testid="check-waiting"
    >
      <h3
        id={WAITING_TITLE}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-primary outline-none"
      >
        <CloudUpload className="h-6 w-6 shrink-0" aria-hidden="true" />
        {t`Answers saved on this phone`}
      </h3>
      <p role="status" className="text-ink">
        {t`Your answers are saved on this phone. They will be checked when you are back online, and your result shows here.`}
      </p>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink">
        {check.questions.map((question) => {
          const option = answers[question.id];
          return (
            <li key={question.id}>
              <span className="block">{question.prompt}</span>
              {option !== undefined && question.options[option] !== undefined ? (
                <span className="block font-semibold">{question.options[option]}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
