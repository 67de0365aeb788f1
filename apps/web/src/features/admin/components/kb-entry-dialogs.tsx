import { t } from '@lingui/core/macro';
import {
  KB_ANSWER_MAX,
  KB_CATEGORIES,
  KB_QUESTION_MAX,
  KbEntryInputSchema,
  type KbEntry,
} from '@lv/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import { showServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { domainText } from '../../../lib/i18n/domain-text';
import { useDeleteKbEntry, useSaveKbEntry } from '../api/admin-api';
import { fieldError } from '../format';

/** Adds an FAQ entry (`entry` null) or edits one, checked with the server's schema. */
export function KbEntryDialog({
  entry,
  onClose,
  onSaved,
}: {
  entry: KbEntry | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const save = useSaveKbEntry();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(KbEntryInputSchema, {
    defaultValues: {
      category: entry?.category ?? KB_CATEGORIES[0],
      question: entry?.question ?? '',
      answer: entry?.answer ?? '',
    },
  });

  const submit = handleSubmit((input) =>
    save.mutate(
      { id: entry?.id ?? null, input },
      {
        onSuccess: ({ entry: saved }) => {
          const question = saved.question;
          onSaved(entry ? t`Saved “${question}”.` : t`Added “${question}”.`);
        },
        onError: (error) =>
          showServerErrors(error, setError, t`The entry was not saved. Check your connection and try again.`),
      },
    ),
  );

  return (
    <Dialog title={entry ? t`Edit entry` : t`Add entry`} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <SelectField
          label={t`Category`}
          options={KB_CATEGORIES.map((c) => ({ value: c, label: domainText(c) }))}
          error={fieldError(errors.category?.message)}
          {...register('category')}
        />
        <TextField
          label={t`Question`}
          maxLength={KB_QUESTION_MAX}
          error={fieldError(errors.question?.message)}
          {...register('question')}
        />
        <TextAreaField
          label={t`Answer`}
          rows={8}
          maxLength={KB_ANSWER_MAX}
          hint={t`Plain text. Leave an empty line between paragraphs.`}
          error={fieldError(errors.answer?.message)}
          {...register('answer')}
        />
        {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" busy={save.isPending} busyLabel={t`Saving...`}>
            {entry ? t`Save changes` : t`Add entry`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Asks before deleting an FAQ entry. */
export function KbDeleteDialog({
  entry,
  onClose,
  onDeleted,
}: {
  entry: KbEntry;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteKbEntry();
  const question = entry.question;
  return (
    <ConfirmDialog
      title={t`Delete this entry?`}
      description={t`“${question}” will disappear from the public FAQ. This cannot be undone.`}
      confirmLabel={t`Delete entry`}
      busyLabel={t`Deleting...`}
      cancelLabel={t`Keep it`}
      busy={remove.isPending}
      error={remove.isError ? t`The entry was not deleted. Please try again.` : null}
      tone="danger"
      onConfirm={() => remove.mutate(entry.id, { onSuccess: onDeleted })}
      onClose={onClose}
    />
  );
}
