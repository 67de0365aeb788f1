import { FORUM_LIMITS, ForumPostInputSchema, type ForumPostInput } from '@lv/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatNumber } from '../../../lib/format';
import { errorsOfRequest, fieldErrorsOf, type FieldErrors } from './field-errors';
import { TextAreaField } from '../../../components/ui/form-fields';

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
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ForumPostInputSchema.safeParse({ title, body });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      if (resetOnSuccess) {
        setTitle('');
        setBody('');
      }
    } catch (error) {
      setErrors(errorsOfRequest(error, 'Your post could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {errors._ ? <Alert tone="error">{errors._}</Alert> : null}
      <TextField
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
        maxLength={FORUM_LIMITS.titleMax + 20}
        autoComplete="off"
        autoFocus={autoFocusTitle}
        required
      />
      <TextAreaField
        label="Post"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={errors.body}
        rows={6}
        hint={`Markdown works: **bold**, _italic_, [links](https://example.com), lists. ${formatNumber(body.length)} of ${formatNumber(FORUM_LIMITS.bodyMax)} characters.`}
        required
      />
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
