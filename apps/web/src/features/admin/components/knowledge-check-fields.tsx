import { t } from '@lingui/core/macro';
import { CHECK_LIMITS, type DraftModuleInputSchema } from '@lv/domain';
import { useId } from 'react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldPath,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import type { FieldRegistration } from '../../../lib/use-zod-form';
import { fieldError } from '../format';

/*
 * The module dialog's knowledge check (ADR 040): none or 3-5 questions, each with 3-4 options
 * (text, explanation, one marked correct), and their French beside the English. The French asks
 * the English questions: it takes their ids and correct options on saving, so only its words are
 * edited here. Messages come from the domain schema (and the server's, on the same fields).
 */

export type ModuleFormInput = z.input<typeof DraftModuleInputSchema>;
type Path = FieldPath<ModuleFormInput>;
type Question = NonNullable<ModuleFormInput['knowledgeCheck']>[number];
type Option = Question['options'][number];

export interface CheckFormParts {
  control: Control<ModuleFormInput>;
  register: (name: Path, options?: object) => FieldRegistration;
  setValue: UseFormSetValue<ModuleFormInput>;
  getValues: UseFormGetValues<ModuleFormInput>;
  errors: FieldErrors<ModuleFormInput>;
}

/** The message at a (possibly nested) path; a list's own message is its `root` (react-hook-form). */
export function messageAt(errors: FieldErrors<ModuleFormInput>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined;
  const own = (n: unknown) =>
    typeof n === 'object' && n !== null ? (n as { message?: unknown }).message : undefined;
  const message =
    own(node) ??
    own(typeof node === 'object' && node !== null ? (node as { root?: unknown }).root : undefined);
  return fieldError(typeof message === 'string' ? message : undefined);
}

const emptyOption = (): Option => ({ text: '', explanation: '', correct: false });
const emptyQuestion = (id: string): Question => ({
  id,
  prompt: '',
  options: Array.from({ length: CHECK_LIMITS.optionsMin }, emptyOption),
});

/** An id for a new question, unused in the check (answers and the review schedule name it). */
function freshId(questions: readonly Question[]): string {
  const used = new Set(questions.map((q) => q.id));
  let n = questions.length + 1;
  while (used.has(`question-${n}`)) n += 1;
  return `question-${n}`;
}

/**
 * The French check with the English one's structure: per English question, its id and correct
 * options with the French words typed so far (empty for a question added since).
 */
export function alignedFrench(
  english: readonly Question[],
  french: readonly Question[] | undefined,
): Question[] {
  return english.map((q, i) => ({
    id: q.id,
    prompt: french?.[i]?.prompt ?? '',
    options: q.options.map((o, j) => ({
      text: french?.[i]?.options[j]?.text ?? '',
      explanation: french?.[i]?.options[j]?.explanation ?? '',
      correct: o.correct,
    })),
  }));
}

