import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { fromKysely, PgBoss, type Clock } from 'pg-boss';
import type { Database } from '../../db/schema';
import type { EnqueueOptions, JobDefinition, JobPayload, JobQueue } from './types';

export interface PgQueueOptions {
  connectionString: string;
  log: FastifyBaseLogger;
  /** pg-boss's clock; tests pass its TestClock. */
  clock?: Clock;
  graceMs?: number;
  pollSeconds?: number;
}

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/**
 * The PostgreSQL engine: pg-boss (ADR 035) in its own schema `pgboss`, with a small pool of its
 * own. A job is inserted through the caller's Kysely transaction (pg-boss's Kysely adapter), so it
 * commits or rolls back with the change; pg-boss's SKIP LOCKED fetch gives each run to one process.
 */
export class PgQueue implements JobQueue {
  readonly engine = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly defs = new Map<string, JobDefinition>();
  private started = false;

  constructor(private readonly opts: PgQueueOptions) {
    this.boss = new PgBoss({
      connectionString: opts.connectionString,
      max: 3,
      schema: 'pgboss',
      ...(opts.clock ? { clock: opts.clock } : {}),
    });
    this.boss.on('error', (err: unknown) => opts.log.error({ err }, 'pg-boss error'));
  }

  define<P extends JobPayload>(def: JobDefinition<P>): void {
    this.defs.set(def.name, def as unknown as JobDefinition);
  }

  async enqueue(
    trx: Kysely<Database>,
    name: string,
    payload: JobPayload,
    opts: EnqueueOptions = {},
  ): Promise<void> {
    if (!this.defs.has(name)) throw new Error(`No job named ${name} is defined`);
    await this.boss.send(name, payload, {
      db: fromKysely(trx),
      ...(opts.runAt !== undefined ? { startAfter: new Date(opts.runAt) } : {}),
    });
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const def of this.defs.values()) {
      const queue = {
        retryLimit: def.attempts - 1,
        retryDelay: seconds(def.retryBaseMs),
        retryBackoff: true,
        retryDelayMax: seconds(def.retryMaxMs),
        expireInSeconds: seconds(def.timeoutMs),
      };
      if (await this.boss.getQueue(def.name)) await this.boss.updateQueue(def.name, queue);
      else await this.boss.createQueue(def.name, queue);
      // pg-boss polls again only after its interval unless a fetch came back full, and it never
      // bursts at batchSize 1: so one worker fetches up to `concurrency` jobs, runs them side by
      // side, settles each on its own, and fetches again at once while batches come back full
      // (500 invitations leave in seconds, not at 2 jobs a second).
      await this.boss.work<JobPayload>(
        def.name,
        {
          localConcurrency: 1,
          batchSize: def.concurrency,
          burstWhenBatchFull: true,
          perJobResults: true,
          pollingIntervalSeconds: this.opts.pollSeconds ?? 2,
        },
        async (jobs) =>
          Promise.all(
            jobs.map(async (job) => {
              try {
                await def.handler(job.data, { attempt: job.retryCount + 1, signal: job.signal });
                return { id: job.id, status: 'completed' as const };
              } catch (err) {
                const message = err instanceof Error ? err.message : String(err);
                return { id: job.id, status: 'failed' as const, output: { message } };
              }
            }),
          ),
      );
    }
  }

  /**
   * pg-boss's cron (every N minutes): its schedule table has one row per name, and each minute's
   * check sends with a singleton key for that minute, so two processes send one job per slot.
   */
  async schedule(name: string, everyMinutes: number): Promise<void> {
    if (!this.defs.has(name)) throw new Error(`No job named ${name} is defined`);
    await this.boss.schedule(name, `*/${everyMinutes} * * * *`, {}, { tz: 'UTC' });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: this.opts.graceMs ?? 5_000, close: true });
  }
}
