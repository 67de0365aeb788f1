import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A job's payload: plain JSON (it is stored, and crosses processes). */
export type JobPayload = Record<string, string | number | boolean | null>;

export interface JobContext {
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  /** Aborted when the server stops and the run is abandoned. */
  signal: AbortSignal;
}

/** What a job is and how it retries; the same on every engine. */
export interface JobDefinition<P extends JobPayload = JobPayload> {
  name: string;
  /** Runs in all, the first included, before the job is failed for good. */
  attempts: number;
  /**
   * Delay before retry n: retryBaseMs × 2^(n-1), at most retryMaxMs. pg-boss adds a random part of
   * up to the same again, so failures on PostgreSQL do not all retry at once.
   */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a run may take; past it the run counts as lost (a crash) and another process may take the job. */
  timeoutMs: number;
  /** Runs at once in this process. */
  concurrency: number;
  /** Throws to retry; resolves when done. Must be safe to run again after a crash (at-least-once). */
  handler: (payload: P, ctx: JobContext) => Promise<void>;
}

export interface EnqueueOptions {
  /** Not before this time (epoch ms). */
  runAt?: number;
}

/**
 * The app's one job interface (ADR 035): a job is written in the caller's transaction, so it exists
 * exactly when the change that caused it commits, and runs in the background, never in a request.
 * SQLite: a table of ours (sqlite-queue.ts); PostgreSQL: pg-boss (pg-queue.ts).
 */
export interface JobQueue {
  readonly engine: 'sqlite' | 'pg-boss';
  /** Registers a job kind; before start(). */
  define<P extends JobPayload>(def: JobDefinition<P>): void;
  /** Adds a job inside `trx` (a Kysely transaction, or the database for a write of its own). */
  enqueue(
    trx: Kysely<Database>,
    name: string,
    payload: JobPayload,
    opts?: EnqueueOptions,
  ): Promise<void>;
  /** Starts working on the defined jobs. */
  start(): Promise<void>;
  /**
   * Runs a defined job (payload `{ slot }`, the slot's start in ms) once in every slot of
   * `everyMinutes` (a divisor of 60), whatever the number of processes. After start().
   */
  schedule(name: string, everyMinutes: number): Promise<void>;
  /** Takes no new job; waits for running ones up to the grace, then abandons them (they run again later). */
  stop(): Promise<void>;
}

/** Delay before retry `attempt` (1-based) of a definition. */
export function retryDelayMs(
  def: Pick<JobDefinition, 'retryBaseMs' | 'retryMaxMs'>,
  attempt: number,
): number {
  return Math.min(def.retryMaxMs, def.retryBaseMs * 2 ** Math.max(0, attempt - 1));
}
