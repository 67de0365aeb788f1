import { createHash } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Low data on a slow phone network (issue 18 item 5; ADR 017 "Caching rules per kind of answer"):
 *
 * - API answers: GET 200 JSON without a cache-control of its own is `private, no-cache` and carries
 *   a weak ETag of its body; a matching If-None-Match answers 304 with no body. A route's own rule
 *   stays (public config `public, max-age=60` gets an ETag too); never an ETag for an answer that
 *   sets a cookie or is `no-store` (downloads, the session read, drafts). Errors and writes are
 *   `no-store`.
 * - Text answers of 1 KB or more are compressed (brotli, else gzip) by @fastify/compress. The
 *   live-points stream writes to the raw socket (reply.hijack) so it never passes here, and the
 *   web build's files are sent precompressed (.br/.gz beside them) with content-encoding already set.
 * - The web app's files keep web-app.ts's rule (hashed /assets immutable, everything else no-cache).
 */
export const API_CACHE_CONTROL = 'private, no-cache';
export const NO_STORE = 'no-store';
/** Smaller bodies gain nothing worth a compressor's time (and fit one TCP packet anyway). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/functions/');
}

/** The ETag of a body: weak (the bytes on the wire differ by encoding), a hash of the JSON text. */
export function bodyEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this ETag (a list, `*`, weak or strong spelling). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/** The onSend rule for API answers: cache-control per kind, then ETag / 304 for private reads. */
function apiCaching(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!isApiPath(request.url)) return payload;
  const read = request.method === 'GET' || request.method === 'HEAD';
  const own = reply.getHeader('cache-control');
  if (!read || reply.statusCode !== 200) {
    // Errors and writes are never kept: a retry must reach the server.
    if (own === undefined) reply.header('cache-control', NO_STORE);
    return payload;
  }
  if (own === undefined) reply.header('cache-control', API_CACHE_CONTROL);
  else if (String(own).includes(NO_STORE)) return payload;
  if (reply.hasHeader('set-cookie')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const etag = bodyEtag(payload);
  reply.header('etag', etag);
  if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
  // A 304 has no body (RFC 9110 15.4.5); the client reuses the copy it holds.
  // null, not '': compression steps aside for no payload (it would label an empty '' as br).
  reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return null;
}

/** Registers the API caching rule and compression (one line in app.ts, before the routes). */
export async function registerLowData(app: FastifyInstance): Promise<void> {
  // Before compress's own onSend hook, so the ETag is of the JSON text and a 304 stays empty.
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, apiCaching(request, reply, payload));
  });
  await app.register(compress, {
    globalCompression: true,
    // Requests stay as sent: nothing of ours posts compressed bodies, and inflating them is work
    // (and a size to police) that nobody asked for.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // JSON, text, JS, SVG, XML; never text/event-stream (a stream must flush each event) nor images.
    customTypes: /^(?:application\/(?:[a-z.+-]*json|javascript|xml)|text\/(?!event-stream)[a-z-]+|image\/svg\+xml)(?:;|$)/,
    // Brotli at a quality that costs little CPU per request (11 is for build-time files).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
