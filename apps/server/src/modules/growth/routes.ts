import {
  IdempotencyHeadersSchema,
  ImpactDashboardSchema,
  InviteRatersResultSchema,
  InviteRatersSchema,
  JourneyGrowthSchema,
  JourneyParamsSchema,
  MyGrowthSchema,
  RaterAnswerResultSchema,
  RaterAnswerSchema,
  RaterInvitationSchema,
  RaterTokenBodySchema,
  SubmitAssessmentSchema,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLocale } from '../../lib/answer-locale';
import { learnerKey } from '../../lib/rate-limit-key';
import { requestLocale } from '../../lib/request-locale';
import { answers } from '../../lib/responses';
import { currentUser, requireActiveUser } from '../../lib/session';
import { idempotentWrite, sendAnswer } from '../idempotency/service';
import {
  answerByLink,
  inviteRaters,
  journeyGrowth,
  lookupRaterLink,
  myGrowth,
  submitAssessment,
} from './service';
import { myImpact } from './impact';

/** Per learner (or address) per minute. */
const perMinute = (max: number) => ({
  rateLimit: { max, timeWindow: 60_000, keyGenerator: learnerKey },
});

/**
 * Measured growth (ADR 048). Signed-in active learners: their own growth on a journey and across
 * journeys, the due self-assessment, and 360 invitations (each mails a colleague: rate-limited,
 * and at most 8 a round). The rater's page works signed out (the link's token is the proof):
 * what the link is about, and the one answer set it takes.
 */
export const growthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/journeys/:journeyId/growth',
    {
      config: { access: 'learner' },
      schema: { params: JourneyParamsSchema, response: answers({ 200: JourneyGrowthSchema }) },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return journeyGrowth(app.db, user, request.params.journeyId, answerLocale(request, reply));
    },
  );

  // The learner's own Business Impact Dashboard (ADR 052).
  app.get(
    '/api/me/impact-dashboard',
    {
      config: { access: 'learner' },
      schema: { response: answers({ 200: ImpactDashboardSchema }) },
    },
    async (request) => myImpact(app.db, await requireActiveUser(request)),
  );

  app.get(
    '/api/me/growth',
    { config: { access: 'learner' }, schema: { response: answers({ 200: MyGrowthSchema }) } },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return myGrowth(app.db, user, answerLocale(request, reply));
    },
  );

  app.post(
    '/api/journeys/:journeyId/growth/assessments',
    {
      config: { access: 'learner', ...perMinute(20) },
      schema: {
        // Replay-safe with an Idempotency-Key header (the offline queue always sends one).
        headers: IdempotencyHeadersSchema,
        params: JourneyParamsSchema,
        body: SubmitAssessmentSchema,
        response: answers({ 200: JourneyGrowthSchema, 201: JourneyGrowthSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const locale = answerLocale(request, reply);
      const write = idempotentWrite(request, user.id);
      return sendAnswer(
        reply,
        await submitAssessment(app.db, user, request.params.journeyId, request.body, write, locale),
      );
    },
  );

  app.post(
    '/api/journeys/:journeyId/growth/raters',
    {
      config: { access: 'learner', ...perMinute(10) },
      schema: {
        params: JourneyParamsSchema,
        body: InviteRatersSchema,
        response: answers({ 201: InviteRatersResultSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const deps = { db: app.db, mail: app.mail, publicUrl: app.config.publicUrl };
      const result = await inviteRaters(
        deps,
        user,
        request.params.journeyId,
        request.body,
        answerLocale(request, reply),
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/growth/rate/lookup',
    {
      config: { access: 'visitor', ...perMinute(100) },
      schema: { body: RaterTokenBodySchema, response: answers({ 200: RaterInvitationSchema }) },
    },
    async (request) =>
      lookupRaterLink(
        app.db,
        request.body.token,
        await currentUser(request),
        requestLocale(request),
      ),
  );

  app.post(
    '/api/growth/rate',
    {
      config: { access: 'visitor', ...perMinute(60) },
      schema: { body: RaterAnswerSchema, response: answers({ 200: RaterAnswerResultSchema }) },
    },
    async (request) => answerByLink(app.db, await currentUser(request), request.body),
  );
};
