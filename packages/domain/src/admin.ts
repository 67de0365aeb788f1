import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { DELIVERY_STATUSES } from './admin-leads';
import { CalendarDaySchema } from './calendar-day';
import { PROFILE_NAME_MAX } from './profile';
import { cleanText } from './text';
import {
  AccountStatusSchema,
  MembershipStatusSchema,
  RoleSchema,
  TransformationTierSchema,
} from './role-schemas';
import type { AccountStatus, Role } from './roles';

/*
 * The admin console's contract: list queries, the per-user change, the audit log and the
 * dashboard, shared by the server (validation) and the web app (forms, parsing answers).
 */

const page = lazySchema(() => z.coerce
  .number({ error: 'Page must be a number' })
  .int()
  .min(1)
  .max(100_000)
  .default(1));
const pageSize = lazySchema(() => z.coerce
  .number({ error: 'Page size must be a number' })
  .int()
  .min(5)
  .max(100)
  .default(25));

/** Tier filter: a tier, or 'none' for users without one. */
export const TierFilterSchema = lazySchema(() => z.union([TransformationTierSchema, z.literal('none')]));

/** The users list: search by name or email, filter, paginate. */
export const AdminUserListQuerySchema = lazySchema(() => z.strictObject({
  q: z.string().trim().max(100, { error: 'Keep the search under 100 characters' }).optional(),
  role: RoleSchema.optional(),
  membershipStatus: MembershipStatusSchema.optional(),
  transformationTier: TierFilterSchema.optional(),
  accountStatus: AccountStatusSchema.optional(),
  page,
  pageSize,
}));
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** The CSV export takes the same filters, without paging. */
export const AdminUserExportQuerySchema = lazySchema(() => AdminUserListQuerySchema.omit({
  page: true,
  pageSize: true,
}));
export type AdminUserExportQuery = z.infer<typeof AdminUserExportQuerySchema>;

/** One user as the admin sees them. */
export const AdminUserSchema = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: RoleSchema,
  accountStatus: AccountStatusSchema,
  membershipStatus: MembershipStatusSchema,
  transformationTier: TransformationTierSchema.nullable(),
  createdAt: z.string(),
  lastActive: z.string().nullable(),
}));
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = lazySchema(() => z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}));
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** `PATCH /api/admin/users/:userId`: the account as changed. */
export const AdminUserAnswerSchema = lazySchema(() => z.object({ user: AdminUserSchema }));

/** One sign-in (a session row): when, from where, with what, and whether it is still live. */
export const SignInRecordSchema = lazySchema(() => z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  isActive: z.boolean(),
}));
export type SignInRecord = z.infer<typeof SignInRecordSchema>;

/** A badge the user unlocked. */
export const AdminUserBadgeSchema = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  unlockedAt: z.string(),
}));

/** A Pathfinder booking the user made (signed in or with their email). */
export const AdminUserBookingSchema = lazySchema(() => z.object({
  id: z.string(),
  createdAt: z.string(),
  date: z.string(),
  time: z.string(),
  timezone: z.string(),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
}));

/** A card payment of the user. */
export const AdminUserPaymentSchema = lazySchema(() => z.object({
  id: z.string(),
  createdAt: z.string(),
  plan: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
}));

export const AdminUserDetailSchema = lazySchema(() => z.object({
  user: AdminUserSchema,
  signIns: z.array(SignInRecordSchema),
  badges: z.array(AdminUserBadgeSchema),
  bookings: z.array(AdminUserBookingSchema),
  payments: z.array(AdminUserPaymentSchema),
}));
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** A person's name as an admin writes it: the rules of PersonNameSchema (profile.ts), the admin's words. */
const adminUserName = lazySchema(() => z
  .string({ error: 'Name is required' })
  .transform((v) => cleanText(v, 'line'))
  .pipe(z.string().min(1, { error: 'Name is required' }).max(PROFILE_NAME_MAX, { error: `Use at most ${PROFILE_NAME_MAX} characters` })));

