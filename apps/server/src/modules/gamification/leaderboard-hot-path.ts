import type { IncomingMessage, ServerResponse } from 'node:http';
import { LeaderboardQuerySchema, type LeaderboardQuery } from '@lv/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { peekLeaderboardBody } from './service';

export interface HotPathOptions {
  db: Db;
  /** The signed-in user of a Cookie header when the session cache already knows it (no I/O), else null. */
  cachedUser(cookieHeader: string | undefined, now: number): UserRow | null;
  /** Headers every response carries (the security headers). */
  headers: Record<string, string>;
  log: FastifyBaseLogger;
  /** True once the server is closing: Fastify then answers 503, so the hot path steps aside. */
  closing(): boolean;
}

const PATH = '/api/leaderboard';
// Only plain query strings (no percent-encoding, no '+'), so reading them cannot differ from Fastify's parser.
const PLAIN_QUERY = /^[A-Za-z0-9=&]*$/;
const QUERY_MEMO_MAX = 256;
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

/**
 * Answers `GET /api/leaderboard` straight from Node's HTTP server when everything it needs is
 * already in memory: the viewer is a signed-in active learner in the session cache, and their
 * answer is in the leaderboard cache. Returns false, touching nothing, whenever anything else is
 * needed (a database read, a 401/403/400, a village board, any other request): Fastify serves
 * those, through the route in routes.ts, which fills the caches this reads.
 *
 * Why: the leaderboard is the product's most read page, and a cache hit through Fastify's request
 * pipeline (routing, hooks, validation, reply serialisation) cost about twice a bare route's CPU
 * (ADR 006). The answer is the same bytes and headers the route sends; a test checks that
 * both paths answer alike, over a real socket (leaderboard-hot-path.test.ts).
 */
export function leaderboardHotPath(
  opts: HotPathOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const fixedHeaders = Object.entries({
    ...opts.headers,
    'content-type': 'application/json; charset=utf-8',
  }).flat();
  // Query string → the validated query, or null when Fastify must answer it (invalid, or a village board).
  const queries = new Map<string, LeaderboardQuery | null>();
  const queryOf = (search: string): LeaderboardQuery | null => {
    let q = queries.get(search);
    if (q !== undefined) return q;
    q = null;
    if (PLAIN_QUERY.test(search)) {
      const params = new URLSearchParams(search);
      const fields = Object.fromEntries(params);
      // A repeated key is an array to Fastify (and a 400): not ours to answer.
      const parsed =
        Object.keys(fields).length === [...params.keys()].length
          ? LeaderboardQuerySchema.safeParse(fields)
          : null;
      if (parsed?.success && parsed.data.scope === 'everyone') q = parsed.data;
    }
    if (queries.size < QUERY_MEMO_MAX) queries.set(search, q);
    return q;
  };
  let served = 0;

  return (req, res) => {
    if (req.method !== 'GET' || !req.url?.startsWith(PATH)) return false;
    const url = req.url;
    if (url.length !== PATH.length && url.charCodeAt(PATH.length) !== 63 /* ? */) return false;
    if (opts.closing()) return false;
    const q = queryOf(url.slice(PATH.length + 1));
    if (!q) return false;
    const now = Date.now();
    const user = opts.cachedUser(req.headers.cookie, now);
    if (!user || user.accountStatus !== 'active') return false;
    const body = peekLeaderboardBody(
      opts.db,
      { period: q.period, page: q.page, pageSize: q.pageSize, viewerId: user.id },
      now,
    );
    if (!body) return false;

    res.writeHead(200, [...fixedHeaders, 'content-length', String(body.length)]);
    res.end(body);
    if (LOGS_REQUESTS.has(opts.log.level)) {
      served += 1;
      // The line Fastify writes when a request completes, so the logs still show every request.
      opts.log.info(
        {
          reqId: `hot-${served}`,
          // Shaped for Fastify's req serializer, without the headers: no cookie can reach the log.
          req: { method: req.method, url, host: req.headers.host, ip: req.socket.remoteAddress, socket: req.socket },
          res: { statusCode: 200 },
          responseTime: Date.now() - now,
        },
        'request completed',
      );
    }
    return true;
  };
}
