import {
  AdminDeletionRequestsSchema,
  DeletionProcessAnswerSchema,
  DeletionRequestInputSchema,
  OwnDeletionAnswerSchema,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../lib/download';
import { learnerKey } from '../../lib/rate-limit-key';
import { requestLocale } from '../../lib/request-locale';
import { requireActiveUser, requireAdmin } from '../../lib/session';
import { answers, NO_CONTENT } from '../../lib/responses';
import { getSettings } from '../settings/service';
import { processDueDeletions } from './erase';
import {
  cancelDeletion,
  collectExport,
  eraseRequestNow,
  listDeletionRequests,
  ownDeletionRequest,
  requestDeletion,
} from './service';

const RequestParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/**
 * Data rights (ADR 037): the learner downloads everything the platform holds about them (JSON and a
 * readable HTML page, made in the CPU pool) and asks for their account to be deleted after the
 * cool-off, or cancels; admins list the requests, run the due ones now, or erase one early.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  // The export reads every table and renders megabytes: a few a quarter-hour is plenty for a person.
  const exportLimit = { max: 5, timeWindow: 15 * 60_000, keyGenerator: learnerKey };

  for (const format of ['json', 'html'] as const) {
    app.get(
      `/api/me/data/export.${format}`,
      { config: { access: 'learner', rateLimit: exportLimit }, schema: { response: answers({}) } },
      async (request, reply) => {
        const user = await requireActiveUser(request);
        const [tables, settings] = await Promise.all([
          collectExport(app.db.kysely, { id: user.id, email: user.email }),
          getSettings(app.db.kysely),
        ]);
        const generatedAt = new Date().toISOString();
        const body = await app.cpu.run(
          'dataExport',
          { siteName: settings.siteName, userId: user.id, generatedAt, tables },
          format,
          user.locale ?? requestLocale(request),
        );
        const type =
          format === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
        return sendDownload(reply, {
          type,
          name: `my-data-${generatedAt.slice(0, 10)}.${format}`,
          body,
        });
      },
    );
  }

  app.get(
    '/api/me/data/deletion',
    {
      config: { access: 'learner' },
      schema: { response: answers({ 200: OwnDeletionAnswerSchema }) },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return { request: await ownDeletionRequest(app.db.kysely, user.id) };
    },
  );

  app.post(
    '/api/me/data/deletion',
    {
      config: {
        access: 'learner',
        rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: learnerKey },
      },
      schema: {
        body: DeletionRequestInputSchema,
        response: answers({ 200: OwnDeletionAnswerSchema, 201: OwnDeletionAnswerSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const { request: own, created } = await requestDeletion(
        app.db.kysely,
        user,
        request.body.keepCertificates,
      );
      return reply.status(created ? 201 : 200).send({ request: own });
    },
  );

  app.delete(
    '/api/me/data/deletion',
    { config: { access: 'learner' }, schema: { response: answers(NO_CONTENT) } },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      await cancelDeletion(app.db.kysely, user.id, 'button', user.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/deletion-requests',
    {
      config: { access: 'admin' },
      schema: { response: answers({ 200: AdminDeletionRequestsSchema }) },
    },
    async (request) => {
      await requireAdmin(request);
      return { requests: await listDeletionRequests(app.db.kysely) };
    },
  );

  // Runs the requests whose cool-off is over, as the start-up and hourly run do (each erasure audited).
  app.post(
    '/api/admin/deletion-requests/process',
    {
      config: { access: 'admin' },
      schema: { response: answers({ 200: DeletionProcessAnswerSchema }) },
    },
    async (request) => {
      await requireAdmin(request);
      return { erased: await processDueDeletions(app.db) };
    },
  );

  // Erases one pending request before its date (the learner asked not to wait); audited with the admin.
  app.post(
    '/api/admin/deletion-requests/:id/erase',
    {
      config: { access: 'admin' },
      schema: {
        params: RequestParamsSchema,
        response: answers({ 200: DeletionProcessAnswerSchema }),
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await eraseRequestNow(app.db, admin.id, request.params.id);
      return { erased: 1 };
    },
  );
};
