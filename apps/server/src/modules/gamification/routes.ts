import { randomUUID } from 'node:crypto';
import {
  AdminBadgeListSchema,
  AdminUserXpSchema,
  CreatedSchema,
  LeaderboardQuerySchema,
  LeaderboardResponseSchema,
  LedgerPageSchema,
  MyBadgesSchema,
  NewBadgeSchema,
  PointsSummarySchema,
  pointsStreamEvent,
  XpAdjustmentAnswerSchema,
  XpAdjustmentSchema,
  XpDaysSchema,
  localDay,
  streakCalendarStart,
  xpActionFor,
  zoneOrUtc,
  XP_ACTION_IDS,
  type LeaderboardResponse,
  type XpActionId,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActiveUser, requireAdmin, requireUser } from '../../lib/session';
import { AppError, errors } from '../../lib/errors';
import { requestLocale } from '../../lib/request-locale';
import { answers } from '../../lib/responses';
import { recordAudit } from '../audit/repository';
import { badgeNameTaken, insertBadge, listBadges } from './badges-repository';
import { badgesFor } from './badge-progress';
import { cachedLeaderboardBody } from './leaderboard-service';
import { listLedger, pointsSummary } from './points-service';
import { xpByLocalDay } from './repository';
import { awardXp } from './service';
import { teamLeaderboard } from '../teams/service';

const SSE_HEARTBEAT_MS = 25_000;
/** Live streams one account may hold open on one server process (a tab each; hidden tabs pause theirs). */
export const LIVE_STREAMS_PER_USER = 5;
const UserParamsSchema = z.strictObject({ userId: z.string().min(1).max(100) });

/** How a ledger row's action reads. */
const ledgerLabel = (action: string) =>
  (XP_ACTION_IDS as readonly string[]).includes(action) ? xpActionFor(action as XpActionId).label : 'Adjustment by an admin';