/** An admin's change to one user: any of the editable fields, at least one. */
export const AdminUserPatchSchema = lazySchema(() => z
  .strictObject({
    name: adminUserName.optional(),
    role: RoleSchema.optional(),
    membershipStatus: MembershipStatusSchema.optional(),
    transformationTier: TransformationTierSchema.nullable().optional(),
    accountStatus: AccountStatusSchema.optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Change at least one field' }));
export type AdminUserPatch = z.infer<typeof AdminUserPatchSchema>;

/** The admin's account form: every editable field as it stands (the patch sent is what differs). */
export const AdminUserFormSchema = lazySchema(() => z.object({
  name: adminUserName,
  role: RoleSchema,
  membershipStatus: MembershipStatusSchema,
  transformationTier: TransformationTierSchema.nullable(),
  accountStatus: AccountStatusSchema,
}));
export type AdminUserForm = z.infer<typeof AdminUserFormSchema>;

/**
 * The self-protection rule: an admin cannot remove their own admin role or deactivate
 * themselves (so the console never locks out the last person using it). Null when allowed.
 */
export function refuseSelfChange(
  actorId: string,
  targetId: string,
  patch: { role?: Role | undefined; accountStatus?: AccountStatus | undefined },
): string | null {
  if (actorId !== targetId) return null;
  if (patch.role !== undefined && patch.role !== 'admin')
    return 'You cannot remove your own admin role.';
  if (patch.accountStatus !== undefined && patch.accountStatus !== 'active') {
    return 'You cannot deactivate your own account.';
  }
  return null;
}

/** Every audited admin action (other features add theirs here). */
export const AUDIT_ACTIONS = [
  'user.profile',
  'user.role',
  'user.membership',
  'user.tier',
  'user.status',
  'settings.update',
  'user.xp',
  'badge.create',
  'kb.create',
  'kb.update',
  'kb.move',
  'kb.delete',
  'booking.retry',
  'mail.retry',
  'forum.post.edit',
  'forum.post.delete',
  'forum.comment.delete',
  'certificate.revoke',
  'certificate.reissue',
  'event.create',
  'event.update',
  'event.cancel',
  'event.attendance',
  'capstone.accept',
  'capstone.request_changes',
  'journey.create',
  'journey.draft.details',
  'journey.draft.rule',
  'journey.draft.module.add',
  'journey.draft.module.update',
  'journey.draft.module.move',
  'journey.draft.module.remove',
  'journey.draft.module.restore',
  'journey.draft.discard',
  'journey.publish',
  'journey.enrolments.move',
  'org.create',
  'org.owner',
  'org.seats.grant',
  'org.member.invite',
  'org.member.remove',
  'org.team.create',
  'user.deletion.request',
  'user.deletion.cancel',
  'user.erase',
  'podcast.create',
  'podcast.update',
  'podcast.publish',
  'podcast.unpublish',
] as const;
export const AuditActionSchema = lazySchema(() => z.enum(AUDIT_ACTIONS));
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** Human labels for the audit screen's filter and rows. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'user.profile': 'Profile changed',
  'user.role': 'Role changed',
  'user.membership': 'Membership changed',
  'user.tier': 'Tier changed',
  'user.status': 'Account status changed',
  'settings.update': 'Settings changed',
  'user.xp': 'XP adjusted',
  'badge.create': 'Badge added',
  'kb.create': 'FAQ entry added',
  'kb.update': 'FAQ entry changed',
  'kb.move': 'FAQ entry moved',
  'kb.delete': 'FAQ entry deleted',
  'booking.retry': 'Booking delivery retried',
  'mail.retry': 'Mail sent again',
  'forum.post.edit': "Someone's forum post edited",
  'forum.post.delete': "Someone's forum post deleted",
  'forum.comment.delete': "Someone's forum comment deleted",
  'certificate.revoke': 'Certificate revoked',
  'certificate.reissue': 'Certificate reissued',
  'event.create': 'Event scheduled',
  'event.update': 'Event changed',
  'event.cancel': 'Event cancelled',
  'event.attendance': 'Attendance marked',
  'capstone.accept': 'Capstone accepted',
  'capstone.request_changes': 'Capstone changes requested',
  'journey.create': 'Journey created',
  'journey.draft.details': 'Journey draft: title or summary changed',
  'journey.draft.rule': 'Journey draft: completion rule changed',
  'journey.draft.module.add': 'Journey draft: module added',
  'journey.draft.module.update': 'Journey draft: module changed',
  'journey.draft.module.move': 'Journey draft: module moved',
  'journey.draft.module.remove': 'Journey draft: module removed',
  'journey.draft.module.restore': 'Journey draft: module added back',
  'journey.draft.discard': 'Journey draft discarded',
  'journey.publish': 'Journey version published',
  'journey.enrolments.move': 'Journey enrolments moved to the current version',
  'org.create': 'Organisation created',
  'org.owner': 'Organisation owner named',
  'org.seats.grant': 'Organisation seats granted against an invoice',
  'org.member.invite': 'Someone invited to an organisation',
  'org.member.remove': 'Someone removed from an organisation',
  'org.team.create': 'Organisation team created',
  'user.deletion.request': 'Account deletion asked for',
  'user.deletion.cancel': 'Account deletion cancelled',
  'user.erase': 'Account erased',
  'podcast.create': 'Podcast episode added',
  'podcast.update': 'Podcast episode changed',
  'podcast.publish': 'Podcast episode published',
  'podcast.unpublish': 'Podcast episode unpublished',
};

export const AuditQuerySchema = lazySchema(() => z
  .strictObject({
    action: AuditActionSchema.optional(),
    actorId: z.string().trim().min(1).max(100).optional(),
    targetId: z.string().trim().min(1).max(100).optional(),
    /** First and last day shown (UTC, inclusive). */
    from: CalendarDaySchema.optional(),
    to: CalendarDaySchema.optional(),
    page,
    pageSize,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: 'The end date cannot be before the start date',
  }));
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = lazySchema(() => z.object({
  id: z.string(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
}));
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = lazySchema(() => z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}));
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** `GET /api/admin/outbox`: how mail goes out, and the newest mails the dev outbox kept (text only). */
export const DevOutboxSchema = lazySchema(() => z.object({
  mode: z.enum(['smtp', 'outbox']),
  mails: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() })),
}));
export type DevOutbox = z.infer<typeof DevOutboxSchema>;
export type DevOutboxMail = DevOutbox['mails'][number];

