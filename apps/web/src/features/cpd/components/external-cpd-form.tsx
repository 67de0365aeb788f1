import { t } from '@lingui/core/macro';
import {
  CPD_EVIDENCE_MAX,
  CPD_MINUTES_MAX,
  CPD_PROVIDER_MAX,
  CPD_TITLE_MAX,
  externalCpdInputFor,
  type ExternalCpdInput,
} from '@lv/domain';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { setFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { withChosenDay } from '../../../lib/format';

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

interface ExternalCpdFormProps {
  /** The learner's today ('YYYY-MM-DD', from the server): no date after it. */
  today: string;
  onSubmit: (input: ExternalCpdInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * External CPD (a course, a conference, reading with notes): self-reported, checked with the
 * server's own schema. One request key per opened form, so a retry after a lost answer adds the
 * entry once.
 */
export function ExternalCpdForm({ today, onSubmit, onCancel }: ExternalCpdFormProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => externalCpdInputFor(today), [today]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, {
    defaultValues: { title: '', provider: '', startDate: today, endDate: null, evidence: null, idempotencyKey },
  });

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onSubmit(input);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setFieldErrors(setError, error.fields);
        setFormError(t`Please check the highlighted fields.`);
      } else if (error instanceof Error) {
        const message = error.message;
        setFormError(t`Not saved: ${message}`);
      } else {
        setFormError(t`Not saved: please try again.`);
      }
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <TextField
        label={t`Activity`}
        hint={t`What you did, e.g. Negotiation short course`}
        maxLength={CPD_TITLE_MAX}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextField
        label={t`Provider`}
        hint={t`Who ran it`}
        maxLength={CPD_PROVIDER_MAX}
        error={errors.provider?.message}
        {...register('provider')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t`Date`}
          type="date"
          max={today}
          hint={withChosenDay(undefined, watch('startDate'))}
          error={errors.startDate?.message}
          {...register('startDate' as const)}
        />
        <TextField
          label={t`Last day (optional)`}
          type="date"
          max={today}
          hint={withChosenDay(t`When it ran over several days.`, watch('endDate'))}
          error={errors.endDate?.message}
          {...register('endDate' as const, { setValueAs: emptyToNull })}
        />
      </div>
      <TextField
        label={t`Minutes`}
        type="number"
        inputMode="numeric"
        min={1}
        max={CPD_MINUTES_MAX}
        step={1}
        hint={t`Time spent learning, e.g. 90 for 1 h 30 min (at most 1,440 a day)`}
        error={errors.minutes?.message}
        {...register('minutes', { valueAsNumber: true })}
      />
      <TextAreaField
        label={t`Reflection or evidence (optional)`}
        rows={4}
        maxLength={CPD_EVIDENCE_MAX}
        hint={t`What you learned, or where the proof is (certificate number, link)`}
        error={errors.evidence?.message}
        {...register('evidence', { setValueAs: emptyToNull })}
      />
      <p className="text-sm text-muted">{t`It is recorded as self-reported: your own statement of what you did.`}</p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" busy={isSubmitting} busyLabel={t`Saving...`}>
          {t`Add to my record`}
        </Button>
      </div>
    </form>
  );
}
