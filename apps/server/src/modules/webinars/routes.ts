import {
  AttendanceCodeInputSchema,
  AttendanceResultSchema,
  EventDetailSchema,
  EventListQuerySchema,
  EventListSchema,
  EventParamsSchema,
  RegistrationResultSchema,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../lib/download';
import { answerLocale } from '../../lib/answer-locale';
import { requestLocale } from '../../lib/request-locale';
import { requireActiveUser } from '../../lib/session';
import { attendByCode } from './attendance';
import { AttendanceCodes } from './attendance-code';
import { calendarFor, eventDetail, listEvents, register, unregister } from './service';
import { answers } from '../../lib/responses';

/**
 * Webinars and events for signed-in, active learners: the list (open and past, in their zone),
 * one event, registering (PUT: idempotent) and cancelling it, the calendar file, and attending by
 * the host's code (201 when recorded now, 200 with `created: false` after).
 */
export const webinarRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = new AttendanceCodes(app.config.authSecret);

  app.get('/api/events', { config: { access: 'learner' }, schema: { querystring: EventListQuerySchema, response: answers({ 200: EventListSchema }) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    reply.header('cache-control', 'no-store');
    return listEvents(app.db, user, request.query, undefined, answerLocale(request, reply));
  });

  app.get('/api/events/:eventId', { config: { access: 'learner' }, schema: { params: EventParamsSchema, response: answers({ 200: EventDetailSchema }) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    reply.header('cache-control', 'no-store');
    return eventDetail(app.db, user, request.params.eventId, undefined, answerLocale(request, reply));
  });

  app.put(
    '/api/events/:eventId/registration',
    { config: { access: 'learner' }, schema: { params: EventParamsSchema, response: answers({ 200: RegistrationResultSchema, 201: RegistrationResultSchema }) } },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const result = await register(app.db, user.id, request.params.eventId, undefined, answerLocale(request, reply));
      return reply.status(result.changed ? 201 : 200).send(result);
    },
  );

  app.delete('/api/events/:eventId/registration', { config: { access: 'learner' }, schema: { params: EventParamsSchema, response: answers({ 200: RegistrationResultSchema }) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    return unregister(app.db, user.id, request.params.eventId, undefined, answerLocale(request, reply));
  });

  app.get('/api/events/:eventId/calendar.ics', { config: { access: 'learner' }, schema: { params: EventParamsSchema, response: answers({}) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    // The learner's language setting, else the request's (as the CPD and certificate downloads).
    const file = await calendarFor(app.db, user.id, request.params.eventId, app.config.publicUrl, user.locale ?? requestLocale(request));
    return sendDownload(reply, { type: 'text/calendar; charset=utf-8', ...file });
  });

  app.post(
    '/api/events/:eventId/attendance',
    { config: { access: 'learner' }, schema: { params: EventParamsSchema, body: AttendanceCodeInputSchema, response: answers({ 200: AttendanceResultSchema, 201: AttendanceResultSchema }) } },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const deps = { db: app.db, bus: app.points, learning: app.learning, codes };
      const result = await attendByCode(deps, user.id, request.params.eventId, request.body.code);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
};
