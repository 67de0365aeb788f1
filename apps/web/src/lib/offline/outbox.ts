import { IDEMPOTENCY_KEY_HEADER } from '@lv/domain';
import { ApiError, apiRequest, type ResponseParser } from '../api';
import type { OutboxStore, QueuedWrite, Refusal } from './outbox-store';

/*
 * The offline queue (docs/ARCHITECTURE.md "Offline"): writes the learner makes are kept on the
 * device first (IndexedDB), then sent, each with its own Idempotency-Key, so a write sent twice
 * (an answer lost on the way, two tabs, a retry) is applied once by the server.
 * - Sent on making it when online, on app start, when the network comes back, and after a
 *   backoff (2 s doubling to 5 min) following a network failure or a 5xx / 408 / 429 answer.
 * - A refusal (any other 4xx) is never dropped: the form that made the write shows it (the
 *   write is then the form's again), or, for a write sent later, the queue keeps it with the
 *   server's message until the learner dismisses it.
 * - A 401 leaves the write waiting: it goes when its learner signs in again, never as anyone else.
 * Generic: a feature gives a path, a body and a label (see submit); nothing here knows the routes.
 */

export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;
/** How many sent writes the queue's panel lists. */
const RECENT_SENT = 5;

/** The wait before attempt `attempts + 1` after `attempts` failed ones: 2 s, 4 s, 8 s ... 5 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/** A write to make: where to send it and what the learner calls it. */
export interface NewWrite<T> {
  /** The signed-in learner making it (only their session will send it). */
  userId: string;
  kind: string;
  label: string;
  method?: 'POST' | 'PUT';
  path: string;
  body: unknown;
  /** Checks the server's answer (as api.post's schema). */
  schema?: ResponseParser<T>;
}

export type SubmitOutcome<T> = { state: 'sent'; data: T } | { state: 'queued'; id: string };

export interface SentWrite {
  id: string;
  kind: string;
  label: string;
  path: string;
  sentAt: number;
}

export interface OutboxSnapshot {
  waiting: QueuedWrite[];
  refused: QueuedWrite[];
  sent: SentWrite[];
}

export interface OutboxDeps {
  store: OutboxStore;
  now?: () => number;
  isOnline?: () => boolean;
  newKey?: () => string;
  /** Runs `task` alone across this browser's tabs (Web Locks), or just runs it. */
  exclusive?: (task: () => Promise<void>) => Promise<void>;
  /** Runs `task` after `ms` (setTimeout); gives back a cancel. */
  schedule?: (task: () => void, ms: number) => () => void;
}

type Attempt = { ok: true; data: unknown } | { ok: false; retry: boolean; error: ApiError };

const isRetryable = (status: number) => status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

const EMPTY: OutboxSnapshot = { waiting: [], refused: [], sent: [] };

export class Outbox {
  private readonly store: OutboxStore;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly newKey: () => string;
  private readonly exclusive: (task: () => Promise<void>) => Promise<void>;
  private userId: string | null = null;
  private snapshot: OutboxSnapshot = EMPTY;
  private sent: SentWrite[] = [];
  /** The last write's createdAt, so writes made in one millisecond keep their order. */
  private lastCreatedAt = 0;
  private readonly listeners = new Set<() => void>();
  private readonly sentListeners = new Set<(write: SentWrite, answer: unknown) => void>();
  private readonly inFlight = new Set<string>();
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private readonly schedule: (task: () => void, ms: number) => () => void;
  private cancelTimer: (() => void) | null = null;

  constructor(deps: OutboxDeps) {
    this.store = deps.store;
    this.now = deps.now ?? Date.now;
    this.isOnline = deps.isOnline ?? (() => navigator.onLine);
    this.newKey = deps.newKey ?? (() => crypto.randomUUID());
    this.exclusive = deps.exclusive ?? ((task) => task());
    this.schedule =
      deps.schedule ??
      ((task, ms) => {
        const timer = setTimeout(task, ms);
        return () => clearTimeout(timer);
      });
  }

  /** The signed-in learner (null when signed out): only their writes are listed and sent. */
  setUser(userId: string | null): void {
    if (userId === this.userId) return;
    this.userId = userId;
    this.sent = [];
    this.snapshot = EMPTY;
    this.emit();
    void this.flush();
  }

