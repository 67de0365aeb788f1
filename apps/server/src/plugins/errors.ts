import type { FastifyError, FastifyInstance } from 'fastify';
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
