import { randomUUID } from 'node:crypto';
import {
  CPD_PAGE_SIZE,
  cpdTotals,
  externalCpdInputFor,
  zoneOrUtc,
  localDay,
  type CpdEntry,
  type CpdRecord,
  type CpdTotals,
  type ExternalCpdInput,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { errors } from '../../lib/errors';
import * as repo from './repository';

const iso = (ms: number) => new Date(ms).toISOString();

/** The API form of an entry; `canVoid` for the learner's own self-reported entries that stand. */
export function toCpdEntry(row: repo.CpdEntryRow): CpdEntry {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    provider: row.provider,
    startDate: row.startDate,
    endDate: row.endDate,
    minutes: row.minutes,
    evidence: row.evidence,
    verifiedBy: row.verifiedBy,
    journeyId: row.journeyId,
    createdAt: iso(row.createdAt),
    voided: row.voidedAt === null ? null : { at: iso(row.voidedAt), reason: row.voidReason ?? '' },
    canVoid: row.verifiedBy === 'self' && row.voidedAt === null,
  };
}

/** A page of the learner's record (newest first) with the totals of the whole record. */
export async function cpdRecord(db: Kysely<Database>, user: Pick<UserRow, 'id' | 'timezone'>, page: number, now = Date.now()): Promise<CpdRecord> {
  const [{ rows, total }, all] = await Promise.all([
    repo.entryPage(db, user.id, { limit: CPD_PAGE_SIZE, offset: (page - 1) * CPD_PAGE_SIZE }),
    repo.totalsRows(db, user.id),
  ]);
  return {
    entries: rows.map(toCpdEntry),
    total,
    page,
    pageSize: CPD_PAGE_SIZE,
    totals: cpdTotals(all),
    today: localDay(new Date(now), zoneOrUtc(user.timezone)),
  };
}

/** Field path → first message, as the error handler answers validation failures. */
function fieldMessages(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/**
 * Adds external CPD as self-reported. The dates are checked against the learner's own today.
 * A replay of the same request key (offline queue, retry) adds nothing and answers the entry it
 * added the first time (`created: false`).
 */
export async function addExternalEntry(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'timezone'>,
  input: ExternalCpdInput,
  now = Date.now(),
): Promise<{ entry: CpdEntry; created: boolean }> {
  const today = localDay(new Date(now), zoneOrUtc(user.timezone));
  const checked = externalCpdInputFor(today).safeParse(input);
  if (!checked.success) throw errors.invalid('Please check the highlighted fields.', fieldMessages(checked.error.issues));
  const { title, provider, startDate, endDate, minutes, evidence, idempotencyKey } = checked.data;
  const sourceId = idempotencyKey ?? randomUUID();
  const row = {
    id: randomUUID(),
    userId: user.id,
    type: 'external' as const,
    title,
    provider,
    startDate,
    endDate: endDate ?? startDate,
    minutes,
    evidence: evidence || null,
    verifiedBy: 'self' as const,
    sourceId,
    journeyId: null,
    createdAt: now,
    voidedAt: null,
    voidReason: null,
  };
  const created = await db.transaction().execute((trx) => repo.insertEntry(trx, row));
  const stored = created ? row : await repo.findEntryBySource(db, user.id, 'external', sourceId);
  if (!stored) throw new Error('CPD entry vanished after insert');
  return { entry: toCpdEntry(stored), created };
}

/**
 * Voids one of the learner's own self-reported entries, keeping the reason and the time. Platform,
 * peer and admin entries stand (a learner cannot unmake what the platform recorded).
 */
export async function voidOwnEntry(db: Kysely<Database>, user: Pick<UserRow, 'id'>, id: string, reason: string, now = Date.now()): Promise<CpdEntry> {
  return db.transaction().execute(async (trx) => {
    const entry = await repo.findEntry(trx, id);
    // Someone else's entry is "not found": its existence is none of this learner's business.
    if (!entry || entry.userId !== user.id) throw errors.notFound('That CPD entry');
    if (entry.verifiedBy !== 'self') throw errors.forbidden('Only entries you added yourself (self-reported) can be removed.');
    if (entry.voidedAt !== null) throw errors.conflict('This entry is already removed.');
    if (!(await repo.voidSelfReportedEntry(trx, id, user.id, reason, now))) throw errors.conflict('This entry is already removed.');
    return toCpdEntry({ ...entry, voidedAt: now, voidReason: reason });
  });
}

/** Every entry of the learner's record, newest first (exports). */
export async function allEntries(db: Kysely<Database>, userId: string): Promise<CpdEntry[]> {
  // A lifetime of CPD is a few thousand entries at most; the cap only guards against abuse.
  return (await repo.listEntries(db, userId, { limit: 20_000, offset: 0 })).map(toCpdEntry);
}

/**
 * The statement's content: the newest `limit` entries (long texts cut to `textMax` characters,
 * more than the paper prints, so it still marks them shortened), and the count and totals of the whole record.
 */
export async function statementEntries(
  db: Kysely<Database>,
  userId: string,
  limit: number,
  textMax: number,
): Promise<{ entries: CpdEntry[]; entryCount: number; totals: CpdTotals }> {
  const [{ rows, total }, all] = await Promise.all([
    repo.statementPage(db, userId, limit, textMax),
    repo.totalsRows(db, userId),
  ]);
  return { entries: rows.map(toCpdEntry), entryCount: total, totals: cpdTotals(all) };
}
