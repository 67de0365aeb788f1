import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeForHttpStatus, type ApiErrorBody } from '@lv/domain';
import { AppError } from '../lib/errors';

/** The one error body of the JSON API (domain `ApiErrorBodySchema`). */
export type ErrorBody = ApiErrorBody;

/** One error handler: validation → 400 with per-field messages; AppError → its status; the rest → 500 with no detail. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const body: ErrorBody = { error: { code: 'invalid-argument', message: 'Please check the highlighted fields.', fields } };
      return reply.status(400).send(body);
    }
    if (err instanceof AppError) {
      const body: ErrorBody = { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
      return reply.status(err.statusCode).send(body);
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } } satisfies ErrorBody);
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit): safe to say.
    const code = status === 413 || status === 415 ? 'invalid-argument' : errorCodeForHttpStatus(status);
    return reply.status(status).send({ error: { code, message: err.message } } satisfies ErrorBody);
  });
}

/** Our error body for Fastify's answers made before any route or hook ran: a fixed sentence, never the URL. */
const urlError = (status: 400 | 414): ErrorBody => ({
  error: { code: 'invalid-argument', message: status === 414 ? 'That address is too long.' : 'That address is not valid.' },
});

/**
 * Fastify's own answers to a malformed URL (bad percent-encoding: 400) or a too long path part
 * (414), which it makes before the onRequest hooks: they get the security headers and our error
 * body, where Fastify's default echoes the URL back (issue 36).
 */
export function frameworkErrors(headers: Record<string, string>): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const handler = (error: FastifyError, _request: unknown, reply: FastifyReply) => {
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    if (error.code !== 'FST_ERR_BAD_URL' && status !== 414) {
      // The only other one is an async route constraint failing; we declare none.
      reply.log.error({ err: error }, 'framework error');
      return reply
        .headers(headers)
        .code(500)
        .send({
          error: {
            code: 'internal',
            message: 'Something went wrong on our side. Please try again.',
          },
        } satisfies ErrorBody);
    }
    return reply.headers(headers).code(status).send(urlError(status));
  };
  // Fastify types the option as generic over the route's schema; this one answers before any route.
  return handler as unknown as NonNullable<FastifyServerOptions['frameworkErrors']>;
}

type ClientError = [status: number, label: string, code: ErrorBody['error']['code'], message: string];
const CLIENT_ERRORS: Record<string, ClientError> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'deadline-exceeded', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'invalid-argument', 'The request’s address or headers are too large.'],
};
const MALFORMED: ClientError = [400, 'Bad Request', 'invalid-argument', 'The request is malformed.'];

/**
 * Node's answer to a request it cannot parse (headers or request line too large, malformed
 * HTTP), written on the socket before Fastify sees a request: with the security headers and our
 * error body, and nothing of the request in it.
 */
export function clientErrorHandler(headers: Record<string, string>): (error: Error & { code?: string }, socket: Socket) => void {
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, label, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify({ error: { code, message } } satisfies ErrorBody);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${label}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${extra}\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
