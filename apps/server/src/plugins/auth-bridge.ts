import type { FastifyInstance } from 'fastify';
import { toHeaders } from '../lib/http';
import { stripsTokens, withoutSessionTokens } from '../lib/session-answers';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './auth';

/** The longest redirect Better Auth may answer with (browsers and proxies accept 8 KB at the least). */
const MAX_LOCATION_LENGTH = 8_192;

/** Mounts Better Auth under /api/auth, passing the client address we trust (never the client's own header). */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth): void {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    // Visitor: sign-up and sign-in are for visitors; Better Auth authenticates the session routes
    // itself and checks a write's Origin against its trusted origins.
    config: { rawBody: false, access: 'visitor', checksOriginItself: true },
    async handler(request, reply) {
      const headers = toHeaders(request.headers);
      headers.delete(CLIENT_IP_HEADER);
      headers.set(CLIENT_IP_HEADER, request.ip);
      // Collapse duplicate slashes so '//sign-in/email' meets the same rate limit as '/sign-in/email'.
      const pathAndQuery = request.url.replace(/\/{2,}/g, '/');
      const url = new URL(pathAndQuery, app.config.publicUrl);
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      const body = hasBody ? JSON.stringify(request.body) : undefined;
      // PostgreSQL cannot hold a NUL character in text: Better Auth passed one on (a reset token) and
      // the query failed with a 500 (found by the fuzz suite). No real value carries one.
      if (body?.includes('\\u0000') || /%00/.test(pathAndQuery)) {
        return reply.status(400).send({ error: { code: 'invalid-argument', message: 'Please check the highlighted fields.' } });
      }
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(body !== undefined ? { body } : {}),
        }),
      );
      // Better Auth's form_post OAuth callback copies the whole body into its redirect: a Location of
      // any size (found by the fuzz suite) that browsers and proxies refuse. No real one nears this.
      if ((response.headers.get('location')?.length ?? 0) > MAX_LOCATION_LENGTH) {
        return reply.status(400).send({ error: { code: 'invalid-argument', message: 'That address is too long.' } });
      }
      // A cookie caller's session answers keep no token that works as a bearer (lib/session-answers.ts).
      const strip = stripsTokens(url.pathname.slice(AUTH_BASE_PATH.length), request.headers.authorization);
      reply.status(response.status);
      // forEach, not for…of: the SSO plugin's XML types bring the DOM's Headers, which has no iterator there.
      response.headers.forEach((value, key) => {
        const name = key.toLowerCase();
        if (name !== 'set-cookie' && !(strip && (name === 'set-auth-token' || name === 'content-length'))) reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if (strip && response.ok && response.headers.get('content-type')?.includes('application/json')) {
        return reply.send(withoutSessionTokens(await response.json()));
      }
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
