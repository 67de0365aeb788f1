import { t } from '@lingui/core/macro';
import { EVENT_LIMITS, EventInputSchema, type AdminEvent, type EventInput } from '@lv/domain';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { timeZoneOptions } from '../../../lib/time-zone-options';
import { useSaveEvent } from '../api/events-api';
import { setFieldErrors, useZodForm } from '../../../lib/use-zod-form';

/** The form's starting values: the event as entered (in its own zone), or an empty one in the admin's zone. */
export function eventFormValues(event: AdminEvent | null, adminZone: string): EventInput {
  if (!event) {
    return {
      title: '',
      description: '',
      startsAtLocal: '',
      endsAtLocal: '',
      timeZone: adminZone,
      joinUrl: '',
      cpdMinutes: 60,
      journeyId: null,
    };
  }
  return {
    title: event.title,
    description: event.description,
    startsAtLocal: event.startsAtLocal,
    endsAtLocal: event.endsAtLocal,
    timeZone: event.timeZone,
    joinUrl: event.joinUrl ?? '',
    cpdMinutes: event.cpdMinutes,
    journeyId: event.journey?.id ?? null,
  };
}

interface EventFormProps {
  event: AdminEvent | null;
  adminZone: string;
  journeys: ReadonlyArray<{ id: string; title: string }>;
  onSaved: (saved: AdminEvent) => void;
  onCancel: () => void;
}

/**
 * Schedule or change an event: start and end as wall-clock times in a named zone (the admin's own
 * by default), checked with the server's own schema, which refuses a time the clocks skip.
 */
export function EventForm({ event, adminZone, journeys, onSaved, onCancel }: EventFormProps) {
  const save = useSaveEvent();
  const [formError, setFormError] = useState<string | null>(null);
  const defaults = useMemo(() => eventFormValues(event, adminZone), [event, adminZone]);
  const zones = useMemo(
    () => timeZoneOptions(defaults.timeZone).map((z) => ({ value: z, label: z })),
    [defaults.timeZone],
  );
  const journeyOptions = useMemo(
    () => [{ value: '', label: t({ message: 'None', context: 'no journey' }) }, ...journeys.map((j) => ({ value: j.id, label: j.title }))],
    [journeys],
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useZodForm(EventInputSchema, { defaultValues: defaults });
  const zone = useWatch({ control, name: 'timeZone' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    // The server parses the same input again: send it as typed, not the parsed output.
    const input: EventInput = { ...values, joinUrl: values.joinUrl ?? '' };
    try {
      onSaved((await save.mutateAsync({ id: event?.id ?? null, input })).event);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setFieldErrors(setError, error.fields);
      setFormError(
        error instanceof ApiError && error.status !== 0
          ? error.message
          : t`The event was not saved. Check your connection and try again.`,
      );
    }
  });

  // Field names are code, not text: `as const` keeps the lint rule on user-facing strings off them.
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={t`Title`}
        maxLength={EVENT_LIMITS.titleMax + 20}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label={t`Description`}
        rows={5}
        hint={t`Plain text: what participants leave the session with. Leave an empty line between paragraphs.`}
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField
        label={t`Timezone of the times below`}
        options={zones}
        error={errors.timeZone?.message}
        {...register('timeZone' as const)}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t`Starts`}
          type="datetime-local"
          hint={t`In ${zone}`}
          error={errors.startsAtLocal?.message}
          {...register('startsAtLocal' as const)}
        />
        <TextField
          label={t`Ends`}
          type="datetime-local"
          hint={t`In ${zone}`}
          error={errors.endsAtLocal?.message}
          {...register('endsAtLocal' as const)}
        />
      </div>
      <TextField
        label={t`Joining link`}
        type="url"
        inputMode="url"
        hint={t`https:// only. Leave it empty until you have it: learners are told the host will add it before the session.`}
        error={errors.joinUrl?.message}
        {...register('joinUrl' as const)}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t`CPD minutes`}
          type="number"
          inputMode="numeric"
          min={0}
          max={EVENT_LIMITS.cpdMinutesMax}
          step={1}
          error={errors.cpdMinutes?.message}
          {...register('cpdMinutes' as const, { valueAsNumber: true })}
        />
        <SelectField
          label={t`Counts toward the journey`}
          options={journeyOptions}
          error={errors.journeyId?.message}
          {...register('journeyId' as const, {
            setValueAs: (v: unknown) => (v === '' || v === null ? null : v),
          })}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" busy={save.isPending} busyLabel={t`Saving...`}>
          {event ? t`Save changes` : t`Schedule event`}
        </Button>
      </div>
    </form>
  );
}
