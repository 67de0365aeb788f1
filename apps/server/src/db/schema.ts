// Long on purpose: one interface per table, the whole database's shape in one place as Kysely reads it.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AccountStatus, CapstoneDecision, CapstoneStatus, CpdActivityType, CpdVerifier, JourneyPathPosition, MembershipStatus, PaymentProvider, PaymentStatus, PlanId, Role, TransformationTier } from '@lv/domain';
import type { CertificateKind, DeletionStatus, Locale, OrgRole, StoredMentoringStatus } from '@lv/domain';

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
  /** The learner's language (domain SUPPORTED_LOCALES): set at sign-up from the browser, then in the profile. */
  locale: ColumnType<Locale | null, Locale | null | undefined, Locale | null>;
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
  /** Streak freezes held, 0 to 2 (docs/decisions/036-streak-freezes.md). */
  streakFreezes: Generated<number>;
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

/** The SQLite job queue (lib/jobs/sqlite-queue.ts); PostgreSQL's jobs are pg-boss's. */
export interface JobsTable {
  id: string;
  name: string;
  payload: string;
  state: 'queued' | 'active' | 'done' | 'failed';
  runAt: Millis;
  attempts: number;
  maxAttempts: number;
  lockedUntil: Millis | null;
  lastError: string | null;
  createdAt: Millis;
  finishedAt: Millis | null;
}

/** deferred: waiting for the per-address limit's window; dropped: never sent (bounced before, or a sign-in link over the limit). */
export type MailDeliveryState = 'queued' | 'sending' | 'deferred' | 'sent' | 'failed' | 'dropped';

/** The mail outbox (modules/mail/outbox.ts, ADR 035). */
export interface MailDeliveriesTable {
  id: string;
  causeKey: string;
  kind: 'auth' | 'notice';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  state: MailDeliveryState;
  attempts: number;
  lastError: string | null;
  lockedUntil: Millis | null;
  createdAt: Millis;
  updatedAt: Millis;
  sentAt: Millis | null;
}

