import {
  AdminCapstoneDetailSchema,
  AdminCapstonePageSchema,
  AdminCapstoneQuerySchema,
  CapstoneParamsSchema,
  CapstoneReviewInputSchema,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/session';
import { adminCapstoneDetail, capstoneQueue, reviewCapstone } from './review';
import { answers } from '../../lib/responses';

/**
 * The capstone review queue for admins. Every /api/admin route is guarded by requireAdmin in
 * app.ts before validation (401 visitor, 403 learner); each handler asks again for the acting admin.
 */
export const adminCapstoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/capstones', { config: { access: 'admin' }, schema: { querystring: AdminCapstoneQuerySchema, response: answers({ 200: AdminCapstonePageSchema }) } }, async (request) => {
    await requireAdmin(request);
    return capstoneQueue(app.db, request.query);
  });

  app.get(
    '/api/admin/capstones/:capstoneId',
    { config: { access: 'admin' }, schema: { params: CapstoneParamsSchema, response: answers({ 200: AdminCapstoneDetailSchema }) } },
    async (request) => {
      const admin = await requireAdmin(request);
      return adminCapstoneDetail(app.db, admin.id, request.params.capstoneId);
    },
  );

  app.post(
    '/api/admin/capstones/:capstoneId/review',
    { config: { access: 'admin' }, schema: { params: CapstoneParamsSchema, body: CapstoneReviewInputSchema, response: answers({ 200: AdminCapstoneDetailSchema }) } },
    async (request) => {
      const admin = await requireAdmin(request);
      const deps = { db: app.db, bus: app.points, learning: app.learning, mail: app.mail, publicUrl: app.config.publicUrl, log: request.log };
      return reviewCapstone(deps, admin.id, request.params.capstoneId, request.body);
    },
  );
};
