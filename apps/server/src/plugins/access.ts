import { API_ACCESS, isApiAccess, type ApiAccess } from '@lv/domain';
import type { FastifyInstance } from 'fastify';
import { errors } from '../lib/errors';
import { requireAccess } from '../lib/session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route (@lv/domain API_ACCESS_MEANING). Every route must declare it: the
     * server refuses to start otherwise. Optional in the type only because Fastify's config is.
     */
    access?: ApiAccess;
    /** The route checks a cookie call's Origin itself (in its own order), so the CSRF hook steps aside. */
    checksOriginItself?: boolean;
  }
}

/**
 * Authorization per route (DESIGN.md "Authorization"): each route declares `config.access`, and
 * one onRequest hook checks the declaration of the route that matched, so how the URL was
 * spelled (percent-encoding, doubled slashes) cannot matter. onRequest runs before the body is
 * parsed and validated and before any handler, so a refused call is 401/403 and changes nothing.
 * Register before any route.
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isApiAccess(route.config?.access)) {
      const methods = [route.method].flat().join(',');
      throw new Error(`Route ${methods} ${route.url} declares no access: set config.access to one of ${API_ACCESS.join(', ')}.`);
    }
  });

  // A callback hook: visitor routes pass without a promise or a database read.
  app.addHook('onRequest', (request, _reply, done) => {
    // No route matched: the not-found handler answers (JSON 404, or the web app's shell).
    if (request.is404) return done();
    const level = request.routeOptions.config.access;
    if (level === 'visitor') return done();
    // Unreachable (onRoute refuses such a route), but never fail open.
    if (!isApiAccess(level)) return done(errors.forbidden());
    requireAccess(request, level).then(() => done(), done);
  });
}
