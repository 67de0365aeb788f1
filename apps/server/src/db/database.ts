import { createHash } from 'node:crypto';
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { privateSqliteFiles } from '../lib/private-files';
import { Identity } from './identity';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The pg pool when on PostgreSQL (for LISTEN/NOTIFY); null on SQLite. */
  pool: pg.Pool | null;
  /** Where changes to users and sessions are told, for the signed-in-user cache (db/identity.ts). */
  identity: Identity;
  destroy(): Promise<void>;
}

// bigint columns hold epoch milliseconds and counters: all far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

/** Opens the configured database: SQLite (WAL, foreign keys on) or PostgreSQL. */
export function openDatabase(database: Config['database']): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // An idle client losing its connection (database restart, admin kill) must not crash the
    // process: the pool replaces it on the next query.
    pool.on('error', (err) => process.stderr.write(`PostgreSQL idle client error: ${err.message}\n`));
    pool.on('connect', preparedReads);
    const identity = new Identity(pool);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', pool, identity, destroy: async () => (await identity.stop(), await kysely.destroy()) };
  }
  // Only the server's user may read it (lib/private-files.ts); SQLite's -wal and -shm follow its mode.
  privateSqliteFiles(database.file);
  const sqlite = new Sqlite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const identity = new Identity(null);
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  identity.watchOtherConnections(() => dataVersion.get() as number);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, dialect: 'sqlite', pool: null, identity, destroy: () => kysely.destroy() };
}

/** Distinct statements that may be prepared on one connection (each holds a plan in its backend). */
const MAX_PREPARED = 300;

/**
 * PostgreSQL plans every statement it is sent unless it is a named prepared statement. Kysely sends
 * unnamed ones, and planning cost the leaderboard's short index reads more than running them. So on
 * each pooled connection a parameterised SELECT is sent as a prepared statement named by its text
 * (the first MAX_PREPARED distinct ones; after five runs PostgreSQL may keep a generic plan).
 * Writes are left unnamed: their texts vary with the number of rows.
 */
function preparedReads(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || !/^\s*select\b/i.test(text)) return query(...args);
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED) names.set(text, (name = `lv_${createHash('sha1').update(text).digest('base64url')}`));
    return name ? query({ name, text, values }) : query(text, values);
  };
}

/**
 * Kysely prepares every query anew; better-sqlite3 statements can be reused (the driver runs one
 * at a time), so keep the most recent ones by SQL text. Preparing was about a tenth of an award's CPU.
 */
function withStatementCache(sqlite: Sqlite.Database, max = 500) {
  const cache = new Map<string, Sqlite.Statement>();
  return {
    close: () => void sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql); // re-insert: Map order is recency
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
