import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import { addressKey } from '../../lib/account-limits';

type Db = Kysely<Database>;
export type TableName = keyof Database;

/** Who is being exported or erased. */
export interface Person {
  id: string;
  email: string;
}

/** What the erasure knows while it runs (erase.ts). */
export interface Erasure extends Person {
  name: string;
  now: number;
  /** The learner chose to keep their issued certificates verifiable (ADR 037). */
  keepCertificates: boolean;
}

/** A section title of the readable export, in both languages. */
export interface Title {
  en: string;
  fr: string;
}

export type TablePolicy =
  | {
      holds: 'learner';
      title: Title;
      /** The learner's rows as exported, or why the table is left out of the export. */
      export:
        ((db: Db, who: Person) => Promise<Record<string, unknown>[]>) | { notExported: string };
      /** What the erasure does, in words (ADR 037), and the step that does it inside its transaction. */
      erase: string;
      run?: (trx: Db, who: Erasure) => Promise<void>;
    }
  | { holds: 'nothing'; why: string };

/*
 * Every table of the database, and what the data-rights work does with it (ADR 037): exported and
 * erased or anonymised, or why it holds no learner's data. privacy.test.ts reads the tables from the
 * database itself (both engines) and fails on a table without an entry here, so a new table must say.
 * The erasure runs the `run` steps in this order (children before parents; the user row last).
 */
