import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { CalendarDaySchema, daysBetween, isCalendarDay } from './calendar-day';
import { cleanText } from './text';

/*
 * The CPD record (`../shared/spec/decisions.md` "CPD record and credentials"): continuing-professional-development
 * time, in minutes, kept apart from XP. The record is append-only: platform activities add an
 * entry when they are completed, a learner adds external CPD as self-reported, and an entry is
 * voided (with a reason and time), never edited or deleted. Totals count non-voided entries only.
 */

/** What kind of activity an entry records. */
export const CPD_ACTIVITY_TYPES = ['module', 'webinar', 'mentoring', 'capstone', 'external'] as const;
export type CpdActivityType = (typeof CPD_ACTIVITY_TYPES)[number];

export const CPD_ACTIVITY_TYPE_LABELS: Readonly<Record<CpdActivityType, string>> = {
  module: 'Module',
  webinar: 'Webinar',
  mentoring: 'Peer mentoring',
  capstone: 'Capstone',
  external: 'External',
};

/** Who vouches for an entry: the platform, a peer, an admin, or the learner alone. */
export const CPD_VERIFIERS = ['platform', 'peer', 'admin', 'self'] as const;
export type CpdVerifier = (typeof CPD_VERIFIERS)[number];

export const CPD_VERIFIER_LABELS: Readonly<Record<CpdVerifier, string>> = {
  platform: 'Verified by the platform',
  peer: 'Confirmed by a peer',
  admin: 'Verified by an admin',
  self: 'Self-reported',
};

export const CPD_TITLE_MAX = 200;
export const CPD_PROVIDER_MAX = 120;
export const CPD_EVIDENCE_MAX = 4000;
export const CPD_VOID_REASON_MAX = 500;
/** One external entry records at most a day of learning (split longer courses into days). */
export const CPD_MINUTES_MAX = 1440;

export const FUTURE_CPD_DATE_MESSAGE = 'The date cannot be in the future';
export const CPD_END_BEFORE_START_MESSAGE = 'The end date cannot be before the start date';

const text = (min: number, max: number, messages: { required: string; tooLong: string }) =>
  z
    .string({ error: messages.required })
    .transform((v) => cleanText(v))
    .pipe(z.string().min(min, { error: messages.required }).max(max, { error: messages.tooLong }));

const cpdMinutes = lazySchema(() => z
  // A form's empty number field arrives as NaN (valueAsNumber): that is "missing", not "not a number".
  .number({ error: (issue) => (issue.input === undefined || Number.isNaN(issue.input) ? 'Enter the minutes' : 'Enter the minutes as a number') })
  .int({ error: 'Enter whole minutes' })
  .min(1, { error: 'Enter at least 1 minute' })
  .max(CPD_MINUTES_MAX, { error: `Enter at most ${CPD_MINUTES_MAX.toLocaleString('en')} minutes (one day) per entry` }));

const externalFields = lazySchema(() => ({
  title: text(1, CPD_TITLE_MAX, { required: 'Name the activity', tooLong: `Use at most ${CPD_TITLE_MAX} characters` }),
  provider: text(1, CPD_PROVIDER_MAX, { required: 'Name the provider (who ran it)', tooLong: `Use at most ${CPD_PROVIDER_MAX} characters` }),
  startDate: CalendarDaySchema,
  /** The last day, when it ran over several days; the start date when absent. */
  endDate: CalendarDaySchema.nullable().optional(),
  minutes: cpdMinutes,
  evidence: text(0, CPD_EVIDENCE_MAX, { required: 'Describe the evidence', tooLong: `Use at most ${CPD_EVIDENCE_MAX} characters` })
    .nullable()
    .optional(),
  /** A key the client makes once per entry, so a replayed request (offline queue, retry) adds it once. */
  idempotencyKey: z.uuid({ error: 'Not a valid request key' }).optional(),
}));

function checkDates(value: { startDate: string; endDate?: string | null | undefined }, ctx: z.RefinementCtx, today: string | null): void {
  // Zod runs this refinement even when a date failed its own check: those already carry an issue.
  if (!isCalendarDay(value.startDate) || (value.endDate && !isCalendarDay(value.endDate))) return;
  const end = value.endDate ?? value.startDate;
  if (value.endDate && daysBetween(value.startDate, value.endDate) < 0) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: CPD_END_BEFORE_START_MESSAGE });
  }
  if (today !== null) {
    if (daysBetween(today, value.startDate) > 0) ctx.addIssue({ code: 'custom', path: ['startDate'], message: FUTURE_CPD_DATE_MESSAGE });
    else if (daysBetween(today, end) > 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: FUTURE_CPD_DATE_MESSAGE });
  }
}

/**
 * External CPD a learner reports: title, provider, date(s), minutes (1 to 1,440), evidence
 * optional. Without `today` it checks the shape only (the route's body); the server then checks
 * the dates against the learner's own today with {@link externalCpdInputFor}.
 */
export const ExternalCpdInputSchema = lazySchema(() => z.strictObject(externalFields).superRefine((value, ctx) => checkDates(value, ctx, null)));
export type ExternalCpdInput = z.infer<typeof ExternalCpdInputSchema>;
export type ExternalCpdFormInput = z.input<typeof ExternalCpdInputSchema>;

/** The external-CPD schema that also refuses dates after `today` ('YYYY-MM-DD', the learner's day). */
export function externalCpdInputFor(today: string) {
  return z.strictObject(externalFields).superRefine((value, ctx) => checkDates(value, ctx, today));
}

