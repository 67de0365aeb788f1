import type { FastifyBaseLogger } from 'fastify';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import { listenToChannel, type Listener } from './listen';

const CHANNEL = 'lv_identity';
/** How often SQLite is asked whether another process has written the file. */
const OTHER_CONNECTIONS_MS = 50;
const NOTIFY = CompiledQuery.raw(`select pg_notify('${CHANNEL}', '')`);

/**
 * A write that can change who a session belongs to or what that user may do: an update or delete
 * of a user or session row. New rows change nothing a cache could hold; an update that only moves
 * the lastActive heartbeat changes no permission, and would otherwise empty the cache every few seconds.
 */
const IDENTITY_WRITE = /^\s*(update|delete\s+from)\s+"?(users|session)"?\s/i;
const HEARTBEAT_ONLY = /^\s*update\s+"?users"?\s+set\s+"lastActive"\s*=\s*(\?|\$1)\s+where\s+"id"\s*=\s*(\?|\$2)\s*$/i;

/**
 * Counts committed changes to users and sessions, so a cache of who is signed in (lib/session-cache)
 * can tell an entry read before a change from one read after. The counter moves after a change
 * commits: a statement outside a transaction once it has run, a transaction's writes once COMMIT
 * has returned. On PostgreSQL the change is also NOTIFYed (atomically with the commit) and every
 * process LISTENs, so a role change or a sign-out in one server process reaches the others' caches.
 * On SQLite, commits by other processes on the same file are seen through its data_version.
 */
export class IdentityChanges {
  private count = 0;
  private listener: Listener | null = null;
  private readonly isWrite = new Map<string, boolean>();
  private external: { probe: () => number; last: number; at: number } | null = null;

  /** Changes counted so far; compare a value taken before a read with one taken at use. */
  version(): number {
    const external = this.external;
    if (external) {
      const now = Date.now();
      if (now - external.at >= OTHER_CONNECTIONS_MS) {
        external.at = now;
        const seen = external.probe();
        if (seen !== external.last) {
          external.last = seen;
          this.count += 1;
        }
      }
    }
    return this.count;
  }

  /**
   * SQLite: another process may write the same file (the admin:create CLI, a support script).
   * `probe` returns SQLite's data_version, which moves whenever another connection has committed
   * anything; any such move counts as a change. Asked at most every OTHER_CONNECTIONS_MS (the pragma
   * costs a few microseconds, as much as the rest of a cached lookup), so such a change applies
   * within that time rather than at the very next request.
   */
  watchOtherConnections(probe: () => number): void {
    this.external = { probe, last: probe(), at: Date.now() };
  }

  bump(): void {
    this.count += 1;
  }

  /** Whether a statement is an identity write (memoised by SQL text: statements repeat). */
  touchesIdentity(sql: string): boolean {
    // Most statements are reads and inserts: the first letter settles them without hashing the text.
    let i = 0;
    while (sql.charCodeAt(i) <= 32) i += 1;
    const first = sql.charCodeAt(i) | 0x20;
    if (first !== 0x75 /* u */ && first !== 0x64 /* d */) return false;
    let known = this.isWrite.get(sql);
    if (known === undefined) {
      known = IDENTITY_WRITE.test(sql) && !HEARTBEAT_ONLY.test(sql);
      if (this.isWrite.size > 2000) this.isWrite.clear();
      this.isWrite.set(sql, known);
    }
    return known;
  }

  /** PostgreSQL: hear the other processes' changes. */
  async listen(pool: pg.Pool, log: FastifyBaseLogger): Promise<void> {
    this.listener ??= await listenToChannel(pool, CHANNEL, () => this.bump(), log);
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
    this.listener = null;
  }

  /** Wraps a Kysely dialect so every statement on its connections is watched. */
  watch(dialect: Dialect, notify: boolean): Dialect {
    return {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: () => new WatchingDriver(dialect.createDriver(), this, notify),
    };
  }
}

/** A driver that hands out connections which report identity writes to IdentityChanges. */
class WatchingDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, WatchedConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly changes: IdentityChanges,
    private readonly notify: boolean,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let w = this.wrapped.get(connection);
    if (!w) {
      w = new WatchedConnection(connection, this.changes, this.notify);
      this.wrapped.set(connection, w);
    }
    return w;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const w = connection as WatchedConnection;
    await this.inner.beginTransaction(w.inner, settings);
    w.inTransaction = true;
    w.dirty = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const w = connection as WatchedConnection;
    try {
      if (w.dirty && this.notify) await w.inner.executeQuery(NOTIFY);
      await this.inner.commitTransaction(w.inner);
    } finally {
      // Bumped even when COMMIT fails: an extra bump only costs a cache miss.
      if (w.dirty) this.changes.bump();
      w.inTransaction = false;
      w.dirty = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const w = connection as WatchedConnection;
    try {
      await this.inner.rollbackTransaction(w.inner);
    } finally {
      w.inTransaction = false;
      w.dirty = false;
    }
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.((connection as WatchedConnection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.((connection as WatchedConnection).inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.((connection as WatchedConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  dirty = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly changes: IdentityChanges,
    private readonly notify: boolean,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.changes.touchesIdentity(query.sql)) return this.inner.executeQuery<R>(query);
    if (this.inTransaction) {
      this.dirty = true;
      return this.inner.executeQuery<R>(query);
    }
    try {
      const result = await this.inner.executeQuery<R>(query);
      if (this.notify) await this.inner.executeQuery(NOTIFY);
      return result;
    } finally {
      this.changes.bump();
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}