export interface MailSuppressionsTable {
  address: string;
  reason: 'bounce' | 'complaint';
  detail: string | null;
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
  /** Hundredths of the currency (cents, kobo, pesewas; Paystack's XOF × 100), decided by the server from the settings. */
  amount: number;
  currency: string;
  /** Who takes the money; a Paystack payment's reference is its id. */
  provider: ColumnType<PaymentProvider, PaymentProvider | undefined, never>;
  stripePaymentIntentId: string | null;
  /** The Paystack checkout page handed out for this payment (again on a second click). */
  checkoutUrl: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** An organisation's own estimate (ADR 053): set, with no userId or email. */
  organisationId: string | null;
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

/** 'stored': no webhook was set when it was due, so it is kept here only (domain DELIVERY_STATUSES). */
export type OutboxStatus = 'pending' | 'delivered' | 'failed' | 'stored';

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
  /** The organisation the village is a team of; null: a village of its own (ADR 039). */
  organisationId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An organisation (ADR 039): a client company or public body. */
export interface OrganisationsTable {
  id: string;
  name: string;
  logoUrl: string | null;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  defaultLocale: Locale;
  /** IANA time zone: the seat terms' days are counted in it. */
  timeZone: string;
  createdBy: string | null;
  createdAt: Millis;
  updatedAt: Millis;
}

/**
 * An organisation's own sign-in provider, as `@better-auth/sso` reads it (ADR 038). `domain` is a
 * comma-separated list of the email domains it signs in; `oidcConfig` is the plugin's JSON.
 */
export interface SsoProviderTable {
  id: string;
  issuer: string;
  oidcConfig: string | null;
  samlConfig: string | null;
  userId: string | null;
  providerId: string;
  organizationId: string;
  domain: string;
  domainVerified: AuthBool;
}

/** A person's place in an organisation (primary key: one organisation per person). */
export interface OrganisationMembersTable {
  userId: string;
  organisationId: string;
  role: OrgRole;
  joinedAt: Millis;
  /** The member's manager, another member (ADR 045); null: none named. */
  managerId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An emailed invitation: pending (holding a seat when its role holds one) until accepted, revoked or expired. */
export interface OrganisationInvitationsTable {
  id: string;
  organisationId: string;
  email: string;
  role: OrgRole;
  /** SHA-256 (hex) of the emailed token. */
  tokenHash: string;
  invitedBy: string | null;
  expiresAt: Millis;
  acceptedAt: Millis | null;
  acceptedBy: string | null;
  revokedAt: Millis | null;
  createdAt: Millis;
  /** From a CSV import (ADR 045): the name the file gave, the team to join, the manager named. */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  teamId: ColumnType<string | null, string | null | undefined, string | null>;
  managerId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Seats for a term: days in the organisation's time zone (inclusive) and their instants [startsAt, endsAt). */
export interface OrganisationSeatGrantsTable {
  id: string;
  organisationId: string;
  seats: number;
  startsOn: string;
  endsOn: string;
  startsAt: Millis;
  endsAt: Millis;
  source: 'invoice' | 'stripe' | 'paystack';
  /** The invoice number or the payment's id: unique per organisation and source. */
  reference: string;
  grantedBy: string | null;
  createdAt: Millis;
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

export interface RequestLimitsTable {
  key: string;
  windowStart: Millis;
  count: number;
}

/** Sign-in failures and lockouts per email address (lib/account-limits.ts). */
export interface AccountLimitsTable {
  key: string;
  windowStart: Millis;
  failures: number;
  lockedUntil: Millis | null;
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
  /** CPD minutes an accepted capstone counts for (120 unless set). */
  capstoneCpdMinutes: Generated<number>;
  /** The pass mark of its modules' knowledge checks, a whole percent; null: no check needed (ADR 040). */
  passMark: number | null;
  /** JSON of the version's months (ADR 047: title, purpose, live session, practice, event id); '[]' unpaced. */
  months: Generated<string>;
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
  /** JSON of the domain KnowledgeCheck: 3-5 questions, or '[]' for none (ADR 040). */
  knowledgeCheck: Generated<string>;
  /** The domain GrowthDimension it practises most (ADR 049); null when none is set. */
  dimension: string | null;
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
  /** The 1-based month of the version holding it (ADR 047); null when the version is not paced. */
  month: Generated<number | null>;
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

/** A learner's self-assessment of a journey, one per moment (ADR 048). */
export interface GrowthAssessmentsTable {
  id: string;
  userId: string;
  journeyId: string;
  moment: string;
  /** JSON: statement id -> 1..5. */
  answers: string;
  takenAt: Millis;
}

/** A 360 invitation (ADR 048): the address only while the link is open. */
export interface GrowthRaterInvitesTable {
  id: string;
  userId: string;
  journeyId: string;
  round: string;
  raterGroup: string;
  email: string | null;
  tokenHash: string;
  status: string;
  expiresAt: Millis;
  createdAt: Millis;
}

/** A rater's answers about a learner, with no link to the invitation or a time (ADR 048). */
export interface GrowthRaterAnswersTable {
  id: string;
  userId: string;
  journeyId: string;
  round: string;
  raterGroup: string;
  answers: string;
  comment: string | null;
}

export interface ModuleCompletionsTable {
  userId: string;
  moduleId: string;
  /** The learner's reflection answer, plain text. */
  reflection: string;
  completedAt: Millis;
}

/*
 * Translations of content written in English (docs/decisions/020-i18n.md): one row per translated
 * row and locale ('fr'), beside the English row it translates. Every text field is nullable: null
 * means "not translated", and the reader falls back to the English field. An admin's change to an
 * English field clears that field's translations (journeys/translations.ts, knowledge-base/service.ts,
 * webinars/admin-service.ts), so a reader never gets a translation of a text that is gone.
 */

export interface JourneyTranslationsTable {
  journeyId: string;
  locale: string;
  /** Admin-made journeys only: a named path's title follows its leader's name. */
  title: string | null;
  summary: string | null;
  updatedAt: Millis;
}

export interface JourneyVersionTranslationsTable {
  versionId: string;
  locale: string;
  /** Markdown and its sanitised HTML, both set or both null. */
  capstoneBrief: string | null;
  capstoneBriefHtml: string | null;
  /** JSON of the months' texts in this locale, in the version's month order; null: read in English. */
  months: Generated<string | null>;
  updatedAt: Millis;
}

export interface JourneyModuleTranslationsTable {
  moduleId: string;
  locale: string;
  title: string | null;
  summary: string | null;
  /** Markdown and its sanitised HTML, each pair both set or both null. */
  body: string | null;
  bodyHtml: string | null;
  practice: string | null;
  practiceHtml: string | null;
  reflectionQuestion: string | null;
  /** JSON of the domain KnowledgeCheck in this locale, the same ids and correct options as the English. */
  knowledgeCheck: string | null;
  updatedAt: Millis;
}

/** A learner's passed knowledge check of a module (ADR 040): written once, on the first passing attempt. */
export interface ModuleCheckPassesTable {
  userId: string;
  moduleId: string;
  correct: number;
  total: number;
  passedAt: Millis;
}

/** A learner's SM-2 card of a question missed in a knowledge check (ADR 040, domain review-schedule.ts). */
export interface ReviewCardsTable {
  userId: string;
  moduleId: string;
  /** The question's id in the module's knowledgeCheck. */
  questionId: string;
  repetitions: number;
  intervalDays: number;
  ease: number;
  /** 'YYYY-MM-DD' in the learner's timezone. */
  dueDay: string;
  /** The day of the last review answer (a day's review holds REVIEW_DAILY_MAX answers), or null. */
  reviewedDay: string | null;
  /** 0 or 1: left the review after 3 right answers in a row. */
  retired: Generated<number>;
  updatedAt: Millis;
}

export interface KbEntryTranslationsTable {
  entryId: string;
  locale: string;
  question: string | null;
  answer: string | null;
  updatedAt: Millis;
}

/** A podcast episode (ADR 042); the audio columns are all set or all null. */
export interface PodcastEpisodesTable {
  /** The address part `/podcast/:id` (kebab-case), never changed. */
  id: string;
  guestName: string;
  audioUrl: string | null;
  audioBytes: number | null;
  durationSeconds: number | null;
  /** Null while unpublished. */
  publishedAt: Millis | null;
  createdAt: Millis;
  updatedAt: Millis;
}

/** An episode's words in one language (plain text). */
export interface PodcastEpisodeTextsTable {
  episodeId: string;
  locale: string;
  title: string;
  guestRole: string;
  description: string;
  transcript: string;
  /** Counted when written, so the list says the reading time without reading every transcript. */
  transcriptWords: number;
  updatedAt: Millis;
}

export interface EventTranslationsTable {
  eventId: string;
  locale: string;
  title: string | null;
  description: string | null;
  updatedAt: Millis;
}

/** The CPD record: append-only, an entry is voided (never edited or deleted). */
export interface CpdEntriesTable {
  id: string;
  userId: string;
  type: CpdActivityType;
  title: string;
  provider: string;
  /** 'YYYY-MM-DD' in the learner's timezone. */
  startDate: string;
  endDate: string;
  minutes: number;
  /** The reflection or evidence, plain text. */
  evidence: string | null;
  verifiedBy: CpdVerifier;
  /** Unique per (userId, type): the row that earned it, or an external entry's request key. */
  sourceId: string;
  journeyId: string | null;
  createdAt: Millis;
  voidedAt: Millis | null;
  voidReason: string | null;
}

/** Journey and elite certificates; a revoked one stays (its verification says revoked). */
export interface CertificatesTable {
  /** 128 random bits, base64url. */
  id: string;
  /** The short paper code, canonical (10 Crockford base32 characters and a check character). */
  code: string;
  /** `journey:{userId}:{journeyId}`, `elite:{userId}` or `reissue:{oldId}`: one certificate per issue. */
  issueKey: string;
  /** 'elite' for the Level 4 certificate (ADR 043), whose journey is the first one completed. */
  kind: Generated<CertificateKind>;
  /** The holder's XP frozen at issue (elite certificates); null on a journey's. */
  xp: number | null;
  userId: string;
  journeyId: string;
  journeyTitle: string;
  journeyVersion: number | null;
  holderName: string;
  cpdMinutes: number;
  completedAt: Millis;
  issuedAt: Millis;
  issuerName: string;
  accreditorName: string | null;
  accreditorNumber: string | null;
  revokedAt: Millis | null;
  revokedReason: string | null;
  revokedBy: string | null;
  replacesId: string | null;
}

/** A certificate's revocation bit in the issuer's Bitstring Status List (ADR 050); never reused. */
export interface CertificateStatusEntriesTable {
  statusList: number;
  statusIndex: number;
  /** Null once the certificate row is gone: its bit then reads revoked. */
  certificateId: string | null;
  createdAt: Millis;
}

/** A webinar or event; times are UTC epoch ms, `timeZone` is the zone the admin entered them in. */
export interface EventsTable {
  id: string;
  title: string;
  /** Plain text. */
  description: string;
  startsAt: Millis;
  endsAt: Millis;
  timeZone: string;
  /** https only; null until the host sets it. */
  joinUrl: string | null;
  cpdMinutes: number;
  /** The journey whose rule its attendance counts for (journeys.id). */
  journeyId: string | null;
  cancelledAt: Millis | null;
  /** One more for each change (calendar files carry it). */
  sequence: Generated<number>;
  createdBy: string | null;
  createdAt: Millis;
  updatedAt: Millis;
}

export interface EventRegistrationsTable {
  eventId: string;
  userId: string;
  registeredAt: Millis;
}

export interface EventAttendancesTable {
  userId: string;
  eventId: string;
  attendedAt: Millis;
  verifiedBy: 'platform' | 'admin';
  /** The admin who marked it; null for a code. */
  markedBy: string | null;
}

/** A learner's recent wrong attendance codes (JSON array of epoch ms). */
export interface EventCodeFailuresTable {
  userId: string;
  failures: string;
  updatedAt: Millis;
}

export interface CapstonesTable {
  id: string;
  userId: string;
  journeyId: string;
  status: CapstoneStatus;
  /** The working copy: Markdown, and JSON of [{url, label}]. */
  draftText: string;
  draftLinks: string;
  /** The latest submission's number (0 before the first). */
  latestSubmission: number;
  submittedAt: Millis | null;
  reviewedAt: Millis | null;
  reviewSeenAt: Millis | null;
  createdAt: Millis;
  updatedAt: Millis;
}

export interface CapstoneSubmissionsTable {
  capstoneId: string;
  /** 1, 2, ... within the capstone. */
  number: number;
  /** Markdown as sent, its sanitised HTML, and JSON of [{url, label}]. */
  text: string;
  textHtml: string;
  links: string;
  submittedAt: Millis;
  decision: CapstoneDecision | null;
  /** The reviewer's feedback, plain text. */
  feedback: string | null;
  reviewerId: string | null;
  reviewedAt: Millis | null;
}

export interface MentoringSessionsTable {
  id: string;
  mentorId: string;
  menteeId: string;
  /** The session's date, 'YYYY-MM-DD' in the mentor's calendar. */
  day: string;
  /** Its ISO week ('YYYY-Www'): the pair's award counts once per week. */
  week: string;
  minutes: number;
  /** Plain text, one line. */
  topic: string;
  /** 'expired' is never stored: a pending row past expiresAt reads expired (domain mentoringStatus). */
  status: StoredMentoringStatus;
  /** SHA-256 of the emailed confirm/decline token. */
  tokenHash: string;
  expiresAt: Millis;
  /** The mentor's request key (a replay logs one session); null when the client sent none. */
  requestKey: string | null;
  createdAt: Millis;
  respondedAt: Millis | null;
}

/** The week a mentor+mentee pair's Peer Mentoring award was earned in, and by which session. */
export interface MentoringAwardWeeksTable {
  mentorId: string;
  menteeId: string;
  week: string;
  sessionId: string;
  createdAt: Millis;
}

export interface JourneyDraftsTable {
  journeyId: string;
  /** The current version when the draft was started; null for a journey never published. */
  basedOn: number | null;
  /** JSON of the domain JourneyDraft (modules in order, with their content). */
  document: string;
  createdAt: Millis;
  updatedAt: Millis;
  updatedBy: string | null;
}

/** Account deletion requests (modules/privacy, ADR 037); the row stays after the erasure as its record. */
export interface DeletionRequestsTable {
  id: string;
  userId: string;
  status: DeletionStatus;
  keepCertificates: number;
  requestedAt: Millis;
  dueAt: Millis;
  closedAt: Millis | null;
  closedBy: string | null;
}

export interface Database {
  users: UsersTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  user_points: UserPointsTable;
  dev_outbox: DevOutboxTable;
  jobs: JobsTable;
  mail_deliveries: MailDeliveriesTable;
  mail_suppressions: MailSuppressionsTable;
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
  organisations: OrganisationsTable;
  organisation_members: OrganisationMembersTable;
  organisation_invitations: OrganisationInvitationsTable;
  organisation_seat_grants: OrganisationSeatGrantsTable;
  ssoProvider: SsoProviderTable;
  kb_entries: KbEntriesTable;
  learner_onboarding: LearnerOnboardingTable;
  impact_entries: ImpactEntriesTable;
  idempotent_requests: IdempotentRequestsTable;
  request_limits: RequestLimitsTable;
  account_limits: AccountLimitsTable;
  forum_posts: ForumPostsTable;
  forum_comments: ForumCommentsTable;
  forum_likes: ForumLikesTable;
  journeys: JourneysTable;
  journey_versions: JourneyVersionsTable;
  journey_modules: JourneyModulesTable;
  journey_version_modules: JourneyVersionModulesTable;
  journey_enrolments: JourneyEnrolmentsTable;
  module_completions: ModuleCompletionsTable;
  module_check_passes: ModuleCheckPassesTable;
  review_cards: ReviewCardsTable;
  journey_drafts: JourneyDraftsTable;
  journey_translations: JourneyTranslationsTable;
  journey_version_translations: JourneyVersionTranslationsTable;
  journey_module_translations: JourneyModuleTranslationsTable;
  kb_entry_translations: KbEntryTranslationsTable;
  event_translations: EventTranslationsTable;
  mentoring_sessions: MentoringSessionsTable;
  mentoring_award_weeks: MentoringAwardWeeksTable;
  capstones: CapstonesTable;
  capstone_submissions: CapstoneSubmissionsTable;
  cpd_entries: CpdEntriesTable;
  certificates: CertificatesTable;
  certificate_status_entries: CertificateStatusEntriesTable;
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  event_attendances: EventAttendancesTable;
  event_code_failures: EventCodeFailuresTable;
  deletion_requests: DeletionRequestsTable;
  podcast_episodes: PodcastEpisodesTable;
  podcast_episode_texts: PodcastEpisodeTextsTable;
  growth_assessments: GrowthAssessmentsTable;
  growth_rater_invites: GrowthRaterInvitesTable;
  growth_rater_answers: GrowthRaterAnswersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewDevMail = Insertable<DevOutboxTable>;
export type PaymentRow = Selectable<PaymentsTable>;