/** Leaderboards, the learner's own points and ledger, live points, and the admin XP adjustment. */
export const gamificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open live streams, ended before the server closes so shutdown does not wait on them.
  const streams = new Set<() => void>();
  const openByUser = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  // The answer is ready JSON bytes (LeaderboardResponseSchema's shape, typed by leaderboard()): the public
  // page is serialised once per cache period, not validated and serialised again per request.
  app.get('/api/leaderboard', { config: { access: 'learner' }, schema: { querystring: LeaderboardQuerySchema, response: answers({ 200: LeaderboardResponseSchema }) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    const { period, page, pageSize } = request.query;
    // A village's board is small and per viewer: not cached.
    if (request.query.scope === 'team') return teamLeaderboard(app.db, { period, page, pageSize, viewerId: user.id });
    const body = await cachedLeaderboardBody(app.db, { period, page, pageSize, viewerId: user.id });
    // Fastify sends a Buffer as it is (no serializer runs), so the declared response only types
    // and documents this answer; the cast tells the type provider the bytes are that shape.
    return reply.type('application/json; charset=utf-8').send(body as unknown as LeaderboardResponse);
  });

  app.get('/api/me/badges', { config: { access: 'learner' }, schema: { response: answers({ 200: MyBadgesSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return { badges: await badgesFor(app.db, user.id, { withCredentialIds: true }) };
  });

  // An admin's view of one learner's XP: points, streak and the newest ledger entries.
  app.get('/api/admin/users/:userId/xp', { config: { access: 'admin' }, schema: { params: UserParamsSchema, response: answers({ 200: AdminUserXpSchema }) } }, async (request) => {
    await requireAdmin(request);
    const user = await app.db.kysely.selectFrom('users').select(['id', 'timezone']).where('id', '=', request.params.userId).executeTakeFirst();
    if (!user) throw errors.notFound('That user');
    const [summary, rows] = await Promise.all([pointsSummary(app.db, user.id, user.timezone), listLedger(app.db, user.id, 0, 50)]);
    return { ...summary, entries: rows.map((r) => ({ ...r, label: ledgerLabel(r.action), createdAt: new Date(Number(r.createdAt)).toISOString() })) };
  });

  app.get('/api/admin/badges', { config: { access: 'admin' }, schema: { response: answers({ 200: AdminBadgeListSchema }) } }, async (request) => {
    await requireAdmin(request);
    return { badges: await listBadges(app.db.kysely) };
  });

  app.post('/api/admin/badges', { config: { access: 'admin' }, schema: { body: NewBadgeSchema, response: answers({ 201: CreatedSchema }) } }, async (request, reply) => {
    const admin = await requireAdmin(request);
    if (await badgeNameTaken(app.db.kysely, request.body.name)) throw errors.invalid('Please check the highlighted fields.', { name: 'A badge with this name exists' });
    const id = await app.db.kysely.transaction().execute(async (trx) => {
      const now = Date.now();
      const badgeId = await insertBadge(trx, request.body, admin.id, now);
      await recordAudit(trx, { actorId: admin.id, action: 'badge.create', targetType: 'badge', targetId: badgeId, details: { name: request.body.name, rule: request.body.rule } }, now);
      return badgeId;
    });
    return reply.status(201).send({ id });
  });

  // Account: an inactive account may still read its own points (the header's level badge).
  app.get('/api/me/points', { config: { access: 'account' }, schema: { response: answers({ 200: PointsSummarySchema }) } }, async (request) => {
    const user = await requireUser(request);
    return pointsSummary(app.db, user.id, user.timezone);
  });

  app.get(
    '/api/me/ledger',
    { config: { access: 'learner' }, schema: { querystring: z.strictObject({ page: z.coerce.number().int().min(1).max(100_000).default(1) }), response: answers({ 200: LedgerPageSchema }) } },
    async (request) => {
      const user = await requireActiveUser(request);
      const pageSize = 20;
      const rows = await listLedger(app.db, user.id, (request.query.page - 1) * pageSize, pageSize + 1, user.locale ?? requestLocale(request));
      return {
        page: request.query.page,
        hasMore: rows.length > pageSize,
        entries: rows.slice(0, pageSize).map((r) => ({
          ...r,
          label: ledgerLabel(r.action),
          createdAt: new Date(Number(r.createdAt)).toISOString(),
        })),
      };
    },
  );

  // The streak calendar of the points screen: XP per local day over the last weeks (ledger rows).
  app.get('/api/me/xp-days', { config: { access: 'learner' }, schema: { response: answers({ 200: XpDaysSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    const now = Date.now();
    const today = localDay(new Date(now), zoneOrUtc(user.timezone));
    const from = streakCalendarStart(today);
    // From two days before `from` began in UTC: no zone is that far from it.
    const sinceMs = Date.parse(`${from}T00:00:00Z`) - 2 * 86_400_000;
    return { today, from, days: await xpByLocalDay(app.db.kysely, user.id, from, sinceMs) };
  });

  // Live points over server-sent events: the current value at once, then every change.
  app.get('/api/me/points/stream', { config: { access: 'account' }, schema: { response: answers({}) } }, async (request, reply) => {
    const user = await requireUser(request);
    const open = openByUser.get(user.id) ?? 0;
    if (open >= LIVE_STREAMS_PER_USER) {
      throw new AppError('RESOURCE_EXHAUSTED', `Live points are already open in ${LIVE_STREAMS_PER_USER} tabs. Close one, then reload this page.`);
    }
    // Counted before the first await, so parallel requests cannot all pass the check.
    openByUser.set(user.id, open + 1);
    const release = () => {
      const left = (openByUser.get(user.id) ?? 1) - 1;
      if (left > 0) openByUser.set(user.id, left);
      else openByUser.delete(user.id);
    };
    let points: number;
    let streak: { days: number; freezes: number; earnedToday: boolean };
    try {
      const summary = await pointsSummary(app.db, user.id, user.timezone);
      points = summary.points;
      streak = { days: summary.streak.days, freezes: summary.streak.freezes, earnedToday: summary.streak.earnedToday };
    } catch (err) {
      release();
      throw err;
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 3000\n${pointsStreamEvent('points', { points, streak })}`);
    const unsubscribe = app.points.subscribe(user.id, (event) => {
      res.write(pointsStreamEvent('points', { points: event.points, ...(event.streak ? { streak: event.streak } : {}) }));
      for (const name of event.unlocked ?? []) res.write(pointsStreamEvent('badge', { name }));
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), SSE_HEARTBEAT_MS);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(end);
      release();
    };
    const end = () => {
      close();
      res.end();
    };
    streams.add(end);
    request.raw.on('close', close);
  });

  app.post(
    '/api/admin/users/:userId/xp',
    {
      config: { access: 'admin' },
      schema: {
        params: UserParamsSchema,
        body: XpAdjustmentSchema.extend({ idempotencyKey: z.string().min(8).max(100).optional() }).strict(),
        response: answers({ 200: XpAdjustmentAnswerSchema }),
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { points, reason, idempotencyKey } = request.body;
      const result = await awardXp(app.db, app.points, {
        userId: request.params.userId,
        action: 'admin_adjustment',
        points,
        reason,
        actorId: admin.id,
        idempotencyKey: `admin:${idempotencyKey ?? randomUUID()}`,
      });
      return { created: result.created, points: result.points, entry: { ...result.entry, createdAt: new Date(result.entry.createdAt).toISOString() } };
    },
  );
};
