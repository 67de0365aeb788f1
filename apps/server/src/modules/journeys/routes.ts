import {
  CheckAttemptSchema,
  CheckResultSchema,
  EnrolResultSchema,
  IdempotencyHeadersSchema,
  JourneyDetailSchema,
  JourneyListSchema,
  JourneyParamsSchema,
  ModuleCompletionInputSchema,
  ModuleCheckSchema,
  ModuleCompletionResultSchema,
  ModuleDetailSchema,
  ModuleParamsSchema,
  ReviewAnswerInputSchema,
  ReviewAnswerResultSchema,
  ReviewTodaySchema,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLocale } from '../../lib/answer-locale';
import { learnerKey } from '../../lib/rate-limit-key';
import { requireActiveUser } from '../../lib/session';
import { answers } from '../../lib/responses';
import { idempotentWrite, sendAnswer } from '../idempotency/service';
import { moduleCheck, submitCheckOnce } from './checks';
import { completeModuleOnce } from './completion';
import { answerReview, reviewToday } from './review';
import { enrol, journeyDetail, listJourneys, moduleDetail } from './service';

/**
 * Journeys for signed-in, active learners: the list (recommended first), one journey, enrolling
 * (PUT: idempotent) and one module; completing a module with its reflection answer (201 when
 * recorded now, 200 with `created: false` for a repeat, which awards nothing; the same
 * Idempotency-Key again answers its first result); a module's knowledge check and an attempt at
 * it, graded on the server (ADR 040; an attempt writes at most one pass and enters its misses in
 * the daily review; the same Idempotency-Key again answers its first result and writes nothing);
 * the daily review of missed questions and an answer to one of them.
 */
export const journeyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reads answer in the reader's language (cookie, else Accept-Language), each text falling back to English.
  app.get(
    '/api/journeys',
    { config: { access: 'learner' }, schema: { response: answers({ 200: JourneyListSchema }) } },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return listJourneys(app.db, user.id, answerLocale(request, reply));
    },
  );

  app.get(
    '/api/journeys/:journeyId',
    {
      config: { access: 'learner' },
      schema: { params: JourneyParamsSchema, response: answers({ 200: JourneyDetailSchema }) },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return journeyDetail(
        app.db,
        user.id,
        request.params.journeyId,
        app.config.publicUrl,
        answerLocale(request, reply),
      );
    },
  );

  app.put(
    '/api/journeys/:journeyId/enrolment',
    {
      config: { access: 'learner' },
      schema: {
        params: JourneyParamsSchema,
        response: answers({ 200: EnrolResultSchema, 201: EnrolResultSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const result = await enrol(app.db, user.id, request.params.journeyId);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/journeys/:journeyId/modules/:moduleSlug',
    {
      config: { access: 'learner' },
      schema: { params: ModuleParamsSchema, response: answers({ 200: ModuleDetailSchema }) },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return moduleDetail(
        app.db,
        user.id,
        request.params.journeyId,
        request.params.moduleSlug,
        answerLocale(request, reply),
      );
    },
  );

  app.get(
    '/api/journeys/:journeyId/modules/:moduleSlug/check',
    {
      config: { access: 'learner' },
      schema: { params: ModuleParamsSchema, response: answers({ 200: ModuleCheckSchema }) },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return moduleCheck(
        app.db,
        user.id,
        request.params.journeyId,
        request.params.moduleSlug,
        answerLocale(request, reply),
      );
    },
  );

  app.post(
    '/api/journeys/:journeyId/modules/:moduleSlug/check',
    {
      // Retries are allowed, guessing at speed is not.
      config: {
        access: 'learner',
        rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: learnerKey },
      },
      schema: {
        // Replay-safe with an Idempotency-Key header: a replay writes no pass or review card twice.
        headers: IdempotencyHeadersSchema,
        params: ModuleParamsSchema,
        body: CheckAttemptSchema,
        response: answers({ 200: CheckResultSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const { journeyId, moduleSlug } = request.params;
      return sendAnswer(
        reply,
        await submitCheckOnce(
          app.db,
          user.id,
          journeyId,
          moduleSlug,
          request.body,
          idempotentWrite(request, user.id),
          answerLocale(request, reply),
        ),
      );
    },
  );

  // The daily review (ADR 040): today's questions missed in checks, in the reader's language, without answers.
  app.get(
    '/api/me/review',
    {
      config: {
        access: 'learner',
        rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: learnerKey },
      },
      schema: { response: answers({ 200: ReviewTodaySchema }) },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return reviewToday(app.db, user.id, answerLocale(request, reply));
    },
  );

  app.post(
    '/api/me/review/answers',
    {
      // As the check's attempts: answering is fine, guessing at speed is not.
      config: {
        access: 'learner',
        rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: learnerKey },
      },
      schema: {
        body: ReviewAnswerInputSchema,
        response: answers({ 200: ReviewAnswerResultSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return answerReview(app.db, user.id, request.body, answerLocale(request, reply));
    },
  );

  app.post(
    '/api/journeys/:journeyId/modules/:moduleSlug/completion',
    {
      config: { access: 'learner' },
      schema: {
        // Replay-safe with an Idempotency-Key header (the offline queue always sends one).
        headers: IdempotencyHeadersSchema,
        params: ModuleParamsSchema,
        body: ModuleCompletionInputSchema,
        response: answers({ 200: ModuleCompletionResultSchema, 201: ModuleCompletionResultSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const { journeyId, moduleSlug } = request.params;
      const deps = { db: app.db, bus: app.points, learning: app.learning };
      return sendAnswer(
        reply,
        await completeModuleOnce(
          deps,
          user.id,
          journeyId,
          moduleSlug,
          request.body,
          idempotentWrite(request, user.id),
        ),
      );
    },
  );
};
