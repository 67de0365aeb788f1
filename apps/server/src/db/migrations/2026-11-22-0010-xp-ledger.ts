import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The XP ledger (append-only), streak state on the points record, per-window totals for the
 * leaderboards and counts of learners per score and per 1,000-point bucket (so rank-of-me is a
 * sum over a few hundred rows, not a count over every learner above me).
 */
export async function up(db: AnyDb): Promise<void> {
  const real = isPostgres(db) ? 'double precision' : 'real';
  await db.schema.alterTable('users').addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC')).execute();
  await db.schema.alterTable('users').addColumn('leaderboardHidden', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('user_points').addColumn('streakDays', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('user_points').addColumn('streakLastDay', 'text').execute();

  await db.schema
    .createTable('xp_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('basePoints', 'integer', (c) => c.notNull())
    .addColumn('multiplier', sql.raw(real), (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('sourceId', 'text')
    .addColumn('idempotencyKey', 'text', (c) => c.notNull().unique())
    .addColumn('actorId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('localDay', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('xp_ledger_user_idx').on('xp_ledger').columns(['userId', 'createdAt']).execute();

  await db.schema
    .createTable('xp_totals')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('xp_totals_pk', ['period', 'userId'])
    .execute();
  await sql`create index xp_totals_rank_idx on xp_totals (period, visible, points desc, "userId")`.execute(db);

  await db.schema
    .createTable('xp_score_counts')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('learners', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('xp_score_counts_pk', ['period', 'points'])
    .execute();
  // The same counts per 1,000-point bucket: rank-of-me sums at most a few hundred rows.
  await db.schema
    .createTable('xp_score_buckets')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('bucket', 'bigint', (c) => c.notNull())
    .addColumn('learners', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('xp_score_buckets_pk', ['period', 'bucket'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of ['xp_score_buckets', 'xp_score_counts', 'xp_totals', 'xp_ledger']) await db.schema.dropTable(t).execute();
  await db.schema.alterTable('user_points').dropColumn('streakLastDay').execute();
  await db.schema.alterTable('user_points').dropColumn('streakDays').execute();
  await db.schema.alterTable('users').dropColumn('leaderboardHidden').execute();
  await db.schema.alterTable('users').dropColumn('timezone').execute();
}
