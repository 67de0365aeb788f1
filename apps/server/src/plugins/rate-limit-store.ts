import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Counters older than this are deleted now and then (our longest window is 10 minutes). */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** One increment in this many also deletes old counters. */
const PRUNE_EVERY = 200;

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's counters kept in the database (`request_limits`), so every server process
 * on one database shares each route's count: two processes behind a load balancer do not give a
 * client twice the limit. One upsert per counted request decides the count atomically on both
 * engines (a fixed window per route and client key, like the plugin's own in-memory store).
 */
export function databaseRateLimitStore(kysely: Kysely<Database>): FastifyRateLimitStoreCtor {
  let calls = 0;
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(_globalOptions?: unknown, scope = 'global') {
      this.scope = scope;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const prune = ++calls % PRUNE_EVERY === 0;
      countRequest(kysely, `${this.scope} ${key}`, timeWindow, Date.now(), prune).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin passes its merged limit options with the route as `routeInfo`
      // (@fastify/rate-limit 11, index.js onRoute), not the route options its types declare.
      const info = (routeOptions as unknown as RouteInfo).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      return new DatabaseRateLimitStore(undefined, `${method} ${info.url ?? ''}`.trim());
    }
  }
  return DatabaseRateLimitStore;
}

/** Counts one request in the key's current window (a new window once the last one has passed). */
export async function countRequest(kysely: Kysely<Database>, key: string, windowMs: number, now: number, prune = false): Promise<{ current: number; ttl: number }> {
  const start = sql.ref('request_limits.windowStart');
  const expired = sql<boolean>`${start} + ${windowMs} <= ${now}`;
  const row = await kysely
    .insertInto('request_limits')
    .values({ key, windowStart: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else ${sql.ref('request_limits.count')} + 1 end`,
        windowStart: sql<number>`case when ${expired} then ${now} else ${start} end`,
      }),
    )
    .returning(['count', 'windowStart'])
    .executeTakeFirstOrThrow();
  if (prune) await kysely.deleteFrom('request_limits').where('windowStart', '<', now - KEEP_MS).execute();
  return { current: Number(row.count), ttl: Math.max(0, Number(row.windowStart) + windowMs - now) };
}
