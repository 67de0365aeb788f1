import { sql } from 'kysely';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import {
  createTestDatabase,
  testDatabases,
  type TestDatabase,
  type TestDbKind,
} from '../../test/databases';
import { PgQueue } from './pg-queue';
import { SqliteQueue } from './sqlite-queue';
import type { JobDefinition, JobPayload, JobQueue } from './types';
import path from 'node:path';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits in real time until `check` holds (the queues poll on their own). */
async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(50);
  }
}

interface Engine {
  db: Db;
  /** A queue as one server process would have it (several may share the database). */
  queue(opts?: { clock?: TestClock; now?: () => number; graceMs?: number }): JobQueue;
}

async function engine(kind: TestDbKind, tdb: TestDatabase): Promise<Engine> {
  const database =
    kind === 'postgres'
      ? { kind, url: tdb.url! }
      : { kind, file: path.join(tdb.dataDir, 'lv.sqlite') };
  const db = openDatabase(database);
  await migrateToLatest(db);
  return {
    db,
    queue: (o = {}) =>
      kind === 'postgres'
        ? new PgQueue({
            connectionString: tdb.url!,
            log,
            pollSeconds: 0.5,
            graceMs: o.graceMs ?? 5_000,
            ...(o.clock ? { clock: o.clock } : {}),
          })
        : new SqliteQueue({
            db: openDatabase(database).kysely,
            log,
            pollMs: 50,
            graceMs: o.graceMs ?? 5_000,
            ...(o.now ? { now: o.now } : {}),
          }),
  };
}

const job = (
  name: string,
  handler: JobDefinition['handler'],
  more: Partial<JobDefinition> = {},
): JobDefinition => ({
  name,
  attempts: 3,
  retryBaseMs: 1_000,
  retryMaxMs: 60_000,
  timeoutMs: 30_000,
  concurrency: 2,
  handler,
  ...more,
});

describe.each(testDatabases())('job queue on %s', (kind) => {
  let tdb: TestDatabase;
  let e: Engine;
  const open: JobQueue[] = [];
  const start = async (q: JobQueue) => (open.push(q), await q.start(), q);

  afterEach(async () => {
    for (const q of open.splice(0)) await q.stop();
    await e?.db.destroy();
    await tdb?.drop();
  });
  const setUp = async () => {
    tdb = await createTestDatabase(kind);
    e = await engine(kind, tdb);
  };

  it(
    'with a fake clock, runs a delayed job once, at its time, and retries a failure after its backoff',
    { timeout: 60_000 },
    async () => {
      await setUp();
      const runs: Array<{ name: string; at: number }> = [];
      let failuresLeft = 1;
      let now = Date.parse('2026-12-02T12:00:00Z');
      // pg-boss's clock reaches only its own sessions; a job inserted through ours starts at the
      // database's real now(), so the test clock starts there too.
      const clock = new TestClock(Date.now());
      const q = kind === 'postgres' ? e.queue({ clock }) : e.queue({ now: () => now });
      const stamp = () => (kind === 'postgres' ? clock.now() : now);
      q.define(job('later', async () => void runs.push({ name: 'later', at: stamp() })));
      q.define(
        job(
          'flaky',
          async () => {
            runs.push({ name: 'flaky', at: stamp() });
            if (failuresLeft-- > 0) throw new Error('refused');
          },
          { retryBaseMs: 10_000 },
        ),
      );
      if (kind === 'postgres') {
        await start(q);
        await clock.setTime(Date.now()); // start() took real time
      }
      const t0 = stamp();
      await q.enqueue(e.db.kysely, 'later', { n: 1 }, { runAt: t0 + 60_000 });
      await q.enqueue(e.db.kysely, 'flaky', { n: 2 });
      const advance = async (ms: number) => {
        if (kind === 'postgres') {
          // Polls fire as the clock passes them; a run settles in real time, before time moves on.
          const settled = () =>
            until(async () => {
              const r = await sql<{
                n: number;
              }>`select count(*)::int as n from pgboss.job where state = 'active'`.execute(
                e.db.kysely,
              );
              return r.rows[0]!.n === 0;
            });
          for (let i = 0; i < ms / 500; i++) {
            await clock.tick(500);
            await settled();
          }
          await sleep(200);
          await settled();
        } else {
          now += ms;
          await (q as SqliteQueue).drain();
        }
      };
      await advance(1_000);
      expect(runs.map((r) => r.name)).toEqual(['flaky']);
      await advance(5_000);
      expect(runs.map((r) => r.name)).toEqual(['flaky']);
      await advance(16_000); // the retry's delay has passed, with pg-boss's jitter (up to twice it)
      expect(runs.map((r) => r.name)).toEqual(['flaky', 'flaky']);
      expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(10_000);
      await advance(39_000);
      expect(runs.map((r) => r.name)).toEqual(['flaky', 'flaky', 'later']);
      expect(runs[2]!.at - t0).toBeGreaterThanOrEqual(60_000);
      await advance(120_000);
      expect(runs).toHaveLength(3);
    },
  );

  it(
    'a job enqueued in a transaction that rolls back never runs',
    { timeout: 60_000 },
    async () => {
      await setUp();
      const ran: JobPayload[] = [];
      const q = e.queue();
      q.define(job('t', async (p) => void ran.push(p)));
      await start(q);
      await e.db.kysely.transaction().execute(async (trx) => q.enqueue(trx, 't', { kept: true }));
      await expect(
        e.db.kysely.transaction().execute(async (trx) => {
          await q.enqueue(trx, 't', { kept: false });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await until(() => ran.length === 1);
      await sleep(1_500);
      expect(ran).toEqual([{ kept: true }]);
    },
  );

  it(
    'a restart in the middle of a run does not run the job again',
    { timeout: 60_000 },
    async () => {
      await setUp();
      let runs = 0;
      let finished = 0;
      const slow = job('slow', async () => {
        runs++;
        await sleep(1_000);
        finished++;
      });
      const first = e.queue();
      first.define(slow);
      await start(first);
      await first.enqueue(e.db.kysely, 'slow', {});
      await until(() => runs === 1);
      await first.stop(); // SIGTERM: waits for the run in flight
      expect(finished).toBe(1);
      const second = e.queue();
      second.define(slow);
      await start(second);
      await sleep(3_000);
      expect(runs).toBe(1);
    },
  );

  it(
    'two processes on one database run each of 30 jobs exactly once',
    { timeout: 90_000 },
    async () => {
      await setUp();
      const seen = new Map<number, number>();
      const queues = [e.queue(), e.queue()];
      for (const q of queues) {
        q.define(
          job('count', async (p) => {
            await sleep(20);
            seen.set(Number(p.n), (seen.get(Number(p.n)) ?? 0) + 1);
          }),
        );
        await start(q);
      }
      for (let n = 0; n < 30; n++) await queues[n % 2]!.enqueue(e.db.kysely, 'count', { n });
      await until(() => seen.size === 30);
      await sleep(2_000);
      expect([...seen.values()].every((c) => c === 1)).toBe(true);
    },
  );
});
