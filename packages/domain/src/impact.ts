import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { CalendarDaySchema, daysBetween, isCalendarDay, isoWeekKey, localDay } from './calendar-day';
import { toOptionalNumber } from './form-input';
import { cleanText } from './text';

/*
 * The impact log (`../shared/spec/decisions.md` "Learner pages"): dated entries of what changed at work, with an
 * optional measured effect, private or public. A weekly reflection is a kind of entry
 * (kind 'reflection'): the learner writes it like any entry, it is dated today in their
 * timezone, and the first one of an ISO week earns Submit Weekly Reflection (60 XP) once.
 */

export const IMPACT_VISIBILITIES = ['private', 'public'] as const;
export type ImpactVisibility = (typeof IMPACT_VISIBILITIES)[number];
export const IMPACT_KINDS = ['entry', 'reflection'] as const;
export type ImpactKind = (typeof IMPACT_KINDS)[number];

export const IMPACT_TITLE_MAX = 120;
export const IMPACT_DESCRIPTION_MAX = 2000;
export const IMPACT_METRIC_MAX = 80;
/** Entries per page of the log. */
export const IMPACT_PAGE_SIZE = 10;

const text = (min: number, max: number, messages: { required: string; tooLong: string }) =>
  z
    .string({ error: messages.required })
    .transform((v) => cleanText(v))
    .pipe(z.string().min(min, { error: messages.required }).max(max, { error: messages.tooLong }));

const measuredNumber = (what: string) =>
  z.number({ error: `Enter the ${what} value as a number` }).finite({ error: `Enter the ${what} value as a number` }).min(-1e12).max(1e12, { error: `The ${what} value is too large` });

/** A measured effect: what was measured, and its value before and after. */
export const ImpactEffectSchema = lazySchema(() => z.strictObject({
  metric: text(1, IMPACT_METRIC_MAX, { required: 'Name what you measured', tooLong: `Use at most ${IMPACT_METRIC_MAX} characters` }),
  before: measuredNumber('before'),
  after: measuredNumber('after'),
}));
export type ImpactEffect = z.infer<typeof ImpactEffectSchema>;

const entryFields = lazySchema(() => ({
  title: text(1, IMPACT_TITLE_MAX, { required: 'Give the entry a title', tooLong: `Use at most ${IMPACT_TITLE_MAX} characters` }),
  description: text(0, IMPACT_DESCRIPTION_MAX, { required: 'Describe what changed', tooLong: `Use at most ${IMPACT_DESCRIPTION_MAX} characters` }),
  effect: ImpactEffectSchema.nullable(),
  visibility: z.enum(IMPACT_VISIBILITIES, { error: 'Choose private or public' }),
}));

/** A new or edited entry. The day must not be in the future (checked against the learner's today). */
export const ImpactEntryInputSchema = lazySchema(() => z.strictObject({
  ...entryFields,
  day: CalendarDaySchema,
}));
export type ImpactEntryInput = z.infer<typeof ImpactEntryInputSchema>;
export type ImpactEntryFormInput = z.input<typeof ImpactEntryInputSchema>;

/**
 * A weekly reflection: written like an entry, dated the day the learner wrote it (the device's
 * local date, sent with it so a reflection queued offline counts for the week it was written in);
 * without `day` it is dated today in the learner's timezone.
 */
export const WeeklyReflectionInputSchema = lazySchema(() => z.strictObject({
  title: entryFields.title,
  description: text(1, IMPACT_DESCRIPTION_MAX, { required: 'Write your reflection', tooLong: `Use at most ${IMPACT_DESCRIPTION_MAX} characters` }),
  visibility: entryFields.visibility,
  day: CalendarDaySchema.optional(),
}));
export type WeeklyReflectionInput = z.infer<typeof WeeklyReflectionInputSchema>;

/** The message for a day after today. */
export const FUTURE_DAY_MESSAGE = 'The date cannot be in the future';

/** True when `day` is after `today` (both 'YYYY-MM-DD'). */
export function isFutureDay(day: string, today: string): boolean {
  return daysBetween(today, day) > 0;
}

/**
 * The entry form: its fields as the inputs hold them (numbers as text, the effect behind a
 * checkbox), read into the request body and checked with the request's schema, the day also
 * against the learner's `today` ("Choose the date" when empty, then not in the future).
 */
