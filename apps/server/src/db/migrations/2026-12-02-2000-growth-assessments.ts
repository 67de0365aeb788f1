import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Measured growth (ADR 048). `growth_assessments`: a learner's self-assessment of a journey, one
 * per moment (baseline, completion, follow-up), the answers as JSON by statement id.
 * `growth_rater_invites`: a 360 invitation, its link's token hash and expiry; the rater's address
 * is kept only while the link is open and cleared by the answer. `growth_rater_answers`: what a
 * rater answered about the learner, with the round and the rater's group but no link back to the
 * invitation, its address or a time (ADR 048: nobody can tell which rater gave which answer).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('growth_assessments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('journeyId', 'text', (c) =>
      c.notNull().references('journeys.id').onDelete('cascade'),
    )
    /** 'baseline' | 'completion' | 'follow_up' (domain ASSESSMENT_MOMENTS). */
    .addColumn('moment', 'text', (c) => c.notNull())
    /** JSON: statement id -> 1..5. */
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('takenAt', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('growth_assessments_once', ['userId', 'journeyId', 'moment'])
    .execute();

  await db.schema
    .createTable('growth_rater_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('journeyId', 'text', (c) =>
      c.notNull().references('journeys.id').onDelete('cascade'),
    )
    /** 'before' | 'after' (domain RATER_ROUNDS). */
    .addColumn('round', 'text', (c) => c.notNull())
    /** 'manager' | 'peer' | 'direct_report' | 'other' (domain RATER_GROUPS). */
    .addColumn('raterGroup', 'text', (c) => c.notNull())
    /** The rater's address while the link is open; null once answered. */
    .addColumn('email', 'text')
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    /** 'open' | 'answered'. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('growth_rater_invites_learner_idx')
    .on('growth_rater_invites')
    .columns(['userId', 'journeyId', 'round'])
    .execute();

  await db.schema
    .createTable('growth_rater_answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('journeyId', 'text', (c) =>
      c.notNull().references('journeys.id').onDelete('cascade'),
    )
    .addColumn('round', 'text', (c) => c.notNull())
    .addColumn('raterGroup', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    /** Plain text (cleaned), or null. */
    .addColumn('comment', 'text')
    .execute();
  await db.schema
    .createIndex('growth_rater_answers_learner_idx')
    .on('growth_rater_answers')
    .columns(['userId', 'journeyId', 'round'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('growth_rater_answers').execute();
  await db.schema.dropTable('growth_rater_invites').execute();
  await db.schema.dropTable('growth_assessments').execute();
}