  /**
   * Makes a write: kept on the device, then sent at once when online. Resolves 'sent' with the
   * server's answer or 'queued' (offline, or the server failed: it goes later); rejects with the
   * server's ApiError when it refuses the write (the caller shows it; the queue lets it go).
   */
  async submit<T>(write: NewWrite<T>): Promise<SubmitOutcome<T>> {
    const now = this.now();
    // The queue sends in createdAt order: two writes in one millisecond still go in the order made.
    const createdAt = Math.max(now, this.lastCreatedAt + 1);
    this.lastCreatedAt = createdAt;
    const queued: QueuedWrite = {
      id: this.newKey(),
      userId: write.userId,
      kind: write.kind,
      label: write.label,
      method: write.method ?? 'POST',
      path: write.path,
      body: write.body,
      createdAt,
      attempts: 0,
      nextAttemptAt: now,
      refused: null,
    };
    try {
      await this.store.put(queued);
    } catch (error) {
      // No IndexedDB (a private window, a full disk): send it directly, as before the queue.
      console.error('The offline queue is not available', error);
      const data = await apiRequest(queued.path, { method: queued.method, body: queued.body, headers: { [IDEMPOTENCY_KEY_HEADER]: queued.id }, ...(write.schema ? { schema: write.schema } : {}) });
      return { state: 'sent', data };
    }
    if (!this.isOnline()) {
      await this.refresh();
      return { state: 'queued', id: queued.id };
    }
    const attempt = await this.send(queued);
    // Checked after the write is safely sent: a malformed answer never sends it again.
    if (attempt.ok) return { state: 'sent', data: write.schema ? write.schema.parse(attempt.data) : (attempt.data as T) };
    if (!attempt.retry) {
      await this.store.remove(queued.id);
      await this.refresh();
      throw attempt.error;
    }
    // It failed on the way (the server was not reached): listed as waiting, and retried after its backoff.
    void this.flush();
    return { state: 'queued', id: queued.id };
  }

  /** Sends every waiting write that is due, oldest first (one drain at a time, across tabs too). */
  flush(): Promise<void> {
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.drainAgain = false;
          await this.exclusive(() => this.drain());
        } while (this.drainAgain);
      } catch (error) {
        // The store itself failed (no IndexedDB here): nothing can be waiting in it.
        console.error('The offline queue could not be read', error);
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
  }

  /** Sends every waiting write now, whatever its backoff (the network is back, or the learner asked). */
  async sendNow(): Promise<void> {
    const userId = this.userId;
    if (!userId) return;
    for (const write of await this.store.list(userId)) {
      if (!write.refused && write.nextAttemptAt > this.now()) await this.store.put({ ...write, nextAttemptAt: this.now() });
    }
    await this.flush();
  }

  /** Lets go of a refused write the learner has read. */
  async dismiss(id: string): Promise<void> {
    await this.store.remove(id);
    await this.refresh();
  }

  /** Re-reads the queue (another tab changed it, or on start). */
  async refresh(): Promise<void> {
    const userId = this.userId;
    const writes = userId ? await this.store.list(userId) : [];
    if (userId !== this.userId) return;
    this.snapshot = { waiting: writes.filter((w) => !w.refused), refused: writes.filter((w) => w.refused), sent: this.sent };
    this.emit();
  }

  getSnapshot = (): OutboxSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Calls `listener` after each write reaches the server, with the server's answer (unchecked: the
   * listener parses it), to refresh what the screens show.
   */
  onSent(listener: (write: SentWrite, answer: unknown) => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private async drain(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    const userId = this.userId;
    if (!userId) return;
    if (!this.isOnline()) return this.refresh();
    for (const write of await this.store.list(userId)) {
      if (write.refused || this.inFlight.has(write.id) || write.nextAttemptAt > this.now()) continue;
      const attempt = await this.send(write);
      // The network is down (or the session ended): the rest would fail the same way.
      if (!attempt.ok && (attempt.error.status === 0 || attempt.error.status === 401)) break;
    }
    await this.refresh();
    const next = Math.min(...this.snapshot.waiting.map((w) => w.nextAttemptAt));
    if (Number.isFinite(next)) this.cancelTimer = this.schedule(() => void this.flush(), Math.max(0, next - this.now()));
  }

  /** One attempt; keeps the write's state in the store (sent: gone; refused: kept with the refusal; failed: backoff). */
  private async send(write: QueuedWrite): Promise<Attempt> {
    this.inFlight.add(write.id);
    try {
      const data = await apiRequest(write.path, { method: write.method, body: write.body, headers: { [IDEMPOTENCY_KEY_HEADER]: write.id } });
      await this.store.remove(write.id);
      const sent: SentWrite = { id: write.id, kind: write.kind, label: write.label, path: write.path, sentAt: this.now() };
      this.sent = [sent, ...this.sent].slice(0, RECENT_SENT);
      await this.refresh();
      for (const listener of this.sentListeners) listener(sent, data);
      return { ok: true, data };
    } catch (cause) {
      // apiRequest rejects with ApiError only (status 0 when the network failed).
      // As lib/api.ts words a network failure (an API error's message, shown through the domain
      // catalogue); a network failure is retried, never kept as a refusal the learner reads.
      // eslint-disable-next-line lingui/no-unlocalized-strings
      const error = cause instanceof ApiError ? cause : new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.');
      const retry = isRetryable(error.status);
      if (retry) {
        const attempts = write.attempts + 1;
        await this.store.put({ ...write, attempts, nextAttemptAt: this.now() + retryDelayMs(attempts) });
      } else {
        const refused: Refusal = { status: error.status, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
        await this.store.put({ ...write, refused });
      }
      return { ok: false, retry, error };
    } finally {
      this.inFlight.delete(write.id);
    }
  }
}
