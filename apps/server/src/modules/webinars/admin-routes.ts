import {
  AdminEventDetailSchema,
  AdminEventListSchema,
  AdminEventResultSchema,
  AttendanceCodeSchema,
  EventInputSchema,
  EventParamsSchema,
  MarkAttendanceInputSchema,
  MarkAttendanceResultSchema,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/session';
import { adminEventDetail, adminEventList, cancelEvent, createEvent, currentCode, updateEvent } from './admin-service';
import { AttendanceCodes } from './attendance-code';
import { markAttendance } from './attendance';
import { answers } from '../../lib/responses';

/**
 * The admin's events: list, schedule, change, cancel (each audited), the attendee list, marking a
 * learner as attended (audited with the award), and the rotating code for the host's screen.
 * Every /api/admin route is also guarded by requireAdmin in app.ts before validation.
 */
export const adminWebinarRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = new AttendanceCodes(app.config.authSecret);

  app.get('/api/admin/events', { config: { access: 'admin' }, schema: { response: answers({ 200: AdminEventListSchema }) } }, async (request, reply) => {
    const admin = await requireAdmin(request);
    reply.header('cache-control', 'no-store');
    return adminEventList(app.db, admin);
  });

  app.post('/api/admin/events', { config: { access: 'admin' }, schema: { body: EventInputSchema, response: answers({ 201: AdminEventResultSchema }) } }, async (request, reply) => {
    const admin = await requireAdmin(request);
    return reply.status(201).send({ event: await createEvent(app.db, admin.id, request.body) });
  });

  app.get('/api/admin/events/:eventId', { config: { access: 'admin' }, schema: { params: EventParamsSchema, response: answers({ 200: AdminEventDetailSchema }) } }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'no-store');
    return adminEventDetail(app.db, request.params.eventId);
  });

  app.put('/api/admin/events/:eventId', { config: { access: 'admin' }, schema: { params: EventParamsSchema, body: EventInputSchema, response: answers({ 200: AdminEventResultSchema }) } }, async (request) => {
    const admin = await requireAdmin(request);
    return { event: await updateEvent(app.db, admin.id, request.params.eventId, request.body) };
  });

  app.post('/api/admin/events/:eventId/cancel', { config: { access: 'admin' }, schema: { params: EventParamsSchema, response: answers({ 200: AdminEventResultSchema }) } }, async (request) => {
    const admin = await requireAdmin(request);
    return { event: await cancelEvent(app.db, admin.id, request.params.eventId) };
  });

  app.get('/api/admin/events/:eventId/code', { config: { access: 'admin' }, schema: { params: EventParamsSchema, response: answers({ 200: AttendanceCodeSchema }) } }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'no-store');
    return currentCode(app.db, codes, request.params.eventId);
  });

  app.post(
    '/api/admin/events/:eventId/attendance',
    { config: { access: 'admin' }, schema: { params: EventParamsSchema, body: MarkAttendanceInputSchema, response: answers({ 200: MarkAttendanceResultSchema, 201: MarkAttendanceResultSchema }) } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const result = await markAttendance({ db: app.db, bus: app.points, learning: app.learning }, admin.id, request.params.eventId, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
};
