/*
 * Logs: one line per request (never the two of Fastify's default), readable with colours on a
 * terminal and JSON lines for log collectors (LOG_FORMAT=json, or when output is not a terminal).
 * Secrets are redacted in both.
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';

export type LogFormat = 'pretty' | 'json';

/** The format in force: the configured one, else pretty exactly when stdout is a terminal. */
export function logFormat(config: Pick<Config, 'LOG_FORMAT'>, isTerminal = process.stdout.isTTY === true): LogFormat {
  return config.LOG_FORMAT ?? (isTerminal ? 'pretty' : 'json');
}

/** A readable line: `12:04:05 INFO  GET /api/me 200 3.4 ms`, other fields after the message. */
export function prettyStream(destination?: NodeJS.WritableStream, colorize = true) {
  return pretty({
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    ignore: 'pid,hostname,reqId,method,url,statusCode,ms',
    messageFormat: (log, messageKey) => {
      const msg = String(log[messageKey] ?? '');
      return typeof log.method === 'string' ? `${log.method} ${String(log.url)} ${String(log.statusCode)} ${String(log.ms)} ms` : msg;
    },
    ...(destination ? { destination } : {}),
  });
}

/** Fastify's logger options for the config (tests pass their own stream, always JSON). */
export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const redact = {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["stripe-signature"]', 'req.headers["x-paystack-signature"]', 'res.headers["set-cookie"]', '*.password', '*.token', '*.clientSecret'],
    censor: '[redacted]',
  };
  const destination = stream ?? (logFormat(config) === 'pretty' ? prettyStream() : undefined);
  return { level: config.LOG_LEVEL, redact, ...(destination ? { stream: destination } : {}) };
}

/**
 * The paths whose next segment is a secret: Better Auth's password reset link carries its token
 * there (`/api/auth/reset-password/<token>`), and a certificate's or badge's id is what lets anyone
 * read its holder's name (verification, Open Badges, the PDF). Every other link with a token
 * (email verification, magic link, invite and join links) carries it in the query, which is never
 * logged, or in the fragment (mentoring answers), which never reaches the server.
 */
export const SECRET_PATH_PREFIXES = ['/api/auth/reset-password/', '/verify/', '/api/verify/', '/ob/certificates/', '/ob/badges/', '/api/me/certificates/'];

/** A path as the router sees it: duplicate slashes collapsed, percent-escapes decoded, any case. */
function routedForm(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  try {
    return decodeURIComponent(collapsed).toLowerCase();
  } catch {
    return collapsed.toLowerCase();
  }
}

/**
 * The path only: query strings can carry one-time tokens (sign-in links, password resets), and
 * the segment after a SECRET_PATH_PREFIXES path is replaced by `[redacted]` (a plain last step such
 * as `/pdf` stays).
 */
export function loggedPath(url: string): string {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  const routed = routedForm(path);
  const prefix = SECRET_PATH_PREFIXES.find((p) => routed.startsWith(p));
  if (prefix) {
    const tail = routed.slice(prefix.length).replace(/^[^/]*/, '');
    path = `${prefix}[redacted]${/^\/[a-z-]{1,20}$/.test(tail) ? tail : ''}`;
  }
  if (query !== -1) path += '?…';
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/** Fastify's own request log lines, reduced to one `request completed` line per request. */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The completed line says all: one line per request.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: loggedPath(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
