import { t } from '@lingui/core/macro';
import { FORUM_LIMITS, ForumPostInputSchema, type ForumPostInput } from '@lv/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatNumber } from '../../../lib/format';
import { domainText } from '../../../lib/i18n/domain-text';
import { showServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { TextAreaField } from '../../../components/ui/form-fields';
import { FormattingHelp } from '../../../components/ui/formatting-help';

interface PostFormProps {
  initial?: ForumPostInput;
  submitLabel: string;
  busyLabel: string;
  /** Saves the post; a rejection's field messages are shown next to the fields. */
  onSubmit: (input: ForumPostInput) => Promise<unknown>;
  onCancel?: () => void;
  /** Clears the fields after a successful save (the new-post form). */
  resetOnSuccess?: boolean;
  /** Puts the cursor in the title when the form appears (it opens on a button press). */
  autoFocusTitle?: boolean;
}

/** Title and Markdown body, checked with the domain's limits before sending and by the server after. */
export function PostForm({
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  resetOnSuccess = false,
  autoFocusTitle = false,
}: PostFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(ForumPostInputSchema, {
    defaultValues: { title: initial?.title ?? '', body: initial?.body ?? '' },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      if (resetOnSuccess) reset();
    } catch (error) {
      showServerErrors(
        error,
        setError,
        t`Your post could not be saved. Check your connection and try again.`,
      );
    }
  });

  const length = formatNumber(watch('body').length);
  const max = formatNumber(FORUM_LIMITS.bodyMax);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      <TextField
        label={t`Title`}
        error={errors.title?.message ? domainText(errors.title.message) : undefined}
        maxLength={FORUM_LIMITS.titleMax + 20}
        autoComplete="off"
        autoFocus={autoFocusTitle}
        required
        {...register('title')}
      />
      <TextAreaField
        label={t`Post`}
        error={errors.body?.message ? domainText(errors.body.message) : undefined}
        rows={6}
        hint={t`${length} of ${max} characters.`}
        required
        {...register('body')}
      />
      <FormattingHelp />
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        ) : null}
        <Button type="submit" busy={isSubmitting} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
