import type { FastifyInstance } from 'fastify';
import { errors } from '../lib/errors';
import { requestOrigin } from '../lib/http';

/**
 * CSRF: cookie-authenticated writes must come from one of our own origins; bearer calls carry no
 * cookie. Routes that check it themselves in their own order say so with `checksOriginItself`
 * (Better Auth; the callable protocol).
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', (request, _reply, done) => {
    const safe = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    if (safe || !request.headers.cookie || request.routeOptions.config.checksOriginItself) return done();
    const origin = requestOrigin(request.headers);
    done(origin && trusted.has(origin) ? undefined : errors.badOrigin());
  });
}
