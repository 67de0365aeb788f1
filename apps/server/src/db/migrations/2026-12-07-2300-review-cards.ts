import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The daily review (ADR 040): one SM-2 card per learner, module and question missed in a
 * knowledge check (domain review-schedule.ts). `dueDay` and `reviewedDay` are calendar days
 * ('YYYY-MM-DD') in the learner's timezone; `reviewedDay` is the day of the last review answer,
 * which keeps a day's review to REVIEW_DAILY_MAX answers. `retired` is 0 or 1 (3 right in a row).
 * A module's removal drops its cards.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('review_cards')
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('moduleId', 'text', (c) =>
      c.notNull().references('journey_modules.id').onDelete('cascade'),
    )
    .addColumn('questionId', 'text', (c) => c.notNull())
    .addColumn('repetitions', 'integer', (c) => c.notNull())
    .addColumn('intervalDays', 'integer', (c) => c.notNull())
    .addColumn('ease', 'double precision', (c) => c.notNull())
    .addColumn('dueDay', 'text', (c) => c.notNull())
    .addColumn('reviewedDay', 'text')
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_cards_pk', ['userId', 'moduleId', 'questionId'])
    .execute();
  await db.schema
    .createIndex('review_cards_due_idx')
    .on('review_cards')
    .columns(['userId', 'retired', 'dueDay'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('review_cards').execute();
}
