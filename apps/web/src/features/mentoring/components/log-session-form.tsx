import { t } from '@lingui/core/macro';
import {
  MENTORING_MINUTES_MAX,
  MENTORING_MINUTES_MIN,
  MENTORING_TOPIC_MAX,
  mentoringSessionFormSchema,
  type Colleague,
  type LogMentoringResult,
  type LogMentoringSession,
} from '@lv/domain';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { useLogSession } from '../api/mentoring-api';
import { ColleaguePicker } from './colleague-picker';
import { setFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { withChosenDay } from '../../../lib/format';

/** A key per filled-in form, so a double tap or a retry on a bad network logs one session. */
const newRequestKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined);


function logged(result: LogMentoringResult): string {
  const name = result.session.mentee.name;
  return result.mailSent
    ? t`Logged. We emailed ${name} to confirm it; you earn Peer Mentoring XP once they do.`
    : t`Logged. We could not send the email just now: ${name} can confirm it under Mentoring when they sign in.`;
}

/** Log a session you gave: the colleague, the date (today or up to 30 days back), minutes and topic. */
export function LogSessionForm({ today, earliestDay }: { today: string; earliestDay: string }) {
  const schema = useMemo(() => mentoringSessionFormSchema(today), [today]);
  const defaults = (): LogMentoringSession => ({ menteeId: '', day: today, minutes: 60, topic: '', idempotencyKey: newRequestKey() });
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: defaults() });
  const mentee = useController({ name: 'menteeId', control });
  const [chosen, setChosen] = useState<Colleague | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const log = useLogSession();
  const min = MENTORING_MINUTES_MIN;
  const max = MENTORING_MINUTES_MAX;

  const onSubmit = handleSubmit((input) => {
    setDone(null);
    log.mutate(input, {
      onSuccess: (result) => {
        setDone(logged(result));
        setChosen(null);
        reset(defaults());
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setFieldErrors(setError, error.fields);
      },
    });
  });
  // Field errors show beside their fields; anything else (level, cap, network) shows here.
  const formError = log.error && !(log.error instanceof ApiError && log.error.fields) ? log.error.message : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <ColleaguePicker
        value={chosen}
        error={errors.menteeId?.message}
        onChange={(colleague) => {
          setChosen(colleague);
          mentee.field.onChange(colleague.id);
        }}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t`Date`}
          type="date"
          min={earliestDay}
          max={today}
          hint={withChosenDay(t`Today or up to 30 days back.`, watch('day'))}
          error={errors.day?.message}
          {...register('day')}
        />
        <TextField
          label={t`Minutes`}
          type="number"
          inputMode="numeric"
          min={MENTORING_MINUTES_MIN}
          max={MENTORING_MINUTES_MAX}
          step={5}
          hint={t`${min} to ${max} minutes.`}
          error={errors.minutes?.message}
          {...register('minutes', { valueAsNumber: true })}
        />
      </div>
      <TextField
        label={t`Topic`}
        maxLength={MENTORING_TOPIC_MAX}
        hint={t`What you worked on, in a few words.`}
        error={errors.topic?.message}
        {...register('topic')}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      <div>
        <Button type="submit" busy={log.isPending} busyLabel={t`Logging…`}>
          {t`Log session`}
        </Button>
      </div>
    </form>
  );
}
