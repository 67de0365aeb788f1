import {
  FUTURE_DAY_MESSAGE,
  IMPACT_DESCRIPTION_MAX,
  IMPACT_METRIC_MAX,
  IMPACT_TITLE_MAX,
  ImpactEntryInputSchema,
  isCalendarDay,
  isFutureDay,
  toOptionalNumber,
  type ImpactEntry,
  type ImpactEntryInput,
  type ImpactVisibility,
} from '@lv/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors';
import { TextAreaField } from '../../../components/ui/form-fields';

export interface EntryFormValues {
  title: string;
  description: string;
  day: string;
  hasEffect: boolean;
  metric: string;
  before: string;
  after: string;
  visibility: ImpactVisibility;
}

export function entryValues(entry: ImpactEntry | null, today: string): EntryFormValues {
  return {
    title: entry?.title ?? '',
    description: entry?.description ?? '',
    day: entry?.day ?? today,
    hasEffect: Boolean(entry?.effect),
    metric: entry?.effect?.metric ?? '',
    before: entry?.effect ? String(entry.effect.before) : '',
    after: entry?.effect ? String(entry.effect.after) : '',
    visibility: entry?.visibility ?? 'private',
  };
}

/** The request body, checked with the server's schema plus "not in the future"; field messages on failure. */
export function toEntryInput(values: EntryFormValues, today: string): { input: ImpactEntryInput } | { errors: Record<string, string> } {
  const result = ImpactEntryInputSchema.safeParse({
    title: values.title,
    description: values.description,
    day: values.day,
    effect: values.hasEffect ? { metric: values.metric, before: toOptionalNumber(values.before), after: toOptionalNumber(values.after) } : null,
    visibility: values.visibility,
  });
  const errors: FieldErrors = result.success ? {} : fieldErrorsOf(result.error);
  if (isCalendarDay(values.day) && isFutureDay(values.day, today)) errors.day = FUTURE_DAY_MESSAGE;
  if (!values.day) errors.day = 'Choose the date';
  return result.success && Object.keys(errors).length === 0 ? { input: result.data } : { errors };
}

interface EntryFormProps {
  initial: EntryFormValues;
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
  const [values, setValues] = useState<EntryFormValues>(initial);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const serverErrors = error instanceof ApiError ? (error.fields ?? {}) : {};
  const errorOf = (field: string) => clientErrors[field] ?? serverErrors[field];
  const set = <K extends keyof EntryFormValues>(key: K, value: EntryFormValues[K]) => {
    setClientErrors(({ [key]: _cleared, ...rest }) => rest);
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toEntryInput(values, today);
    if ('errors' in checked) {
      setClientErrors(checked.errors);
      return;
    }
    setClientErrors({});
    onSubmit(checked.input);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label="Title" value={values.title} maxLength={IMPACT_TITLE_MAX} onChange={(e) => set('title', e.target.value)} error={errorOf('title')} required />
      <TextField
        label="Date"
        type="date"
        value={values.day}
        max={today}
        disabled={dayLocked}
        onChange={(e) => set('day', e.target.value)}
        hint={dayLocked ? 'A weekly reflection keeps its date.' : 'When it happened (not in the future).'}
        error={errorOf('day')}
        required
      />
      <TextAreaField
        label="What changed at work"
        rows={4}
        value={values.description}
        maxLength={IMPACT_DESCRIPTION_MAX}
        onChange={(e) => set('description', e.target.value)}
        error={errorOf('description')}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" checked={values.hasEffect} onChange={(e) => set('hasEffect', e.target.checked)} className="h-4 w-4 accent-primary" />
        <span className="font-medium text-ink">Add a measured effect</span>
      </label>
      {values.hasEffect ? (
        <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-gray-300 p-3 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold text-muted">Measured effect</legend>
          <TextField label="What you measured" value={values.metric} maxLength={IMPACT_METRIC_MAX} onChange={(e) => set('metric', e.target.value)} error={errorOf('effect.metric') ?? errorOf('effect')} />
          <TextField label="Before" inputMode="decimal" value={values.before} onChange={(e) => set('before', e.target.value)} error={errorOf('effect.before')} />
          <TextField label="After" inputMode="decimal" value={values.after} onChange={(e) => set('after', e.target.value)} error={errorOf('effect.after')} />
        </fieldset>
      ) : null}
      <fieldset>
        <legend className="font-medium text-ink">Who can see it</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['private', 'public'] as const).map((v) => (
            <label key={v} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input type="radio" name="visibility" value={v} checked={values.visibility === v} onChange={() => set('visibility', v)} className="h-4 w-4 accent-primary" />
              {v === 'private' ? 'Only me (private)' : 'Everyone on my public profile'}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? <Alert tone="error">{error instanceof ApiError && error.fields ? 'Please check the highlighted fields.' : `Not saved: ${error.message}`}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel="Saving...">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
