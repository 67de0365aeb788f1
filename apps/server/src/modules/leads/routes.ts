import { BlueprintLeadAnswerSchema, OnboardingSchema, RoiLeadAnswerSchema, RoiLeadSchema } from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/session';
import { BLUEPRINT_COOKIE, BLUEPRINT_COOKIE_MAX_AGE_S, blueprintTokenFrom, saveBlueprintLead, saveRoiLead } from './service';
import { answers } from '../../lib/responses';

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
};
