import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

interface QueuedAward {
  work: (trx: Kysely<Database>) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (err: unknown) => void;
}

/** Most awards one SQLite commit carries. */
const GROUP_COMMIT_MAX = 200;
const groupQueues = new WeakMap<Db, { queue: QueuedAward[]; running: boolean }>();

/**
 * SQLite group commit. A commit (writing the changed pages to the WAL) costs more than an award's
 * statements, and SQLite runs one write transaction at a time anyway: awards that arrive while a
 * commit runs wait and then share one transaction. None is answered before the commit that holds
 * it. If any award of a group fails, the whole group rolls back and each of its awards runs again
 * in its own transaction, so an award stays all-or-nothing with its ledger row and only the faulty
 * one fails. (No savepoints: SQLite would journal every page change of each one to a temp file.)
 */
export function inGroupCommit<R>(db: Db, work: (trx: Kysely<Database>) => Promise<R>): Promise<R> {
  let group = groupQueues.get(db);
  if (!group) groupQueues.set(db, (group = { queue: [], running: false }));
  // Awards of different callers (each with its own `alongside` result) share the queue; each
  // item's result only ever reaches its own promise, so widening resolve to unknown is safe.
  const promise = new Promise<R>((resolve, reject) => group.queue.push({ work, resolve: resolve as (result: unknown) => void, reject }));
  if (!group.running) {
    group.running = true;
    // better-sqlite3 is synchronous, so a group run never yields to I/O by itself: started at
    // once, it would carry only this award while the requests already read off other sockets
    // wait. Started after the event loop's poll phase, it carries every award those requests brought.
    setImmediate(() => void runGroups(db, group));
  }
  return promise;
}

async function runGroups(db: Db, group: { queue: QueuedAward[]; running: boolean }): Promise<void> {
  try {
    while (group.queue.length) {
      const batch = group.queue.splice(0, GROUP_COMMIT_MAX);
      let results: unknown[] | null = null;
      try {
        results = await db.kysely.transaction().execute(async (trx) => {
          const done: unknown[] = [];
          for (const item of batch) done.push(await item.work(trx));
          return done;
        });
      } catch {
        // One at a time, each in its own transaction (below).
      }
      if (results) {
        batch.forEach((item, i) => item.resolve(results[i]));
        continue;
      }
      for (const item of batch) {
        try {
          item.resolve(await db.kysely.transaction().execute(item.work));
        } catch (err) {
          item.reject(err);
        }
      }
    }
  } finally {
    group.running = false;
  }
}
