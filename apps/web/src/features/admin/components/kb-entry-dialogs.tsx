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
import { useDeleteKbEntry, useSaveKbEntry } from '../api/admin-api';

const CATEGORY_OPTIONS = KB_CATEGORIES.map((c) => ({ value: c, label: c }));

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
        onSuccess: ({ entry: saved }) =>
          onSaved(entry ? `Saved “${saved.question}”.` : `Added “${saved.question}”.`),
        onError: (error) =>
          showServerErrors(
            error,
            setError,
            'The entry was not saved. Check your connection and try again.',
          ),
      },
    ),
  );

  return (
    <Dialog title={entry ? 'Edit entry' : 'Add entry'} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <SelectField
          label="Category"
          options={CATEGORY_OPTIONS}
          error={errors.category?.message}
          {...register('category')}
        />
        <TextField
          label="Question"
          maxLength={KB_QUESTION_MAX}
          error={errors.question?.message}
          {...register('question')}
        />
        <TextAreaField
          label="Answer"
          rows={8}
          maxLength={KB_ANSWER_MAX}
          hint="Plain text. Leave an empty line between paragraphs."
          error={errors.answer?.message}
          {...register('answer')}
        />
        {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending} busyLabel="Saving...">
            {entry ? 'Save changes' : 'Add entry'}
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
  return (
    <ConfirmDialog
      title="Delete this entry?"
      description={`“${entry.question}” will disappear from the public FAQ. This cannot be undone.`}
      confirmLabel="Delete entry"
      busyLabel="Deleting..."
      cancelLabel="Keep it"
      busy={remove.isPending}
      error={remove.isError ? 'The entry was not deleted. Please try again.' : null}
      tone="danger"
      onConfirm={() => remove.mutate(entry.id, { onSuccess: onDeleted })}
      onClose={onClose}
    />
  );
}
