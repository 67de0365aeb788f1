import {
  AdminBlueprintPageSchema,
  AdminBookingPageSchema,
  BookingRetryAnswerSchema,
  AdminRoiLeadPageSchema,
  LeadExportQuerySchema,
  LeadListQuerySchema,
  answerText,
  refuseDeliveryRetry,
  toCsv,
  utcDay,
  type LeadExportQuery,
} from '@lv/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../lib/download';
import { errors } from '../../lib/errors';
import { requireAdmin } from '../../lib/session';
import { recordAudit } from '../audit/repository';
import { webhookUrl, type BookingRelay } from '../bookings/relay';
import { findBlueprints, findBookings, findDeliveryStatus, findRoiLeads, requeueDelivery } from './leads-repository';
import { answers } from '../../lib/responses';

const EXPORT_LIMIT = 50_000;
const BookingParamsSchema = z.strictObject({ bookingId: z.string().min(1).max(100) });

/** Refuses a status filter on lists that have none (ROI estimates, blueprints) with a field message. */
function noStatus(query: LeadExportQuery): void {
  if (query.status) throw errors.invalid('Only bookings can be filtered by delivery status.', { status: 'Only bookings can be filtered by delivery status' });
}

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return sendDownload(reply, { type: 'text/csv; charset=utf-8', name: `${name}-${utcDay(Date.now())}.csv`, body: csv });
}

/**
 * Leads and bookings in the admin console: lists, CSV exports and the retry of a failed booking
 * delivery (re-queued in the outbox, then the relay is kicked). Every route declares `access: 'admin'`.
 */
export function adminLeadRoutes(relay: BookingRelay): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/leads/bookings', { config: { access: 'admin' }, schema: { querystring: LeadListQuerySchema, response: answers({ 200: AdminBookingPageSchema }) } }, async (request) => {
      await requireAdmin(request);
      const { page, pageSize, ...filters } = request.query;
      const { items, total } = await findBookings(app.db.kysely, filters, { limit: pageSize, offset: (page - 1) * pageSize });
      return { items, total, page, pageSize };
    });

    app.get('/api/admin/leads/roi', { config: { access: 'admin' }, schema: { querystring: LeadListQuerySchema, response: answers({ 200: AdminRoiLeadPageSchema }) } }, async (request) => {
      await requireAdmin(request);
      const { page, pageSize, ...filters } = request.query;
      noStatus(filters);
      const { items, total } = await findRoiLeads(app.db.kysely, filters, { limit: pageSize, offset: (page - 1) * pageSize });
      return { items, total, page, pageSize };
    });

    app.get('/api/admin/leads/blueprints', { config: { access: 'admin' }, schema: { querystring: LeadListQuerySchema, response: answers({ 200: AdminBlueprintPageSchema }) } }, async (request) => {
      await requireAdmin(request);
      const { page, pageSize, ...filters } = request.query;
      noStatus(filters);
      const { items, total } = await findBlueprints(app.db.kysely, filters, { limit: pageSize, offset: (page - 1) * pageSize });
      return { items, total, page, pageSize };
    });

    app.get('/api/admin/leads/bookings/export', { config: { access: 'admin' }, schema: { querystring: LeadExportQuerySchema, response: answers({}) } }, async (request, reply) => {
      await requireAdmin(request);
      const { items } = await findBookings(app.db.kysely, request.query, { limit: EXPORT_LIMIT, offset: 0 });
      const csv = toCsv(
        ['id', 'createdAt', 'name', 'email', 'phone', 'teamSize', 'timeline', 'duration', 'date', 'time', 'timezone', 'painPoints', 'userId', 'deliveryStatus', 'attempts', 'lastError', 'nextAttemptAt', 'deliveredAt'],
        items.map((b) => [b.id, b.createdAt, b.name, b.email, b.phone, b.teamSize, b.timeline, b.duration, b.date, b.time, b.timezone, b.painPoints, b.user?.id, b.delivery.status, b.delivery.attempts, b.delivery.lastError, b.delivery.nextAttemptAt, b.delivery.deliveredAt]),
      );
      return sendCsv(reply, 'bookings', csv);
    });

    app.get('/api/admin/leads/roi/export', { config: { access: 'admin' }, schema: { querystring: LeadExportQuerySchema, response: answers({}) } }, async (request, reply) => {
      await requireAdmin(request);
      noStatus(request.query);
      const { items } = await findRoiLeads(app.db.kysely, request.query, { limit: EXPORT_LIMIT, offset: 0 });
      const inputKeys = ['teamSize', 'avgSalary', 'leadershipPlanPercentage', 'issuesPercentage', 'turnoverCost', 'projectStalls', 'leadershipPrepTime', 'desiredOutcomes'];
      const csv = toCsv(
        ['id', 'createdAt', 'score', 'band', 'email', 'userId', ...inputKeys],
        items.map((l) => [l.id, l.createdAt, l.score, l.band, l.email, l.user?.id, ...inputKeys.map((k) => answerText(l.input[k]))]),
      );
      return sendCsv(reply, 'roi-estimates', csv);
    });

    app.get('/api/admin/leads/blueprints/export', { config: { access: 'admin' }, schema: { querystring: LeadExportQuerySchema, response: answers({}) } }, async (request, reply) => {
      await requireAdmin(request);
      noStatus(request.query);
      const { items } = await findBlueprints(app.db.kysely, request.query, { limit: EXPORT_LIMIT, offset: 0 });
      // Every answer key seen, in first-seen order, so a new onboarding question gets its column.
      const keys = [...new Set(items.flatMap((b) => Object.keys(b.answers)))];
      const csv = toCsv(
        ['id', 'createdAt', 'recommendedPath', 'userId', 'claimedAt', ...keys],
        items.map((b) => [b.id, b.createdAt, b.recommendedPath, b.user?.id, b.claimedAt, ...keys.map((k) => answerText(b.answers[k]))]),
      );
      return sendCsv(reply, 'team-blueprints', csv);
    });

    app.post(
      '/api/admin/leads/bookings/:bookingId/retry',
      { config: { access: 'admin' }, schema: { params: BookingParamsSchema, response: answers({ 200: BookingRetryAnswerSchema }) } },
      async (request) => {
        const admin = await requireAdmin(request);
        const { bookingId } = request.params;
        const now = Date.now();
        const webhookSet = (await webhookUrl(app.db.kysely, app.config.ALLOW_PRIVATE_WEBHOOKS)) !== null;
        const before = await app.db.kysely.transaction().execute(async (trx) => {
          const found = await findDeliveryStatus(trx, bookingId);
          if (!found) throw errors.notFound('That booking');
          const refusal = refuseDeliveryRetry(found.status, webhookSet);
          if (refusal) throw errors.conflict(refusal);
          const from = found.status === 'stored' ? 'stored' : 'failed';
          if (!(await requeueDelivery(trx, bookingId, from, now))) throw errors.conflict('Another admin retried this booking a moment ago.');
          await recordAudit(trx, { actorId: admin.id, action: 'booking.retry', targetType: 'booking', targetId: bookingId, details: { attempts: found.attempts, lastError: found.lastError } }, now);
          return found;
        });
        relay.kick();
        return { delivery: { status: 'pending' as const, attempts: 0, lastError: before.lastError, nextAttemptAt: new Date(now).toISOString(), deliveredAt: null } };
      },
    );
  };
}