/** Voiding an entry: the reason is kept with it. */
export const CpdVoidInputSchema = lazySchema(() =>
  z.strictObject({
    reason: text(3, CPD_VOID_REASON_MAX, {
      required: 'Say why you remove this entry (at least 3 characters)',
      tooLong: `Use at most ${CPD_VOID_REASON_MAX} characters`,
    }),
  }),
);
export type CpdVoidInput = z.infer<typeof CpdVoidInputSchema>;

/** One entry of the record as the API returns it. */
export const CpdEntrySchema = lazySchema(() => z.object({
  id: z.string(),
  type: z.enum(CPD_ACTIVITY_TYPES),
  title: z.string(),
  provider: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  minutes: z.number().int(),
  evidence: z.string().nullable(),
  verifiedBy: z.enum(CPD_VERIFIERS),
  journeyId: z.string().nullable(),
  createdAt: z.string(),
  voided: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** Whether the learner may void it (own self-reported entries that stand). */
  canVoid: z.boolean(),
}));
export type CpdEntry = z.infer<typeof CpdEntrySchema>;

/** `POST /api/me/cpd`: the entry, and whether this request added it (false for a replayed request key). */
export const CpdAddAnswerSchema = lazySchema(() => z.object({ entry: CpdEntrySchema, created: z.boolean() }));
export type CpdAddAnswer = z.infer<typeof CpdAddAnswerSchema>;

/** Totals of the non-voided entries: all, per year of the end date, per activity type. */
export const CpdTotalsSchema = lazySchema(() => z.object({
  minutes: z.number().int(),
  byYear: z.array(z.object({ year: z.number().int(), minutes: z.number().int() })),
  byType: z.array(z.object({ type: z.enum(CPD_ACTIVITY_TYPES), minutes: z.number().int() })),
}));
export type CpdTotals = z.infer<typeof CpdTotalsSchema>;

/** `GET /api/me/cpd`: a page of the record (newest first) and the totals of the whole record. */
export const CpdRecordSchema = lazySchema(() => z.object({
  entries: z.array(CpdEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: CpdTotalsSchema,
  /** The learner's today ('YYYY-MM-DD'): the latest date the add form accepts. */
  today: z.string(),
}));
export type CpdRecord = z.infer<typeof CpdRecordSchema>;

export const CpdRecordQuerySchema = lazySchema(() => z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
}));

/** Entries per page of the record. */
export const CPD_PAGE_SIZE = 25;

/** What the totals need of an entry. */
export interface CpdTotalsEntry {
  type: CpdActivityType;
  endDate: string;
  minutes: number;
  voided: boolean;
}

/** Totals of the non-voided entries: newest year first, types in CPD_ACTIVITY_TYPES order (only those present). */
export function cpdTotals(entries: readonly CpdTotalsEntry[]): CpdTotals {
  let minutes = 0;
  const years = new Map<number, number>();
  const types = new Map<CpdActivityType, number>();
  for (const entry of entries) {
    if (entry.voided) continue;
    minutes += entry.minutes;
    const year = Number(entry.endDate.slice(0, 4));
    years.set(year, (years.get(year) ?? 0) + entry.minutes);
    types.set(entry.type, (types.get(entry.type) ?? 0) + entry.minutes);
  }
  return {
    minutes,
    byYear: [...years].sort(([a], [b]) => b - a).map(([year, m]) => ({ year, minutes: m })),
    byType: CPD_ACTIVITY_TYPES.filter((t) => types.has(t)).map((type) => ({ type, minutes: types.get(type) ?? 0 })),
  };
}

/** Minutes as hours and minutes, 'h:mm' (90 → '1:30'; never negative). */
export function formatCpdMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Minutes as decimal hours, to two places (90 → 1.5, 125 → 2.08). */
export function cpdHours(minutes: number): number {
  return Math.round((Math.max(0, minutes) / 60) * 100) / 100;
}

/** The CSV header of a learner's CPD export. */
export const CPD_CSV_HEADER = [
  'Start date',
  'End date',
  'Activity',
  'Type',
  'Provider',
  'Minutes',
  'Hours (h:mm)',
  'Verification',
  'Journey',
  'Reflection or evidence',
  'Status',
  'Voided on',
  'Void reason',
] as const;

/**
 * One CSV row of an entry (plain values; the CSV writer quotes them and defuses formulas). The
 * Journey column holds the journey's name as the learner sees it (`journeyName`), else its id.
 */
export function cpdCsvRow(
  entry: Pick<
    CpdEntry,
    | 'startDate'
    | 'endDate'
    | 'title'
    | 'type'
    | 'provider'
    | 'minutes'
    | 'verifiedBy'
    | 'journeyId'
    | 'evidence'
    | 'voided'
  >,
  journeyName: string | null = entry.journeyId,
): Array<string | number | null> {
  return [
    entry.startDate,
    entry.endDate,
    entry.title,
    CPD_ACTIVITY_TYPE_LABELS[entry.type],
    entry.provider,
    entry.minutes,
    formatCpdMinutes(entry.minutes),
    CPD_VERIFIER_LABELS[entry.verifiedBy],
    journeyName,
    entry.evidence,
    entry.voided ? 'Voided' : 'Counts',
    entry.voided ? entry.voided.at.slice(0, 10) : null,
    entry.voided?.reason ?? null,
  ];
}
