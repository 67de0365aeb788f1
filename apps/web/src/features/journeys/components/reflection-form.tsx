import { t } from '@lingui/core/macro';
import {
  ModuleCompletionInputSchema,
  REFLECTION_MAX,
  REFLECTION_MIN,
  type ModuleCompletionResult,
} from '@lv/domain';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api';
import { formatNumber, formatXpChange } from '../../../lib/format';
import { domainText } from '../../../lib/i18n/domain-text';
import { useCompleteModule } from '../api/journeys-api';
import { MODULE_XP } from './enrol-failure';
import { ReflectionFeedback } from './reflection-feedback';
import { useZodForm } from '../../../lib/use-zod-form';

interface ReflectionFormProps {
  journeyId: string;
  moduleSlug: string;
  moduleTitle: string;
  question: string;
  /** The pass mark of a knowledge check not passed yet: completing needs it first (the server refuses otherwise). */
  checkFirst?: number | null;
  onCompleted: (result: ModuleCompletionResult) => void;
  /** Kept on this device to send later (offline): its Idempotency-Key in the queue and the answer. */
  onQueued: (id: string, reflection: string) => void;
  /** A completion sent later that the server refused: its answer comes back to the field, with why. */
  refused?: { reflection: string; message: string; fields?: Record<string, string> } | null;
}

/** What a failed completion says, in words the learner can act on. */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return t`Your reflection was not saved. Please try again.`;
  if (error.status === 0)
    return t`The server could not be reached. Your reflection is still here: try again when you are back online.`;
  return error.message;
}

/**
 * The reflection question as a labelled textarea; sending an answer completes the module. The
 * domain schema checks it here as the server does (same messages), and the server's per-field
 * messages land on the field.
 */
export function ReflectionForm({
  journeyId,
  moduleSlug,
  moduleTitle,
  question,
  checkFirst = null,
  onCompleted,
  onQueued,
  refused = null,
}: ReflectionFormProps) {
  const complete = useCompleteModule(journeyId, moduleSlug, moduleTitle);
  const refusedField = refused?.fields?.reflection;
  const [formError, setFormError] = useState<string | null>(
    refused && !refusedField ? refused.message : null,
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useZodForm(ModuleCompletionInputSchema, {
    defaultValues: { reflection: refused?.reflection ?? '' },
  });
  useEffect(() => {
    if (refusedField) setError('reflection', { message: refusedField });
  }, [refusedField, setError]);
  const reflection = useWatch({ control, name: 'reflection' });
  const length = formatNumber(reflection.length);
  const max = formatNumber(REFLECTION_MAX);
  const min = formatNumber(REFLECTION_MIN);
  const xp = formatXpChange(MODULE_XP);
  const mark = formatNumber(checkFirst ?? 0);
  // The domain schema's message (or the server's), in the page's language.
  const fieldError = errors.reflection?.message;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const outcome = await complete.mutateAsync(input);
      if (outcome.state === 'sent') onCompleted(outcome.result);
      else onQueued(outcome.id, input.reflection);
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields?.reflection : undefined;
      if (fieldMessage) setError('reflection', { message: fieldMessage }, { shouldFocus: true });
      else setFormError(failureText(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <TextAreaField
        label={question}
        rows={6}
        maxLength={REFLECTION_MAX}
        error={fieldError ? domainText(fieldError) : undefined}
        hint={t`${length} of ${max} characters (at least ${min}). It is kept with your CPD record as evidence.`}
        {...register('reflection')}
      />
      <ReflectionFeedback journeyId={journeyId} moduleSlug={moduleSlug} text={reflection} />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {checkFirst !== null ? (
        <p id="complete-needs-check" className="text-ink">
          {t`Pass the knowledge check above (${mark}% or more) to complete this module. You can write your reflection now.`}
        </p>
      ) : null}
      <Button
        type="submit"
        aria-describedby={checkFirst !== null ? 'complete-needs-check' : undefined}
        variant="accent"
        busy={isSubmitting}
        busyLabel={t`Completing…`}
        className="w-full sm:w-auto sm:self-start"
      >
        {t`Complete module (${xp})`}
      </Button>
    </form>
  );
}
