import {
  AdminUserDetailSchema,
  AdminUserExportQuerySchema,
  AdminUserListQuerySchema,
  AdminUserPageSchema,
  AdminUserAnswerSchema,
  AdminUserPatchSchema,
  AuditPageSchema,
  AuditQuerySchema,
  DashboardQuerySchema,
  DashboardSchema,
  DevOutboxSchema,
  SettingsAnswerSchema,
  SettingsPatchSchema,
  toCsv,
  utcDay,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../lib/download';
import { errors } from '../../lib/errors';
import { answers } from '../../lib/responses';
import { resolveWithDns, type ResolveHost } from '../../lib/outbound-url';
import { requireAdmin } from '../../lib/session';
import { listAudit } from '../audit/repository';
import { getSettings } from '../settings/service';
import { buildDashboard } from './dashboard-service';
import { changeSettings, secretStatuses, settingsToSet } from './settings-service';
import { findSignIns, findUser, findUserBadges, findUserBookings, findUserPayments, findUsers, toAdminUser } from './users-repository';
import { changeUser } from './users-service';

export interface AdminRoutesOptions {
  /** DNS for the webhook check (tests pass a fake). */
  resolveHost?: ResolveHost;
}

const UserParamsSchema = z.strictObject({ userId: z.string().min(1).max(100) });
const SIGN_IN_HISTORY = 50;
const HISTORY_LIMIT = 50;
const EXPORT_LIMIT = 50_000;

/**
 * Admin API. Every route here declares `access: 'admin'` (401 visitor, 403 learner, checked by the
 * access hook before its input is even validated); each handler calls requireAdmin again for the
 * acting admin (memoised, no second read).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, opts) => {
  const resolveHost = opts.resolveHost ?? resolveWithDns;
  // The dev outbox: mails the product would have sent, when no SMTP is configured.
  app.get(
    '/api/admin/outbox',
    { config: { access: 'admin' }, schema: { querystring: z.strictObject({ to: z.email().optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }), response: answers({ 200: DevOutboxSchema }) } },
    async (request) => {
      await requireAdmin(request);
      let q = app.db.kysely.selectFrom('dev_outbox').selectAll().orderBy('createdAt', 'desc').limit(request.query.limit);
      if (request.query.to) q = q.where('to', '=', request.query.to.toLowerCase());
      const mails = await q.execute();
      return { mode: app.mailer.mode, mails: mails.map((m) => ({ ...m, createdAt: new Date(Number(m.createdAt)).toISOString() })) };
    },
  );

  app.get('/api/admin/dashboard', { config: { access: 'admin' }, schema: { querystring: DashboardQuerySchema, response: answers({ 200: DashboardSchema }) } }, async (request) => {
    await requireAdmin(request);
    return buildDashboard(app.db.kysely, request.query.period);
  });

  app.get('/api/admin/users', { config: { access: 'admin' }, schema: { querystring: AdminUserListQuerySchema, response: answers({ 200: AdminUserPageSchema }) } }, async (request) => {
    await requireAdmin(request);
    const { page, pageSize, ...filters } = request.query;
    const { users, total } = await findUsers(app.db.kysely, filters, { limit: pageSize, offset: (page - 1) * pageSize });
    return { users: users.map(toAdminUser), total, page, pageSize };
  });

  app.get('/api/admin/users/export', { config: { access: 'admin' }, schema: { querystring: AdminUserExportQuerySchema, response: answers({}) } }, async (request, reply) => {
    await requireAdmin(request);
    const { users } = await findUsers(app.db.kysely, request.query, { limit: EXPORT_LIMIT, offset: 0 });
    const csv = toCsv(
      ['id', 'name', 'email', 'emailVerified', 'role', 'membershipStatus', 'transformationTier', 'accountStatus', 'createdAt', 'lastActive'],
      users.map(toAdminUser).map((u) => [u.id, u.name, u.email, u.emailVerified, u.role, u.membershipStatus, u.transformationTier, u.accountStatus, u.createdAt, u.lastActive]),
    );
    return sendDownload(reply, { type: 'text/csv; charset=utf-8', name: `users-${utcDay(Date.now())}.csv`, body: csv });
  });

  app.get('/api/admin/users/:userId', { config: { access: 'admin' }, schema: { params: UserParamsSchema, response: answers({ 200: AdminUserDetailSchema }) } }, async (request) => {
    await requireAdmin(request);
    const user = await findUser(app.db.kysely, request.params.userId);
    if (!user) throw errors.notFound('That user');
    const db = app.db.kysely;
    const [signIns, badges, bookings, payments] = await Promise.all([
      findSignIns(db, user.id, SIGN_IN_HISTORY, Date.now()),
      findUserBadges(db, user.id),
      findUserBookings(db, user, HISTORY_LIMIT),
      findUserPayments(db, user.id, HISTORY_LIMIT),
    ]);
    return { user: toAdminUser(user), signIns, badges, bookings, payments };
  });

  app.patch(
    '/api/admin/users/:userId',
    { config: { access: 'admin' }, schema: { params: UserParamsSchema, body: AdminUserPatchSchema, response: answers({ 200: AdminUserAnswerSchema }) } },
    async (request) => {
      const admin = await requireAdmin(request);
      return { user: await changeUser(app.db, admin.id, request.params.userId, request.body) };
    },
  );

  app.get('/api/admin/settings', { config: { access: 'admin' }, schema: { response: answers({ 200: SettingsAnswerSchema }) } }, async (request) => {
    await requireAdmin(request);
    const settings = await getSettings(app.db.kysely);
    return {
      settings,
      secrets: secretStatuses(app.config),
      allowPrivateWebhooks: app.config.ALLOW_PRIVATE_WEBHOOKS,
      mustSet: settingsToSet(app.config, settings),
    };
  });

  app.patch('/api/admin/settings', { config: { access: 'admin' }, schema: { body: SettingsPatchSchema, response: answers({ 200: SettingsAnswerSchema }) } }, async (request) => {
    const admin = await requireAdmin(request);
    const settings = await changeSettings(app.db.kysely, admin.id, request.body, {
      allowPrivateWebhooks: app.config.ALLOW_PRIVATE_WEBHOOKS,
      resolve: resolveHost,
      production: app.config.NODE_ENV === 'production',
    });
    return {
      settings,
      secrets: secretStatuses(app.config),
      allowPrivateWebhooks: app.config.ALLOW_PRIVATE_WEBHOOKS,
      mustSet: settingsToSet(app.config, settings),
    };
  });

  app.get('/api/admin/audit', { config: { access: 'admin' }, schema: { querystring: AuditQuerySchema, response: answers({ 200: AuditPageSchema }) } }, async (request) => {
    await requireAdmin(request);
    const { entries, total } = await listAudit(app.db.kysely, request.query);
    return { entries, total, page: request.query.page, pageSize: request.query.pageSize };
  });
};
