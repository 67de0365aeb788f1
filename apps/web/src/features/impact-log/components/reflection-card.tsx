import { localDay, WeeklyReflectionInputSchema, xpActionFor, type ImpactLogPage, type ImpactVisibility } from '@lv/domain';
import { CalendarCheck, Send, Sparkles } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { formatXp, formatXpChange } from '../../../lib/format';
import { useOutbox } from '../../../lib/offline/outbox-instance';
import { REFLECTION_KIND, useSubmitReflection } from '../api/impact-api';
import { TextAreaField } from '../../../components/ui/form-fields';

const REFLECTION_LABEL = xpActionFor('weekly_reflection').label;

/** "2026-W47" → "week 47 of 2026". */
const weekText = (week: string) => {
  const [year, number] = week.split('-W');
  return `week ${Number(number)} of ${year}`;
};

/** This ISO week's reflection: done (with the XP it earned) or a form to submit it for 60 XP. */
export function ReflectionCard({ reflection }: { reflection: ImpactLogPage['reflection'] }) {
  const submit = useSubmitReflection();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(`Reflection for ${weekText(reflection.week)}`);
  const [description, setDescription] = useState('');
  const [visibility, setVisibility] = useState<ImpactVisibility>('private');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const serverErrors = submit.error instanceof ApiError ? (submit.error.fields ?? {}) : {};
  const earned = submit.data?.state === 'sent' ? submit.data.answer : undefined;
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Dated the day it is written, on this device's calendar: sent later, it still counts for this week.
    const day = localDay(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    const result = WeeklyReflectionInputSchema.safeParse({ title, description, visibility, day });
    if (!result.success) {
      setErrors(fieldErrorsOf(result.error));
      return;
    }
    setErrors({});
    submit.mutate(result.data, { onSuccess: () => setOpen(false) });
  };

  return (
    <section aria-labelledby="reflection-title" className="rounded-xl border-l-4 border-accent bg-white p-5 shadow-sm">
      <h2 id="reflection-title" className="flex items-center gap-2 text-xl font-bold text-primary">
        <CalendarCheck className="h-5 w-5" aria-hidden="true" />
        This week&apos;s reflection
      </h2>
      <p className="text-sm text-muted">ISO {weekText(reflection.week)}, in your timezone</p>
      {waiting && !reflection.done ? (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-info-bg px-3 py-1 font-semibold text-info" role="status">
          <Send className="h-4 w-4" aria-hidden="true" />
          Saved on this phone. It will be sent when you are back online, for the week you wrote it.
        </p>
      ) : reflection.done ? (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-success-bg px-3 py-1 font-semibold text-success" role="status">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {earned?.xpAwardedNow ? `Done. You earned ${formatXp(earned.xpEarned)}` : `Done this week: ${formatXpChange(reflection.points)} earned`}
        </p>
      ) : open ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
          <TextField label="Title" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} error={errors.title ?? serverErrors.title} />
          <TextAreaField
            label="What did you learn or change this week?"
            rows={4}
            value={description}
            maxLength={2000}
            onChange={(e) => setDescription(e.target.value)}
            error={errors.description ?? serverErrors.description}
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input type="checkbox" checked={visibility === 'public'} onChange={(e) => setVisibility(e.target.checked ? 'public' : 'private')} className="h-4 w-4 accent-primary" />
            Show it on my public profile
          </label>
          {submit.isError ? <Alert tone="error">{submit.error.message}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="accent" busy={submit.isPending} busyLabel="Submitting...">
              {REFLECTION_LABEL} ({formatXpChange(reflection.points)})
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-3">
          <p className="text-ink">Not done yet. Look back on your week and earn {formatXp(reflection.points)}.</p>
          <Button className="mt-3" variant="accent" onClick={() => setOpen(true)}>
            {REFLECTION_LABEL}
          </Button>
        </div>
      )}
    </section>
  );
}
