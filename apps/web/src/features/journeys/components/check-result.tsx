import { t } from '@lingui/core/macro';
import type { CheckResult, ModuleCheck } from '@lv/domain';
import { CircleCheck, X } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';

/** The result's heading, focused when it shows (a question's group is `check--<id>`). */
export const RESULT_TITLE = 'check---result';

interface CheckResultViewProps {
  check: ModuleCheck;
  /** The options the learner chose, by question id (empty when not known: sent before a reload). */
  answers: Readonly<Record<string, number>>;
  result: CheckResult;
  /** Clears the answers and shows the questions again. */
  onTryAgain: () => void;
}

/** Pass or not against the pass mark, or practice when there is none. */
function Verdict({ result }: { result: CheckResult }) {
  if (result.passMark === null)
    return (
      <p className="text-ink">{t`Practice: there is no pass mark, so this check does not hold back completing the module.`}</p>
    );
  const mark = formatNumber(result.passMark);
  if (result.passed) return <Alert tone="success">{t`Pass mark ${mark}%: passed`}</Alert>;
  return (
    <Alert tone="info">{t`Not yet: you need ${mark}%. Read the explanations and try again.`}</Alert>
  );
}

/**
 * A graded attempt as the server answered it: the score, then per question right or wrong, the
 * explanation of the option chosen and the right option when the server reveals it (once passed),
 * and Try again while the pass mark is not reached (focus comes to the heading: KnowledgeCheck).
 */
export function CheckResultView({ check, answers, result, onTryAgain }: CheckResultViewProps) {
  const correct = formatNumber(result.correct);
  const total = formatNumber(result.total);
  const failed = result.passMark !== null && !result.passed;
  return (
    <div className="flex flex-col gap-4">
      <h3 id={RESULT_TITLE} tabIndex={-1} className="text-lg font-bold text-primary outline-none">
        {t`${correct} of ${total} right`}
      </h3>
      <Verdict result={result} />
      <ol aria-label={t`Your answers`} className="flex flex-col gap-3">
        {result.results.map((graded) => {
          const question = check.questions.find((q) => q.id === graded.questionId);
          const chosen = answers[graded.questionId];
          const chosenText = chosen === undefined ? undefined : question?.options[chosen];
          const rightText =
            graded.correctOption === null ? undefined : question?.options[graded.correctOption];
          return (
            <li
              key={graded.questionId}
              className={`flex flex-col gap-2 rounded-xl border bg-white p-4 ${graded.isCorrect ? 'border-success/30' : 'border-error/30'}`}
            >
              {question ? <p className="font-semibold text-ink">{question.prompt}</p> : null}
              <p
                className={`flex items-center gap-2 font-semibold ${graded.isCorrect ? 'text-success' : 'text-error'}`}
              >
                {graded.isCorrect ? (
                  <CircleCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
                ) : (
                  <X className="h-5 w-5 shrink-0" aria-hidden="true" />
                )}
                {graded.isCorrect ? t`Right` : t`Not right`}
              </p>
              {chosenText !== undefined ? (
                <p className="text-ink">{t`Your answer: ${chosenText}`}</p>
              ) : null}
              <p className="text-ink">{graded.explanation}</p>
              {!graded.isCorrect && rightText !== undefined ? (
                <p className="font-semibold text-ink">{t`The right answer: ${rightText}`}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {failed ? (
        <Button className="w-full sm:w-auto sm:self-start" onClick={onTryAgain}>
          {t`Try again`}
        </Button>
      ) : result.passMark === null ? (
        <Button variant="secondary" className="w-full sm:w-auto sm:self-start" onClick={onTryAgain}>
          {t`Answer again`}
        </Button>
      ) : null}
    </div>
  );
}
