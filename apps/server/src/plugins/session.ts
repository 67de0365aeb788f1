import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { toHeaders } from '../lib/http';
import { SessionCache } from '../lib/session-cache';
import { sessionCookieValue, verifySessionCookie } from '../lib/session-cookie';
import { findUserById, findUserBySessionToken } from '../modules/me/repository';
import type { Auth } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (fresh from the database), memoised for the request. */
    loadUser(): Promise<UserRow | null>;
  }
}

const userCache = new WeakMap<object, Promise<UserRow | null>>();

/**
 * The session: `request.loadUser()`, memoised per request. Cookie sessions come from the
 * per-process cache while their user has not changed since (`db.identity.changed`, ADR 005);
 * otherwise the cookie's signature is checked here and session + user are read in one query. A
 * bearer token goes through Better Auth.
 */
export function registerSession(app: FastifyInstance, deps: { db: Db; auth: Auth; authSecret: string }): void {
  const { db, auth, authSecret } = deps;
  const sessions = new SessionCache();
  const unsubscribe = db.identity.subscribe(sessions);
  app.addHook('onClose', async () => unsubscribe());
  app.decorateRequest('loadUser', function loadUser(this: FastifyRequest) {
    const cache = userCache.get(this);
    if (cache) return cache;
    const pending = (async () => {
      // Cookie sessions: from the cache while the user has not changed since; otherwise verify
      // the signature ourselves and read session + user in one query.
      const cookie = sessionCookieValue(this.headers.cookie);
      if (cookie) {
        const now = Date.now();
        db.identity.catchUp();
        const cached = sessions.get(cookie, now);
        if (cached) return cached;
        const token = verifySessionCookie(cookie, authSecret);
        if (token) {
          const mark = sessions.mark();
          const found = await findUserBySessionToken(db.kysely, token, now);
          if (!found) return null;
          sessions.set(cookie, mark, found.user, found.sessionExpiresAt, now);
          return found.user;
        }
      }
      if (!this.headers.authorization) return null;
      const session = await auth.api.getSession({ headers: toHeaders(this.headers) });
      if (!session) return null;
      return (await findUserById(db.kysely, session.user.id)) ?? null;
    })();
    userCache.set(this, pending);
    return pending;
  });
}
