import {
  IdempotencyHeadersSchema,
  ImpactEntryInputSchema,
  ImpactEntrySchema,
  ImpactLogPageSchema,
  OnboardingResultSchema,
  OnboardingSchema,
  OnboardingStatusSchema,
  OwnProfileSchema,
  ProfileUpdateSchema,
  PublicProfileSchema,
  WeeklyReflectionAnswerSchema,
  WeeklyReflectionInputSchema,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/errors';
import { answers, NO_CONTENT } from '../../lib/responses';
import { requireActiveUser } from '../../lib/session';
import { idempotentWrite, sendAnswer } from '../idempotency/service';
import { createImpactEntry, editImpactEntry, impactLog, removeImpactEntry, submitWeeklyReflection } from './impact-service';
import { markWelcomed, onboardingStatus, ownProfile, saveOnboarding, updateProfile } from './service';
import { publicProfile } from './public-profile';
import { localeCookie } from '../../lib/request-locale';

const entryParams = z.strictObject({ id: z.string().min(1).max(100) });
const userParams = z.strictObject({ userId: z.string().min(1).max(100) });

/** The learner's own area: welcome, onboarding, profile and impact log. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/me/welcome', { config: { access: 'learner' }, schema: { response: answers(NO_CONTENT) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    await markWelcomed(app.db, user.id);
    return reply.status(204).send();
  });

  app.get('/api/me/onboarding', { config: { access: 'learner' }, schema: { response: answers({ 200: OnboardingStatusSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return onboardingStatus(app.db, user.id);
  });

  app.put('/api/me/onboarding', { config: { access: 'learner' }, schema: { body: OnboardingSchema, response: answers({ 200: OnboardingResultSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return saveOnboarding(app.db, app.points, user.id, request.body);
  });

  app.get('/api/me/profile', { config: { access: 'learner' }, schema: { response: answers({ 200: OwnProfileSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return ownProfile(app.db, user.id);
  });

  // Strict body: role, membershipStatus, transformationTier, accountStatus, points → 400, nothing changes.
  app.patch('/api/me/profile', { config: { access: 'learner' }, schema: { body: ProfileUpdateSchema, response: answers({ 200: OwnProfileSchema }) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    const profile = await updateProfile(app.db, user, request.body);
    // The page and the landing page follow the learner's language from the next load (request-locale.ts).
    if (request.body.locale !== undefined) reply.header('set-cookie', localeCookie(request.body.locale));
    return profile;
  });

  app.get(
    '/api/me/impact',
    { config: { access: 'learner' }, schema: { querystring: z.strictObject({ page: z.coerce.number().int().min(1).max(100_000).default(1) }), response: answers({ 200: ImpactLogPageSchema }) } },
    async (request) => {
      const user = await requireActiveUser(request);
      return impactLog(app.db, user, request.query.page);
    },
  );

  // Replay-safe with an Idempotency-Key header (the offline queue always sends one).
  app.post('/api/me/impact', { config: { access: 'learner' }, schema: { headers: IdempotencyHeadersSchema, body: ImpactEntryInputSchema, response: answers({ 201: ImpactEntrySchema }) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    return sendAnswer(reply, await createImpactEntry(app.db, user, request.body, idempotentWrite(request, user.id)));
  });

  app.put('/api/me/impact/:id', { config: { access: 'learner' }, schema: { params: entryParams, body: ImpactEntryInputSchema, response: answers({ 200: ImpactEntrySchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return editImpactEntry(app.db, user, request.params.id, request.body);
  });

  app.delete('/api/me/impact/:id', { config: { access: 'learner' }, schema: { params: entryParams, response: answers(NO_CONTENT) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    await removeImpactEntry(app.db, user, request.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/api/me/impact/reflections',
    {
      config: { access: 'learner' },
      schema: {
        headers: IdempotencyHeadersSchema,
        body: WeeklyReflectionInputSchema,
        response: answers({ 201: WeeklyReflectionAnswerSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return sendAnswer(reply, await submitWeeklyReflection(app.db, app.points, user, request.body, idempotentWrite(request, user.id)));
    },
  );

  // Public profile: anyone may read it (visitor); inactive accounts are not shown.
  app.get('/api/users/:userId/profile', { config: { access: 'visitor' }, schema: { params: userParams, response: answers({ 200: PublicProfileSchema }) } }, async (request) => {
    const profile = await publicProfile(app.db, request.params.userId, app.config.publicUrl);
    if (!profile) throw errors.notFound('That learner');
    return profile;
  });
};
