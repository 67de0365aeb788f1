import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AccountStatus, JourneyPathPosition, MembershipStatus, PaymentStatus, PlanId, Role, TransformationTier } from '@lv/domain';

/**
 * Table types, one place (Kysely's habit). Better Auth's own tables (users, session, account,
 * verification, rateLimit) store dates as Date on PostgreSQL and ISO text on SQLite; our own
 * tables store instants as epoch milliseconds so both engines agree.
 */
type AuthDate = ColumnType<Date | string, Date | string, Date | string>;
type AuthBool = ColumnType<boolean | number, boolean | number, boolean | number>;
/** Epoch milliseconds (bigint on PostgreSQL, parsed to number). */
type Millis = number;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: AuthBool;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  role: Role;
  accountStatus: AccountStatus;
  membershipStatus: MembershipStatus;
  transformationTier: TransformationTier | null;
  lastActive: Millis | null;
  /** IANA timezone: the learner's days (streaks) are counted in it. */
  timezone: Generated<string>;
  /** 1 when the learner opted out of public leaderboards. */
  leaderboardHidden: Generated<number>;
  /** Plain text (profile). */
  bio: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO 3166-1 alpha-2 code. */
  country: ColumnType<string | null, string | null | undefined, string | null>;
  /** A DISC style id (domain PERSONALITY_TYPES). */
  personalityType: ColumnType<string | null, string | null | undefined, string | null>;
  profileUpdatedAt: ColumnType<Millis | null, Millis | null | undefined, Millis | null>;
  welcomedAt: ColumnType<Millis | null, Millis | null | undefined, Millis | null>;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: Millis;
}

export interface UserPointsTable {
  userId: string;
  points: Generated<number>;
  updatedAt: Millis;
  streakDays: Generated<number>;
  streakLastDay: string | null;
}

export interface XpLedgerTable {
  id: string;
  userId: string;
  action: string;
  basePoints: number;
  multiplier: number;
  points: number;
  reason: string | null;
  sourceId: string | null;
  idempotencyKey: string;
  actorId: string | null;
  /** The learner's local day (YYYY-MM-DD) when it was earned. */
  localDay: string;
  createdAt: Millis;
}

export interface XpTotalsTable {
  /** 'all', 'w:YYYY-Www' or 'm:YYYY-MM'. */
  period: string;
  userId: string;
  points: number;
  /** 1 when the learner shows on public leaderboards (active and not opted out). */
  visible: Generated<number>;
  updatedAt: Millis;
}

export interface XpScoreCountsTable {
  period: string;
  points: number;
  /** How many visible learners have exactly this many points in the period. */
  learners: number;
}

export interface DevOutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Millis;
}

export interface SettingsTable {
  key: string;
  /** JSON text of the value. */
  value: string;
  updatedAt: Millis;
  updatedBy: string | null;
}

export interface XpScoreBucketsTable {
  period: string;
  /** floor(points / SCORE_BUCKET). */
  bucket: number;
  learners: number;
}

export interface BadgesTable {
  id: string;
  name: string;
  description: string;
  /** JSON of a domain BadgeRule. */
  rule: string;
  builtIn: number;
  createdBy: string | null;
  createdAt: Millis;
}

export interface UserBadgesTable {
  userId: string;
  badgeId: string;
  unlockedAt: Millis;
  /** The ledger entry whose award unlocked the badge. */
  evidenceLedgerId: string | null;
  /** Public id of the badge's Open Badges credential: 128 random bits, base64url (newCredentialId). */
  credentialId: string;
}

export interface PaymentsTable {
  id: string;
  userId: string;
  plan: PlanId;
  /** The tier the plan granted when the payment was created. */
  tier: TransformationTier;
  /** Minor units (cents), decided by the server from the settings. */
  amount: number;
  currency: string;
  stripePaymentIntentId: string | null;
  status: PaymentStatus;
  createdAt: Millis;
  updatedAt: Millis;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  receivedAt: Millis;
}

export interface AuditLogTable {
  id: string;
  createdAt: Millis;
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  /** JSON text of the details object. */
  details: string;
}

export interface BlueprintLeadsTable {
  id: string;
  browserTokenHash: string;
  /** JSON text of the OnboardingData. */
  answers: string;
  recommendedPath: string;
  userId: string | null;
  createdAt: Millis;
  claimedAt: Millis | null;
}

export interface RoiLeadsTable {
  id: string;
  /** JSON text of the RoiInput. */
  input: string;
  score: number;
  band: string;
  email: string | null;
  userId: string | null;
  createdAt: Millis;
}

export interface BookingsTable {
  id: string;
  /** JSON text of the PathfinderBooking, exactly as relayed. */
  payload: string;
  email: string;
  date: string;
  time: string;
  timezone: string;
  userId: string | null;
  createdAt: Millis;
}

export type OutboxStatus = 'pending' | 'delivered' | 'failed';

export interface BookingOutboxTable {
  bookingId: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: Millis;
  lockedUntil: Millis | null;
  lastError: string | null;
  deliveredAt: Millis | null;
  createdAt: Millis;
}

export interface TeamsTable {
  id: string;
  name: string;
  leaderId: string;
  /** The current join link's token; a new one replaces it. */
  joinToken: string;
  joinTokenExpiresAt: Millis;
  createdAt: Millis;
  updatedAt: Millis;
}

export interface TeamMembersTable {
  /** Primary key: a learner is in at most one team. */
  userId: string;
  teamId: string;
  role: 'leader' | 'member';
  /** The learner's tier before the team changed it. */
  tierBefore: TransformationTier | null;
  /** The tier the team wrote (null when it left the tier alone). */
  tierSetByTeam: TransformationTier | null;
  joinedAt: Millis;
}

