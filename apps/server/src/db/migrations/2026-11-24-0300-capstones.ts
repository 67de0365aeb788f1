import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Capstones (`../shared/spec/decisions.md` "Journeys delivery"): one per learner and journey (a unique pair), with
 * the learner's working copy, and one row per submission (numbered 1, 2, ... within the capstone)
 * that keeps the text as sent, its sanitised HTML and the admin's decision and feedback, so a
 * resubmission never hides the history. Each journey version says how many CPD minutes an
 * accepted capstone counts for (120 unless an admin sets another figure).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('journey_versions').addColumn('capstoneCpdMinutes', 'integer', (c) => c.notNull().defaultTo(120)).execute();

  await db.schema
    .createTable('capstones')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No cascade: deleting a journey never silently deletes the capstones (and CPD minutes) it earned.
    .addColumn('journeyId', 'text', (c) => c.notNull().references('journeys.id'))
    /** 'draft' | 'submitted' | 'changes_requested' | 'accepted' (domain CAPSTONE_STATUSES). */
    .addColumn('status', 'text', (c) => c.notNull())
    /** The working copy: Markdown and a JSON list of {url, label}. */
    .addColumn('draftText', 'text', (c) => c.notNull())
    .addColumn('draftLinks', 'text', (c) => c.notNull())
    /** The latest submission's number (0 before the first) and time: the review queue's order. */
    .addColumn('latestSubmission', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submittedAt', 'bigint')
    .addColumn('reviewedAt', 'bigint')
    /** When the learner last opened their reviewed capstone (an unseen review is pointed out). */
    .addColumn('reviewSeenAt', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('capstones_user_journey_uq', ['userId', 'journeyId'])
    .execute();
  await db.schema.createIndex('capstones_status_submitted_idx').on('capstones').columns(['status', 'submittedAt']).execute();
  await db.schema.createIndex('capstones_status_reviewed_idx').on('capstones').columns(['status', 'reviewedAt']).execute();

  await db.schema
    .createTable('capstone_submissions')
    .addColumn('capstoneId', 'text', (c) => c.notNull().references('capstones.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('textHtml', 'text', (c) => c.notNull())
    .addColumn('links', 'text', (c) => c.notNull())
    .addColumn('submittedAt', 'bigint', (c) => c.notNull())
    /** Null while waiting; then 'accepted' | 'changes_requested' with the feedback (plain text). */
    .addColumn('decision', 'text')
    .addColumn('feedback', 'text')
    .addColumn('reviewerId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewedAt', 'bigint')
    .addPrimaryKeyConstraint('capstone_submissions_pk', ['capstoneId', 'number'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('capstone_submissions').execute();
  await db.schema.dropTable('capstones').execute();
  await db.schema.alterTable('journey_versions').dropColumn('capstoneCpdMinutes').execute();
}
