import { KbEntryAnswerSchema, KbEntryInputSchema, KbListQuerySchema, KbListSchema, KbMoveSchema } from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../lib/session';
import { answerLocale } from '../../lib/answer-locale';
import { listKbEntries, localizedKbEntries, toKbEntry } from './repository';
import { changeKbEntry, createKbEntry, moveKbEntry, removeKbEntry } from './service';
import { answers, NO_CONTENT } from '../../lib/responses';

const EntryParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/**
 * The knowledge base: a public, searchable list in the reader's language (each question and answer
 * in English where not translated); admins add, change, move and delete the English entries.
 */
export const knowledgeBaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/knowledge-base', { config: { access: 'visitor' }, schema: { querystring: KbListQuerySchema, response: answers({ 200: KbListSchema }) } }, async (request, reply) => {
    const rows = await localizedKbEntries(app.db.kysely, answerLocale(request, reply), request.query.q || undefined);
    // Revalidated on every visit, so an admin's change shows at once.
    reply.header('cache-control', 'no-cache');
    return { entries: rows.map(toKbEntry) };
  });

  // Admin routes: the access hook refuses others before validation; requireAdmin names the actor.
  app.get('/api/admin/knowledge-base', { config: { access: 'admin' }, schema: { response: answers({ 200: KbListSchema }) } }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'no-store');
    return { entries: (await listKbEntries(app.db.kysely)).map(toKbEntry) };
  });

  app.post('/api/admin/knowledge-base', { config: { access: 'admin' }, schema: { body: KbEntryInputSchema, response: answers({ 201: KbEntryAnswerSchema }) } }, async (request, reply) => {
    const admin = await requireAdmin(request);
    return reply.status(201).send({ entry: await createKbEntry(app.db.kysely, admin.id, request.body) });
  });

  app.put('/api/admin/knowledge-base/:id', { config: { access: 'admin' }, schema: { params: EntryParamsSchema, body: KbEntryInputSchema, response: answers({ 200: KbEntryAnswerSchema }) } }, async (request) => {
    const admin = await requireAdmin(request);
    return { entry: await changeKbEntry(app.db.kysely, admin.id, request.params.id, request.body) };
  });

  app.post('/api/admin/knowledge-base/:id/move', { config: { access: 'admin' }, schema: { params: EntryParamsSchema, body: KbMoveSchema, response: answers({ 200: KbListSchema }) } }, async (request) => {
    const admin = await requireAdmin(request);
    return { entries: await moveKbEntry(app.db.kysely, admin.id, request.params.id, request.body) };
  });

  app.delete('/api/admin/knowledge-base/:id', { config: { access: 'admin' }, schema: { params: EntryParamsSchema, response: answers(NO_CONTENT) } }, async (request, reply) => {
    const admin = await requireAdmin(request);
    await removeKbEntry(app.db.kysely, admin.id, request.params.id);
    return reply.status(204).send();
  });
};
