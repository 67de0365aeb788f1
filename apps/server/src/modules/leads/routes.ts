import { BlueprintLeadAnswerSchema, OnboardingSchema, RoiEstimateSeriesSchema, RoiInputSchema, RoiLeadAnswerSchema, RoiLeadSchema } from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireActiveUser } from '../../lib/session';
import { roiEstimateSeries, saveRoiEstimate } from './roi-series';
import { BLUEPRINT_COOKIE, BLUEPRINT_COOKIE_MAX_AGE_S, blueprintTokenFrom, saveBlueprintLead, saveRoiLead } from './service';
import { answers } from '../../lib/responses';
import { learnerKey } from '../../lib/rate-limit-key';

/** Landing-page leads: the Team Blueprint and ROI estimates. */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.BOOKING_RATE_LIMIT, timeWindow: 10 * 60 * 1_000 };
  const secure = app.config.publicUrl.startsWith('https://');

  app.post(
    '/api/leads/blueprint',
    {
      config: { access: 'visitor', rateLimit },
      schema: { body: OnboardingSchema, response: answers({ 201: BlueprintLeadAnswerSchema }) },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const saved = await saveBlueprintLead(app.db.kysely, {
        answers: request.body,
        browserToken: blueprintTokenFrom(request.headers.cookie),
        userId: user?.id ?? null,
        now: Date.now(),
      });
      const cookie = [`${BLUEPRINT_COOKIE}=${saved.browserToken}`, 'Path=/', `Max-Age=${BLUEPRINT_COOKIE_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
      reply.header('set-cookie', cookie.join('; '));
      return reply.status(201).send({ id: saved.id, recommendedPath: saved.recommendedPath });
    },
  );

  app.post(
    '/api/leads/roi',
    {
      config: { access: 'visitor', rateLimit },
      schema: { body: RoiLeadSchema, response: answers({ 201: RoiLeadAnswerSchema }) },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      return reply.status(201).send(await saveRoiLead(app.db.kysely, request.body, user?.id ?? null, Date.now()));
    },
  );

  // The signed-in account's own estimates as a series, and a re-measure (ADR 051).
  app.get(
    '/api/me/roi-estimates',
    { config: { access: 'learner' }, schema: { response: answers({ 200: RoiEstimateSeriesSchema }) } },
    async (request) => {
      const user = await requireActiveUser(request);
      return roiEstimateSeries(app.db.kysely, { userId: user.id }, Date.now());
    },
  );

  app.post(
    '/api/me/roi-estimates',
    {
      // Per account: a leader re-measures a few times a year; 20 in 10 minutes leaves room for corrections.
      config: { access: 'learner', rateLimit: { max: 20, timeWindow: 10 * 60 * 1_000, keyGenerator: learnerKey } },
      schema: { body: RoiInputSchema, response: answers({ 201: RoiEstimateSeriesSchema }) },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return reply.status(201).send(await saveRoiEstimate(app.db.kysely, user.id, request.body, Date.now()));
    },
  );
};
