import {
  CreateTeamSchema,
  ImpactDashboardSchema,
  JoinTeamSchema,
  LeaveTeamAnswerSchema,
  MyTeamResponseSchema,
  TeamInviteSchema,
  TeamInviteSentSchema,
  TeamPreviewSchema,
  TeamRankingQuerySchema,
  TeamRankingResponseSchema,
  TeamTokenSchema,
  TeamCompletionQuerySchema,
  TeamCompletionRankingSchema,
  VillageProgressSchema,
} from '@lv/domain';
import { requestLocale } from '../../lib/request-locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../lib/responses';
import { requireActiveUser } from '../../lib/session';
import { teamCompletionRanking, villageImpact, villageProgress } from './progress-service';
import { createTeam, handOver, inviteByEmail, joinTeam, leaveTeam, myTeam, previewToken, regenerateJoinLink, removeMember, renameTeam, teamRanking } from './service';

const MemberParams = z.strictObject({ userId: z.string().min(1).max(100) });
const team = answers({ 200: MyTeamResponseSchema });

/** Build-village teams: create, invite, join, leave, remove, hand over; and the team ranking. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (userId: string) => ({ team: await myTeam(app.db, userId, app.config.publicUrl) });

  app.get('/api/teams/mine', { config: { access: 'learner' }, schema: { response: team } }, async (request) => {
    const user = await requireActiveUser(request);
    return answer(user.id);
  });

  app.post('/api/teams', { config: { access: 'learner' }, schema: { body: CreateTeamSchema, response: answers({ 201: MyTeamResponseSchema }) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    await createTeam(app.db, user.id, request.body.name);
    return reply.status(201).send(await answer(user.id));
  });

  app.patch('/api/teams/mine', { config: { access: 'learner' }, schema: { body: CreateTeamSchema, response: team } }, async (request) => {
    const user = await requireActiveUser(request);
    await renameTeam(app.db, user.id, request.body.name);
    return answer(user.id);
  });

  app.post('/api/teams/mine/join-link', { config: { access: 'learner' }, schema: { response: team } }, async (request) => {
    const user = await requireActiveUser(request);
    await regenerateJoinLink(app.db, user.id);
    return answer(user.id);
  });

  app.post(
    '/api/teams/mine/invites',
    {
      // Per address as well as the per-team hourly cap in the service.
      config: { access: 'learner', rateLimit: { max: 30, timeWindow: 10 * 60 * 1_000 } },
      schema: { body: TeamInviteSchema, response: answers({ 201: TeamInviteSentSchema }) },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const invite = await inviteByEmail(app.db, app.mail, { userId: user.id, email: request.body.email, publicUrl: app.config.publicUrl, locale: requestLocale(request) });
      return reply.status(201).send({ invite });
    },
  );

  app.get('/api/teams/preview', { config: { access: 'learner' }, schema: { querystring: z.strictObject({ token: TeamTokenSchema }), response: answers({ 200: TeamPreviewSchema }) } }, async (request) => {
    await requireActiveUser(request);
    return previewToken(app.db, request.query.token);
  });

  app.post('/api/teams/join', { config: { access: 'learner' }, schema: { body: JoinTeamSchema, response: team } }, async (request) => {
    const user = await requireActiveUser(request);
    await joinTeam(app.db, user.id, request.body.token);
    return answer(user.id);
  });

  app.post('/api/teams/mine/leave', { config: { access: 'learner' }, schema: { response: answers({ 200: LeaveTeamAnswerSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    const { dissolved } = await leaveTeam(app.db, user.id);
    return { team: null, dissolved };
  });

  app.delete('/api/teams/mine/members/:userId', { config: { access: 'learner' }, schema: { params: MemberParams, response: team } }, async (request) => {
    const user = await requireActiveUser(request);
    await removeMember(app.db, user.id, request.params.userId);
    return answer(user.id);
  });

  app.post('/api/teams/mine/leader', { config: { access: 'learner' }, schema: { body: z.strictObject({ userId: z.string().min(1).max(100) }), response: team } }, async (request) => {
    const user = await requireActiveUser(request);
    await handOver(app.db, user.id, request.body.userId);
    return answer(user.id);
  });

  // The leader's view of the members' journeys (403 for a member: domain canViewVillageProgress).
  app.get('/api/teams/mine/progress', { config: { access: 'learner' }, schema: { response: answers({ 200: VillageProgressSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return villageProgress(app.db, user.id);
  });

  // The village's Business Impact Dashboard, for its leader (ADR 052).
  const impactSchema = { response: answers({ 200: ImpactDashboardSchema }) };
  app.get('/api/teams/mine/impact-dashboard', { config: { access: 'learner' }, schema: impactSchema }, async (request) => {
    const user = await requireActiveUser(request);
    return villageImpact(app.db, user.id);
  });

  app.get(
    '/api/leaderboard/teams/completion',
    { config: { access: 'learner' }, schema: { querystring: TeamCompletionQuerySchema, response: answers({ 200: TeamCompletionRankingSchema }) } },
    async (request) => {
      const user = await requireActiveUser(request);
      return teamCompletionRanking(app.db, { ...request.query, viewerId: user.id });
    },
  );

  app.get('/api/leaderboard/teams', { config: { access: 'learner' }, schema: { querystring: TeamRankingQuerySchema, response: answers({ 200: TeamRankingResponseSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return teamRanking(app.db, { ...request.query, viewerId: user.id });
  });
};
