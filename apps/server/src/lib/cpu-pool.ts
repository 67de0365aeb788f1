import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { CpuTaskMessage, CpuTaskName, CpuTasks } from './cpu-tasks';
import { AppError } from './errors';

/*
 * CPU-heavy work (PDFs, Open Badges signing) runs in worker threads, never on the event loop (ADR 033): piscina's pool
 * of threads that load the same TypeScript as the server (cpu-worker.mjs, cpu-tasks.ts). Each task
 * has a time limit, waiting in the queue included: past it the task is abandoned (a running thread
 * is terminated and replaced) and the caller gets 503. The queue is bounded (503 when full). The
 * threads run at a lower OS priority, so the event loop wins the CPU on a small machine.
 */

export interface CpuPoolOptions {
  /** Worker threads; one per core (at most 4) by default. */
  threads?: number | undefined;
  /** Start every thread at once and keep them (production: the first PDFs pay no start-up); else on demand. */
  warm?: boolean;
  /** Time a task may take from submission to its answer. */
  timeLimitMs: number;
  log: FastifyBaseLogger;
}

/** How long a closing pool lets running tasks finish before it terminates their threads. */
export const CLOSE_GRACE_MS = 5_000;
/** Tasks waiting per thread before new ones are refused. */
const QUEUE_PER_THREAD = 16;
/** Heap per worker thread: a runaway render fails in its thread, not the process. */
const WORKER_HEAP_MB = 256;

export const CPU_BUSY_MESSAGE =
  'The server is busy making other documents. Please try again in a minute.';
export const CPU_TIMEOUT_MESSAGE =
  'This document took too long to make and was abandoned. Please try again later.';
export const CPU_CLOSING_MESSAGE = 'The server is restarting. Please try again in a minute.';

type Result<K extends CpuTaskName> = Awaited<ReturnType<CpuTasks[K]>>;

export class CpuPool {
  readonly #pool: Piscina<CpuTaskMessage, unknown>;
  readonly #timeLimitMs: number;
  readonly #maxQueue: number;
  #closing = false;

  constructor(options: CpuPoolOptions) {
    const threads = options.threads ?? Math.min(4, availableParallelism());
    this.#timeLimitMs = options.timeLimitMs;
    this.#maxQueue = threads * QUEUE_PER_THREAD;
    this.#pool = new Piscina<CpuTaskMessage, unknown>({
      filename: new URL('./cpu-worker.mjs', import.meta.url).href,
      // Warm: every thread from the start. Else threads start at the first task and stop after a minute idle.
      minThreads: options.warm ? threads : 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      maxQueue: this.#maxQueue,
      niceIncrement: 10,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      closeTimeout: CLOSE_GRACE_MS,
    });
    // A close that outlasts its grace is reported here (piscina then terminates the threads).
    this.#pool.on('error', (err: unknown) =>
      options.log.warn({ err }, 'cpu pool: closing outlasted its grace; threads terminated'),
    );
  }

  /** Runs a task of cpu-tasks.ts in a worker thread; 503 (AppError UNAVAILABLE) when busy, too slow or closing. */
  async run<K extends CpuTaskName>(name: K, ...args: Parameters<CpuTasks[K]>): Promise<Result<K>> {
    if (this.#closing) throw new AppError('UNAVAILABLE', CPU_CLOSING_MESSAGE);
    if (this.#pool.queueSize >= this.#maxQueue) throw new AppError('UNAVAILABLE', CPU_BUSY_MESSAGE);
    const signal = AbortSignal.timeout(this.#timeLimitMs);
    try {
      const value = await this.#pool.run({ name, args } as CpuTaskMessage, { signal });
      // Bytes come back as a plain Uint8Array (structured clone): a Buffer again, as the task gave.
      return (
        value instanceof Uint8Array
          ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
          : value
      ) as Result<K>; // the task table types the answer (cpu-tasks.ts)
    } catch (err) {
      if (signal.aborted) throw new AppError('UNAVAILABLE', CPU_TIMEOUT_MESSAGE);
      if (this.#closing) throw new AppError('UNAVAILABLE', CPU_CLOSING_MESSAGE);
      throw err;
    }
  }

  /**
   * Stops taking tasks, drops the queued ones and lets running ones finish for CLOSE_GRACE_MS, then
   * terminates the threads. Their callers get 503, so in-flight requests can answer and the server close.
   */
  async close(): Promise<void> {
    this.#closing = true;
    await this.#pool.close({ force: true });
  }
}
