import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { listenToChannel, type Listener } from './listen';

const CHANNEL = 'lv_identity';
/** How often SQLite is asked whether another process has written the file. */
const OTHER_CONNECTIONS_MS = 50;

/** A cache of signed-in users (lib/session-cache), told what changed. */
export interface IdentityCache {
  /** The user's row or sessions changed: nothing read of them before now may be used. */
  invalidate(userId: string): void;
  /** Anything may have changed (another process's commit on SQLite, a lost LISTEN connection). */
  invalidateAll(): void;
}

/**
 * Where code that changes a user's row or sessions (role, status, membership, tier, profile, a
 * session started or ended) says so: `changed(userId)`, called once the change has committed. It
 * tells this process's caches at once and, on PostgreSQL, NOTIFYs `lv_identity` (payload: the user
 * ids), which every process LISTENs to. Our services call it, Better Auth's database hooks call it
 * (plugins/auth.ts), and so must a script or test that writes those rows straight to the database.
 * On SQLite, commits by other processes on the same file are seen through its data_version.
 */
export class Identity {
  private readonly caches = new Set<IdentityCache>();
  private listener: Listener | null = null;
  private other: { probe: () => number; last: number; at: number } | null = null;

  /** `pool`: PostgreSQL's, to NOTIFY and LISTEN; null on SQLite. */
  constructor(private readonly pool: pg.Pool | null) {}

  /** Tells `cache` of every change from now on; returns the function that stops it. */
  subscribe(cache: IdentityCache): () => void {
    this.caches.add(cache);
    return () => void this.caches.delete(cache);
  }

  /** These users' rows or sessions changed; call after the transaction that changed them has committed. */
  async changed(...userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    this.tell(userIds);
    if (this.pool) await this.pool.query('select pg_notify($1, $2)', [CHANNEL, userIds.join(' ')]);
  }

  /**
   * SQLite: another process may write the same file (the admin:create CLI, a support script).
   * `probe` returns SQLite's data_version, which moves whenever another connection has committed
   * anything; any such move empties the caches. Asked by catchUp() at most every
   * OTHER_CONNECTIONS_MS (the pragma costs a few microseconds, as much as the rest of a cached
   * lookup), so such a change applies within that time rather than at the very next request.
   */
  watchOtherConnections(probe: () => number): void {
    this.other = { probe, last: probe(), at: Date.now() };
  }

  /** Called before a cache is read: hears other processes' commits on SQLite (a no-op on PostgreSQL). */
  catchUp(): void {
    const other = this.other;
    if (!other) return;
    const now = Date.now();
    if (now - other.at < OTHER_CONNECTIONS_MS) return;
    other.at = now;
    const seen = other.probe();
    if (seen === other.last) return;
    other.last = seen;
    this.tell(null);
  }

  /**
   * PostgreSQL: hear the other processes' changes. An empty payload (`NOTIFY lv_identity` by hand)
   * empties the caches, and so does every (re)connection, since notifications sent while the
   * connection was down are lost.
   */
  async listen(log: FastifyBaseLogger): Promise<void> {
    if (!this.pool) return;
    this.listener ??= await listenToChannel(this.pool, CHANNEL, (payload) => this.tell(payload ? payload.split(' ') : null), log, () => this.tell(null));
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
    this.listener = null;
  }

  /** Tells every cache: these users changed, or (null) anything may have. */
  private tell(userIds: string[] | null): void {
    for (const cache of this.caches) {
      if (userIds === null) cache.invalidateAll();
      else for (const id of userIds) cache.invalidate(id);
    }
  }
}
