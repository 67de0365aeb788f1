import { CAPSTONE_LIMITS, CapstoneReviewInputSchema, type CapstoneDecision } from '@lv/domain';
import { Check, Undo2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { formatNumber } from '../../../lib/format';
import { useReviewCapstone } from '../api/capstones-api';
import { showServerErrors, useZodForm } from '../../../lib/use-zod-form';

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
        'The review could not be saved. Check your connection and try again.',
      );
    }
  });
  const decide = (decision: CapstoneDecision) => () => setValue('decision', decision);
  const busyOn = (decision: CapstoneDecision) => isSubmitting && getValues('decision') === decision;

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="review-title"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary-light p-4 sm:p-5"
    >
      <h2 id="review-title" className="text-xl font-semibold text-ink">
        Review version {formatNumber(submission)}
      </h2>
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      <TextAreaField
        label={`Feedback for ${learnerName}`}
        rows={6}
        error={errors.feedback?.message}
        hint={`Plain text, ${CAPSTONE_LIMITS.feedbackMin} to ${formatNumber(CAPSTONE_LIMITS.feedbackMax)} characters. Say what works and, when you ask for changes, exactly what to change.`}
        {...register('feedback')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button
          type="submit"
          variant="secondary"
          onClick={decide('changes_requested')}
          busy={busyOn('changes_requested')}
          busyLabel="Sending..."
        >
          <Undo2 className="h-4 w-4" aria-hidden="true" />
          Ask for changes
        </Button>
        <Button
          type="submit"
          onClick={decide('accepted')}
          busy={busyOn('accepted')}
          busyLabel="Accepting..."
        >
          <Check className="h-4 w-4" aria-hidden="true" />
          Accept capstone
        </Button>
      </div>
    </form>
  );
}
