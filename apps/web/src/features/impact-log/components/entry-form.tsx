import { t } from '@lingui/core/macro';
import {
  IMPACT_DESCRIPTION_MAX,
  IMPACT_METRIC_MAX,
  IMPACT_TITLE_MAX,
  impactEntryFormSchema,
  type ImpactEntry,
  type ImpactEntryFormValues,
  type ImpactEntryInput,
} from '@lv/domain';
import { useEffect, useMemo } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { domainText } from '../../../lib/i18n/domain-text';
import { setFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { withChosenDay } from '../../../lib/format';
import { TextAreaField } from '../../../components/ui/form-fields';

/** The measured effect's field paths (react-hook-form), not text. */
/* eslint-disable lingui/no-unlocalized-strings */
const EFFECT_FIELDS = {
  hasEffect: 'hasEffect',
  metric: 'effect.metric',
  before: 'effect.before',
  after: 'effect.after',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** A field's message (the domain's or the server's English) in the page's language. */
const shown = (message: string | undefined) => (message ? domainText(message) : undefined);

export function entryValues(entry: ImpactEntry | null, today: string): ImpactEntryFormValues {
  return {
    title: entry?.title ?? '',
    description: entry?.description ?? '',
    day: entry?.day ?? today,
    hasEffect: Boolean(entry?.effect),
    effect: {
      metric: entry?.effect?.metric ?? '',
      before: entry?.effect ? String(entry.effect.before) : '',
      after: entry?.effect ? String(entry.effect.after) : '',
    },
    visibility: entry?.visibility ?? 'private',
  };
}

interface EntryFormProps {
  initial: ImpactEntryFormValues;
  today: string;
  /** A reflection keeps its date. */
  dayLocked?: boolean;
  submitLabel: string;
  busy: boolean;
  error: Error | null;
  onSubmit: (input: ImpactEntryInput) => void;
  onCancel: () => void;
}

/** Create or edit an impact entry: title, date, what changed, an optional measured effect, visibility. */
export function EntryForm({ initial, today, dayLocked = false, submitLabel, busy, error, onSubmit, onCancel }: EntryFormProps) {
  const schema = useMemo(() => impactEntryFormSchema(today), [today]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: initial });
  // A radio group's starting value checks its radio (each radio has its own value).
  const { defaultValue: visibleTo, ...visibility } = register('visibility');
  useEffect(() => {
    if (error instanceof ApiError && error.fields) setFieldErrors(setError, error.fields);
  }, [error, setError]);

  const submit = handleSubmit((input) => onSubmit(input));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <TextField label={t`Title`} maxLength={IMPACT_TITLE_MAX} error={shown(errors.title?.message)} required {...register('title')} />
      <TextField
        label={t`Date`}
        type="date"
        max={today}
        disabled={dayLocked}
        hint={withChosenDay(dayLocked ? t`A weekly reflection keeps its date.` : t`When it happened (not in the future).`, watch('day'))}
        error={shown(errors.day?.message)}
        required
        {...register('day')}
      />
      <TextAreaField
        label={t`What changed at work`}
        rows={4}
        maxLength={IMPACT_DESCRIPTION_MAX}
        error={shown(errors.description?.message)}
        {...register('description')}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" className="h-4 w-4 accent-primary" {...register(EFFECT_FIELDS.hasEffect)} />
        <span className="font-medium text-ink">{t`Add a measured effect`}</span>
      </label>
      {watch(EFFECT_FIELDS.hasEffect) ? (
        <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-gray-300 p-3 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold text-muted">{t`Measured effect`}</legend>
          <TextField
            label={t`What you measured`}
            maxLength={IMPACT_METRIC_MAX}
            error={shown(errors.effect?.metric?.message ?? errors.effect?.message)}
            {...register(EFFECT_FIELDS.metric)}
          />
          <TextField
            label={t`Before`}
            inputMode="decimal"
            error={shown(errors.effect?.before?.message)}
            {...register(EFFECT_FIELDS.before)}
          />
          <TextField
            label={t`After`}
            inputMode="decimal"
            error={shown(errors.effect?.after?.message)}
            {...register(EFFECT_FIELDS.after)}
          />
        </fieldset>
      ) : null}
      <fieldset>
        <legend className="font-medium text-ink">{t`Who can see it`}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['private', 'public'] as const).map((v) => (
            <label key={v} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input type="radio" value={v} defaultChecked={visibleTo === v} className="h-4 w-4 accent-primary" {...visibility} />
              {v === 'private' ? t`Only me (private)` : t`Everyone on my public profile`}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <Alert tone="error">
          {error instanceof ApiError && error.fields ? t`Please check the highlighted fields.` : t`Not saved: ${error.message}`}
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" busy={busy} busyLabel={t`Saving...`}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
