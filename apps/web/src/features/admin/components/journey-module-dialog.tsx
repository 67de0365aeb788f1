import { DraftModuleInputSchema, JOURNEY_LIMITS, type AdminDraftModule } from '@lv/domain';
import type { z } from 'zod';
import { useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useEditDraft } from '../api/journeys-admin-api';
import { MarkdownField } from './markdown-field';
import { showServerErrors, useZodForm } from '../../../lib/use-zod-form';

type FormInput = z.input<typeof DraftModuleInputSchema>;
type Path = FieldPath<FormInput>;

const EMPTY: FormInput = {
  content: {
    slug: '',
    title: '',
    summary: '',
    body: '',
    practice: '',
    reflectionQuestion: '',
    video: null,
    estimatedMinutes: 20,
    cpdMinutes: 30,
  },
  required: true,
};
const NO_NUMBER = Number.NaN;

/** The message for a (possibly nested) field. */
function messageAt(errors: FieldErrors<FormInput>, path: Path): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined;
  const message =
    typeof node === 'object' && node !== null ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

interface JourneyModuleDialogProps {
  journeyId: string;
  /** The draft module to edit, or null to add one. */
  module: AdminDraftModule | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}

/**
 * Adds a module to the draft or edits one: title, id, summary, lesson and practice in Markdown
 * (each with the server's preview), reflection question, an optional video (https, with its size
 * and length), estimated and CPD minutes, and whether it is required. Checked with the domain's
 * schema here and again by the server, whose field messages land on the same fields.
 */
export function JourneyModuleDialog({
  journeyId,
  module,
  onClose,
  onSaved,
}: JourneyModuleDialogProps) {
  const edit = useEditDraft(journeyId);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useZodForm(DraftModuleInputSchema, {
    defaultValues: module ? { content: module.content, required: module.required } : EMPTY,
  });
  const hasVideo = useWatch({ control, name: 'content.video' }) !== null;
  // A published module keeps its id: learners' links and records use it.
  const slugLocked = module !== null && module.moduleId !== null;

  const text = (
    path: Path,
    label: string,
    extra: { hint?: string; maxLength?: number; readOnly?: boolean } = {},
  ) => <TextField label={label} error={messageAt(errors, path)} {...extra} {...register(path)} />;
  const number = (path: Path, label: string, extra: { hint?: string; step?: string } = {}) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step={extra.step ?? '1'}
      error={messageAt(errors, path)}
      {...(extra.hint ? { hint: extra.hint } : {})}
      {...register(path, { valueAsNumber: true })}
    />
  );

  const onSubmit = handleSubmit(async (input) => {
    try {
      await edit.mutateAsync(
        module
          ? { kind: 'change-module', slug: module.content.slug, input }
          : { kind: 'add-module', input },
      );
      onSaved(
        module
          ? `Saved “${input.content.title}” in the draft.`
          : `Added “${input.content.title}” to the draft.`,
      );
    } catch (error) {
      showServerErrors(
        error,
        setError,
        'The module was not saved. Check your connection and try again.',
      );
    }
  });

  return (
    <Dialog
      title={module ? `Edit “${module.content.title}”` : 'Add a module'}
      description="Changes go into the draft; learners see them once you publish."
      onClose={onClose}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
        {text('content.title', 'Title', { maxLength: JOURNEY_LIMITS.titleMax })}
        {text('content.slug', 'Id in the address', {
          hint: slugLocked
            ? 'Published modules keep their id: learners’ links use it.'
            : 'Lower-case letters, digits and hyphens, e.g. listen-first. It becomes part of the module’s address.',
          maxLength: JOURNEY_LIMITS.slugMax,
          readOnly: slugLocked,
        })}
        {text('content.summary', 'Summary', {
          hint: 'One or two sentences shown on the journey page.',
          maxLength: JOURNEY_LIMITS.summaryMax,
        })}
        <MarkdownField
          label="Lesson"
          rows={12}
          maxLength={JOURNEY_LIMITS.bodyMax}
          error={messageAt(errors, 'content.body')}
          registration={register('content.body')}
          read={() => getValues('content.body')}
        />
        <MarkdownField
          label="Practice exercise"
          rows={6}
          maxLength={JOURNEY_LIMITS.practiceMax}
          error={messageAt(errors, 'content.practice')}
          registration={register('content.practice')}
          read={() => getValues('content.practice')}
        />
        {text('content.reflectionQuestion', 'Reflection question', {
          hint: 'Learners answer it to complete the module.',
          maxLength: JOURNEY_LIMITS.questionMax,
        })}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {number('content.estimatedMinutes', 'Estimated minutes')}
          {number('content.cpdMinutes', 'CPD minutes', {
            hint: 'Counted in the CPD record when the module is completed.',
          })}
        </div>
        <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4">
          <legend className="px-1 font-medium text-ink">Video (optional)</legend>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5 accent-primary"
              checked={hasVideo}
              onChange={(e) =>
                setValue(
                  'content.video',
                  e.target.checked
                    ? { url: '', sizeMb: NO_NUMBER, durationMinutes: NO_NUMBER }
                    : null,
                  { shouldDirty: true },
                )
              }
            />
            This module has a video
          </label>
          {hasVideo ? (
            <>
              {text('content.video.url', 'Video link', {
                hint: 'https:// only. Learners see its size and tap to load it.',
              })}
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {number('content.video.sizeMb', 'Size in MB', { step: '0.1' })}
                {number('content.video.durationMinutes', 'Length in minutes')}
              </div>
            </>
          ) : null}
        </fieldset>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="h-5 w-5 accent-primary" {...register('required')} />
          Required: it counts towards completing the journey
        </label>
        {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={edit.isPending} busyLabel="Saving...">
            {module ? 'Save module' : 'Add module'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
