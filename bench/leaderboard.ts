import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leaderboardPeriodKeys } from '@lv/domain';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Db } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { leaderboard } from '../apps/server/src/modules/gamification/leaderboard-service';
import { createTestDatabase } from '../apps/server/src/test/databases';
import { percentile } from './stats';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

/**
 * Seeds LEARNERS users with XP totals in SQL (a long-tail spread over about 50,000 distinct
 * scores, a pessimistic case for rank-of-me), then times the top-50 page and a viewer's rank.
 */
async function seed(db: Db, learners: number): Promise<void> {
  const now = Date.now();
  const week = leaderboardPeriodKeys(new Date(now)).week;
  const pg = db.dialect === 'postgres';
  const seq = pg
    ? sql`select n::bigint as n from generate_series(1, ${learners}) as n`
    : sql`with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${learners}) select n from seq`;
  const created = pg ? sql`now()` : sql`${new Date(now).toISOString()}`;
  await sql`insert into users (id, name, email, "emailVerified", "createdAt", "updatedAt", role, "accountStatus", "membershipStatus")
    select 'u' || n, 'Learner ' || n, 'learner' || n || '@bench.test', ${pg ? sql`true` : sql`1`}, ${created}, ${created}, 'learner', 'active', 'free' from (${seq}) s`.execute(db.kysely);
  // points: a long tail, 0..49,999 (n * a prime, folded), so most learners sit low and few at the top.
  const points = sql`((n * 7919) % 50000) * ((n * 104729) % 50000) / 50000`;
  await sql`insert into xp_totals (period, "userId", points, visible, "updatedAt") select 'all', 'u' || n, ${points}, 1, ${now} from (${seq}) s`.execute(db.kysely);
  await sql`insert into xp_totals (period, "userId", points, visible, "updatedAt") select ${week}, "userId", points / 4, 1, ${now} from xp_totals where period = 'all'`.execute(db.kysely);
  await sql`insert into xp_score_counts (period, points, learners) select period, points, count(*) from xp_totals group by period, points`.execute(db.kysely);
  await sql`insert into xp_score_buckets (period, bucket, learners) select period, ${pg ? sql`floor(points / 1000.0)` : sql`points / 1000`}, sum(learners) from xp_score_counts group by 1, 2`.execute(db.kysely);
  // PostgreSQL: VACUUM as well, as autovacuum would have done in a running deployment (steady
  // state): it sets the visibility map, without which every index-only scan of the rank reads also
  // visits the table. SQLite has no such map: statistics only.
  await sql.raw(pg ? 'vacuum analyze' : 'analyze').execute(db.kysely);
  // And a checkpoint, so the seeding's dirty pages are not written out in the middle of the timings.
  if (pg) await sql.raw('checkpoint').execute(db.kysely);
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function measure(label: string, db: Db): Promise<void> {
  const t0 = performance.now();
  await seed(db, LEARNERS);
  const seedS = ((performance.now() - t0) / 1000).toFixed(1);
  const distinct = await db.kysely.selectFrom('xp_score_counts').select((eb) => eb.fn.countAll<number>().as('n')).where('period', '=', 'all').executeTakeFirstOrThrow();
  const top: number[] = [];
  const mine: number[] = [];
  // Untimed warm-up, as in a running server: each pooled connection has prepared its statements
  // (PostgreSQL plans a prepared statement afresh for its first five runs) and the caches are warm.
  for (let i = 0; i < 100; i++) {
    await leaderboard(db, { period: 'week', page: 1, pageSize: 50, viewerId: null });
    await leaderboard(db, { period: 'all', page: 1, pageSize: 1, viewerId: `u${1 + Math.floor(Math.random() * LEARNERS)}` });
  }
  for (let i = 0; i < SAMPLES; i++) {
    top.push(await time(() => leaderboard(db, { period: 'week', page: 1, pageSize: 50, viewerId: null })));
    // a viewer anywhere in the field, most of them far from the top
    const viewer = `u${1 + Math.floor(Math.random() * LEARNERS)}`;
    mine.push(await time(() => leaderboard(db, { period: 'all', page: 1, pageSize: 1, viewerId: viewer })));
  }
  console.log(
    `${label.padEnd(10)} ${LEARNERS.toLocaleString('en-US')} learners (seeded in ${seedS} s, ${Number(distinct.n).toLocaleString('en-US')} distinct scores): ` +
      `top-50 p50 ${percentile(top, 50).toFixed(2)} ms p95 ${percentile(top, 95).toFixed(2)} ms; ` +
      `rank-of-me + around-me p50 ${percentile(mine, 50).toFixed(2)} ms p95 ${percentile(mine, 95).toFixed(2)} ms`,
  );
}

/** Leaderboard latency at scale on SQLite and (when reachable) PostgreSQL. */
export async function runLeaderboardBench(): Promise<void> {
  // BENCH_DB=sqlite or BENCH_DB=postgres runs one of the two.
  const only = process.env.BENCH_DB;
  if (only !== 'postgres') await measureSqlite();
  if (only !== 'sqlite') await measurePostgres();
}

async function measureSqlite(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lv-bench-lb-'));
  const sqlite = openDatabase(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }).database);
  await migrateToLatest(sqlite);
  await measure('SQLite', sqlite);
  await sqlite.destroy();
  rmSync(dir, { recursive: true, force: true });
}

async function measurePostgres(): Promise<void> {
  const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  process.env.TEST_DATABASE_URL = pgUrl;
  let testDb;
  try {
    testDb = await createTestDatabase('postgres');
  } catch (err) {
    console.log(`PostgreSQL   not reachable at ${pgUrl} (${err instanceof Error ? err.message : String(err)}): skipped`);
    return;
  }
  const pgDb = openDatabase({ kind: 'postgres', url: testDb.url! });
  try {
    await migrateToLatest(pgDb);
    await measure('PostgreSQL', pgDb);
  } finally {
    await pgDb.destroy();
    await testDb.drop();
  }
}
