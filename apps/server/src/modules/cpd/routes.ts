import {
  CpdAddAnswerSchema,
  CpdEntrySchema,
  CpdRecordQuerySchema,
  CpdRecordSchema,
  CpdVoidInputSchema,
  ExternalCpdInputSchema,
  localDay,
  toCsv,
  zoneOrUtc,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../lib/download';
import { safeFileName } from '../../lib/pdf';
import { learnerKey } from '../../lib/rate-limit-key';
import { requestLocale } from '../../lib/request-locale';
import { requireActiveUser } from '../../lib/session';
import { answers } from '../../lib/responses';
import { getSettings } from '../settings/service';
import { addExternalEntry, allEntries, cpdRecord, statementEntries, voidOwnEntry } from './service';
import { STATEMENT_LIMITS } from './statement-pdf';
import { cpdCsvHeader, cpdCsvRowIn } from './texts';
import { journeyLeaders } from '../journeys/journey-view';
import { journeyNames } from '../webinars/event-view';

const EntryParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/**
 * The learner's own CPD record: read it with its totals, add external CPD (self-reported), void
 * an own self-reported entry, export CSV and a PDF statement (both in the learner's language
 * setting, else the request's: cpd/texts.ts). Minutes only ever come from the
 * learning events or the learner's own external entries: no route takes minutes for another kind.
 */
export const cpdRoutes: FastifyPluginAsyncZod = async (app) => {
  // PDFs cost CPU: a learner may make a few a minute, which is plenty for a person.
  const exportLimit = { max: 20, timeWindow: 60_000, keyGenerator: learnerKey };

  app.get('/api/me/cpd', { config: { access: 'learner' }, schema: { querystring: CpdRecordQuerySchema, response: answers({ 200: CpdRecordSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return cpdRecord(app.db.kysely, user, request.query.page);
  });

  app.post(
    '/api/me/cpd',
    { config: { access: 'learner', rateLimit: { max: 60, timeWindow: 60_000, keyGenerator: learnerKey } }, schema: { body: ExternalCpdInputSchema, response: answers({ 200: CpdAddAnswerSchema, 201: CpdAddAnswerSchema }) } },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const answer = await addExternalEntry(app.db.kysely, user, request.body);
      return reply.status(answer.created ? 201 : 200).send(answer);
    },
  );

  app.post('/api/me/cpd/:id/void', { config: { access: 'learner' }, schema: { params: EntryParamsSchema, body: CpdVoidInputSchema, response: answers({ 200: CpdEntrySchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return voidOwnEntry(app.db.kysely, user, request.params.id, request.body.reason);
  });

  app.get('/api/me/cpd/export.csv', { config: { access: 'learner', rateLimit: exportLimit }, schema: { response: answers({}) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    const entries = await allEntries(app.db.kysely, user.id);
    const today = localDay(new Date(), zoneOrUtc(user.timezone));
    const locale = user.locale ?? requestLocale(request);
    // The Journey column names each journey as the learner sees it, in their language (one read).
    const journeys = await journeyNames(app.db.kysely, entries.map((entry) => entry.journeyId), await journeyLeaders(app.db), locale);
    const body = toCsv(cpdCsvHeader(locale), entries.map((entry) => cpdCsvRowIn(entry, locale, journeys.get(entry.journeyId)?.title)));
    return sendDownload(reply, { type: 'text/csv; charset=utf-8', name: `cpd-record-${today}.csv`, body });
  });

  app.get('/api/me/cpd/statement.pdf', { config: { access: 'learner', rateLimit: exportLimit }, schema: { response: answers({}) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    const [content, settings] = await Promise.all([
      statementEntries(
        app.db.kysely,
        user.id,
        STATEMENT_LIMITS.entries,
        Math.max(STATEMENT_LIMITS.evidence, STATEMENT_LIMITS.voidReason) + 1,
      ),
      getSettings(app.db.kysely),
    ]);
    const today = localDay(new Date(), zoneOrUtc(user.timezone));
    // Made in a worker thread (lib/cpu-pool.ts), within the statement's size limits (statement-pdf.ts).
    const pdf = await app.cpu.run(
      'cpdStatementPdf',
      { siteName: settings.siteName, holderName: user.name, ...content, generatedOn: today },
      user.locale ?? requestLocale(request),
    );
    return sendDownload(reply, { type: 'application/pdf', name: `cpd-statement-${safeFileName(user.name)}-${today}.pdf`, body: pdf });
  });
};
