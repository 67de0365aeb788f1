import {
  AdminMailDeliveryPageSchema,
  MailDeliveryQuerySchema,
  MailRetryAnswerSchema,
  refuseMailRetry,
  type AdminMailDelivery,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { MailDeliveriesTable } from '../../db/schema';
import { errors } from '../../lib/errors';
import { answers } from '../../lib/responses';
import { requireAdmin } from '../../lib/session';
import { recordAudit } from '../audit/repository';
import { MAIL_JOB } from '../mail/outbox';

const DeliveryParamsSchema = z.strictObject({ deliveryId: z.string().min(1).max(100) });
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A delivery as an admin sees it: never its text (it can hold a one-time link). */
function present(row: Omit<Selectable<MailDeliveriesTable>, 'text' | 'html'>): AdminMailDelivery {
  return {
    id: row.id,
    cause: row.causeKey.split(' ')[0]!,
    to: row.to,
    subject: row.subject,
    state: row.state,
    attempts: Number(row.attempts),
    lastError: row.lastError,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    sentAt: iso(row.sentAt),
  };
}

const COLUMNS = [
  'id',
  'causeKey',
  'kind',
  'to',
  'subject',
  'state',
  'attempts',
  'lastError',
  'lockedUntil',
  'createdAt',
  'updatedAt',
  'sentAt',
] as const;

/**
 * Mail deliveries in the admin console (ADR 035): the queued mails by state with their attempts
 * and last error, and the audited retry of a failed or dropped one (a retry also lifts a bounce's
 * stop on that address: the admin says it takes mail again). Every route declares `access: 'admin'`.
 */
export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/mail/deliveries',
    {
      config: { access: 'admin' },
      schema: {
        querystring: MailDeliveryQuerySchema,
        response: answers({ 200: AdminMailDeliveryPageSchema }),
      },
    },
    async (request) => {
      await requireAdmin(request);
      const { state, page, pageSize } = request.query;
      let q = app.db.kysely.selectFrom('mail_deliveries');
      if (state) q = q.where('state', '=', state);
      const [rows, count] = await Promise.all([
        q
          .select(COLUMNS)
          .orderBy('createdAt', 'desc')
          .orderBy('id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(present), total: Number(count.n), page, pageSize };
    },
  );

  app.post(
    '/api/admin/mail/deliveries/:deliveryId/retry',
    {
      config: { access: 'admin' },
      schema: { params: DeliveryParamsSchema, response: answers({ 200: MailRetryAnswerSchema }) },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { deliveryId } = request.params;
      const now = Date.now();
      const row = await app.db.kysely.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('mail_deliveries')
          .select(COLUMNS)
          .where('id', '=', deliveryId)
          .executeTakeFirst();
        if (!found) throw errors.notFound('That mail');
        const refusal = refuseMailRetry(found.state);
        if (refusal) throw errors.conflict(refusal);
        const requeued = await trx
          .updateTable('mail_deliveries')
          .set({ state: 'queued', lockedUntil: null, updatedAt: now })
          .where('id', '=', deliveryId)
          .where('state', '=', found.state)
          .returning(COLUMNS)
          .executeTakeFirst();
        if (!requeued) throw errors.conflict('Another admin retried this mail a moment ago.');
        const lifted = await trx
          .deleteFrom('mail_suppressions')
          .where('address', '=', found.to.trim().toLowerCase())
          .executeTakeFirst();
        await app.jobs.enqueue(trx, MAIL_JOB, { id: deliveryId });
        const details = {
          state: found.state,
          attempts: Number(found.attempts),
          lastError: found.lastError,
          bounceLifted: Number(lifted.numDeletedRows) > 0,
        };
        await recordAudit(
          trx,
          {
            actorId: admin.id,
            action: 'mail.retry',
            targetType: 'mail',
            targetId: deliveryId,
            details,
          },
          now,
        );
        return requeued;
      });
      return { delivery: present(row) };
    },
  );
};
