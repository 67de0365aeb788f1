import { t } from '@lingui/core/macro';
import {
  CAPSTONE_LIMITS,
  CapstoneDecisionSchema,
  CapstoneReviewInputSchema,
  type CapstoneDecision,
} from '@lv/domain';
import { Check, Undo2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { formatNumber } from '../../../lib/format';
import { domainText } from '../../../lib/i18n/domain-text';
import { useReviewCapstone } from '../api/capstones-api';
import { showServerErrors, useZodForm } from '../../../lib/use-zod-form';

const { accepted, changes_requested: changesRequested } = CapstoneDecisionSchema.enum;

/**
 * The decision on one submission (named by its number, so a newer version is never decided
 * unread): feedback for the learner, then Accept or Ask for changes. The server decides races:
 * if another admin got there first, its 409 message is shown and the capstone reloads.
 */
export function ReviewForm({
  capstoneId,
  submission,
  learnerName,
}: {
  capstoneId: string;
  submission: number;
  learnerName: string;
}) {
  const reviewing = useReviewCapstone(capstoneId);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
    getValues,
  } = useZodForm(CapstoneReviewInputSchema, {
    defaultValues: { submission, decision: 'accepted', feedback: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reviewing.mutateAsync(values);
    } catch (error) {
      showServerErrors(
        error,
        setError,
        t`The review could not be saved. Check your connection and try again.`,
      );
    }
  });
  const decide = (decision: CapstoneDecision) => () => setValue('decision', decision);
  const busyOn = (decision: CapstoneDecision) => isSubmitting && getValues('decision') === decision;
  const version = formatNumber(submission);
  const min = formatNumber(CAPSTONE_LIMITS.feedbackMin);
  const max = formatNumber(CAPSTONE_LIMITS.feedbackMax);
  // The domain schema's message (or the server's), in the page's language.
  const feedbackError = errors.feedback?.message;

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="review-title"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary-light p-4 sm:p-5"
    >
      <h2 id="review-title" className="text-xl font-semibold text-ink">
        {t`Review version ${version}`}
      </h2>
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      <TextAreaField
        label={t`Feedback for ${learnerName}`}
        rows={6}
        error={feedbackError ? domainText(feedbackError) : undefined}
        hint={t`Plain text, ${min} to ${max} characters. Say what works and, when you ask for changes, exactly what to change.`}
        {...register('feedback')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button
          type="submit"
          variant="secondary"
          onClick={decide(changesRequested)}
          busy={busyOn(changesRequested)}
          busyLabel={t`Sending...`}
        >
          <Undo2 className="h-4 w-4" aria-hidden="true" />
          {t`Ask for changes`}
        </Button>
        <Button
          type="submit"
          onClick={decide(accepted)}
          busy={busyOn(accepted)}
          busyLabel={t`Accepting...`}
        >
          <Check className="h-4 w-4" aria-hidden="true" />
          {t`Accept capstone`}
        </Button>
      </div>
    </form>
  );
}
