import { GROWTH_DIMENSIONS, GROWTH_STATEMENTS, LIKERT_MAX, LIKERT_MIN } from '@lv/domain';
import { ChoiceCard } from '../../../components/ui/choice-card';
import { domainText } from '../../../lib/i18n/domain-text';
import { assessmentTexts, dimensionName, statementText } from './growth-texts';

const VALUES = Array.from({ length: LIKERT_MAX - LIKERT_MIN + 1 }, (_, i) => LIKERT_MIN + i);

/** The DOM id of a statement's group (the form focuses the first one left). */
export const statementGroupId = (formId: string, statementId: string) => `${formId}-${statementId}`;

interface StatementFormProps {
  formId: string;
  /** "How often does this describe you?" or "... them?". */
  prompt: string;
  answers: Readonly<Record<string, number>>;
  onAnswer: (statementId: string, value: number) => void;
  /** Messages by statement id (the server's `answers.<id>` fields, or the same rule run here). */
  errors: Readonly<Record<string, string>>;
  /** A line under the statements: how to answer. */
  hint: string;
}

/**
 * The 16 statements, grouped under their dimension, each a radio group of the 1-5 frequency
 * scale (Never ... Always) with its legend: one tap per answer, keyboard arrows within a group,
 * the labels large enough to tap on a phone.
 */
export function StatementForm({
  formId,
  prompt,
  answers,
  onAnswer,
  errors,
  hint,
}: StatementFormProps) {
  const scale = assessmentTexts().scale;
  return (
    <div className="flex flex-col gap-6">
      <p className="font-semibold text-ink">{prompt}</p>
      {GROWTH_DIMENSIONS.map((dimension) => (
        <section
          key={dimension}
          aria-labelledby={`${formId}-${dimension}`}
          className="flex flex-col gap-4"
        >
          <h2 id={`${formId}-${dimension}`} className="text-lg font-bold text-primary">
            {dimensionName(dimension)}
          </h2>
          {GROWTH_STATEMENTS.filter((s) => s.dimension === dimension).map((s) => {
            const groupId = statementGroupId(formId, s.id);
            const error = errors[s.id];
            return (
              <fieldset
                key={s.id}
                id={groupId}
                tabIndex={-1}
                aria-describedby={error ? `${groupId}-error` : undefined}
                className={`rounded-xl border bg-white p-3 ${error ? 'border-error' : 'border-gray-300'}`}
              >
                <legend className="px-1 text-base text-ink">{statementText(s)}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {VALUES.map((value) => (
                    <ChoiceCard
                      key={value}
                      type="radio"
                      name={`${formId}-${s.id}`}
                      value={String(value)}
                      checked={answers[s.id] === value}
                      onChange={() => onAnswer(s.id, value)}
                      className="min-h-11 items-center px-3 py-2 text-sm text-ink"
                    >
                      {scale[value - 1]}
                    </ChoiceCard>
                  ))}
                </div>
                {error ? (
                  <p id={`${groupId}-error`} className="mt-2 text-sm font-medium text-error">
                    {domainText(error)}
                  </p>
                ) : null}
              </fieldset>
            );
          })}
        </section>
      ))}
      <p className="text-sm text-muted">{hint}</p>
    </div>
  );
}

// A field-name prefix of the API, not words.
// eslint-disable-next-line lingui/no-unlocalized-strings
const ANSWER_FIELD = 'answers.';

/** The statement ids of an ApiError's `answers.<id>` fields. */
export function statementErrors(
  fields: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields ?? {}))
    if (key.startsWith(ANSWER_FIELD)) out[key.slice(ANSWER_FIELD.length)] = message;
  return out;
}
