import { UserDocumentSchema } from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActiveUser, requireUser } from '../../lib/session';
import { toUserDocument, touchLastActive } from './repository';

/** The signed-in user's own document and activity heartbeat. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/me', { schema: { response: { 200: z.object({ user: UserDocumentSchema }) } } }, async (request) => {
    const user = await requireUser(request);
    return { user: toUserDocument(user) };
  });

  // lastActive heartbeat: the browser calls this at sign-in, every 5 minutes and on activity
  // (throttled to once a minute); the server writes its own clock, never a client time.
  app.post('/api/me/activity', async (request, reply) => {
    const user = await requireActiveUser(request);
    await touchLastActive(app.db.kysely, user.id, Date.now());
    return reply.status(204).send();
  });
};
