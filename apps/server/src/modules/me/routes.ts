import { localeFromCookie, MeAnswerSchema, SessionAnswerSchema } from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireActiveUser, requireUser } from '../../lib/session';
import { toUserDocument, touchLastActive } from './repository';
import { localeCookie } from '../../lib/request-locale';
import { answers, NO_CONTENT } from '../../lib/responses';

/** The signed-in user's own document and activity heartbeat. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // Account: an inactive account may still read its own document (to be told it is inactive).
  app.get('/api/me', { config: { access: 'account' }, schema: { response: answers({ 200: MeAnswerSchema }) } }, async (request) => {
    const user = await requireUser(request);
    return { user: toUserDocument(user) };
  });

  // The web app's auth state: the same document, or null for a visitor, always 200 so a visitor's
  // browser logs no failed request. It only ever describes the caller's own session; /api/me keeps
  // its 401 (the check that a session is dead). Never cached: the answer depends on the cookie.
  app.get('/api/session', { config: { access: 'visitor' }, schema: { response: answers({ 200: SessionAnswerSchema }) } }, async (request, reply) => {
    const user = await currentUser(request);
    void reply.header('cache-control', 'no-store');
    // A learner signing in on a new device gets their own language from here on (request-locale.ts).
    if (user?.locale && localeFromCookie(request.headers.cookie) !== user.locale) void reply.header('set-cookie', localeCookie(user.locale));
    return { user: user ? toUserDocument(user) : null };
  });

  // lastActive heartbeat: the browser calls this at sign-in, every 5 minutes and on activity
  // (throttled to once a minute); the server writes its own clock, never a client time.
  app.post('/api/me/activity', { config: { access: 'learner' }, schema: { response: answers(NO_CONTENT) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    await touchLastActive(app.db.kysely, user.id, Date.now());
    return reply.status(204).send();
  });
};