export function impactEntryFormSchema(today: string) {
  const day = z
    .string()
    .min(1, { error: 'Choose the date' })
    .refine((d) => !(isCalendarDay(d) && isFutureDay(d, today)), { error: FUTURE_DAY_MESSAGE })
    .pipe(CalendarDaySchema);
  return z
    .object({
      title: z.string(),
      description: z.string(),
      day: z.string(),
      hasEffect: z.boolean(),
      effect: z.object({ metric: z.string(), before: z.string(), after: z.string() }),
      visibility: z.enum(IMPACT_VISIBILITIES),
    })
    .transform(({ hasEffect, effect, ...entry }) => ({
      ...entry,
      effect: hasEffect ? { metric: effect.metric, before: toOptionalNumber(effect.before), after: toOptionalNumber(effect.after) } : null,
    }))
    .pipe(ImpactEntryInputSchema.extend({ day }));
}
export type ImpactEntryFormValues = z.input<ReturnType<typeof impactEntryFormSchema>>;

/**
 * How far a reflection's written day may be from the learner's today. A day ahead: the device's
 * clock or timezone may be ahead of the profile's. Eight days back: a phone offline for a week
 * still sends last week's reflection, and a stale queue cannot claim weeks long gone.
 */
export const REFLECTION_DAY_AHEAD_MAX = 1;
export const REFLECTION_DAY_AGE_MAX = 8;
export const REFLECTION_TOO_OLD_MESSAGE = `A reflection must arrive within ${REFLECTION_DAY_AGE_MAX} days of the day it was written`;

/** The problem with a reflection written on `day` arriving on the learner's `today`, or null when it may count. */
export function reflectionDayProblem(day: string, today: string): string | null {
  const age = daysBetween(day, today);
  if (age < -REFLECTION_DAY_AHEAD_MAX) return FUTURE_DAY_MESSAGE;
  if (age > REFLECTION_DAY_AGE_MAX) return REFLECTION_TOO_OLD_MESSAGE;
  return null;
}

/** The ISO week ('YYYY-Www') that `instant` falls in, in the learner's timezone. */
export function reflectionWeek(instant: Date, timeZone: string): string {
  return isoWeekKey(localDay(instant, timeZone));
}

/** The idempotency key of the weekly reflection award: `weekly-reflection:{userId}:{isoYear}-W{week}`. */
export function weeklyReflectionKey(userId: string, instant: Date, timeZone: string): string {
  return reflectionAwardKey(userId, reflectionWeek(instant, timeZone));
}

/** The award key of an ISO week's reflection ('YYYY-Www'), as weeklyReflectionKey. */
export function reflectionAwardKey(userId: string, week: string): string {
  return `weekly-reflection:${userId}:${week}`;
}

/** The change an effect measured, as after − before and, when before is not 0, as a percent. */
export function effectChange(effect: Pick<ImpactEffect, 'before' | 'after'>): { delta: number; percent: number | null } {
  const delta = effect.after - effect.before;
  return { delta, percent: effect.before === 0 ? null : Math.round((delta / Math.abs(effect.before)) * 1000) / 10 };
}

/** One entry as the API returns it. */
export const ImpactEntrySchema = lazySchema(() => z.object({
  id: z.string(),
  kind: z.enum(IMPACT_KINDS),
  title: z.string(),
  description: z.string(),
  day: z.string(),
  effect: z.object({ metric: z.string(), before: z.number(), after: z.number() }).nullable(),
  visibility: z.enum(IMPACT_VISIBILITIES),
  reflectionWeek: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}));
export type ImpactEntry = z.infer<typeof ImpactEntrySchema>;

/** `POST /api/me/impact/reflections`: the entry, its XP and whether this call awarded it, the learner's points. */
export const WeeklyReflectionAnswerSchema = lazySchema(() => z.object({ entry: ImpactEntrySchema, xpEarned: z.number(), xpAwardedNow: z.boolean(), points: z.number() }));
export type WeeklyReflectionAnswer = z.infer<typeof WeeklyReflectionAnswerSchema>;

/** `GET /api/me/impact`: a page of the log, newest first, and this week's reflection status. */
export const ImpactLogPageSchema = lazySchema(() => z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  entries: z.array(ImpactEntrySchema),
  today: z.string(),
  reflection: z.object({ week: z.string(), done: z.boolean(), points: z.number() }),
}));
export type ImpactLogPage = z.infer<typeof ImpactLogPageSchema>;
