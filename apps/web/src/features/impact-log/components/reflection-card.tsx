import { t } from '@lingui/core/macro';
import { localDay, WeeklyReflectionInputSchema, type ImpactLogPage } from '@lv/domain';
import { CalendarCheck, Send, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { formatXp, formatXpChange, readerTimeZone } from '../../../lib/format';
import { xpActionLabel } from '../../../lib/i18n/domain-messages';
import { domainText } from '../../../lib/i18n/domain-text';
import { useOutbox } from '../../../lib/offline/outbox-instance';
import { setFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { REFLECTION_KIND, useSubmitReflection } from '../api/impact-api';
import { TextAreaField } from '../../../components/ui/form-fields';

/** "2026-W47" → its number and year (47, "2026"). */
const weekOf = (week: string) => {
  const [year = '', number] = week.split('-W');
  return { number: Number(number), year };
};

/** A field's message (the domain's or the server's English) in the page's language. */
const shown = (message: string | undefined) => (message ? domainText(message) : undefined);

/** This week's (Monday to Sunday) reflection: done (with the XP it earned) or a form to submit it for 60 XP. */
export function ReflectionCard({ reflection }: { reflection: ImpactLogPage['reflection'] }) {
  const submit = useSubmitReflection();
  const [open, setOpen] = useState(false);
  const { number, year } = weekOf(reflection.week);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an XP action's id, not text
  const reflectionLabel = xpActionLabel('weekly_reflection');
  const worth = formatXp(reflection.points);
  const change = formatXpChange(reflection.points);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useZodForm(WeeklyReflectionInputSchema, {
    defaultValues: { title: t`Reflection for week ${number} of ${year}`, description: '', visibility: 'private' },
  });
  const earned = submit.data?.state === 'sent' ? submit.data.answer : undefined;
  const earnedNow = earned?.xpAwardedNow ? formatXp(earned.xpEarned) : null;
  // Sent later from this phone: queued just now (offline), or still in the queue after a reload.
  const queue = useOutbox();
  const queuedId = submit.data?.state === 'queued' ? submit.data.id : null;
  const settled = queuedId !== null && [...queue.sent, ...queue.refused].some((write) => write.id === queuedId);
  const waiting = (queuedId !== null && !settled) || queue.waiting.some((write) => write.kind === REFLECTION_KIND);
  const { reset } = submit;
  useEffect(() => {
    // Sent (the log now says done) or refused (the queue shows why; the form is back): forget it.
    if (settled) reset();
  }, [settled, reset]);

  const onSubmit = handleSubmit((input) => {
    // The device's day (issue 18: a reflection written on Sunday counts for Sunday's week), its zone
    // from Temporal where the browser has it (no ICU load on the tap).
    const day = localDay(new Date(), readerTimeZone());
    submit.mutate(
      { ...input, day },
      {
        onSuccess: () => setOpen(false),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setFieldErrors(setError, error.fields);
        },
      },
    );
  });

  return (
    <section aria-labelledby="reflection-title" className="rounded-xl border-l-4 border-accent bg-white p-5 shadow-sm">
      <h2 id="reflection-title" className="flex items-center gap-2 text-xl font-bold text-primary">
        <CalendarCheck className="h-5 w-5" aria-hidden="true" />
        {t`This week's reflection`}
      </h2>
      <p className="text-sm text-muted">{t`This week (Monday to Sunday), in your time zone`}</p>
      {waiting && !reflection.done ? (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-info-bg px-3 py-1 font-semibold text-info" role="status">
          <Send className="h-4 w-4" aria-hidden="true" />
          {t`Saved on this phone. It will be sent when you are back online, for the week you wrote it.`}
        </p>
      ) : reflection.done ? (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-success-bg px-3 py-1 font-semibold text-success" role="status">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {earnedNow ? t`Done. You earned ${earnedNow}` : t`Done this week: ${change} earned`}
        </p>
      ) : open ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 flex flex-col gap-4">
          <TextField label={t`Title`} maxLength={120} error={shown(errors.title?.message)} {...register('title')} />
          <TextAreaField
            label={t`What did you learn or change this week?`}
            rows={4}
            maxLength={2000}
            error={shown(errors.description?.message)}
            {...register('description')}
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              checked={watch('visibility') === 'public'}
              onChange={(e) => setValue('visibility', e.target.checked ? 'public' : 'private')}
              className="h-4 w-4 accent-primary"
            />
            {t`Show it on my public profile`}
          </label>
          {submit.isError ? <Alert tone="error">{submit.error.message}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="accent" busy={submit.isPending} busyLabel={t`Submitting...`}>
              {reflectionLabel} ({change})
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t`Cancel`}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-3">
          <p className="text-ink">{t`Not done yet. Look back on your week and earn ${worth}.`}</p>
          <Button className="mt-3" variant="accent" onClick={() => setOpen(true)}>
            {reflectionLabel}
          </Button>
        </div>
      )}
    </section>
  );
}
