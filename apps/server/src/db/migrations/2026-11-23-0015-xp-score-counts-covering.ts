import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Rank-of-me sums the per-score counts above mine in my 1,000-point bucket: up to 1,000 rows where
 * scores are dense (the long tail at the bottom, about a tenth of the learners). On PostgreSQL the
 * (period, points) key alone made that a bitmap heap scan of some 240 table pages at 1M learners;
 * with the count carried in the key (INCLUDE) it is an index-only scan of a few pages, and there is
 * still a single index to keep up on awards. SQLite: unchanged (its lookups by rowid cost some
 * 30 µs on the worst bucket at 1M learners, not worth a second index written on every award).
 */
export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table xp_score_counts drop constraint xp_score_counts_pk, add constraint xp_score_counts_pk primary key (period, points) include (learners)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table xp_score_counts drop constraint xp_score_counts_pk, add constraint xp_score_counts_pk primary key (period, points)`.execute(db);
}
