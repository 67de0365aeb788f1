import type { FastifyInstance } from 'fastify';

/**
 * With TRUST_PROXY off, a request that came through a proxy (it carries X-Forwarded-For) has the
 * proxy's address as its client address: every user shares one rate-limit counter, so one client
 * can exhaust everyone's. Says so once, at the first such request.
 */
export function registerProxyWarning(app: FastifyInstance, trustProxy: boolean): void {
  if (trustProxy) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      app.log.warn(
        "requests come through a proxy (X-Forwarded-For) but TRUST_PROXY is off: every client shares the proxy's address, so the per-address limits count all users as one. Set TRUST_PROXY=true behind a proxy you run.",
      );
    }
    done();
  });
}
