import { t } from '@lingui/core/macro';
import { AttendanceCodeInputSchema, type AttendanceResult } from '@lv/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { useAttend } from '../api/events-api';
import { useZodForm } from '../../../lib/use-zod-form';

/**
 * The host's 6-digit code, checked with the server's own schema before sending. A wrong or expired
 * code shows under the field; the event not being open, or too many wrong codes, above it.
 */
export function AttendanceForm({
  eventId,
  onAttended,
}: {
  eventId: string;
  onAttended?: (result: AttendanceResult) => void;
}) {
  const attend = useAttend(eventId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(AttendanceCodeInputSchema, { defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // Awaited first: `onAttended?.(await …)` would skip the await when there is no callback.
      const result = await attend.mutateAsync(values);
      onAttended?.(result);
    } catch (error) {
      if (error instanceof ApiError && error.fields?.code)
        setError('code', { message: error.fields.code }, { shouldFocus: true });
      else
        setFormError(
          error instanceof ApiError && error.status !== 0
            ? error.message
            : t`Your code was not sent. Check your connection and try again.`,
        );
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-line bg-ground p-4"
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={t`Attendance code`}
        hint={t`The host shows a 6-digit code during the session. It changes every 5 minutes.`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        className="max-w-60"
        error={errors.code?.message}
        {...register('code')}
      />
      <div>
        <Button type="submit" busy={attend.isPending} busyLabel={t`Checking...`}>
          {t`Record my attendance`}
        </Button>
      </div>
    </form>
  );
}