function QuestionEditor({
  parts,
  index,
  count,
  onRemove,
}: {
  parts: CheckFormParts;
  index: number;
  count: number;
  onRemove: () => void;
}) {
  const { control, register, setValue, getValues, errors } = parts;
  const name = `knowledgeCheck.${index}.options` as const;
  const options = useFieldArray({ control, name });
  const values = useWatch({ control, name });
  const number = index + 1;
  const optionsError = messageAt(errors, name);
  const errorId = `check-${index}-options-error`;
  const frenchOptionsKey = `knowledgeCheckFr.${index}.options` as const;
  const promptKey = `knowledgeCheck.${index}.prompt` as const;
  const addOptionId = useId();
  const removeOption = (j: number) => {
    options.remove(j);
    // The removed option's button is gone: focus stays in the question, on its Add button.
    // After the render that enables it (it was disabled with 4 options).
    setTimeout(() => document.getElementById(addOptionId)?.focus(), 0);
    // The French keeps the same options as the English.
    const french = getValues(frenchOptionsKey);
    if (french)
      setValue(
        frenchOptionsKey,
        french.filter((_, k) => k !== j),
      );
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:p-4">
      <TextAreaField
        label={t`Question ${number}`}
        rows={2}
        maxLength={CHECK_LIMITS.promptMax}
        error={messageAt(errors, promptKey)}
        {...register(promptKey)}
      />
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={optionsError ? errorId : undefined}
      >
        <legend className="font-medium text-ink">{t`Options of question ${number}: choose the correct one`}</legend>
        {optionsError ? (
          <p id={errorId} className="text-sm font-medium text-error">
            {optionsError}
          </p>
        ) : null}
        {options.fields.map((field, j) => {
          const letter = j + 1;
          const textKey = `${name}.${j}.text` as const;
          const explanationKey = `${name}.${j}.explanation` as const;
          return (
            <div key={field.id} className="flex flex-col gap-2 rounded-lg bg-surface p-3">
              <TextField
                label={t`Option ${letter}`}
                maxLength={CHECK_LIMITS.optionMax}
                error={messageAt(errors, textKey)}
                {...register(textKey)}
              />
              <TextField
                label={t`Why option ${letter} is right or wrong`}
                hint={t`Shown to a learner who chooses it.`}
                maxLength={CHECK_LIMITS.explanationMax}
                error={messageAt(errors, explanationKey)}
                {...register(explanationKey)}
              />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <label className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name={`check-${index}-correct`}
                    className="h-5 w-5 accent-primary"
                    checked={values?.[j]?.correct === true}
                    onChange={() =>
                      (values ?? []).forEach((_, k) =>
                        setValue(`${name}.${k}.correct`, k === j, { shouldDirty: true }),
                      )
                    }
                  />
                  {t`Option ${letter} is correct`}
                </label>
                <Button
                  variant="ghost"
                  disabled={options.fields.length <= CHECK_LIMITS.optionsMin}
                  onClick={() => removeOption(j)}
                >
                  {t`Remove option ${letter}`}
                </Button>
              </div>
            </div>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button
          id={addOptionId}
          variant="secondary"
          disabled={options.fields.length >= CHECK_LIMITS.optionsMax}
          onClick={() => options.append(emptyOption())}
        >
          {t`Add an option to question ${number}`}
        </Button>
        <Button variant="ghost" onClick={onRemove}>
          {count === 1 ? t`Remove the question` : t`Remove question ${number}`}
        </Button>
      </div>
    </li>
  );
}

/** The English questions: added, removed and edited with the module. */
export function KnowledgeCheckFields({ parts }: { parts: CheckFormParts }) {
  const { control, setValue, getValues, errors } = parts;
  const questions = useFieldArray({ control, name: 'knowledgeCheck' });
  const checkError = messageAt(errors, 'knowledgeCheck');
  const count = questions.fields.length;
  const addId = useId();
  const remove = (i: number) => {
    questions.remove(i);
    // The removed question's buttons are gone: focus goes to Add a question.
    setTimeout(() => document.getElementById(addId)?.focus(), 0);
    const french = getValues('knowledgeCheckFr');
    if (french?.length)
      setValue(
        'knowledgeCheckFr',
        french.filter((_, k) => k !== i),
      );
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <legend className="px-1 font-medium text-ink">{t`Knowledge check`}</legend>
      <p className="text-sm text-muted">
        {t`None, or 3 to 5 questions with 3 or 4 options each. Mark one option correct and explain every option.`}
      </p>
      {checkError ? (
        <p role="alert" className="text-sm font-medium text-error">
          {checkError}
        </p>
      ) : null}
      {count ? (
        <ol aria-label={t`Questions of the knowledge check`} className="flex flex-col gap-3">
          {questions.fields.map((field, i) => (
            <QuestionEditor
              key={field.id}
              parts={parts}
              index={i}
              count={count}
              onRemove={() => remove(i)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-muted">{t`No knowledge check: the reflection completes the module.`}</p>
      )}
      <div>
        <Button
          id={addId}
          variant="secondary"
          disabled={count >= CHECK_LIMITS.questionsMax}
          onClick={() =>
            questions.append(emptyQuestion(freshId(getValues('knowledgeCheck') ?? [])))
          }
        >
          {t`Add a question`}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * The French of the check: each English question and option shown for reference beside its
 * French field. Without French, French readers get the English questions.
 */
export function FrenchCheckFields({ parts }: { parts: CheckFormParts }) {
  const { control, register, setValue, getValues, errors } = parts;
  const english = useWatch({ control, name: 'knowledgeCheck' }) ?? [];
  const french = useWatch({ control, name: 'knowledgeCheckFr' }) ?? [];
  const translated = french.length > 0;
  const checkError = messageAt(errors, 'knowledgeCheckFr');
  if (!english.length && !translated) return null;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <legend className="px-1 font-medium text-ink">{t`Knowledge check in French`}</legend>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5 accent-primary"
          checked={translated}
          onChange={(e) =>
            setValue(
              'knowledgeCheckFr',
              e.target.checked ? alignedFrench(getValues('knowledgeCheck') ?? [], []) : [],
              { shouldDirty: true },
            )
          }
        />
        {t`Translate the questions into French (otherwise French readers get the English)`}
      </label>
      {checkError ? (
        <p role="alert" className="text-sm font-medium text-error">
          {checkError}
        </p>
      ) : null}
      {translated ? (
        <ol aria-label={t`French questions`} className="flex flex-col gap-3">
          {english.map((q, i) => {
            const number = i + 1;
            const promptKey = `knowledgeCheckFr.${i}.prompt` as const;
            return (
              // Keyed by place and size: a question or option removed above remounts the fields with their new values.
              <li
                key={`${i}-${q.id}-${q.options.length}`}
                className="flex flex-col gap-3 rounded-lg border border-line p-3"
              >
                <p className="text-sm text-muted" lang="en">
                  <span className="font-medium">{t`English:`}</span> {q.prompt}
                </p>
                <TextAreaField
                  label={t`Question ${number} in French`}
                  lang="fr"
                  rows={2}
                  maxLength={CHECK_LIMITS.promptMax}
                  error={messageAt(errors, promptKey)}
                  {...register(promptKey)}
                />
                {q.options.map((o, j) => {
                  const letter = j + 1;
                  const textKey = `knowledgeCheckFr.${i}.options.${j}.text` as const;
                  const explanationKey = `knowledgeCheckFr.${i}.options.${j}.explanation` as const;
                  return (
                    <div key={j} className="flex flex-col gap-2 rounded-lg bg-surface p-3">
                      <p className="text-sm text-muted" lang="en">
                        <span className="font-medium">
                          {o.correct ? t`English (correct):` : t`English:`}
                        </span>{' '}
                        {o.text}
                        <br />
                        {o.explanation}
                      </p>
                      <TextField
                        label={t`Option ${letter} of question ${number} in French`}
                        lang="fr"
                        maxLength={CHECK_LIMITS.optionMax}
                        error={messageAt(errors, textKey)}
                        {...register(textKey)}
                      />
                      <TextField
                        label={t`Explanation of option ${letter} of question ${number} in French`}
                        lang="fr"
                        maxLength={CHECK_LIMITS.explanationMax}
                        error={messageAt(errors, explanationKey)}
                        {...register(explanationKey)}
                      />
                    </div>
                  );
                })}
              </li>
            );
          })}
        </ol>
      ) : null}
    </fieldset>
  );
}