/** The dashboard's periods, in days. */
export const DASHBOARD_PERIODS = ['7d', '30d', '90d', '365d'] as const;
export const DashboardPeriodSchema = lazySchema(() => z.enum(DASHBOARD_PERIODS));
export type DashboardPeriod = z.infer<typeof DashboardPeriodSchema>;

export const DashboardQuerySchema = lazySchema(() => z.strictObject({
  period: DashboardPeriodSchema.default('30d'),
}));

/** Days in a dashboard period. */
export function periodDays(period: DashboardPeriod): number {
  return Number.parseInt(period, 10);
}

/** One headline number. */
export const DashboardFigureSchema = lazySchema(() => z.object({
  id: z.string(),
  label: z.string(),
  value: z.number(),
  format: z.enum(['count', 'percent']),
  hint: z.string().optional(),
}));
export type DashboardFigure = z.infer<typeof DashboardFigureSchema>;

/**
 * One chart: buckets and one or more series over them. A time chart's buckets are day starts
 * ('YYYY-MM-DD'); a bar chart's are category names (e.g. levels).
 */
export const DashboardChartSchema = lazySchema(() => z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['time', 'bars']).optional(),
  buckets: z.array(z.string()),
  series: z.array(z.object({ label: z.string(), values: z.array(z.number()) })),
}));
export type DashboardChart = z.infer<typeof DashboardChartSchema>;

/**
 * The dashboard: a list of sections, each with figures and charts. Sections are independent, so
 * a feature (XP, bookings, leads) adds its own without changing the others.
 */
export const DashboardSectionSchema = lazySchema(() => z.object({
  id: z.string(),
  title: z.string(),
  figures: z.array(DashboardFigureSchema),
  charts: z.array(DashboardChartSchema),
}));
export type DashboardSection = z.infer<typeof DashboardSectionSchema>;

export const DashboardSchema = lazySchema(() => z.object({
  period: DashboardPeriodSchema,
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['day', 'week']),
  sections: z.array(DashboardSectionSchema),
}));
export type Dashboard = z.infer<typeof DashboardSchema>;

const MS_PER_DAY = 86_400_000;

/** The day buckets of a period ending at `now`: daily up to 30 days, weekly beyond. */
export function dashboardBuckets(
  period: DashboardPeriod,
  now: number,
): { from: number; bucket: 'day' | 'week'; starts: number[] } {
  const days = periodDays(period);
  const today = Math.floor(now / MS_PER_DAY) * MS_PER_DAY;
  const bucket = days > 31 ? 'week' : 'day';
  const step = bucket === 'week' ? 7 * MS_PER_DAY : MS_PER_DAY;
  const count = Math.ceil(days / (step / MS_PER_DAY));
  const first = today - (count - 1) * step;
  const starts = Array.from({ length: count }, (_, i) => first + i * step);
  return { from: first, bucket, starts };
}

/** The epoch-ms range [start, end) of whole UTC days from `from` to `to`, each end optional. */
export function dayRange(from?: string, to?: string): { start?: number; end?: number } {
  const range: { start?: number; end?: number } = {};
  if (from) range.start = Date.parse(`${from}T00:00:00Z`);
  if (to) range.end = Date.parse(`${to}T00:00:00Z`) + MS_PER_DAY;
  return range;
}

/** Counts instants into buckets (each bucket runs until the next start; the last one has no end). */
export function countIntoBuckets(instants: readonly number[], starts: readonly number[]): number[] {
  const counts = starts.map(() => 0);
  for (const t of instants) {
    if (starts.length === 0 || t < (starts[0] ?? 0)) continue;
    let i = starts.length - 1;
    while (i > 0 && t < (starts[i] ?? 0)) i -= 1;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/** The 'YYYY-MM-DD' (UTC) of an instant. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** One CSV cell: quoted when needed, and neutralised when a spreadsheet would read it as a formula. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document (RFC 4180 line ends) from a header and rows. */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>,
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
