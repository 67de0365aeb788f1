import { t } from '@lingui/core/macro';
import { MarkAttendanceByEmailSchema, type AdminAttendee, type AdminEvent } from '@lv/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { setFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { useMarkAttendance } from '../api/events-api';

const errorText = (error: unknown) =>
  error instanceof ApiError && error.status !== 0
    ? error.message
    : t`That did not go through. Check your connection and try again.`;

/**
 * Who registered and who attended; the host marks someone as attending (audited, awards Attend
 * Webinar once), from the list or by email for someone who never registered.
 */
export function AttendeeList({
  event,
  attendees,
}: {
  event: AdminEvent;
  attendees: AdminAttendee[];
}) {
  const mark = useMarkAttendance(event.id);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useZodForm(MarkAttendanceByEmailSchema, { defaultValues: { email: '' } });
  const canMark = !event.cancelledAt && event.phase !== 'upcoming';

  const markOne = (who: { userId: string } | { email: string }, name: string) => {
    setNotice(null);
    mark.mutate(who, {
      onSuccess: (result) => {
        const attendee = result.attendee.name;
        setNotice({
          tone: 'success',
          text: result.created
            ? t`${attendee} is marked as attending.`
            : t`${attendee} had already attended.`,
        });
        if ('email' in who) reset();
      },
      onError: (error) => {
        if ('email' in who && error instanceof ApiError && error.fields?.email)
          setFieldErrors(setError, error.fields);
        else {
          const message = errorText(error);
          setNotice({ tone: 'error', text: t`${name}: ${message}` });
        }
      },
    });
  };

  const submitEmail = handleSubmit((input) => markOne(input, input.email));

  return (
    <section aria-labelledby="attendees-title" className="flex flex-col gap-3">
      <h2 id="attendees-title" className="text-xl font-bold text-ink">
        {t`Attendees`} <span className="text-base font-normal text-muted">({attendees.length})</span>
      </h2>
      <div aria-live="polite" className="empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      {!canMark && !event.cancelledAt ? (
        <p className="text-muted">{t`You can mark attendance once the event has started.`}</p>
      ) : null}
      {attendees.length === 0 ? <p className="text-muted">{t`No one has registered yet.`}</p> : null}
      <ul className="flex flex-col gap-2">
        {attendees.map((a) => (
          <AttendeeItem
            key={a.userId}
            attendee={a}
            canMark={canMark}
            busy={
              mark.isPending &&
              mark.variables !== undefined &&
              'userId' in mark.variables &&
              mark.variables.userId === a.userId
            }
            onMark={() => markOne({ userId: a.userId }, a.name)}
          />
        ))}
      </ul>
      {canMark ? (
        <form
          onSubmit={(e) => void submitEmail(e)}
          noValidate
          className="flex flex-col gap-3 rounded-lg border border-line bg-ground p-4 sm:flex-row sm:items-end"
        >
          <TextField
            label={t`Mark someone else by email`}
            type="email"
            autoComplete="off"
            className="grow"
            error={errors.email?.message}
            {...register('email', { setValueAs: (v: string) => v.trim() })}
          />
          <Button
            type="submit"
            busy={mark.isPending && mark.variables !== undefined && 'email' in mark.variables}
            busyLabel={t`Marking...`}
          >
            {t`Mark attending`}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

function AttendeeItem({
  attendee: a,
  canMark,
  busy,
  onMark,
}: {
  attendee: AdminAttendee;
  canMark: boolean;
  busy: boolean;
  onMark: () => void;
}) {
  const name = a.name;
  const registeredAt = a.registeredAt ? formatDateTime(a.registeredAt) : null;
  const attendedAt = a.attendance ? formatDateTime(a.attendance.attendedAt) : null;
  const byAdmin = a.attendance?.verifiedBy === 'admin';
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere text-ink">{a.name}</p>
        <p className="text-sm wrap-anywhere text-muted">{a.email}</p>
        <p className="text-sm text-muted">
          {[
            registeredAt ? t`Registered ${registeredAt}` : t`Not registered`,
            attendedAt === null ? null : byAdmin ? t`attended ${attendedAt} (marked by an admin)` : t`attended ${attendedAt} (code)`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {canMark && !a.attendance ? (
        <Button variant="secondary" aria-label={t`Mark ${name} as attending`} busy={busy} busyLabel={t`Marking...`} onClick={onMark}>
          {t`Mark attending`}
        </Button>
      ) : null}
    </li>
  );
}
