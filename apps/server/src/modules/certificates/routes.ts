import {
  ACCREDITOR_PACK_HEADER,
  AccreditorPackQuerySchema,
  AdminCertificatePageSchema,
  AdminCertificateQuerySchema,
  AdminCertificateSchema,
  CertificateActionInputSchema,
  dayRange,
  formatCertificateCode,
  formatCpdMinutes,
  normalizeCertificateCode,
  OwnCertificateListSchema,
  ReissueAnswerSchema,
  toCsv,
  utcDay,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../lib/download';
import { safeFileName } from '../../lib/pdf';
import { learnerKey } from '../../lib/rate-limit-key';
import { requireActiveUser, requireAdmin } from '../../lib/session';
import { answers } from '../../lib/responses';
import { journeyFirstDays } from '../cpd/repository';
import * as repo from './repository';
import { requestLocale } from '../../lib/request-locale';
import { ownCertificates, ownValidCertificate, reissueCertificate, revokeCertificate, toAdminCertificate, verifyUrl } from './service';

const IdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/**
 * Certificates for their holder (list, PDF download) and for admins (list and search, revoke,
 * reissue, the accreditor pack). Issuing happens only through the journeyCompleted event.
 */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl;

  app.get('/api/me/certificates', { config: { access: 'learner' }, schema: { response: answers({ 200: OwnCertificateListSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return { certificates: await ownCertificates(app.db.kysely, user.id, publicUrl) };
  });

  app.get(
    '/api/me/certificates/:id/pdf',
    { config: { access: 'learner', rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: learnerKey } }, schema: { params: IdParamsSchema, response: answers({}) } },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const c = await ownValidCertificate(app.db.kysely, user.id, request.params.id);
      // In the learner's language (their setting, else the page's), made in a worker thread (lib/cpu-pool.ts).
      const locale = user.locale ?? requestLocale(request);
      const content = { ...c, verifyUrl: verifyUrl(publicUrl, c.id) };
      // The elite certificate has its own design (ADR 043).
      const pdf = c.kind === 'elite' ? await app.cpu.run('eliteCertificatePdf', content, locale) : await app.cpu.run('certificatePdf', content, locale);
      const name = c.kind === 'elite' ? `elite-certificate-${utcDay(c.issuedAt)}.pdf` : `certificate-${safeFileName(c.journeyTitle)}-${utcDay(c.issuedAt)}.pdf`;
      return sendDownload(reply, { type: 'application/pdf', name, body: pdf });
    },
  );

  app.get('/api/admin/certificates', { config: { access: 'admin' }, schema: { querystring: AdminCertificateQuerySchema, response: answers({ 200: AdminCertificatePageSchema }) } }, async (request) => {
    await requireAdmin(request);
    const { page, pageSize, q, journeyId } = request.query;
    const [{ items, total }, journeys] = await Promise.all([
      repo.findForAdmin(app.db.kysely, { q, code: q ? normalizeCertificateCode(q) : null, journeyId }, { limit: pageSize, offset: (page - 1) * pageSize }),
      repo.journeysWithCertificates(app.db.kysely),
    ]);
    return { items: items.map((row) => toAdminCertificate(row, row.replacedById, publicUrl)), total, page, pageSize, journeys };
  });

  app.post('/api/admin/certificates/:id/revoke', { config: { access: 'admin' }, schema: { params: IdParamsSchema, body: CertificateActionInputSchema, response: answers({ 200: AdminCertificateSchema }) } }, async (request) => {
    const admin = await requireAdmin(request);
    return revokeCertificate(app.db.kysely, admin.id, request.params.id, request.body.reason, publicUrl);
  });

  app.post('/api/admin/certificates/:id/reissue', { config: { access: 'admin' }, schema: { params: IdParamsSchema, body: CertificateActionInputSchema, response: answers({ 200: ReissueAnswerSchema }) } }, async (request) => {
    const admin = await requireAdmin(request);
    return reissueCertificate(app.db.kysely, admin.id, request.params.id, request.body.reason, publicUrl);
  });

  // The accreditor pack: one journey's certificates issued in a period (UTC days, inclusive).
  app.get('/api/admin/certificates/accreditor-pack.csv', { config: { access: 'admin' }, schema: { querystring: AccreditorPackQuerySchema, response: answers({}) } }, async (request, reply) => {
    await requireAdmin(request);
    const { journeyId, from, to } = request.query;
    const { start, end } = dayRange(from, to);
    const rows = await repo.findIssuedBetween(app.db.kysely, journeyId, start ?? 0, end ?? Date.now());
    const firstDays = await journeyFirstDays(app.db.kysely, journeyId);
    const csv = toCsv(
      ACCREDITOR_PACK_HEADER,
      rows.map((r) => [
        r.holderName,
        r.journeyTitle,
        firstDays.get(r.userId) ?? null,
        utcDay(r.completedAt),
        utcDay(r.issuedAt),
        r.cpdMinutes,
        formatCpdMinutes(r.cpdMinutes),
        r.id,
        formatCertificateCode(r.code),
        r.revokedAt === null ? 'Valid' : 'Revoked',
        r.revokedAt === null ? null : utcDay(r.revokedAt),
        r.revokedReason,
      ]),
    );
    return sendDownload(reply, { type: 'text/csv; charset=utf-8', name: `accreditor-pack-${safeFileName(journeyId)}-${from}-to-${to}.csv`, body: csv });
  });
};
