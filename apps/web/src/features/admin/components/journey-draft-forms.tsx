import { t } from '@lingui/core/macro';
import {
  DraftRuleInputSchema,
  JOURNEY_LIMITS,
  JourneyDetailsInputSchema,
  type AdminJourneyDetail,
} from '@lv/domain';
import { useState, type ReactNode } from 'react';
import { type FieldValues, type UseFormSetError } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import { useEditDraft, type DraftEdit } from '../api/journeys-admin-api';
import { MarkdownField } from './markdown-field';
import { showServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { fieldError } from '../format';

/** A titled card of the editor. */
export function EditorSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-muted">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Saves one draft edit; the server's field messages go to the fields, anything else to the form. */
function useDraftSave<T extends FieldValues>(journeyId: string, setError: UseFormSetError<T>) {
  const edit = useEditDraft(journeyId);
  const [saved, setSaved] = useState(false);
  const save = async (change: DraftEdit) => {
    setSaved(false);
    try {
      await edit.mutateAsync(change);
      setSaved(true);
    } catch (error) {
      showServerErrors(error, setError, t`Not saved. Check your connection and try again.`);
    }
  };
  return { save, busy: edit.isPending, saved };
}

function FormFooter({
  busy,
  saved,
  error,
  label,
}: {
  busy: boolean;
  saved: boolean;
  error: string | undefined;
  label: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div aria-live="polite" className="empty:hidden">
        {error ? (
          <Alert tone="error">{error}</Alert>
        ) : saved ? (
          <Alert tone="success">{t`Saved in the draft.`}</Alert>
        ) : null}
      </div>
      <div>
        <Button type="submit" busy={busy} busyLabel={t`Saving...`}>
          {label}
        </Button>
      </div>
    </div>
  );
}

/** Title and summary. A named path's title is its leader's name (Admin settings), so it is shown, not edited. */
export function JourneyDetailsForm({ detail }: { detail: AdminJourneyDetail }) {
  const named = detail.journey.path !== null;
  const { register, handleSubmit, setError, formState } = useZodForm(JourneyDetailsInputSchema, {
    defaultValues: { title: detail.draft.title, summary: detail.draft.summary },
  });
  const { save, busy, saved } = useDraftSave(detail.journey.id, setError);
  const { errors } = formState;
  return (
    <form
      onSubmit={(e) => void handleSubmit((input) => save({ kind: 'details', input }))(e)}
      noValidate
      className="flex flex-col gap-4"
    >
      <TextField
        label={t`Title`}
        readOnly={named}
        maxLength={JOURNEY_LIMITS.titleMax}
        error={fieldError(errors.title?.message)}
        hint={named ? t`A named path takes its leader's name: change it in Admin settings.` : undefined}
        {...register('title')}
      />
      <TextAreaField
        label={t`Summary`}
        rows={3}
        maxLength={JOURNEY_LIMITS.summaryMax}
        error={fieldError(errors.summary?.message)}
        {...register('summary')}
      />
      <FormFooter busy={busy} saved={saved} error={errors.root?.message} label={t`Save details`} />
    </form>
  );
}

/** The pass mark field's value: empty is none; anything else a number for the schema to check. */
const passMarkValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The completion rule (webinars attended, capstone), the checks' pass mark and the capstone brief, with its preview. */
export function JourneyRuleForm({ detail }: { detail: AdminJourneyDetail }) {
  const { register, handleSubmit, setError, getValues, formState } = useZodForm(
    DraftRuleInputSchema,
    {
      defaultValues: {
        rule: detail.draft.rule,
        capstoneBrief: detail.draft.capstoneBrief,
        passMark: detail.draft.passMark,
      },
    },
  );
  const { save, busy, saved } = useDraftSave(detail.journey.id, setError);
  const { errors } = formState;
  // The fields' paths in the form.
  const webinarsKey = 'rule.requiredWebinars';
  const capstoneKey = 'rule.capstoneRequired';
  const briefKey = 'capstoneBrief';
  const passMarkKey = 'passMark';
  return (
    <form
      onSubmit={(e) => void handleSubmit((input) => save({ kind: 'rule', input }))(e)}
      noValidate
      className="flex flex-col gap-4"
    >
      <p className="text-muted">
        {t`Learners complete the journey when they have done every required module, attended the webinars below and had their capstone accepted (when required).`}
      </p>
      <TextField
        label={t`Webinars to attend`}
        type="number"
        inputMode="numeric"
        min={0}
        max={JOURNEY_LIMITS.webinarsMax}
        step={1}
        error={fieldError(errors.rule?.requiredWebinars?.message)}
        {...register(webinarsKey, { valueAsNumber: true })}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5 accent-primary"
          {...register(capstoneKey)}
        />
        {t`An accepted capstone is required`}
      </label>
      <TextField
        label={t`Pass mark for knowledge checks (%)`}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        step={1}
        hint={t`Leave it empty for none. With a pass mark, completing a module that has a knowledge check also needs the check passed at this mark or above. Learners on older versions keep theirs.`}
        error={fieldError(errors.passMark?.message)}
        {...register(passMarkKey, { setValueAs: passMarkValue })}
      />
      <MarkdownField
        label={t`Capstone brief`}
        rows={8}
        maxLength={JOURNEY_LIMITS.briefMax}
        hint={t`What the capstone asks for (Markdown). Learners see it on the journey page; it is needed before publishing.`}
        error={fieldError(errors.capstoneBrief?.message)}
        registration={register(briefKey)}
        read={() => getValues(briefKey)}
      />
      <FormFooter busy={busy} saved={saved} error={errors.root?.message} label={t`Save rule`} />
    </form>
  );
}