export const TABLE_POLICIES = {
  session: {
    holds: 'learner',
    title: { en: 'Sign-in sessions', fr: 'Sessions de connexion' },
    export: (db, who) =>
      db
        .selectFrom('session')
        .select(['createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'deleted: every session ends (signed out everywhere)',
    run: async (trx, who) =>
      void (await trx.deleteFrom('session').where('userId', '=', who.id).execute()),
  },
  account: {
    holds: 'learner',
    title: { en: 'Sign-in methods', fr: 'Moyens de connexion' },
    // Never the password hash or provider tokens: they are secrets, not information about the learner.
    export: (db, who) =>
      db
        .selectFrom('account')
        .select(['providerId', 'createdAt', 'updatedAt'])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'deleted: no password or provider can sign in to the account again',
    run: async (trx, who) =>
      void (await trx.deleteFrom('account').where('userId', '=', who.id).execute()),
  },
  verification: {
    holds: 'learner',
    title: { en: 'Pending sign-in links', fr: 'Liens de connexion en attente' },
    export: { notExported: 'one-time links and codes: secrets that expire within an hour' },
    erase: 'deleted: rows whose value names the account or its address',
    run: async (trx, who) =>
      void (await trx
        .deleteFrom('verification')
        .where((eb) =>
          eb.or([
            eb('value', 'like', `%${who.id}%`),
            eb(eb.fn('lower', ['value']), 'like', `%${who.email.toLowerCase()}%`),
          ]),
        )
        .execute()),
  },
  rateLimit: {
    holds: 'nothing',
    why: "Better Auth's counters per client address and path, linked to no account, kept a minute",
  },
  request_limits: {
    holds: 'learner',
    title: { en: 'Request limits', fr: 'Limites de requêtes' },
    export: {
      notExported: 'counters of recent requests for the rate limits, kept at most an hour',
    },
    erase: 'deleted: the counters keyed by the account',
    run: async (trx, who) =>
      void (await trx
        .deleteFrom('request_limits')
        .where('key', 'like', `% user:${who.id}`)
        .execute()),
  },
  account_limits: {
    holds: 'learner',
    title: { en: 'Sign-in limits', fr: 'Limites de connexion' },
    export: { notExported: 'failed sign-ins per address (as a hash), kept 15 minutes' },
    erase: "deleted: the rows of the address's hash",
    run: async (trx, who) =>
      void (await trx
        .deleteFrom('account_limits')
        .where('key', 'in', [addressKey('sign-in', who.email), addressKey('mail', who.email)])
        .execute()),
  },
  jobs: {
    holds: 'nothing',
    why: "the SQLite job queue's runs; a mail job's payload names its delivery's id only",
  },
  mail_deliveries: {
    holds: 'learner',
    title: { en: 'Mails to you', fr: 'E-mails qui vous sont adressés' },
    // Not the text: a mail may still carry a live one-time link (reset, sign-in, invitation).
    export: (db, who) =>
      db
        .selectFrom('mail_deliveries')
        .select(['subject', 'state', 'attempts', 'createdAt', 'sentAt'])
        .where('to', '=', who.email)
        .execute(),
    erase: "deleted: every mail to the learner's address, sent or waiting",
    run: async (trx, who) =>
      void (await trx.deleteFrom('mail_deliveries').where('to', '=', who.email).execute()),
  },
  mail_suppressions: {
    holds: 'learner',
    title: { en: 'Mail stopped to your address', fr: 'Envoi d’e-mails arrêté vers votre adresse' },
    export: (db, who) =>
      db.selectFrom('mail_suppressions').select(['reason', 'createdAt']).where('address', '=', who.email).execute(),
    erase: "deleted: the bounce or complaint noted for the learner's address",
    run: async (trx, who) =>
      void (await trx.deleteFrom('mail_suppressions').where('address', '=', who.email).execute()),
  },
  dev_outbox: {
    holds: 'learner',
    title: { en: 'Mails sent to you', fr: 'E-mails qui vous ont été envoyés' },
    export: (db, who) =>
      db
        .selectFrom('dev_outbox')
        .select(['subject', 'text', 'createdAt'])
        .where('to', '=', who.email)
        .execute(),
    erase: 'deleted: the mails kept for the address (development only)',
    run: async (trx, who) =>
      void (await trx.deleteFrom('dev_outbox').where('to', '=', who.email).execute()),
  },
  settings: { holds: 'nothing', why: 'site settings; updatedBy names admins only' },
  user_points: {
    holds: 'learner',
    title: { en: 'Points and streak', fr: 'Points et série' },
    export: (db, who) =>
      db
        .selectFrom('user_points')
        .select(['points', 'streakDays', 'streakLastDay', 'updatedAt'])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'kept: a count under the anonymised id, so the totals stay right',
  },
  xp_ledger: {
    holds: 'learner',
    title: { en: 'XP ledger', fr: "Journal d'XP" },
    export: (db, who) =>
      db
        .selectFrom('xp_ledger')
        .select(['action', 'basePoints', 'multiplier', 'points', 'reason', 'localDay', 'createdAt'])
        .where('userId', '=', who.id)
        .orderBy('createdAt')
        .execute(),
    erase:
      "anonymised: kept under the anonymised id for the totals; an admin's written reason erased",
    run: async (trx, who) =>
      void (await trx
        .updateTable('xp_ledger')
        .set({ reason: null })
        .where('userId', '=', who.id)
        .execute()),
  },
  xp_totals: {
    holds: 'learner',
    title: { en: 'XP totals', fr: "Totaux d'XP" },
    export: (db, who) =>
      db
        .selectFrom('xp_totals')
        .select(['period', 'points'])
        .where('userId', '=', who.id)
        .execute(),
    erase:
      'anonymised: kept for the totals, hidden from every board (erase.ts does it through setLeaderboardVisibility first)',
  },
  xp_score_counts: { holds: 'nothing', why: 'learners per score, a count with no one in it' },
  xp_score_buckets: {
    holds: 'nothing',
    why: 'learners per score range, a count with no one in it',
  },
  badges: { holds: 'nothing', why: 'badge definitions written by admins' },
  user_badges: {
    holds: 'learner',
    title: { en: 'Badges', fr: 'Badges' },
    export: (db, who) =>
      db
        .selectFrom('user_badges')
        .innerJoin('badges', 'badges.id', 'user_badges.badgeId')
        .select(['badges.name', 'user_badges.unlockedAt', 'user_badges.credentialId'])
        .where('user_badges.userId', '=', who.id)
        .execute(),
    erase: 'deleted: their Open Badges credentials stop resolving',
    run: async (trx, who) =>
      void (await trx.deleteFrom('user_badges').where('userId', '=', who.id).execute()),
  },
  payments: {
    holds: 'learner',
    title: { en: 'Payments', fr: 'Paiements' },
    export: (db, who) =>
      db
        .selectFrom('payments')
        .select([
          'plan',
          'tier',
          'amount',
          'currency',
          'provider',
          'status',
          'createdAt',
          'updatedAt',
        ])
        .where('userId', '=', who.id)
        .execute(),
    erase:
      'kept under the anonymised id: accounting law asks for payment records (amount, plan, provider reference); the checkout link erased',
    run: async (trx, who) =>
      void (await trx
        .updateTable('payments')
        .set({ checkoutUrl: null })
        .where('userId', '=', who.id)
        .execute()),
  },
  stripe_events: { holds: 'nothing', why: "ids of Stripe's events already handled" },
  audit_log: {
    holds: 'learner',
    title: { en: 'Actions on your account', fr: 'Actions sur votre compte' },
    export: (db, who) =>
      db
        .selectFrom('audit_log')
        .select(['action', 'targetType', 'details', 'createdAt'])
        .where((eb) =>
          eb.or([
            eb('targetId', '=', who.id),
            eb('actorId', '=', who.id),
            eb('details', 'like', `%${who.id}%`),
          ]),
        )
        .execute(),
    erase:
      'anonymised: who did what to which id and when is kept; every text in the details is erased (erase.ts)',
  },
  blueprint_leads: {
    holds: 'learner',
    title: { en: 'Team Blueprint answers', fr: 'Réponses au Team Blueprint' },
    export: (db, who) =>
      db
        .selectFrom('blueprint_leads')
        .select(['answers', 'recommendedPath', 'createdAt'])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'deleted',
    run: async (trx, who) =>
      void (await trx.deleteFrom('blueprint_leads').where('userId', '=', who.id).execute()),
  },
  roi_leads: {
    holds: 'learner',
    title: { en: 'ROI calculations', fr: 'Calculs de retour sur investissement' },
    export: (db, who) =>
      db
        .selectFrom('roi_leads')
        .select(['input', 'score', 'band', 'createdAt'])
        .where((eb) => eb.or([eb('userId', '=', who.id), eb('email', '=', who.email)]))
        .execute(),
    erase: 'deleted (by account or address)',
    run: async (trx, who) =>
      void (await trx
        .deleteFrom('roi_leads')
        .where((eb) => eb.or([eb('userId', '=', who.id), eb('email', '=', who.email)]))
        .execute()),
  },
  bookings: {
    holds: 'learner',
    title: { en: 'Pathfinder bookings', fr: 'Réservations Pathfinder' },
    export: (db, who) =>
      db
        .selectFrom('bookings')
        .select(['payload', 'date', 'time', 'timezone', 'createdAt'])
        .where((eb) => eb.or([eb('userId', '=', who.id), eb('email', '=', who.email)]))
        .execute(),
    erase: 'deleted (by account or address), with their delivery rows',
    run: async (trx, who) =>
      void (await trx
        .deleteFrom('bookings')
        .where((eb) => eb.or([eb('userId', '=', who.id), eb('email', '=', who.email)]))
        .execute()),
  },
  booking_outbox: {
    holds: 'nothing',
    why: "a booking's delivery state, no personal field; removed with its booking (foreign key)",
  },
  teams: {
    holds: 'learner',
    title: { en: 'Village you lead', fr: 'Village que vous dirigez' },
    export: (db, who) =>
      db.selectFrom('teams').select(['name', 'createdAt']).where('leaderId', '=', who.id).execute(),
    erase:
      'handed to the member who joined first, or dissolved when no one else is in it (teams leaveForErasure)',
  },
  team_members: {
    holds: 'learner',
    title: { en: 'Village membership', fr: 'Appartenance à un village' },
    export: (db, who) =>
      db
        .selectFrom('team_members')
        .innerJoin('teams', 'teams.id', 'team_members.teamId')
        .select(['teams.name', 'team_members.role', 'team_members.joinedAt'])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'deleted (teams leaveForErasure, the tier the village wrote put back)',
  },
  team_invites: {
    holds: 'learner',
    title: { en: 'Village invitations', fr: 'Invitations à un village' },
    export: (db, who) =>
      db
        .selectFrom('team_invites')
        .select(['email', 'expiresAt', 'usedAt', 'createdAt'])
        .where((eb) =>
          eb.or([
            eb('email', '=', who.email),
            eb('invitedBy', '=', who.id),
            eb('usedBy', '=', who.id),
          ]),
        )
        .execute(),
    erase:
      "deleted when sent to the learner's address; the sender and user ids cleared on the others",
    run: async (trx, who) => {
      await trx.deleteFrom('team_invites').where('email', '=', who.email).execute();
      await trx
        .updateTable('team_invites')
        .set({ invitedBy: null })
        .where('invitedBy', '=', who.id)
        .execute();
      await trx
        .updateTable('team_invites')
        .set({ usedBy: null })
        .where('usedBy', '=', who.id)
        .execute();
    },
  },
  kb_entries: { holds: 'nothing', why: 'the FAQ, written by admins' },
  kb_entry_translations: { holds: 'nothing', why: 'translations of the FAQ' },
  podcast_episodes: { holds: 'nothing', why: 'podcast episodes written by admins' },
  podcast_episode_texts: { holds: 'nothing', why: "podcast episodes' words, written by admins" },
  learner_onboarding: {
    holds: 'learner',
    title: { en: 'Onboarding assessment', fr: "Évaluation d'accueil" },
    export: (db, who) =>
      db
        .selectFrom('learner_onboarding')
        .select(['answers', 'recommendedPath', 'completedAt', 'updatedAt'])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'deleted',
    run: async (trx, who) =>
      void (await trx.deleteFrom('learner_onboarding').where('userId', '=', who.id).execute()),
  },
  impact_entries: {
    holds: 'learner',
    title: { en: 'Impact log', fr: "Journal d'impact" },
    export: (db, who) =>
      db
        .selectFrom('impact_entries')
        .select([
          'kind',
          'title',
          'description',
          'day',
          'metric',
          'before',
          'after',
          'visibility',
          'reflectionWeek',
          'createdAt',
          'updatedAt',
        ])
        .where('userId', '=', who.id)
        .orderBy('createdAt')
        .execute(),
    erase: 'deleted',
    run: async (trx, who) =>
      void (await trx.deleteFrom('impact_entries').where('userId', '=', who.id).execute()),
  },
  idempotent_requests: {
    holds: 'learner',
    title: { en: 'Replayed requests', fr: 'Requêtes rejouées' },
    export: (db, who) =>
      db
        .selectFrom('idempotent_requests')
        .select(['scope', 'createdAt'])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'deleted (they keep copies of answers)',
    run: async (trx, who) =>
      void (await trx.deleteFrom('idempotent_requests').where('userId', '=', who.id).execute()),
  },
  forum_likes: {
    holds: 'learner',
    title: { en: 'Forum likes', fr: 'Mentions « J’aime » du forum' },
    export: (db, who) =>
      db
        .selectFrom('forum_likes')
        .innerJoin('forum_posts', 'forum_posts.id', 'forum_likes.postId')
        .select(['forum_posts.title', 'forum_likes.createdAt'])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'deleted',
    run: async (trx, who) =>
      void (await trx.deleteFrom('forum_likes').where('userId', '=', who.id).execute()),
  },
  forum_comments: {
    holds: 'learner',
    title: { en: 'Forum comments', fr: 'Commentaires du forum' },
    export: (db, who) =>
      db
        .selectFrom('forum_comments')
        .innerJoin('forum_posts', 'forum_posts.id', 'forum_comments.postId')
        .select(['forum_posts.title as post', 'forum_comments.body', 'forum_comments.createdAt'])
        .where('forum_comments.authorId', '=', who.id)
        .execute(),
    erase: 'deleted',
    run: async (trx, who) =>
      void (await trx.deleteFrom('forum_comments').where('authorId', '=', who.id).execute()),
  },
  forum_posts: {
    holds: 'learner',
    title: { en: 'Forum posts', fr: 'Messages du forum' },
    export: (db, who) =>
      db
        .selectFrom('forum_posts')
        .select(['title', 'bodyMarkdown', 'createdAt', 'updatedAt'])
        .where('authorId', '=', who.id)
        .execute(),
    erase: "deleted, with the others' comments and likes on them (the post is the learner's words)",
    run: async (trx, who) =>
      void (await trx.deleteFrom('forum_posts').where('authorId', '=', who.id).execute()),
  },
  journeys: { holds: 'nothing', why: 'journey content written by admins' },
  journey_versions: { holds: 'nothing', why: 'journey content written by admins' },
  journey_modules: { holds: 'nothing', why: 'journey content written by admins' },
  journey_version_modules: { holds: 'nothing', why: 'journey content written by admins' },
  journey_drafts: {
    holds: 'nothing',
    why: 'unpublished journey content; updatedBy names admins only',
  },
  journey_translations: { holds: 'nothing', why: 'translations of journey content' },
  journey_version_translations: { holds: 'nothing', why: 'translations of journey content' },
  journey_module_translations: { holds: 'nothing', why: 'translations of journey content' },
  journey_enrolments: {
    holds: 'learner',
    title: { en: 'Journeys', fr: 'Parcours' },
    export: (db, who) =>
      db
        .selectFrom('journey_enrolments')
        .innerJoin('journeys', 'journeys.id', 'journey_enrolments.journeyId')
        .select(['journeys.title', 'enrolledAt', 'completedAt'])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'kept under the anonymised id (dates only): enrolment and completion counts',
  },
  module_completions: {
    holds: 'learner',
    title: { en: 'Completed modules and reflections', fr: 'Modules terminés et réflexions' },
    export: (db, who) =>
      db
        .selectFrom('module_completions')
        .innerJoin('journey_modules', 'journey_modules.id', 'module_completions.moduleId')
        .select([
          'journey_modules.title',
          'module_completions.reflection',
          'module_completions.completedAt',
        ])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'anonymised: the completion kept for the counts, the reflection erased',
    run: async (trx, who) =>
      void (await trx
        .updateTable('module_completions')
        .set({ reflection: '' })
        .where('userId', '=', who.id)
        .execute()),
  },
  mentoring_sessions: {
    holds: 'learner',
    title: { en: 'Mentoring sessions', fr: 'Séances de mentorat' },
    export: (db, who) =>
      db
        .selectFrom('mentoring_sessions')
        .select([
          'mentorId',
          'menteeId',
          'day',
          'minutes',
          'topic',
          'status',
          'createdAt',
          'respondedAt',
        ])
        .where((eb) => eb.or([eb('mentorId', '=', who.id), eb('menteeId', '=', who.id)]))
        .execute(),
    erase: "anonymised: kept for the other person's record, the topic erased",
    run: async (trx, who) =>
      void (await trx
        .updateTable('mentoring_sessions')
        .set({ topic: '' })
        .where((eb) => eb.or([eb('mentorId', '=', who.id), eb('menteeId', '=', who.id)]))
        .execute()),
  },
  mentoring_award_weeks: {
    holds: 'learner',
    title: { en: 'Mentoring award weeks', fr: 'Semaines de mentorat récompensées' },
    export: (db, who) =>
      db
        .selectFrom('mentoring_award_weeks')
        .select(['week', 'createdAt'])
        .where((eb) => eb.or([eb('mentorId', '=', who.id), eb('menteeId', '=', who.id)]))
        .execute(),
    erase: 'kept: ids and a week, so the pair is not awarded twice',
  },
  capstone_submissions: {
    holds: 'learner',
    title: { en: 'Capstone submissions', fr: 'Projets de synthèse remis' },
    export: (db, who) =>
      db
        .selectFrom('capstone_submissions')
        .innerJoin('capstones', 'capstones.id', 'capstone_submissions.capstoneId')
        .select([
          'capstone_submissions.number',
          'capstone_submissions.text',
          'capstone_submissions.links',
          'capstone_submissions.submittedAt',
          'capstone_submissions.decision',
          'capstone_submissions.feedback',
          'capstone_submissions.reviewedAt',
        ])
        .where('capstones.userId', '=', who.id)
        .execute(),
    erase:
      "anonymised: the decision and dates kept, the learner's text and links and the reviewer's feedback erased",
    run: async (trx, who) =>
      void (await trx
        .updateTable('capstone_submissions')
        .set({ text: '', textHtml: '', links: '[]', feedback: null })
        .where(
          'capstoneId',
          'in',
          trx.selectFrom('capstones').select('id').where('userId', '=', who.id),
        )
        .execute()),
  },
  capstones: {
    holds: 'learner',
    title: { en: 'Capstone projects', fr: 'Projets de synthèse' },
    export: (db, who) =>
      db
        .selectFrom('capstones')
        .select([
          'journeyId',
          'status',
          'draftText',
          'draftLinks',
          'submittedAt',
          'reviewedAt',
          'createdAt',
        ])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'anonymised: the status kept, the working copy erased',
    run: async (trx, who) =>
      void (await trx
        .updateTable('capstones')
        .set({ draftText: '', draftLinks: '[]' })
        .where('userId', '=', who.id)
        .execute()),
  },
  cpd_entries: {
    holds: 'learner',
    title: { en: 'CPD record', fr: 'Relevé CPD' },
    export: (db, who) =>
      db
        .selectFrom('cpd_entries')
        .select([
          'type',
          'title',
          'provider',
          'startDate',
          'endDate',
          'minutes',
          'evidence',
          'verifiedBy',
          'createdAt',
          'voidedAt',
          'voidReason',
        ])
        .where('userId', '=', who.id)
        .orderBy('createdAt')
        .execute(),
    erase:
      'anonymised: minutes, type and dates kept for the totals; evidence and void reasons erased, ' +
      'and the title and provider the learner wrote (external entries)',
    run: async (trx, who) => {
      await trx
        .updateTable('cpd_entries')
        .set({ evidence: null, voidReason: null })
        .where('userId', '=', who.id)
        .execute();
      await trx
        .updateTable('cpd_entries')
        .set({ title: 'External activity', provider: '' })
        .where('userId', '=', who.id)
        .where('type', '=', 'external')
        .execute();
    },
  },
  certificates: {
    holds: 'learner',
    title: { en: 'Certificates', fr: 'Certificats' },
    export: (db, who) =>
      db
        .selectFrom('certificates')
        .select([
          'code',
          'kind',
          'xp',
          'journeyTitle',
          'holderName',
          'cpdMinutes',
          'completedAt',
          'issuedAt',
          'revokedAt',
          'revokedReason',
        ])
        .where('userId', '=', who.id)
        .execute(),
    erase:
      'by the learner\'s choice (ADR 037): kept verifiable with the name as issued, or revoked ("account deleted") with the name erased',
    run: async (trx, who) => {
      if (who.keepCertificates) return;
      await trx
        .updateTable('certificates')
        .set({
          revokedAt: who.now,
          revokedReason: 'The holder deleted their account.',
          revokedBy: null,
        })
        .where('userId', '=', who.id)
        .where('revokedAt', 'is', null)
        .execute();
      await trx
        .updateTable('certificates')
        .set({ holderName: '' })
        .where('userId', '=', who.id)
        .execute();
    },
  },
  certificate_status_entries: {
    holds: 'nothing',
    why: "a certificate's random place in the public revocation list; the certificate row holds the learner",
  },
  events: { holds: 'nothing', why: 'webinars written by admins' },
  event_translations: { holds: 'nothing', why: 'translations of webinars' },
  event_registrations: {
    holds: 'learner',
    title: { en: 'Webinar registrations', fr: 'Inscriptions aux webinaires' },
    export: (db, who) =>
      db
        .selectFrom('event_registrations')
        .innerJoin('events', 'events.id', 'event_registrations.eventId')
        .select(['events.title', 'registeredAt'])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'deleted',
    run: async (trx, who) =>
      void (await trx.deleteFrom('event_registrations').where('userId', '=', who.id).execute()),
  },
  event_attendances: {
    holds: 'learner',
    title: { en: 'Webinar attendance', fr: 'Présence aux webinaires' },
    export: (db, who) =>
      db
        .selectFrom('event_attendances')
        .innerJoin('events', 'events.id', 'event_attendances.eventId')
        .select(['events.title', 'attendedAt', 'verifiedBy'])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'kept under the anonymised id (dates only): attendance counts',
  },
  event_code_failures: {
    holds: 'learner',
    title: { en: 'Wrong attendance codes', fr: 'Codes de présence erronés' },
    export: { notExported: 'times of recent wrong codes, kept for the rate limit' },
    erase: 'deleted',
    run: async (trx, who) =>
      void (await trx.deleteFrom('event_code_failures').where('userId', '=', who.id).execute()),
  },
  organisations: {
    holds: 'nothing',
    why: "a client company's name and settings; createdBy names a platform admin only",
  },
  ssoProvider: {
    holds: 'nothing',
    why: "an organisation's sign-in provider and its email domains; userId names the admin who set it (cleared with that account)",
  },
  organisation_seat_grants: {
    holds: 'nothing',
    why: "an organisation's seats and their invoice or payment; grantedBy names a platform admin only",
  },
  organisation_members: {
    holds: 'learner',
    title: { en: 'Organisation membership', fr: 'Appartenance à une organisation' },
    export: (db, who) =>
      db
        .selectFrom('organisation_members')
        .innerJoin('organisations', 'organisations.id', 'organisation_members.organisationId')
        .select([
          'organisations.name',
          'organisation_members.role',
          'organisation_members.joinedAt',
        ])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'deleted: the seat it held is free again',
    run: async (trx, who) =>
      void (await trx.deleteFrom('organisation_members').where('userId', '=', who.id).execute()),
  },
  organisation_invitations: {
    holds: 'learner',
    title: { en: 'Organisation invitations', fr: 'Invitations à une organisation' },
    export: (db, who) =>
      db
        .selectFrom('organisation_invitations')
        .innerJoin('organisations', 'organisations.id', 'organisation_invitations.organisationId')
        .select([
          'organisations.name',
          'organisation_invitations.email',
          'organisation_invitations.role',
          'organisation_invitations.createdAt',
        ])
        .select(['organisation_invitations.acceptedAt', 'organisation_invitations.revokedAt'])
        .where((eb) =>
          eb.or([
            eb('email', '=', who.email),
            eb('invitedBy', '=', who.id),
            eb('acceptedBy', '=', who.id),
          ]),
        )
        .execute(),
    erase:
      "deleted when sent to the learner's address; the sender and user ids cleared on the others",
    run: async (trx, who) => {
      await trx.deleteFrom('organisation_invitations').where('email', '=', who.email).execute();
      await trx
        .updateTable('organisation_invitations')
        .set({ invitedBy: null })
        .where('invitedBy', '=', who.id)
        .execute();
      await trx
        .updateTable('organisation_invitations')
        .set({ acceptedBy: null })
        .where('acceptedBy', '=', who.id)
        .execute();
    },
  },
  module_check_passes: {
    holds: 'learner',
    title: { en: 'Knowledge checks passed', fr: 'Vérifications des acquis réussies' },
    export: (db, who) =>
      db
        .selectFrom('module_check_passes')
        .innerJoin('journey_modules', 'journey_modules.id', 'module_check_passes.moduleId')
        .select([
          'journey_modules.title',
          'module_check_passes.correct',
          'module_check_passes.total',
          'module_check_passes.passedAt',
        ])
        .where('userId', '=', who.id)
        .execute(),
    erase:
      'kept under the anonymised id (scores and dates only): a pass still counts toward completion figures',
  },
  review_cards: {
    holds: 'learner',
    title: { en: 'Daily review questions', fr: 'Questions de la révision quotidienne' },
    export: (db, who) =>
      db
        .selectFrom('review_cards')
        .innerJoin('journey_modules', 'journey_modules.id', 'review_cards.moduleId')
        .select([
          'journey_modules.title',
          'review_cards.questionId',
          'review_cards.repetitions',
          'review_cards.intervalDays',
          'review_cards.ease',
          'review_cards.dueDay',
          'review_cards.reviewedDay',
          'review_cards.retired',
          'review_cards.updatedAt',
        ])
        .where('userId', '=', who.id)
        .orderBy('review_cards.dueDay')
        .execute(),
    erase: "deleted: the learner's own review schedule",
    run: async (trx, who) =>
      void (await trx.deleteFrom('review_cards').where('userId', '=', who.id).execute()),
  },
  growth_assessments: {
    holds: 'learner',
    title: { en: 'Leadership self-assessments', fr: 'Auto-évaluations du leadership' },
    export: (db, who) =>
      db
        .selectFrom('growth_assessments')
        .innerJoin('journeys', 'journeys.id', 'growth_assessments.journeyId')
        .select([
          'journeys.title',
          'growth_assessments.moment',
          'growth_assessments.answers',
          'growth_assessments.takenAt',
        ])
        .where('userId', '=', who.id)
        .orderBy('takenAt')
        .execute(),
    erase: 'deleted: the learner\'s own answers',
    run: async (trx, who) =>
      void (await trx.deleteFrom('growth_assessments').where('userId', '=', who.id).execute()),
  },
  growth_rater_invites: {
    holds: 'learner',
    title: { en: '360 feedback invitations', fr: 'Invitations au feedback 360' },
    export: (db, who) =>
      db
        .selectFrom('growth_rater_invites')
        .innerJoin('journeys', 'journeys.id', 'growth_rater_invites.journeyId')
        .select([
          'journeys.title',
          'growth_rater_invites.round',
          'growth_rater_invites.raterGroup',
          'growth_rater_invites.email',
          'growth_rater_invites.status',
          'growth_rater_invites.createdAt',
          'growth_rater_invites.expiresAt',
        ])
        .where('userId', '=', who.id)
        .orderBy('growth_rater_invites.createdAt')
        .execute(),
    erase:
      "deleted: the learner's invitations; an open invitation sent to the erased address forgets it",
    run: async (trx, who) => {
      await trx.deleteFrom('growth_rater_invites').where('userId', '=', who.id).execute();
      await trx
        .updateTable('growth_rater_invites')
        .set({ email: null })
        .where('email', '=', who.email.toLowerCase())
        .execute();
    },
  },
  growth_rater_answers: {
    holds: 'learner',
    title: { en: '360 feedback received', fr: 'Feedback 360 reçu' },
    export: {
      notExported:
        "raters' answers about the learner: one by one they could name a rater; the learner sees them in My growth once a group has 3 answers",
    },
    erase: 'deleted: every answer given about the learner',
    run: async (trx, who) =>
      void (await trx.deleteFrom('growth_rater_answers').where('userId', '=', who.id).execute()),
  },
  deletion_requests: {
    holds: 'learner',
    title: { en: 'Deletion requests', fr: 'Demandes de suppression' },
    export: (db, who) =>
      db
        .selectFrom('deletion_requests')
        .select(['status', 'requestedAt', 'dueAt', 'closedAt'])
        .where('userId', '=', who.id)
        .execute(),
    erase: 'kept: the record that the erasure was asked for and done (the anonymised id and dates)',
  },
  users: {
    holds: 'learner',
    title: { en: 'Profile', fr: 'Profil' },
    export: (db, who) =>
      db
        .selectFrom('users')
        .select([
          'name',
          'email',
          'emailVerified',
          'image',
          'bio',
          'country',
          'personalityType',
          'timezone',
          'locale',
          'role',
          'membershipStatus',
          'transformationTier',
          'leaderboardHidden',
          'createdAt',
          'lastActive',
        ])
        .where('id', '=', who.id)
        .execute(),
    erase:
      'anonymised (the row stays, so the kept rows point at it): name, address, photo, bio, country, style, zone and language erased; inactive',
  },
} satisfies Record<TableName, TablePolicy>;

/** The tables in policy order. */
export const POLICY_TABLES = Object.keys(TABLE_POLICIES) as TableName[];

/** The policy of one table, widened to the union. */
export function policyOf(table: TableName): TablePolicy {
  return TABLE_POLICIES[table];
}

/** Tables only the SQLite engine has: on PostgreSQL the job queue lives in pg-boss's own schema (ADR 035). */
export const SQLITE_ONLY_TABLES: readonly TableName[] = ['jobs'];

/** The tables of the database as it is (both engines), without the migrator's own: the test compares them with the policies. */
export async function databaseTables(db: Db): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(
        db,
      )
    : await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(
        db,
      );
  return rows.map((r) => r.name).sort();
}
