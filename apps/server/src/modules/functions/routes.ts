import {
  BAD_REQUEST_BODY,
  INTERNAL_ERROR_BODY,
  callableErrorBody,
  httpStatusForCanonicalStatus,
  parseCallableRequest,
} from '@lv/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { AppError, errors } from '../../lib/errors';
import { requestOrigin, toHeaders } from '../../lib/http';
import { findUserById } from '../me/repository';
import type { CallableFunction } from './registry';

const NOT_JSON = Symbol('not-json');

/** Reads the body of a callable request; anything unparsable becomes NOT_JSON (answered 400 later). */
function parseJsonBody(_request: FastifyRequest, body: Buffer, done: (err: null, value: unknown) => void): void {
  try {
    done(null, JSON.parse(body.toString('utf8')) as unknown);
  } catch {
    done(null, NOT_JSON);
  }
}

/** Only `application/json` (with any parameters, e.g. `; charset=utf-8`) is a callable request. */
function isJsonContentType(value: string | undefined): boolean {
  return (value ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function sendError(reply: FastifyReply, err: AppError): FastifyReply {
  return reply.status(httpStatusForCanonicalStatus(err.status)).send(callableErrorBody(err.status, err.message, err.fields));
}

/**
 * The callable-function endpoint `/functions/{name}`, wire-compatible with the Firebase callable
 * protocol (callable-protocol.md). Its own body parsers and error handler live in this plugin's
 * scope, so every answer, even for a broken body, has the protocol's `{error: {status, message}}`.
 */
export function callableFunctionsPlugin(functions: readonly CallableFunction[]) {
  const byName = new Map(functions.map((f) => [f.name, f]));
  return async function callableFunctions(app: FastifyInstance): Promise<void> {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJsonBody);
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, NOT_JSON));

    app.setErrorHandler((err: Error, request, reply) => {
      const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
      if (err instanceof AppError) return sendError(reply, err);
      if (status === 429) return sendError(reply, new AppError('RESOURCE_EXHAUSTED', 'Too many calls from this address. Wait a minute, then try again.'));
      // Fastify's own body errors (too large, bad encoding) are a bad request, like any broken body.
      if (status >= 400 && status < 500) return reply.status(400).send(BAD_REQUEST_BODY);
      request.log.error({ err }, 'callable function failed');
      return reply.status(500).send(INTERNAL_ERROR_BODY);
    });

    const trusted = new Set(app.config.trustedOrigins);

    /** The caller: a Bearer token if one is sent (invalid → 401), else the session cookie from our own origin. */
    async function identify(request: FastifyRequest): Promise<UserRow | null> {
      const authorization = request.headers.authorization;
      let headers: Headers;
      if (authorization !== undefined) {
        if (!/^bearer\s+\S+$/i.test(authorization.trim())) throw errors.unauthenticated();
        headers = new Headers({ authorization: authorization.trim() });
      } else if (request.headers.cookie) {
        // Cookie calls are the browser's ambient credential: refuse them from another site (CSRF).
        const origin = requestOrigin(request.headers);
        if (!origin || !trusted.has(origin)) throw errors.badOrigin();
        headers = toHeaders({ cookie: request.headers.cookie });
      } else {
        return null;
      }
      const session = await app.auth.api.getSession({ headers });
      if (!session) {
        if (authorization !== undefined) throw errors.unauthenticated();
        return null;
      }
      return (await findUserById(app.db.kysely, session.user.id)) ?? null;
    }

    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/functions/:name',
      // Visitor: the protocol checks the body first, then identifies the caller (Bearer or cookie,
      // with its own Origin check) and each function says whether it needs a signed-in caller.
      // Counted per client address in the database (every process shares it), before the body.
      config: { access: 'visitor', checksOriginItself: true, rateLimit: { max: app.config.FUNCTIONS_RATE_LIMIT, timeWindow: 60_000 } },
      async handler(request, reply) {
        // The body is checked before anything else (protocol): exactly `{data}`, as JSON, by POST.
        const parsed =
          request.method === 'POST' && isJsonContentType(request.headers['content-type']) && request.body !== NOT_JSON
            ? parseCallableRequest(request.body)
            : null;
        if (!parsed || !parsed.ok) return reply.status(400).send(BAD_REQUEST_BODY);

        const { name } = request.params as { name: string };
        const fn = byName.get(name);
        if (!fn) throw new AppError('NOT_FOUND', `No function named ${name}.`);
        const user = await identify(request);
        if (fn.requiresAuth && !user) throw errors.unauthenticated();
        if (user && user.accountStatus !== 'active') throw errors.inactive();
        const result = await fn.handler({ data: parsed.data, user, app, request });
        return reply.status(200).send({ result: result ?? null });
      },
    });
  };
}

