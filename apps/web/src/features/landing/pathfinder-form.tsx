import { t } from '@lingui/core/macro';
import {
  PATHFINDER_DURATION_OPTIONS,
  PATHFINDER_STEPS,
  PATHFINDER_TIME_SLOTS,
  PATHFINDER_TIMELINE_OPTIONS,
  SESSION_MINUTES,
  canGoToPathfinderStep,
  localDay,
  pathfinderStepSchema,
  BookingCreatedSchema,
  type BookingCreated,
  type PathfinderStep,
  type SelectOption,
} from '@lv/domain';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../components/ui/button-base';
import { SelectField } from '../../components/ui/form-fields';
import { TextField } from '../../components/ui/text-field';
import { ApiError, api } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/field-errors';
import { readerTimeZone } from '../../lib/format';
import { domainText } from '../../lib/i18n/domain-text';
import { BookingConfirmation } from './booking-confirmation';

type FieldName = 'name' | 'email' | 'phone' | 'teamSize' | 'timeline' | 'duration' | 'date' | 'time' | 'painPoints';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName | 'timezone', string>>;

const EMPTY: Values = { name: '', email: '', phone: '', teamSize: '', timeline: '', duration: '', date: '', time: '', painPoints: '' };

// The fields' names (the domain schema's keys), not text.
const STEP_FIELDS: Record<PathfinderStep, FieldName[]> = {
  0: ['name', 'email', 'phone', 'teamSize'],
  1: ['timeline', 'duration', 'date', 'time', 'painPoints'],
};

// CSS selectors, not text.
// eslint-disable-next-line lingui/no-unlocalized-strings
const INVALID_FIELD = '[aria-invalid="true"]';
// eslint-disable-next-line lingui/no-unlocalized-strings
const FIRST_FIELD = 'select, input';

/** A field's message in the page's language: the domain's schemas and the server write them in English. */
const shown = (message: string | undefined) => (message === undefined ? undefined : domainText(message));

/** The domain's options with their texts in the page's language (the values stay). */
const inPageLanguage = <V,>(options: ReadonlyArray<SelectOption<V>>) => options.map((o) => ({ value: o.value, label: domainText(o.label) }));

/**
 * The Pathfinder booking: 2 steps, every message of `../shared/spec/platform-spec.md` section 5
 * (Validation rules), times in the visitor's time zone; then its confirmation.
 */
