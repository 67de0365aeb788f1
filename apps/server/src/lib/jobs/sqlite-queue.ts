import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, JobsTable } from '../../db/schema';
import {
  retryDelayMs,
  type EnqueueOptions,
  type JobDefinition,
  type JobPayload,
  type JobQueue,
} from './types';

export interface SqliteQueueOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** The time source; tests pass a fake one and call drain() instead of start(). */
  now?: () => number;
  pollMs?: number;
  /** How long stop() waits for running jobs before abandoning them. */
  graceMs?: number;
}

/** Finished jobs are kept this long (an operator can see what ran), then deleted. */
const KEEP_DONE_MS = 24 * 60 * 60 * 1000;

type Claimed = { id: string; name: string; payload: string; attempts: number };

/**
 * The SQLite engine: a `jobs` table and a poller (no maintained queue library runs on SQLite
 * without a second driver; ADR 035). A claim is one UPDATE … RETURNING, and SQLite runs one write
 * at a time, so of several processes on the file exactly one gets each run. A claim holds the job
 * for its timeout; a process that crashed mid-run loses its claim then and the job runs again.
 * Every later write names the attempt it claimed, so a run that was taken over changes nothing.
 */
export class SqliteQueue implements JobQueue {
  readonly engine = 'sqlite' as const;
  private readonly defs = new Map<string, JobDefinition>();
  private readonly running = new Map<string, { done: Promise<void>; abort: AbortController }>();
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  /** Polling on its own (start() was called). */
  private polling_ = false;
  private closing = false;
  private lastCleanup = 0;
  /** Recurring jobs: name → slot length (ms). */
  private readonly recurring = new Map<string, number>();

  constructor(private readonly opts: SqliteQueueOptions) {
    this.now = opts.now ?? Date.now;
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
    const def = this.defs.get(name);
    if (!def) throw new Error(`No job named ${name} is defined`);
    const now = this.now();
    await trx
      .insertInto('jobs')
      .values({
        id: randomUUID(),
        name,
        payload: JSON.stringify(payload),
        state: 'queued',
        runAt: opts.runAt ?? now,
        attempts: 0,
        maxAttempts: def.attempts,
        lockedUntil: null,
        lastError: null,
        createdAt: now,
        finishedAt: null,
      })
      .execute();
    // The caller's transaction commits after this returns: look again shortly, not now.
    if (this.polling_) setTimeout(() => this.poll(), 5).unref();
  }

  async start(): Promise<void> {
    this.polling_ = true;
    const tick = () => {
      this.poll();
      this.timer = setTimeout(tick, this.opts.pollMs ?? 500);
      this.timer.unref();
    };
    tick();
  }

  /**
   * A recurring job is a row per slot whose id names the slot (`every:<name>:<slot ms>`), written
   * with INSERT OR IGNORE: however many processes write it, a slot has one row, so it runs once.
   * Each run writes the next slot's row when it is claimed.
   */
  async schedule(name: string, everyMinutes: number): Promise<void> {
    if (!this.defs.has(name)) throw new Error(`No job named ${name} is defined`);
    const everyMs = everyMinutes * 60_000;
    this.recurring.set(name, everyMs);
    await this.addSlot(name, Math.floor(this.now() / everyMs) * everyMs);
  }

