import {
  AdminDraftModuleParamsSchema,
  AdminJourneyDetailSchema,
  AdminJourneyListSchema,
  AdminJourneyParamsSchema,
  DraftModuleInputSchema,
  DraftModuleMoveSchema,
  DraftRuleInputSchema,
  EnrolmentMoveInputSchema,
  EnrolmentMoveResultSchema,
  JourneyCreateSchema,
  JourneyDetailsInputSchema,
  MarkdownPreviewInputSchema,
  MarkdownPreviewSchema,
  OlderEnrolmentPageSchema,
  OlderEnrolmentsQuerySchema,
  PublishAnswerSchema,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/session';
import { renderMarkdown } from '../forum/markdown';
import { adminJourneyDetail, createJourney, discardDraft, listAdminJourneys, publishDraft } from './admin-service';
import { addDraftModule, changeDetails, changeDraftModule, changeRule, moveDraftModule, removeDraftModule, restoreDraftModule } from './draft-edits';
import { moveEnrolments, olderEnrolmentPage } from './enrolment-moves';
import { LONG_TEXT_BODY_LIMIT } from '../../lib/body-limits';
import { answers } from '../../lib/responses';

const detail = answers({ 200: AdminJourneyDetailSchema });

/**
 * Journey authoring for admins. Every /api/admin route is guarded by requireAdmin in app.ts
 * before validation; each handler calls it again for the acting admin (memoised per request).
 * Every write answers the journey's detail (its draft included), so the editor shows what the
 * server holds.
 */
export const journeyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/api/admin/journeys', { config: { access: 'admin' }, schema: { response: answers({ 200: AdminJourneyListSchema }) } }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'no-store');
    return listAdminJourneys(db);
  });

  app.post('/api/admin/journeys', { config: { access: 'admin' }, schema: { body: JourneyCreateSchema, response: answers({ 201: AdminJourneyDetailSchema }) } }, async (request, reply) => {
    const admin = await requireAdmin(request);
    return reply.status(201).send(await createJourney(db, admin.id, request.body));
  });

  // Renders Markdown with the server's renderer and sanitiser, exactly as Publish will; stores nothing.
  app.post('/api/admin/journeys/preview', { bodyLimit: LONG_TEXT_BODY_LIMIT, config: { access: 'admin' }, schema: { body: MarkdownPreviewInputSchema, response: answers({ 200: MarkdownPreviewSchema }) } }, async (request) => {
    await requireAdmin(request);
    return { html: renderMarkdown(request.body.markdown) };
  });

  app.get('/api/admin/journeys/:journeyId', { config: { access: 'admin' }, schema: { params: AdminJourneyParamsSchema, response: detail } }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'no-store');
    return adminJourneyDetail(db, request.params.journeyId);
  });

  app.put('/api/admin/journeys/:journeyId/draft/details', { config: { access: 'admin' }, schema: { params: AdminJourneyParamsSchema, body: JourneyDetailsInputSchema, response: detail } }, async (request) => {
    const admin = await requireAdmin(request);
    return changeDetails(db, admin.id, request.params.journeyId, request.body);
  });

  app.put('/api/admin/journeys/:journeyId/draft/rule', { config: { access: 'admin' }, schema: { params: AdminJourneyParamsSchema, body: DraftRuleInputSchema, response: detail } }, async (request) => {
    const admin = await requireAdmin(request);
    return changeRule(db, admin.id, request.params.journeyId, request.body);
  });

  app.post('/api/admin/journeys/:journeyId/draft/modules', { bodyLimit: LONG_TEXT_BODY_LIMIT, config: { access: 'admin' }, schema: { params: AdminJourneyParamsSchema, body: DraftModuleInputSchema, response: detail } }, async (request) => {
    const admin = await requireAdmin(request);
    return addDraftModule(db, admin.id, request.params.journeyId, request.body);
  });

  app.put(
    '/api/admin/journeys/:journeyId/draft/modules/:moduleSlug',
    { bodyLimit: LONG_TEXT_BODY_LIMIT, config: { access: 'admin' }, schema: { params: AdminDraftModuleParamsSchema, body: DraftModuleInputSchema, response: detail } },
    async (request) => {
      const admin = await requireAdmin(request);
      return changeDraftModule(db, admin.id, request.params.journeyId, request.params.moduleSlug, request.body);
    },
  );

  app.post(
    '/api/admin/journeys/:journeyId/draft/modules/:moduleSlug/move',
    { config: { access: 'admin' }, schema: { params: AdminDraftModuleParamsSchema, body: DraftModuleMoveSchema, response: detail } },
    async (request) => {
      const admin = await requireAdmin(request);
      return moveDraftModule(db, admin.id, request.params.journeyId, request.params.moduleSlug, request.body);
    },
  );

  app.delete('/api/admin/journeys/:journeyId/draft/modules/:moduleSlug', { config: { access: 'admin' }, schema: { params: AdminDraftModuleParamsSchema, response: detail } }, async (request) => {
    const admin = await requireAdmin(request);
    return removeDraftModule(db, admin.id, request.params.journeyId, request.params.moduleSlug);
  });

  app.post('/api/admin/journeys/:journeyId/draft/modules/:moduleSlug/restore', { config: { access: 'admin' }, schema: { params: AdminDraftModuleParamsSchema, response: detail } }, async (request) => {
    const admin = await requireAdmin(request);
    return restoreDraftModule(db, admin.id, request.params.journeyId, request.params.moduleSlug);
  });

  app.delete('/api/admin/journeys/:journeyId/draft', { config: { access: 'admin' }, schema: { params: AdminJourneyParamsSchema, response: detail } }, async (request) => {
    const admin = await requireAdmin(request);
    return discardDraft(db, admin.id, request.params.journeyId);
  });

  app.post(
    '/api/admin/journeys/:journeyId/publish',
    { config: { access: 'admin' }, schema: { params: AdminJourneyParamsSchema, response: answers({ 201: PublishAnswerSchema }) } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      return reply.status(201).send(await publishDraft(db, admin.id, request.params.journeyId));
    },
  );

  app.get(
    '/api/admin/journeys/:journeyId/enrolments',
    { config: { access: 'admin' }, schema: { params: AdminJourneyParamsSchema, querystring: OlderEnrolmentsQuerySchema, response: answers({ 200: OlderEnrolmentPageSchema }) } },
    async (request, reply) => {
      await requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return olderEnrolmentPage(db, request.params.journeyId, request.query);
    },
  );

  app.post(
    '/api/admin/journeys/:journeyId/enrolments/move',
    { config: { access: 'admin' }, schema: { params: AdminJourneyParamsSchema, body: EnrolmentMoveInputSchema, response: answers({ 200: EnrolmentMoveResultSchema }) } },
    async (request) => {
      const admin = await requireAdmin(request);
      return moveEnrolments({ db, learning: app.learning }, admin.id, request.params.journeyId, request.body);
    },
  );
};