export default function PathfinderForm({ calendarPageUrl }: { calendarPageUrl: string }) {
  const [step, setStep] = useState<PathfinderStep>(0);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [timeZone] = useState(readerTimeZone);
  const [booked, setBooked] = useState<BookingCreated | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const today = localDay(new Date(), timeZone);
  // A field's new value, the field named by its control.
  const change = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(e.target.name as FieldName)(e.target.value);

  const set = (field: FieldName) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A field's error clears when the user edits that field.
    setErrors((e) => {
      if (!e[field]) return e;
      const { [field]: _cleared, ...rest } = e;
      return rest;
    });
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(INVALID_FIELD)?.focus());

  const payloadFor = (s: PathfinderStep) => {
    const fields = STEP_FIELDS[s];
    const out: Record<string, string> = {};
    for (const f of fields) if (values[f] !== '' || (f !== 'phone' && f !== 'painPoints')) out[f] = values[f];
    if (s === 1) out.timezone = timeZone;
    return out;
  };

  const validate = (s: PathfinderStep): boolean => {
    const result = pathfinderStepSchema(s, today).safeParse(payloadFor(s));
    if (result.success) return true;
    setErrors(fieldErrorsOf(result.error));
    focusFirstError();
    return false;
  };

  const submit = async () => {
    if (!validate(0)) {
      setStep(0);
      return;
    }
    if (!validate(1)) return;
    setBusy(true);
    try {
      // On an OK answer the visitor reads the confirmation, which goes on to the calendar page.
      setBooked(await api.post('/api/bookings', { ...payloadFor(0), ...payloadFor(1) }, { schema: BookingCreatedSchema }));
    } catch (cause) {
      // `../shared/spec/platform-spec.md` section 8 (Error catalogue): the failure is raised and only logged; field messages from the server are shown.
      console.error(new Error('Failed to submit form', { cause }));
      if (cause instanceof ApiError && cause.fields) {
        setErrors(cause.fields as Errors);
        if (Object.keys(cause.fields).some((f) => STEP_FIELDS[0].includes(f as FieldName))) setStep(0);
        focusFirstError();
      }
      setBusy(false);
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (step === 0) {
      if (validate(0)) {
        setStep(1);
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus());
      }
    } else {
      void submit();
    }
  };

  if (booked) {
    const details = { email: values.email, teamSize: values.teamSize, timeline: values.timeline, duration: values.duration, timeZone };
    return <BookingConfirmation booked={booked} details={details} calendarPageUrl={calendarPageUrl} />;
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="rounded-xl bg-white p-5 text-ink shadow-sm sm:p-6" aria-label={t`Book your Pathfinder session`}>
      <ol className="flex flex-wrap gap-2" aria-label={t`Steps`}>
        {PATHFINDER_STEPS.map((s) => {
          const isCurrent = s.step === step;
          const label = `${s.step + 1}. ${domainText(s.label)}`;
          return (
            <li key={s.step}>
              {canGoToPathfinderStep(step, s.step) ? (
                <button type="button" onClick={() => setStep(s.step)} className="min-h-11 rounded-full border border-primary px-4 font-medium text-primary underline hover:bg-primary-light">
                  {label}
                </button>
              ) : (
                <span
                  aria-current={isCurrent ? 'step' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 font-medium ${isCurrent ? 'bg-primary text-white' : 'bg-gray-100 text-muted'}`}
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>

      {step === 0 ? (
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <TextField label={t`Name`} name="name" autoComplete="name" value={values.name} onChange={change} error={shown(errors.name)} />
          <TextField label={t`Email`} name="email" type="email" autoComplete="email" value={values.email} onChange={change} error={shown(errors.email)} />
          <TextField label={t`Phone (optional)`} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={change} error={shown(errors.phone)} />
          <TextField label={t`Team size`} name="teamSize" type="number" inputMode="numeric" min={4} value={values.teamSize} onChange={change} error={shown(errors.teamSize)} hint={t`At least 4 people`} />
        </div>
      ) : (
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <SelectField placeholder={t`Choose…`} label={t`Timeline`} name="timeline" value={values.timeline} onChange={change} error={shown(errors.timeline)} options={inPageLanguage(PATHFINDER_TIMELINE_OPTIONS)} />
          <SelectField placeholder={t`Choose…`} label={t`Duration`} name="duration" value={values.duration} onChange={change} error={shown(errors.duration)} options={inPageLanguage(PATHFINDER_DURATION_OPTIONS)} />
          <TextField label={t`Date`} name="date" type="date" min={today} value={values.date} onChange={change} error={shown(errors.date)} />
          <SelectField placeholder={t`Choose…`}
            label={t`Time`}
            name="time"
            value={values.time}
            onChange={change}
            error={shown(errors.time) ?? shown(errors.timezone)}
            options={inPageLanguage(PATHFINDER_TIME_SLOTS)}
            hint={t`${SESSION_MINUTES}-minute session, times in your time zone (${timeZone})`}
          />
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor="pathfinder-pain-points" className="font-medium text-ink">
              {t`Pain points (optional)`}
            </label>
            <textarea
              id="pathfinder-pain-points"
              name="painPoints"
              rows={3}
              value={values.painPoints}
              onChange={change}
              aria-invalid={errors.painPoints ? true : undefined}
              className="rounded-lg border border-gray-500 bg-white px-3 py-2 text-base text-ink shadow-sm"
            />
            {errors.painPoints ? <p className="text-sm font-medium text-error">{shown(errors.painPoints)}</p> : null}
          </div>
        </div>
      )}

      <div className="mt-6 flex flex-wrap justify-between gap-3">
        {step === 1 ? (
          <Button variant="secondary" onClick={() => setStep(0)}>
            {t`Back`}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" busy={busy} busyLabel={t`Booking…`}>
          {step === 0 ? t`Next` : t`Book My Session`}
        </Button>
      </div>
    </form>
  );
}
