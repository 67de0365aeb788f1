import { NextStepsSchema, ReflectionFeedbackInputSchema, ReflectionFeedbackSchema } from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLocale } from '../../lib/answer-locale';
import { learnerKey } from '../../lib/rate-limit-key';
import { answers } from '../../lib/responses';
import { requireActiveUser } from '../../lib/session';
import { preloadLanguageModel } from './language-model';
import { nextStepsFor } from './next-steps';
import { reflectionFeedbackFor } from './reflection-feedback';

/** Feedback calls a learner may make a minute: one per reflection written, with room to rewrite a few times. */
export const REFLECTION_FEEDBACK_RATE_LIMIT = 30;

/**
 * Insights from the learner's own answers (ADR 041). A read of its own, not a field of the
 * writes' answers: those go through the offline queue and replay stored answers.
 */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  // Production pays the model's half second at start-up, not on a learner's first call.
  if (app.config.NODE_ENV === 'production')
    app.addHook('onReady', async () => preloadLanguageModel());

  app.post(
    '/api/me/reflection-feedback',
    {
      config: {
        access: 'learner',
        rateLimit: {
          max: REFLECTION_FEEDBACK_RATE_LIMIT,
          timeWindow: 60_000,
          keyGenerator: learnerKey,
        },
      },
      schema: {
        body: ReflectionFeedbackInputSchema,
        response: answers({ 200: ReflectionFeedbackSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return reflectionFeedbackFor(app.db, user.id, request.body, answerLocale(request, reply));
    },
  );

  app.get(
    '/api/me/next-steps',
    { config: { access: 'learner' }, schema: { response: answers({ 200: NextStepsSchema }) } },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return nextStepsFor(app.db, user.id, answerLocale(request, reply));
    },
  );
};