export interface TeamInvitesTable {
  id: string;
  teamId: string;
  email: string;
  /** SHA-256 (hex) of the emailed token. */
  tokenHash: string;
  invitedBy: string | null;
  expiresAt: Millis;
  usedAt: Millis | null;
  usedBy: string | null;
  createdAt: Millis;
}

export interface KbEntriesTable {
  id: string;
  /** One of KB_CATEGORIES (domain). */
  category: string;
  question: string;
  /** Plain text; a blank line separates paragraphs. */
  answer: string;
  position: number;
  createdAt: Millis;
  updatedAt: Millis;
}

export interface LearnerOnboardingTable {
  userId: string;
  /** JSON text of the OnboardingData. */
  answers: string;
  recommendedPath: string;
  completedAt: Millis;
  updatedAt: Millis;
}

export interface ImpactEntriesTable {
  id: string;
  userId: string;
  kind: 'entry' | 'reflection';
  title: string;
  description: string;
  /** 'YYYY-MM-DD'. */
  day: string;
  metric: string | null;
  before: number | null;
  after: number | null;
  visibility: 'private' | 'public';
  /** 'YYYY-Www' for a weekly reflection. */
  reflectionWeek: string | null;
  createdAt: Millis;
  updatedAt: Millis;
}

/** A client-made Idempotency-Key per learner, with the first answer (migration 2026-11-25-0100). */
export interface IdempotentRequestsTable {
  userId: string;
  key: string;
  scope: string;
  fingerprint: string;
  status: number | null;
  /** JSON text of the first answer's body. */
  response: string | null;
  createdAt: Millis;
}

export interface ForumPostsTable {
  id: string;
  authorId: string;
  title: string;
  /** The author's Markdown, kept for editing. */
  bodyMarkdown: string;
  /** bodyMarkdown rendered and sanitised on the server (modules/forum/markdown.ts). */
  bodyHtml: string;
  /** Plain text: the start of the body, for the list. */
  excerpt: string;
  createdAt: Millis;
  updatedAt: Millis;
}

export interface ForumCommentsTable {
  id: string;
  postId: string;
  authorId: string;
  /** Plain text (the web app escapes it). */
  body: string;
  createdAt: Millis;
}

export interface ForumLikesTable {
  postId: string;
  userId: string;
  createdAt: Millis;
}

export interface JourneysTable {
  id: string;
  slug: string;
  /** 'first' | 'second' for the named paths (title and URL id follow the leader names); null when admin-made. */
  path: JourneyPathPosition | null;
  title: string;
  summary: string;
  /** The published version new enrolments pin. */
  currentVersion: number | null;
  createdAt: Millis;
  updatedAt: Millis;
}

export interface JourneyVersionsTable {
  id: string;
  journeyId: string;
  version: number;
  /** JSON text of the domain CompletionRule. */
  rule: string;
  /** Markdown, and its sanitised HTML. */
  capstoneBrief: string;
  capstoneBriefHtml: string;
  publishedAt: Millis | null;
  createdAt: Millis;
}

export interface JourneyModulesTable {
  id: string;
  journeyId: string;
  slug: string;
  title: string;
  summary: string;
  /** Markdown source and its sanitised HTML (modules/forum/markdown.ts), for the lesson and the practice. */
  body: string;
  bodyHtml: string;
  practice: string;
  practiceHtml: string;
  reflectionQuestion: string;
  videoUrl: string | null;
  videoSizeMb: number | null;
  videoDurationMinutes: number | null;
  estimatedMinutes: number;
  cpdMinutes: number;
  createdAt: Millis;
  updatedAt: Millis;
}

export interface JourneyVersionModulesTable {
  versionId: string;
  moduleId: string;
  /** 1-based order within the version. */
  position: number;
  /** 1 when the module counts towards the rule. */
  required: number;
}

export interface JourneyEnrolmentsTable {
  userId: string;
  journeyId: string;
  /** The pinned version (journey_versions.id). */
  versionId: string;
  enrolledAt: Millis;
  /** When the pinned version's rule was first met. */
  completedAt: Millis | null;
}

export interface ModuleCompletionsTable {
  userId: string;
  moduleId: string;
  /** The learner's reflection answer, plain text. */
  reflection: string;
  completedAt: Millis;
}

export interface Database {
  users: UsersTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  user_points: UserPointsTable;
  dev_outbox: DevOutboxTable;
  settings: SettingsTable;
  xp_ledger: XpLedgerTable;
  xp_totals: XpTotalsTable;
  xp_score_counts: XpScoreCountsTable;
  xp_score_buckets: XpScoreBucketsTable;
  badges: BadgesTable;
  user_badges: UserBadgesTable;
  payments: PaymentsTable;
  stripe_events: StripeEventsTable;
  audit_log: AuditLogTable;
  blueprint_leads: BlueprintLeadsTable;
  roi_leads: RoiLeadsTable;
  bookings: BookingsTable;
  booking_outbox: BookingOutboxTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_invites: TeamInvitesTable;
  kb_entries: KbEntriesTable;
  learner_onboarding: LearnerOnboardingTable;
  impact_entries: ImpactEntriesTable;
  idempotent_requests: IdempotentRequestsTable;
  forum_posts: ForumPostsTable;
  forum_comments: ForumCommentsTable;
  forum_likes: ForumLikesTable;
  journeys: JourneysTable;
  journey_versions: JourneyVersionsTable;
  journey_modules: JourneyModulesTable;
  journey_version_modules: JourneyVersionModulesTable;
  journey_enrolments: JourneyEnrolmentsTable;
  module_completions: ModuleCompletionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewDevMail = Insertable<DevOutboxTable>;
export type PaymentRow = Selectable<PaymentsTable>;
