import { t } from '@lingui/core/macro';
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
import { domainText } from '../../../lib/i18n/domain-text';
import { setFieldErrors, showServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { usePreview, useSaveDraft, useSubmitCapstone } from '../api/capstones-api';
import { CapstoneText } from './capstone-text';
import { FormattingHelp } from '../../../components/ui/formatting-help';

type Intent = 'draft' | 'submit';

/** The message at a field path of react-hook-form's error tree (links included), in the page's language. */
const messageAt = (errors: unknown, path: string): string | undefined => {
  const messageKey = `${path}.message`;
  const message: unknown = get(errors, messageKey);
  return typeof message === 'string' && message ? domainText(message) : undefined;
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
          {t`Preview`}
        </h3>
        <Button
          variant="secondary"
          busy={preview.isPending}
          busyLabel={t`Rendering...`}
          onClick={() => preview.mutate(text)}
        >
          {preview.data ? t`Refresh preview` : t`Show preview`}
        </Button>
      </div>
      <div aria-live="polite" className="mt-3">
        {preview.isError ? (
          <Alert tone="error">
            {preview.error instanceof ApiError && preview.error.status !== 0
              ? preview.error.message
              : t`The preview could not be loaded. Check your connection and try again.`}
          </Alert>
        ) : preview.data ? (
          preview.data.html ? (
            <CapstoneText
              html={preview.data.html}
              topHeading={4}
              className="rounded-lg bg-white p-4"
            />
          ) : (
            <p className="text-muted">{t`Nothing to show yet: write your capstone first.`}</p>
          )
        ) : (
          <p className="text-muted">{t`See your text as the reviewer will read it, rendered by the server.`}</p>
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
        t`Your capstone could not be saved. Check your connection and try again.`,
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
  const textMin = formatNumber(CAPSTONE_LIMITS.textMin);
  const textMax = formatNumber(CAPSTONE_LIMITS.textMax);
  const used = formatNumber((text ?? '').length);
  const linksMax = formatNumber(CAPSTONE_LIMITS.linksMax);
  const linksRootKey = 'links.root';
  const linksError = messageAt(errors, 'links') ?? messageAt(errors, linksRootKey);

  return (
    <form onSubmit={(e) => void saveDraft(e)} noValidate className="flex flex-col gap-5">
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      {saved ? (
        <Alert tone="success">{t`Draft saved. Submit it when it is ready for review.`}</Alert>
      ) : null}
      <TextAreaField
        label={t`Your capstone`}
        rows={14}
        error={messageAt(errors, 'text')}
        hint={t`At least ${textMin} characters to submit; ${used} of ${textMax} used.`}
        {...register('text')}
      />
      <FormattingHelp />
      <PreviewPanel text={text ?? ''} />

      <fieldset className="flex flex-col gap-3">
        <legend className="font-medium text-ink">{t`Links (optional, up to ${linksMax})`}</legend>
        <p className="text-sm text-muted">
          {t`A report, a dashboard or a shared folder, on an https:// address the reviewer can open. Leave out personal data.`}
        </p>
        {links.fields.map((field, i) => {
          const n = i + 1;
          const urlKey = `links.${i}.url` as const;
          const labelKey = `links.${i}.label` as const;
          return (
            <div
              key={field.id}
              className="grid grid-cols-1 gap-3 rounded-lg border border-line bg-white p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
            >
              <TextField
                label={t`Link ${n} address`}
                type="url"
                inputMode="url"
                autoComplete="off"
                error={messageAt(errors, urlKey)}
                {...register(urlKey)}
              />
              <TextField
                label={t`Link ${n} description`}
                error={messageAt(errors, labelKey)}
                {...register(labelKey)}
              />
              <Button
                variant="ghost"
                onClick={() => links.remove(i)}
                aria-label={t`Remove link ${n}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {t`Remove`}
              </Button>
            </div>
          );
        })}
        {linksError ? <p className="text-sm font-medium text-error">{linksError}</p> : null}
        {links.fields.length < CAPSTONE_LIMITS.linksMax ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => links.append({ url: '', label: '' })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t`Add a link`}
          </Button>
        ) : null}
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          {t`Once submitted, your capstone is locked until it is reviewed.`}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            type="submit"
            variant="secondary"
            disabled={pending !== null}
            busy={pending === 'draft'}
            busyLabel={t`Saving...`}
          >
            {t`Save draft`}
          </Button>
          {/* Not the form's default: Enter in a field saves a draft, never sends it for review. */}
          <Button
            disabled={pending !== null}
            busy={pending === 'submit'}
            busyLabel={t`Submitting...`}
            onClick={() => void submitForReview()}
          >
            {t`Submit for review`}
          </Button>
        </div>
      </div>
    </form>
  );
}
