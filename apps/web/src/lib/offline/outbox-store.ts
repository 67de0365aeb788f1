import { openDB, type DBSchema } from 'idb';

/** A server refusal kept for the learner to read (4xx: validation, conflict, permission). */
export interface Refusal {
  status: number;
  message: string;
  fields?: Record<string, string>;
}

/** A write made on this device, waiting to reach the server (or refused by it). */
export interface QueuedWrite {
  /** The Idempotency-Key sent with every attempt (a UUID made when the write was made). */
  id: string;
  /** The learner who made it: only their session sends it. */
  userId: string;
  /** What kind of write: 'impact-entry', 'weekly-reflection', 'module-completion', ... */
  kind: string;
  /** What the learner sees in the queue ("Impact entry: Shorter stand-ups"). */
  label: string;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  createdAt: number;
  attempts: number;
  /** Not sent before this time (epoch ms): the backoff after a failed attempt. */
  nextAttemptAt: number;
  refused: Refusal | null;
}

interface OfflineDb extends DBSchema {
  outbox: { key: string; value: QueuedWrite; indexes: { byUser: string } };
}

/** Where queued writes are kept: IndexedDB in the browser, a Map in some tests. */
export interface OutboxStore {
  put(write: QueuedWrite): Promise<void>;
  remove(id: string): Promise<void>;
  /** A learner's writes, oldest first. */
  list(userId: string): Promise<QueuedWrite[]>;
}

/** The outbox in IndexedDB (database `lv-offline`, store `outbox`, keyed by the idempotency key). */
export function indexedDbOutboxStore(name = 'lv-offline'): OutboxStore {
  let opened: ReturnType<typeof openDB<OfflineDb>> | undefined;
  const db = () =>
    (opened ??= openDB<OfflineDb>(name, 1, {
      upgrade(database) {
        // IndexedDB store and index names, not text.
        // eslint-disable-next-line lingui/no-unlocalized-strings
        database.createObjectStore('outbox', { keyPath: 'id' }).createIndex('byUser', 'userId');
      },
    }));
  return {
    async put(write) {
      await (await db()).put('outbox', write);
    },
    async remove(id) {
      await (await db()).delete('outbox', id);
    },
    async list(userId) {
      // eslint-disable-next-line lingui/no-unlocalized-strings
      const writes = await (await db()).getAllFromIndex('outbox', 'byUser', userId);
      return writes.sort((a, b) => a.createdAt - b.createdAt);
    },
  };
}
