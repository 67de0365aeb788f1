import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { CalendarDaySchema } from './calendar-day';
import { LEVELS, type Level } from './levels';
import { ROI_BANDS } from './roi';

/*
 * The admin console's leads and bookings screen: Pathfinder bookings with their webhook delivery,
 * ROI estimates and Team Blueprints, each paginated, filtered by date and exported as CSV.
 */

export const LEAD_KINDS = ['bookings', 'roi', 'blueprints'] as const;
export const LeadKindSchema = lazySchema(() => z.enum(LEAD_KINDS));
export type LeadKind = z.infer<typeof LeadKindSchema>;

/** `stored`: kept here only, because no webhook was set when it would have been sent (the admin may send it once one is). */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'stored'] as const;
export const DeliveryStatusSchema = lazySchema(() => z.enum(DELIVERY_STATUSES, {
  error: 'Choose pending, delivered, failed or stored',
}));
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>;

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
  stored: 'Stored',
};

const page = lazySchema(() => z.coerce
  .number({ error: 'Page must be a number' })
  .int({ error: 'Page must be a whole number' })
  .min(1, { error: 'Page must be 1 or more' })
  .max(100_000, { error: 'Page is too large' })
  .default(1));
const pageSize = lazySchema(() => z.coerce
  .number({ error: 'Page size must be a number' })
  .int({ error: 'Page size must be a whole number' })
  .min(5, { error: 'Page size must be between 5 and 100' })
  .max(100, { error: 'Page size must be between 5 and 100' })
  .default(25));

const dateFilters = lazySchema(() => ({
  /** First and last day shown (UTC, inclusive), by when the lead or booking came in. */
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
}));
const endAfterStart = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const endAfterStartError = { path: ['to'], error: 'The end date cannot be before the start date' };

/** A leads list: a date range, for bookings also a delivery status, and a page. */
export const LeadListQuerySchema = lazySchema(() => z
  .strictObject({ ...dateFilters, status: DeliveryStatusSchema.optional(), page, pageSize })
  .refine(endAfterStart, endAfterStartError));
export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;

/** The CSV export takes the same filters without paging. */
export const LeadExportQuerySchema = lazySchema(() => z
  .strictObject({ ...dateFilters, status: DeliveryStatusSchema.optional() })
  .refine(endAfterStart, endAfterStartError));
export type LeadExportQuery = z.infer<typeof LeadExportQuerySchema>;

const linkedUser = lazySchema(() => z.object({ id: z.string(), name: z.string() }).nullable());

/** One Pathfinder booking with its webhook delivery. */
export const AdminBookingSchema = lazySchema(() => z.object({
  id: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  teamSize: z.number().nullable(),
  timeline: z.string().nullable(),
  duration: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  timezone: z.string(),
  painPoints: z.string().nullable(),
  user: linkedUser,
  delivery: z.object({
    status: DeliveryStatusSchema,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  }),
}));
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

/** `POST /api/admin/leads/bookings/:id/retry`: the booking's delivery, re-queued. */
export const BookingRetryAnswerSchema = lazySchema(() => z.object({ delivery: AdminBookingSchema.shape.delivery }));

/** One saved ROI estimate. */
export const AdminRoiLeadSchema = lazySchema(() => z.object({
  id: z.string(),
  createdAt: z.string(),
  score: z.number(),
  band: z.string(),
  email: z.string().nullable(),
  input: z.record(z.string(), z.unknown()),
  user: linkedUser,
}));
export type AdminRoiLead = z.infer<typeof AdminRoiLeadSchema>;

/** One Team Blueprint (the onboarding answers a visitor left). */
export const AdminBlueprintSchema = lazySchema(() => z.object({
  id: z.string(),
  createdAt: z.string(),
  recommendedPath: z.string(),
  answers: z.record(z.string(), z.unknown()),
  claimedAt: z.string().nullable(),
  user: linkedUser,
}));
export type AdminBlueprint = z.infer<typeof AdminBlueprintSchema>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export const AdminBookingPageSchema = lazySchema(() => paged(AdminBookingSchema));
export const AdminRoiLeadPageSchema = lazySchema(() => paged(AdminRoiLeadSchema));
export const AdminBlueprintPageSchema = lazySchema(() => paged(AdminBlueprintSchema));
export type AdminBookingPage = z.infer<typeof AdminBookingPageSchema>;
export type AdminRoiLeadPage = z.infer<typeof AdminRoiLeadPageSchema>;
export type AdminBlueprintPage = z.infer<typeof AdminBlueprintPageSchema>;

/** Why a booking's delivery cannot be retried now, or null when it can (failed ones, and stored ones once a webhook is set). */
export function refuseDeliveryRetry(status: DeliveryStatus, webhookSet: boolean): string | null {
  if (status === 'failed') return null;
  if (status === 'stored') return webhookSet ? null : 'Set the booking webhook in the settings first: this booking is stored here.';
  if (status === 'delivered') return 'This booking was already delivered.';
  return 'This booking is still being delivered; only a failed delivery can be retried.';
}

/** A JSON-text value as a plain object ({} when it is not one). */
export function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A CSV cell for an answer that may be a list: items joined with '; '. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => answerText(v)).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The level boundaries as descending minimum XP, for a SQL CASE that groups learners by level
 * the same way levelForXp does (whole, non-negative XP).
 */
export function levelThresholds(): Array<{ level: Level; minXp: number }> {
  return [...LEVELS].reverse().map((level) => ({ level, minXp: level.minXp }));
}

/** The ROI band labels, highest first (what roi_leads.band holds). */
export const ROI_BAND_LABELS: readonly string[] = ROI_BANDS.map((b) => b.label);

/** Learners per level from counts keyed by level number (missing levels count 0). */
export function levelDistribution(
  counts: ReadonlyArray<{ level: number; learners: number }>,
): Array<{ level: Level; learners: number }> {
  return LEVELS.map((level) => ({
    level,
    learners: counts
      .filter((c) => c.level === level.number)
      .reduce((sum, c) => sum + c.learners, 0),
  }));
}

/** Sums values into buckets by instant (each bucket runs until the next start). */
export function sumIntoBuckets(
  rows: ReadonlyArray<{ at: number; value: number }>,
  starts: readonly number[],
): number[] {
  const sums = starts.map(() => 0);
  for (const { at, value } of rows) {
    if (starts.length === 0 || at < (starts[0] ?? 0)) continue;
    let i = starts.length - 1;
    while (i > 0 && at < (starts[i] ?? 0)) i -= 1;
    sums[i] = (sums[i] ?? 0) + value;
  }
  return sums;
}
