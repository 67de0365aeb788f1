import { randomUUID } from 'node:crypto';
import { dayRange, type AuditEntry, type AuditQuery } from '@lv/domain';
import type { Kysely } from 'kysely';
import { countedPage } from '../../db/paging';
import type { Database } from '../../db/schema';

export interface AuditRecord {
  actorId: string | null;
  /** What was done, e.g. 'user.role' (see AUDIT_ACTIONS in the domain). */
  action: string;
  /** What kind of thing it was done to, e.g. 'user' or 'settings'. */
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
}

/**
 * Writes one audit row. Call it with the transaction of the change it records, so the change
 * and its audit row are committed (or rolled back) together.
 */
export async function recordAudit(trx: Kysely<Database>, record: AuditRecord, now = Date.now()): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      createdAt: now,
      actorId: record.actorId,
      action: record.action,
      targetType: record.targetType,
      targetId: record.targetId,
      details: JSON.stringify(record.details),
    })
    .execute();
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return {};
  }
}

/** One page of the audit log, newest first, with the actor's and target user's names. */
export async function listAudit(db: Kysely<Database>, query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  let base = db.selectFrom('audit_log');
  if (query.action) base = base.where('audit_log.action', '=', query.action);
  if (query.actorId) base = base.where('audit_log.actorId', '=', query.actorId);
  if (query.targetId) base = base.where('audit_log.targetId', '=', query.targetId);
  const { start, end } = dayRange(query.from, query.to);
  if (start !== undefined) base = base.where('audit_log.createdAt', '>=', start);
  if (end !== undefined) base = base.where('audit_log.createdAt', '<', end);
  const { rows, total } = await countedPage(base, (q) =>
    q
      .leftJoin('users as actor', 'actor.id', 'audit_log.actorId')
      .leftJoin('users as target', (join) =>
        join.onRef('target.id', '=', 'audit_log.targetId').on('audit_log.targetType', '=', 'user'),
      )
      .select([
        'audit_log.id',
        'audit_log.createdAt',
        'audit_log.actorId',
        'audit_log.action',
        'audit_log.targetType',
        'audit_log.targetId',
        'audit_log.details',
        'actor.name as actorName',
        'target.name as targetName',
      ])
      .orderBy('audit_log.createdAt', 'desc')
      .orderBy('audit_log.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  );
  return {
    total,
    entries: rows.map((r) => ({
      id: r.id,
      createdAt: new Date(Number(r.createdAt)).toISOString(),
      actorId: r.actorId,
      actorName: r.actorName,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      targetName: r.targetName,
      details: parseDetails(r.details),
    })),
  };
}
