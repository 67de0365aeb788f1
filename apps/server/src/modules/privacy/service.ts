import { randomUUID } from 'node:crypto';
import { deletionDueAt, type AdminDeletionRequest, type OwnDeletionRequest } from '@lv/domain';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, UserRow } from '../../db/schema';
import { errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { eraseAccount } from './erase';
import { POLICY_TABLES, policyOf, type Person, type TableName } from './tables';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export const ADMIN_DELETION_MESSAGE =
  'An admin account cannot be deleted. Ask another admin to make you a learner first.';

/** The learner's pending deletion request, or null. */
export async function ownDeletionRequest(
  db: Kysely<Database>,
  userId: string,
): Promise<OwnDeletionRequest | null> {
  const row = await db
    .selectFrom('deletion_requests')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        requestedAt: iso(row.requestedAt),
        dueAt: iso(row.dueAt),
        keepCertificates: Boolean(row.keepCertificates),
      }
    : null;
}

/**
 * The learner asks for their account to be deleted: erased once DELETION_COOL_OFF_DAYS have passed
 * unless they cancel or sign in again. Asking twice keeps the first request (its date); audited.
 */
export async function requestDeletion(
  db: Kysely<Database>,
  user: UserRow,
  keepCertificates: boolean,
  now = Date.now(),
): Promise<{ request: OwnDeletionRequest; created: boolean }> {
  if (user.role === 'admin') throw errors.forbidden(ADMIN_DELETION_MESSAGE);
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('deletion_requests')
      .values({
        id: randomUUID(),
        userId: user.id,
        status: 'pending',
        keepCertificates: keepCertificates ? 1 : 0,
        requestedAt: now,
        dueAt: deletionDueAt(now),
        closedAt: null,
        closedBy: null,
      })
      // The partial unique index keeps one pending request per learner, whatever races.
      .onConflict((oc) => oc.column('userId').where('status', '=', sql.lit('pending')).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted)
      await recordAudit(
        trx,
        {
          actorId: user.id,
          action: 'user.deletion.request',
          targetType: 'user',
          targetId: user.id,
          details: { dueAt: deletionDueAt(now), keepCertificates },
        },
        now,
      );
    return Boolean(inserted);
  });
  const request = await ownDeletionRequest(db, user.id);
  if (!request) throw errors.conflict('Your request could not be recorded. Please try again.');
  return { request, created };
}

/** Cancels the learner's pending request (the Cancel button, or signing in again); false when none was pending. */
export async function cancelDeletion(
  db: Kysely<Database>,
  userId: string,
  how: 'button' | 'sign-in' | 'admin',
  actorId: string | null,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('deletion_requests')
      .set({ status: 'cancelled', closedAt: now, closedBy: how === 'admin' ? actorId : null })
      .where('userId', '=', userId)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (done)
      await recordAudit(
        trx,
        {
          actorId,
          action: 'user.deletion.cancel',
          targetType: 'user',
          targetId: userId,
          details: { requestId: done.id, how },
        },
        now,
      );
    return Boolean(done);
  });
}

/** The newest requests for the admin list, with the learner's name while the account exists. */
export async function listDeletionRequests(db: Kysely<Database>): Promise<AdminDeletionRequest[]> {
  const rows = await db
    .selectFrom('deletion_requests')
    .innerJoin('users', 'users.id', 'deletion_requests.userId')
    .select([
      'deletion_requests.id',
      'deletion_requests.userId',
      'users.name',
      'deletion_requests.status',
      'deletion_requests.keepCertificates',
      'deletion_requests.requestedAt',
      'deletion_requests.dueAt',
      'deletion_requests.closedAt',
    ])
    .orderBy('deletion_requests.requestedAt', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    name: r.status === 'erased' ? null : r.name,
    status: r.status,
    keepCertificates: Boolean(r.keepCertificates),
    requestedAt: iso(r.requestedAt),
    dueAt: iso(r.dueAt),
    closedAt: r.closedAt === null ? null : iso(r.closedAt),
  }));
}

/** An admin erases one pending request now, before its date (the learner asked for no wait); audited by eraseAccount. */
export async function eraseRequestNow(db: Db, adminId: string, requestId: string): Promise<void> {
  const row = await db.kysely
    .selectFrom('deletion_requests')
    .select(['userId', 'status'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!row) throw errors.notFound('That request');
  if (row.status !== 'pending' || !(await eraseAccount(db, row.userId, { by: adminId })))
    throw errors.conflict('This request is no longer pending.');
}

/** One table of the export: its rows, or why it is left out. */
export interface ExportTable {
  table: TableName;
  title: { en: string; fr: string };
  rows: Record<string, unknown>[] | null;
  notExported: string | null;
}

/** Everything the platform holds about the learner, table by table (TABLE_POLICIES), read in one snapshot. */
export async function collectExport(db: Kysely<Database>, who: Person): Promise<ExportTable[]> {
  return db.transaction().execute(async (trx) => {
    const tables: ExportTable[] = [];
    for (const table of POLICY_TABLES) {
      const policy = policyOf(table);
      if (policy.holds !== 'learner') continue;
      const exported = policy.export;
      if (typeof exported === 'function')
        tables.push({
          table,
          title: policy.title,
          rows: await exported(trx, who),
          notExported: null,
        });
      else
        tables.push({ table, title: policy.title, rows: null, notExported: exported.notExported });
    }
    return tables;
  });
}
