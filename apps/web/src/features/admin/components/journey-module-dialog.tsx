import { t } from '@lingui/core/macro';
import { DraftModuleInputSchema, JOURNEY_LIMITS, type AdminDraftModule } from '@lv/domain';
import { useWatch, type FieldPath } from 'react-hook-form';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useEditDraft } from '../api/journeys-admin-api';
import { MarkdownField } from './markdown-field';
import { showServerErrors, useZodForm } from '../../../lib/use-zod-form';
import {
  alignedFrench,
  FrenchCheckFields,
  KnowledgeCheckFields,
  messageAt,
  type ModuleFormInput,
} from './knowledge-check-fields';

type FormInput = ModuleFormInput;
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
  knowledgeCheck: [],
  knowledgeCheckFr: [],
};
const NO_NUMBER = Number.NaN;

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
 * and length), estimated and CPD minutes, its knowledge check and the check's French, and whether
 * it is required. Checked with the domain's
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
    defaultValues: module
      ? {
          content: module.content,
          required: module.required,
          knowledgeCheck: module.knowledgeCheck,
          knowledgeCheckFr: module.knowledgeCheckFr,
        }
      : EMPTY,
  });
  const hasVideo = useWatch({ control, name: 'content.video' }) !== null;
  // A published module keeps its id: learners' links and records use it.
  const slugLocked = module !== null && module.moduleId !== null;
  const editedTitle = module?.content.title ?? '';

  // A field: `key` is its path in the module's input.
  const text = ({ key, label, ...extra }: { key: Path; label: string; hint?: string; maxLength?: number; readOnly?: boolean }) => (
    <TextField label={label} error={messageAt(errors, key)} {...extra} {...register(key)} />
  );
  const number = ({ key, label, hint, step = '1' }: { key: Path; label: string; hint?: string; step?: string }) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step={step}
      error={messageAt(errors, key)}
      {...(hint ? { hint } : {})}
      {...register(key, { valueAsNumber: true })}
    />
  );
  const markdown = ({
    key,
    label,
    rows,
    maxLength,
  }: {
    key: 'content.body' | 'content.practice';
    label: string;
    rows: number;
    maxLength: number;
  }) => (
    <MarkdownField
      label={label}
      rows={rows}
      maxLength={maxLength}
      error={messageAt(errors, key)}
      registration={register(key)}
      read={() => getValues(key)}
    />
  );

  const save = handleSubmit(async (input) => {
    try {
      await edit.mutateAsync(
        module
          ? { kind: 'change-module', slug: module.content.slug, input }
          : { kind: 'add-module', input },
      );
      const title = input.content.title;
      onSaved(module ? t`Saved “${title}” in the draft.` : t`Added “${title}” to the draft.`);
    } catch (error) {
      showServerErrors(error, setError, t`The module was not saved. Check your connection and try again.`);
    }
  });

  // The French asks the English questions: their ids and correct options, with the French words.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const french = getValues('knowledgeCheckFr') ?? [];
    if (french.length) setValue('knowledgeCheckFr', alignedFrench(getValues('knowledgeCheck') ?? [], french));
    return save(e);
  };
  const checkParts = { control, register, setValue, getValues, errors };

  return (
    <Dialog
      title={module ? t`Edit “${editedTitle}”` : t`Add a module`}
      description={t`Changes go into the draft; learners see them once you publish.`}
      onClose={onClose}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
        {text({ key: 'content.title', label: t`Title`, maxLength: JOURNEY_LIMITS.titleMax })}
        {text({
          key: 'content.slug',
          label: t`Id in the address`,
          hint: slugLocked
            ? t`Published modules keep their id: learners’ links use it.`
            : t`Lower-case letters, digits and hyphens, e.g. listen-first. It becomes part of the module’s address.`,
          maxLength: JOURNEY_LIMITS.slugMax,
          readOnly: slugLocked,
        })}
        {text({
          key: 'content.summary',
          label: t`Summary`,
          hint: t`One or two sentences shown on the journey page.`,
          maxLength: JOURNEY_LIMITS.summaryMax,
        })}
        {markdown({ key: 'content.body', label: t`Lesson`, rows: 12, maxLength: JOURNEY_LIMITS.bodyMax })}
        {markdown({ key: 'content.practice', label: t`Practice exercise`, rows: 6, maxLength: JOURNEY_LIMITS.practiceMax })}
        {text({
          key: 'content.reflectionQuestion',
          label: t`Reflection question`,
          hint: t`Learners answer it to complete the module.`,
          maxLength: JOURNEY_LIMITS.questionMax,
        })}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {number({ key: 'content.estimatedMinutes', label: t`Estimated minutes` })}
          {number({
            key: 'content.cpdMinutes',
            label: t`CPD minutes`,
            hint: t`Counted in the CPD record when the module is completed.`,
          })}
        </div>
        <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4">
          <legend className="px-1 font-medium text-ink">{t`Video (optional)`}</legend>
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
            {t`This module has a video`}
          </label>
          {hasVideo ? (
            <>
              {text({
                key: 'content.video.url',
                label: t`Video link`,
                hint: t`https:// only. Learners see its size and tap to load it.`,
              })}
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {number({ key: 'content.video.sizeMb', label: t`Size in MB`, step: '0.1' })}
                {number({ key: 'content.video.durationMinutes', label: t`Length in minutes` })}
              </div>
            </>
          ) : null}
        </fieldset>
        <KnowledgeCheckFields parts={checkParts} />
        <FrenchCheckFields parts={checkParts} />
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="h-5 w-5 accent-primary" {...register('required')} />
          {t`Required: it counts towards completing the journey`}
        </label>
        {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" busy={edit.isPending} busyLabel={t`Saving...`}>
            {module ? t`Save module` : t`Add module`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
