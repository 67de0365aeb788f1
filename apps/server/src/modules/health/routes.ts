import { sql } from 'kysely';
import { HealthSchema } from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/responses';

/** GET /api/health: whether the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { config: { access: 'visitor' }, schema: { response: answers({ 200: HealthSchema, 503: HealthSchema }) } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db.kysely);
      return { status: 'ok' as const, database: { kind: app.db.dialect, reachable: true } };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: { kind: app.db.dialect, reachable: false } });
    }
  });
};
