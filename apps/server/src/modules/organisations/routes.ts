import {
  AcceptOrgInviteSchema,
  CreateOrgTeamSchema,
  CreateOrganisationSchema,
  GrantSeatsSchema,
  MyOrganisationSchema,
  OrgConsoleSchema,
  OrgImportReportSchema,
  OrgImportSchema,
  ImpactDashboardSchema,
  NameOwnerSchema,
  OrganisationListSchema,
  OrganisationSchema,
  OrgInvitationSentSchema,
  OrgInviteSchema,
  OrgMembersSchema,
  OrgSeatsSchema,
  OrgTeamsSchema,
  OrgSsoSchema,
  RoiEstimateSeriesSchema,
  RoiInputSchema,
  SsoProviderInputSchema,
  localDay,
  zoneOrUtc,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/request-locale';
import { answers, NO_CONTENT } from '../../lib/responses';
import { requireActiveUser, requireAdmin } from '../../lib/session';
import { learnerKey } from '../../lib/rate-limit-key';
import { sendDownload } from '../../lib/download';
import { safeFileName } from '../../lib/pdf';
import { getSettings } from '../settings/service';
import { orgConsole, orgImpact } from './console';
import { checkImport, confirmImport, peopleCsv, setMemberTeam } from './people';
import { orgRoiEstimates, saveOrgRoiEstimate } from './roi';
import * as service from './service';
import * as sso from './sso';
import { createOrgTeam, orgTeams } from './teams';

const Id = z.string().min(1).max(100);
const OrgParams = z.strictObject({ orgId: Id });

/**
 * Organisations (ADR 039). Platform admins' routes sit under /api/admin (access `admin`); the
 * organisation's own under /api/orgs (access `learner`), where the service's named policy
 * (requireOrgScope) decides what each caller reaches: another organisation's ids answer 404.
 */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/organisations',
    { config: { access: 'admin' }, schema: { response: answers({ 200: OrganisationListSchema }) } },
    async (request) => {
      await requireAdmin(request);
      return { organisations: await service.listOrganisations(app.db) };
    },
  );

  app.post(
    '/api/admin/organisations',
    {
      config: { access: 'admin' },
      schema: {
        body: CreateOrganisationSchema,
        response: answers({ 201: z.object({ organisation: OrganisationSchema }) }),
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      return reply
        .status(201)
        .send({ organisation: await service.createOrganisation(app.db, admin, request.body) });
    },
  );

  app.post(
    '/api/admin/organisations/:orgId/owner',
    {
      config: { access: 'admin' },
      schema: {
        params: OrgParams,
        body: NameOwnerSchema,
        response: answers({ 200: z.object({ organisation: OrganisationSchema }) }),
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return {
        organisation: await service.nameOwner(
          app.db,
          admin,
          request.params.orgId,
          request.body.ownerEmail,
        ),
      };
    },
  );

  app.post(
    '/api/admin/organisations/:orgId/seat-grants',
    {
      config: { access: 'admin' },
      schema: {
        params: OrgParams,
        body: GrantSeatsSchema,
        response: answers({ 201: z.object({ seats: OrgSeatsSchema }) }),
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      return reply.status(201).send({
        seats: await service.grantSeats(app.db, admin, request.params.orgId, request.body),
      });
    },
  );

  app.get(
    '/api/orgs/mine',
    { config: { access: 'learner' }, schema: { response: answers({ 200: MyOrganisationSchema }) } },
    async (request) => {
      const user = await requireActiveUser(request);
      return { organisation: await service.myOrganisation(app.db, user) };
    },
  );

  app.post(
    '/api/orgs/invitations/accept',
    {
      config: { access: 'learner', rateLimit: { max: 20, timeWindow: 10 * 60 * 1_000 } },
      schema: { body: AcceptOrgInviteSchema, response: answers({ 200: MyOrganisationSchema }) },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return { organisation: await service.acceptInvitation(app.db, user, request.body.token) };
    },
  );

  app.get(
    '/api/orgs/:orgId',
    {
      config: { access: 'learner' },
      schema: {
        params: OrgParams,
        response: answers({ 200: z.object({ organisation: OrganisationSchema }) }),
      },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return { organisation: await service.getOrganisation(app.db, user, request.params.orgId) };
    },
  );

  // The console's figures (ADR 045): seats, activity, CPD, certificates and progress per team.
  app.get(
    '/api/orgs/:orgId/console',
    {
      config: { access: 'learner' },
      schema: { params: OrgParams, response: answers({ 200: OrgConsoleSchema }) },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return orgConsole(app.db, user, request.params.orgId);
    },
  );

  // The organisation's Business Impact Dashboard (ADR 052), under the console's policy.
  app.get(
    '/api/orgs/:orgId/impact-dashboard',
    {
      config: { access: 'learner' },
      schema: { params: OrgParams, response: answers({ 200: ImpactDashboardSchema }) },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return orgImpact(app.db, user, request.params.orgId);
    },
  );

  // The same dashboard as a PDF for an HR director, made in the CPU pool (ADR 033, 052).
  app.get(
    '/api/orgs/:orgId/impact-dashboard.pdf',
    {
      config: { access: 'learner', rateLimit: { max: 20, timeWindow: 10 * 60 * 1_000 } },
      schema: { params: OrgParams, response: answers({}) },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const [dashboard, settings] = await Promise.all([
        orgImpact(app.db, user, request.params.orgId),
        getSettings(app.db.kysely),
      ]);
      const today = localDay(new Date(), zoneOrUtc(user.timezone));
      const pdf = await app.cpu.run(
        'impactReportPdf',
        { siteName: settings.siteName, dashboard, generatedOn: today },
        user.locale ?? requestLocale(request),
      );
      return sendDownload(reply, {
        type: 'application/pdf',
        name: `impact-dashboard-${safeFileName(dashboard.name ?? 'organisation')}-${today}.pdf`,
        body: pdf,
      });
    },
  );

  // The organisation's own ROI estimate series (ADR 053): owners and admins; the re-measure rule of ADR 051.
  app.get(
    '/api/orgs/:orgId/roi-estimates',
    {
      config: { access: 'learner' },
      schema: { params: OrgParams, response: answers({ 200: RoiEstimateSeriesSchema }) },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return orgRoiEstimates(app.db, user, request.params.orgId);
    },
  );

  app.post(
    '/api/orgs/:orgId/roi-estimates',
    {
      // As /api/me/roi-estimates: per account, 20 in 10 minutes.
      config: {
        access: 'learner',
        rateLimit: { max: 20, timeWindow: 10 * 60 * 1_000, keyGenerator: learnerKey },
      },
      schema: {
        params: OrgParams,
        body: RoiInputSchema,
        response: answers({ 201: RoiEstimateSeriesSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return reply
        .status(201)
        .send(await saveOrgRoiEstimate(app.db, user, request.params.orgId, request.body));
    },
  );

  app.get(
    '/api/orgs/:orgId/members',
    {
      config: { access: 'learner' },
      schema: { params: OrgParams, response: answers({ 200: OrgMembersSchema }) },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return service.listMembers(app.db, user, request.params.orgId);
    },
  );

  app.post(
    '/api/orgs/:orgId/invitations',
    {
      // Per address, beside the seats that bound how many can be pending.
      config: { access: 'learner', rateLimit: { max: 60, timeWindow: 10 * 60 * 1_000 } },
      schema: {
        params: OrgParams,
        body: OrgInviteSchema,
        response: answers({ 201: OrgInvitationSentSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const invitation = await service.inviteMember(
        app.db,
        app.mail,
        user,
        request.params.orgId,
        {
          ...request.body,
          publicUrl: app.config.publicUrl,
          locale: requestLocale(request),
        },
      );
      return reply.status(201).send({ invitation });
    },
  );

  app.delete(
    '/api/orgs/:orgId/invitations/:invitationId',
    {
      config: { access: 'learner' },
      schema: {
        params: z.strictObject({ orgId: Id, invitationId: Id }),
        response: answers(NO_CONTENT),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      await service.revokeInvitation(
        app.db,
        user,
        request.params.orgId,
        request.params.invitationId,
      );
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/orgs/:orgId/members/:userId',
    {
      config: { access: 'learner' },
      schema: { params: z.strictObject({ orgId: Id, userId: Id }), response: answers(NO_CONTENT) },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      await service.removeMember(app.db, user, request.params.orgId, request.params.userId);
      return reply.status(204).send();
    },
  );

  // People (ADR 045): a CSV import checked row by row, then confirmed all or none; a member's team; the export.
  const importLimit = { max: 30, timeWindow: 10 * 60 * 1_000 };
  app.post(
    '/api/orgs/:orgId/imports/check',
    {
      config: { access: 'learner', rateLimit: importLimit },
      schema: {
        params: OrgParams,
        body: OrgImportSchema,
        response: answers({ 200: OrgImportReportSchema }),
      },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return checkImport(app.db, user, request.params.orgId, request.body.csv);
    },
  );

  app.post(
    '/api/orgs/:orgId/imports',
    {
      config: { access: 'learner', rateLimit: importLimit },
      schema: {
        params: OrgParams,
        body: OrgImportSchema,
        response: answers({ 201: OrgImportReportSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const report = await confirmImport(app.db, app.mail, user, request.params.orgId, {
        csv: request.body.csv,
        publicUrl: app.config.publicUrl,
        locale: requestLocale(request),
      });
      return reply.status(201).send(report);
    },
  );

  app.put(
    '/api/orgs/:orgId/members/:userId/team',
    {
      config: { access: 'learner' },
      schema: {
        params: z.strictObject({ orgId: Id, userId: Id }),
        body: z.strictObject({ teamId: Id.nullable() }),
        response: answers(NO_CONTENT),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      await setMemberTeam(
        app.db,
        user,
        request.params.orgId,
        request.params.userId,
        request.body.teamId,
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/orgs/:orgId/people/export',
    {
      config: { access: 'learner' },
      schema: { params: OrgParams, response: answers({}) },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const csv = await peopleCsv(app.db, user, request.params.orgId);
      return sendDownload(reply, { type: 'text/csv; charset=utf-8', name: 'people.csv', body: csv });
    },
  );

  app.get(
    '/api/orgs/:orgId/teams',
    {
      config: { access: 'learner' },
      schema: { params: OrgParams, response: answers({ 200: OrgTeamsSchema }) },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return orgTeams(app.db, user, request.params.orgId);
    },
  );

  app.post(
    '/api/orgs/:orgId/teams',
    {
      config: { access: 'learner' },
      schema: {
        params: OrgParams,
        body: CreateOrgTeamSchema,
        response: answers({ 201: OrgTeamsSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return reply
        .status(201)
        .send(await createOrgTeam(app.db, user, request.params.orgId, request.body));
    },
  );

  // ---- the organisation's own sign-in provider (ADR 038) ----

  app.get(
    '/api/orgs/:orgId/sso',
    {
      config: { access: 'learner' },
      schema: { params: OrgParams, response: answers({ 200: OrgSsoSchema }) },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return sso.getSso(app.db, user, request.params.orgId, app.config.publicUrl);
    },
  );

  app.put(
    '/api/orgs/:orgId/sso',
    {
      // Each save reads the provider's discovery document: a few an hour is plenty.
      config: { access: 'learner', rateLimit: { max: 20, timeWindow: 10 * 60 * 1_000 } },
      schema: {
        params: OrgParams,
        body: SsoProviderInputSchema,
        response: answers({ 200: OrgSsoSchema }),
      },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return sso.setSso(app.db, user, request.params.orgId, request.body, {
        publicUrl: app.config.publicUrl,
        trustedOrigins: app.config.trustedOrigins,
      });
    },
  );

  app.delete(
    '/api/orgs/:orgId/sso',
    {
      config: { access: 'learner' },
      schema: { params: OrgParams, response: answers(NO_CONTENT) },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      await sso.deleteSso(app.db, user, request.params.orgId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/organisations/:orgId/sso/verify',
    {
      config: { access: 'admin' },
      schema: { params: OrgParams, response: answers({ 200: OrgSsoSchema }) },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return sso.verifySsoDomains(app.db, admin, request.params.orgId, app.config.publicUrl);
    },
  );
};
