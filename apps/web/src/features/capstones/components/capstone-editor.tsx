import {
  CAPSTONE_LIMITS,
  CapstoneDraftInputSchema,
  CapstoneSubmissionInputSchema,
  type CapstoneDraftInput,
  type CapstoneView,
} from '@lv/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { get, useFieldArray, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { formatNumber } from '../../../lib/format';
import { setFieldErrors, showServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { usePreview, useSaveDraft, useSubmitCapstone } from '../api/capstones-api';
import { CapstoneText } from './capstone-text';

type Intent = 'draft' | 'submit';

/** The message at a field path of react-hook-form's error tree (links included). */
const messageAt = (errors: unknown, path: string): string | undefined => {
  const message: unknown = get(errors, `${path}.message`);
  return typeof message === 'string' ? message : undefined;
};

function PreviewPanel({ text }: { text: string }) {
  const preview = usePreview();
  return (
    <section
      aria-labelledby="capstone-preview"
      className="rounded-xl border border-line bg-ground p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="capstone-preview" className="text-lg font-bold text-ink">
          Preview
        </h3>
        <Button
          variant="secondary"
          busy={preview.isPending}
          busyLabel="Rendering..."
          onClick={() => preview.mutate(text)}
        >
          {preview.data ? 'Refresh preview' : 'Show preview'}
        </Button>
      </div>
      <div aria-live="polite" className="mt-3">
        {preview.isError ? (
          <Alert tone="error">
            {preview.error instanceof ApiError && preview.error.status !== 0
              ? preview.error.message
              : 'The preview could not be loaded. Check your connection and try again.'}
          </Alert>
        ) : preview.data ? (
          preview.data.html ? (
            <CapstoneText
              html={preview.data.html}
              topHeading={4}
              className="rounded-lg bg-white p-4"
            />
          ) : (
            <p className="text-muted">Nothing to show yet: write your capstone first.</p>
          )
        ) : (
          <p className="text-muted">
            See your text as the reviewer will read it, rendered by the server.
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The capstone's Markdown and up to 5 links, saved as a draft or submitted for review. The
 * domain's schemas check both before sending (a draft may be short; a submission needs 100
 * characters) and the server checks them again; its messages land next to the fields.
 */
export function CapstoneEditor({ view }: { view: CapstoneView }) {
  const journeyId = view.journey.id;
  const save = useSaveDraft(journeyId);
  const submit = useSubmitCapstone(journeyId);
  const [pending, setPending] = useState<Intent | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useZodForm(CapstoneDraftInputSchema, { defaultValues: view.draft });
  const links = useFieldArray({ control, name: 'links' });
  const text = useWatch({ control, name: 'text' });

  /** Sends the checked values; the server's field messages land next to the fields. */
  const send = async (intent: Intent, values: CapstoneDraftInput) => {
    setSaved(false);
    setPending(intent);
    try {
      const after =
        intent === 'submit' ? await submit.mutateAsync(values) : await save.mutateAsync(values);
      reset(after.draft);
      setSaved(intent === 'draft');
    } catch (error) {
      showServerErrors(
        error,
        setError,
        'Your capstone could not be saved. Check your connection and try again.',
      );
    } finally {
      setPending(null);
    }
  };
  // The draft schema checks the fields (a draft may be short); a submission must also pass its own.
  const saveDraft = handleSubmit((values) => send('draft', values));
  const submitForReview = handleSubmit((values) => {
    const checked = CapstoneSubmissionInputSchema.safeParse(values);
    if (checked.success) return send('submit', checked.data);
    setFieldErrors(setError, fieldErrorsOf(checked.error));
  });

  return (
    <form onSubmit={(e) => void saveDraft(e)} noValidate className="flex flex-col gap-5">
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      {saved ? (
        <Alert tone="success">Draft saved. Submit it when it is ready for review.</Alert>
      ) : null}
      <TextAreaField
        label="Your capstone"
        rows={14}
        error={errors.text?.message}
        hint={`Markdown works: ## headings, **bold**, lists, [links](https://example.org). At least ${formatNumber(CAPSTONE_LIMITS.textMin)} characters to submit; ${formatNumber((text ?? '').length)} of ${formatNumber(CAPSTONE_LIMITS.textMax)} used.`}
        {...register('text')}
      />
      <PreviewPanel text={text ?? ''} />

      <fieldset className="flex flex-col gap-3">
        <legend className="font-medium text-ink">
          Links (optional, up to {CAPSTONE_LIMITS.linksMax})
        </legend>
        <p className="text-sm text-muted">
          A report, a dashboard or a shared folder, on an https:// address the reviewer can open.
          Leave out personal data.
        </p>
        {links.fields.map((field, i) => (
          <div
            key={field.id}
            className="grid grid-cols-1 gap-3 rounded-lg border border-line bg-white p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <TextField
              label={`Link ${i + 1} address`}
              type="url"
              inputMode="url"
              autoComplete="off"
              error={messageAt(errors, `links.${i}.url`)}
              {...register(`links.${i}.url`)}
            />
            <TextField
              label={`Link ${i + 1} description`}
              error={messageAt(errors, `links.${i}.label`)}
              {...register(`links.${i}.label`)}
            />
            <Button
              variant="ghost"
              onClick={() => links.remove(i)}
              aria-label={`Remove link ${i + 1}`}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Remove
            </Button>
          </div>
        ))}
        {(messageAt(errors, 'links') ?? messageAt(errors, 'links.root')) ? (
          <p className="text-sm font-medium text-error">
            {messageAt(errors, 'links') ?? messageAt(errors, 'links.root')}
          </p>
        ) : null}
        {links.fields.length < CAPSTONE_LIMITS.linksMax ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => links.append({ url: '', label: '' })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add a link
          </Button>
        ) : null}
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          Once submitted, your capstone is locked until it is reviewed.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            type="submit"
            variant="secondary"
            disabled={pending !== null}
            busy={pending === 'draft'}
            busyLabel="Saving..."
          >
            Save draft
          </Button>
          {/* Not the form's default: Enter in a field saves a draft, never sends it for review. */}
          <Button
            disabled={pending !== null}
            busy={pending === 'submit'}
            busyLabel="Submitting..."
            onClick={() => void submitForReview()}
          >
            Submit for review
          </Button>
        </div>
      </div>
    </form>
  );
}