  private async addSlot(name: string, slot: number): Promise<void> {
    const def = this.defs.get(name)!;
    await this.opts.db
      .insertInto('jobs')
      .values({
        id: `every:${name}:${slot}`,
        name,
        payload: JSON.stringify({ slot }),
        state: 'queued',
        runAt: slot,
        attempts: 0,
        maxAttempts: def.attempts,
        lockedUntil: null,
        lastError: null,
        createdAt: this.now(),
        finishedAt: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  private poll(): void {
    if (!this.polling_ || this.closing || this.polling) return;
    this.polling = this.claimAndRun()
      .catch((err: unknown) => this.opts.log.error({ err }, 'job queue poll failed'))
      .then(() => undefined)
      .finally(() => (this.polling = null));
  }

  /** Claims what is due and free slots allow, and starts it (without waiting for it). */
  private async claimAndRun(): Promise<number> {
    let started = 0;
    for (const def of this.defs.values()) {
      const busy = [...this.running.keys()].filter((k) => k.startsWith(`${def.name} `)).length;
      for (let slot = busy; slot < def.concurrency && !this.closing; slot++) {
        const job = await this.claim(def);
        if (!job) break;
        started++;
        this.launch(def, job);
      }
    }
    const now = this.now();
    if (now - this.lastCleanup > 60_000) {
      this.lastCleanup = now;
      await this.opts.db
        .deleteFrom('jobs')
        .where('state', '=', 'done')
        .where('finishedAt', '<', now - KEEP_DONE_MS)
        .execute();
    }
    return started;
  }

  private async claim(def: JobDefinition): Promise<Claimed | undefined> {
    const job = await this.claimOne(def);
    const everyMs = this.recurring.get(def.name);
    if (job && everyMs !== undefined && job.attempts === 1) {
      const next = (Math.floor(this.now() / everyMs) + 1) * everyMs;
      await this.addSlot(def.name, next);
    }
    return job;
  }

  private async claimOne(def: JobDefinition): Promise<Claimed | undefined> {
    const now = this.now();
    const due = this.opts.db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', def.name)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('runAt', '<=', now)]),
          eb.and([eb('state', '=', 'active'), eb('lockedUntil', '<=', now)]),
        ]),
      )
      .orderBy('runAt')
      .limit(1);
    return this.opts.db
      .updateTable('jobs')
      .set({
        state: 'active',
        attempts: sql<number>`attempts + 1`,
        lockedUntil: now + def.timeoutMs,
      })
      .where('id', '=', due)
      .returning(['id', 'name', 'payload', 'attempts'])
      .executeTakeFirst();
  }

  private launch(def: JobDefinition, job: Claimed): void {
    const abort = new AbortController();
    const key = `${def.name} ${job.id}`;
    const done = this.runOne(def, job, abort.signal).finally(() => {
      this.running.delete(key);
      this.poll();
    });
    this.running.set(key, { done, abort });
  }

  private async runOne(def: JobDefinition, job: Claimed, signal: AbortSignal): Promise<void> {
    // Only while this attempt still holds the job (it was not taken over after its timeout).
    const mine = (set: Updateable<JobsTable>) =>
      this.opts.db
        .updateTable('jobs')
        .set(set)
        .where('id', '=', job.id)
        .where('attempts', '=', job.attempts)
        .where('state', '=', 'active');
    let error: string | null = null;
    try {
      await def.handler(JSON.parse(job.payload) as JobPayload, { attempt: job.attempts, signal });
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    }
    if (signal.aborted) return; // abandoned at stop(): released there
    const now = this.now();
    if (error === null) {
      await mine({ state: 'done', finishedAt: now, lockedUntil: null }).execute();
      return;
    }
    const giveUp = job.attempts >= def.attempts;
    await mine(
      giveUp
        ? { state: 'failed', finishedAt: now, lockedUntil: null, lastError: error }
        : {
            state: 'queued',
            runAt: now + retryDelayMs(def, job.attempts),
            lockedUntil: null,
            lastError: error,
          },
    ).execute();
    this.opts.log.warn(
      { job: def.name, id: job.id, attempt: job.attempts, giveUp, error },
      'job failed',
    );
  }

  /** Runs every due job until none is left, waiting for each (tests with a fake clock). */
  async drain(): Promise<void> {
    for (;;) {
      const started = await this.claimAndRun();
      await Promise.all([...this.running.values()].map((r) => r.done));
      if (started === 0) return;
    }
  }

  async stop(): Promise<void> {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    await this.polling;
    const runs = [...this.running.entries()];
    const grace = new Promise<'late'>((resolve) =>
      setTimeout(() => resolve('late'), this.opts.graceMs ?? 5_000).unref(),
    );
    if ((await Promise.race([Promise.all(runs.map(([, r]) => r.done)), grace])) !== 'late') return;
    // Abandoned: give each job back at once, so the next start runs it again.
    for (const [key, run] of this.running) {
      run.abort.abort();
      const id = key.slice(key.indexOf(' ') + 1);
      await this.opts.db
        .updateTable('jobs')
        .set({ state: 'queued', lockedUntil: null, runAt: this.now() })
        .where('id', '=', id)
        .where('state', '=', 'active')
        .execute();
      this.opts.log.warn({ job: key }, 'job abandoned at shutdown; it will run again');
    }
  }
}
