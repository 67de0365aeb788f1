import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../lib/session';

/** Admin API. Every route here starts with requireAdmin (401 visitor, 403 learner). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The dev outbox: mails the product would have sent, when no SMTP is configured.
  app.get(
    '/api/admin/outbox',
    { schema: { querystring: z.strictObject({ to: z.email().optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }) } },
    async (request) => {
      await requireAdmin(request);
      let q = app.db.kysely.selectFrom('dev_outbox').selectAll().orderBy('createdAt', 'desc').limit(request.query.limit);
      if (request.query.to) q = q.where('to', '=', request.query.to.toLowerCase());
      const mails = await q.execute();
      return { mode: app.mailer.mode, mails: mails.map((m) => ({ ...m, createdAt: new Date(Number(m.createdAt)).toISOString() })) };
    },
  );
};
