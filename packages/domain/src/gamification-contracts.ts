import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { BadgeRuleSchema } from './badges';
import { ImpactEntrySchema } from './impact';

/** `GET /api/me/points`: the learner's points and streak as of now, in their timezone. */
export const PointsSummarySchema = lazySchema(() => z.object({
  points: z.number(),
  streak: z.object({
    days: z.number().int().min(0),
    multiplier: z.number(),
    daysToMultiplier: z.number().int().min(0),
    earnedToday: z.boolean(),
    /** Streak freezes held now (0 to 2), after any the missed days used. */
    freezes: z.number().int().min(0),
  }),
}));
export type PointsSummary = z.infer<typeof PointsSummarySchema>;

/** The item an award was for, titled in the reader's language: a module, a webinar, a mentoring session (its topic), a capstone (its journey). */
export const LedgerAboutSchema = lazySchema(() => z.object({
  kind: z.enum(['module', 'webinar', 'session', 'capstone']),
  title: z.string(),
}));
export type LedgerAbout = z.infer<typeof LedgerAboutSchema>;

/** One row of an XP ledger, with the label of its action and the item behind it (null when none, or gone); `createdAt` is an ISO instant. */
export const LedgerEntrySchema = lazySchema(() => z.object({
  id: z.string(),
  action: z.string(),
  label: z.string(),
  basePoints: z.number(),
  multiplier: z.number(),
  points: z.number(),
  reason: z.string().nullable(),
  localDay: z.string().nullable().optional(),
  createdAt: z.string(),
  about: LedgerAboutSchema.nullable().optional(),
}));
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** `GET /api/me/ledger?page=N`: newest first, 20 a page. */
export const LedgerPageSchema = lazySchema(() => z.object({
  page: z.number().int(),
  hasMore: z.boolean(),
  entries: z.array(LedgerEntrySchema),
}));
export type LedgerPage = z.infer<typeof LedgerPageSchema>;

/** `GET /api/admin/users/:userId/xp`: an admin's view of a learner's points, streak and newest ledger rows. */
export const AdminUserXpSchema = lazySchema(() => PointsSummarySchema.extend({ entries: z.array(LedgerEntrySchema) }));
export type AdminUserXp = z.infer<typeof AdminUserXpSchema>;

/** `POST /api/admin/users/:userId/xp`: whether the adjustment was new, the learner's points after it, its ledger row. */
export const XpAdjustmentAnswerSchema = lazySchema(() => z.object({
  created: z.boolean(),
  points: z.number(),
  /** The new (or earlier) ledger row, without the label and local day a ledger page shows. */
  entry: LedgerEntrySchema.omit({ label: true, localDay: true }),
}));
export type XpAdjustmentAnswer = z.infer<typeof XpAdjustmentAnswerSchema>;

/** One badge with a learner's progress (0-100; 100 = Unlocked) and when it was unlocked (ISO, or null). */
export const BadgeProgressSchema = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  criteria: z.string(),
  progress: z.number().int().min(0).max(100),
  unlockedAt: z.string().nullable(),
}));
export type BadgeProgress = z.infer<typeof BadgeProgressSchema>;

/** The holder's own view of a badge: also the unlocked badge's Open Badges credential id (null while locked). */
export const MyBadgeSchema = lazySchema(() => BadgeProgressSchema.extend({ credentialId: z.string().nullable() }));
export type MyBadge = z.infer<typeof MyBadgeSchema>;

/** `GET /api/me/badges`: every badge with the signed-in learner's progress. */
export const MyBadgesSchema = lazySchema(() => z.object({ badges: z.array(MyBadgeSchema) }));
export type MyBadges = z.infer<typeof MyBadgesSchema>;

/** `GET /api/admin/badges`: every badge with its rule; built-in badges come first. */
export const AdminBadgeListSchema = lazySchema(() => z.object({
  badges: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), rule: BadgeRuleSchema, builtIn: z.boolean() })),
}));
export type AdminBadgeList = z.infer<typeof AdminBadgeListSchema>;

/** `GET /api/users/:userId/profile`: what anyone may see of a learner (never a credential id). */
export const PublicProfileSchema = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  personalityType: z.string().nullable(),
  points: z.number(),
  /** All-time rank; null when the learner opted out of the leaderboard. */
  rank: z.number().int().nullable(),
  memberSince: z.string(),
  badges: z.array(BadgeProgressSchema),
  /** The learner's public impact entries, newest first. */
  impact: z.array(ImpactEntrySchema),
  /** The learner's elite certificate (Level 4) while it stands: its public verification page. */
  elite: z.object({ verifyUrl: z.string(), issuedOn: z.string() }).nullable().default(null),
}));
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** `GET /api/me/points/stream`: the data of an `event: points` (the learner's points now). */
export const PointsStreamPointsSchema = lazySchema(() => z.object({
  points: z.number(),
  /** The streak as of now (the header's XP chip shows it); absent from older servers. */
  streak: z.object({ days: z.number().int().min(0), freezes: z.number().int().min(0), earnedToday: z.boolean() }).optional(),
}));
/** The streak a points event carries. */
export type StreamStreak = NonNullable<z.infer<typeof PointsStreamPointsSchema>['streak']>;
/** `GET /api/me/points/stream`: the data of an `event: badge` (the name of the badge an award unlocked). */
export const PointsStreamBadgeSchema = lazySchema(() => z.object({ name: z.string().refine((name) => name.trim() !== '', 'A badge has a name') }));
/** The events of the live-points stream, by SSE event name. */
export const POINTS_STREAM_EVENTS = { points: PointsStreamPointsSchema, badge: PointsStreamBadgeSchema } as const;
export type PointsStreamEventName = keyof typeof POINTS_STREAM_EVENTS;

/** One server-sent event of the live-points stream, as written on the wire. */
export function pointsStreamEvent<E extends PointsStreamEventName>(event: E, data: z.infer<(typeof POINTS_STREAM_EVENTS)[E]>): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
