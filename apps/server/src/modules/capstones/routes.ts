import {
  CapstoneDraftInputSchema,
  CapstonePreviewInputSchema,
  CapstonePreviewSchema,
  CapstoneSubmissionInputSchema,
  CapstoneViewSchema,
  JourneyParamsSchema,
} from '@lv/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLocale } from '../../lib/answer-locale';
import { requireActiveUser } from '../../lib/session';
import { capstoneView, markReviewSeen, previewCapstone, saveDraft, submitCapstone } from './service';
import { answers, NO_CONTENT } from '../../lib/responses';
import { LONG_TEXT_BODY_LIMIT } from '../../lib/body-limits';

/** Previews a minute per learner: enough for anyone writing, not for using the renderer as a service. */
export const PREVIEWS_PER_MINUTE = 120;

async function learnerKey(request: FastifyRequest): Promise<string> {
  const user = await request.loadUser();
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

/**
 * The learner's own capstone for a journey (signed-in, active learners). The learner comes from
 * the session and the journey from the URL, so there is no way to name someone else's capstone.
 * Saving (PUT, a draft) and submitting (POST, 201) need an enrolment (403 without); a capstone
 * waiting for review or accepted cannot change (409).
 */
export const capstoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = '/api/journeys/:journeyId/capstone';

  // The journey's title and the brief in the reader's language (English where not translated).
  app.get(path, { config: { access: 'learner' }, schema: { params: JourneyParamsSchema, response: answers({ 200: CapstoneViewSchema }) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    return capstoneView(app.db, user.id, request.params.journeyId, answerLocale(request, reply));
  });

  app.put(path, { bodyLimit: LONG_TEXT_BODY_LIMIT, config: { access: 'learner' }, schema: { params: JourneyParamsSchema, body: CapstoneDraftInputSchema, response: answers({ 200: CapstoneViewSchema }) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    return saveDraft(app.db, user.id, request.params.journeyId, request.body, undefined, answerLocale(request, reply));
  });

  app.post(
    `${path}/submissions`,
    { bodyLimit: LONG_TEXT_BODY_LIMIT, config: { access: 'learner' }, schema: { params: JourneyParamsSchema, body: CapstoneSubmissionInputSchema, response: answers({ 201: CapstoneViewSchema }) } },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return reply.status(201).send(await submitCapstone(app.db, user.id, request.params.journeyId, request.body, undefined, answerLocale(request, reply)));
    },
  );

  app.post(`${path}/review-seen`, { config: { access: 'learner' }, schema: { params: JourneyParamsSchema, response: answers(NO_CONTENT) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    await markReviewSeen(app.db, user.id, request.params.journeyId);
    return reply.status(204).send();
  });

  // A POST that changes nothing: the Markdown travels in the body, never in a URL.
  app.post(
    '/api/capstones/preview',
    {
      bodyLimit: LONG_TEXT_BODY_LIMIT,
      config: { access: 'learner', rateLimit: { max: PREVIEWS_PER_MINUTE, timeWindow: 60_000, keyGenerator: learnerKey } },
      schema: { body: CapstonePreviewInputSchema, response: answers({ 200: CapstonePreviewSchema }) },
    },
    async (request) => {
      await requireActiveUser(request);
      return previewCapstone(request.body.text);
    },
  );
};
