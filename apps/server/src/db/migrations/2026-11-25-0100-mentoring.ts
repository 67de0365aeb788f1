import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Peer mentoring (`../shared/spec/decisions.md` "Journeys delivery"): one row per logged session (the colleague's
 * emailed token stored as a SHA-256 hash; single use because any answer ends the pending status;
 * the mentor's request key makes a replayed log one row), and one row per mentor, mentee and ISO
 * week whose Peer Mentoring award was earned: its primary key is what keeps that award to once a
 * week, also when two sessions of the pair are confirmed at the same moment.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('mentoring_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mentorId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('menteeId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addColumn('requestKey', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('respondedAt', 'bigint')
    // NULL request keys never collide (both engines), so sessions logged without one are unaffected.
    .addUniqueConstraint('mentoring_sessions_request_key_uq', ['mentorId', 'requestKey'])
    .execute();
  await db.schema.createIndex('mentoring_sessions_mentee_idx').on('mentoring_sessions').columns(['menteeId', 'status', 'createdAt']).execute();
  await db.schema.createIndex('mentoring_sessions_mentor_idx').on('mentoring_sessions').columns(['mentorId', 'createdAt']).execute();

  await db.schema
    .createTable('mentoring_award_weeks')
    .addColumn('mentorId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('menteeId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('sessionId', 'text', (c) => c.notNull().unique().references('mentoring_sessions.id').onDelete('cascade'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mentoring_award_weeks_pk', ['mentorId', 'menteeId', 'week'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['mentoring_award_weeks', 'mentoring_sessions']) await db.schema.dropTable(table).execute();
}
