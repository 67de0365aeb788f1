import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { countedPage } from '../../db/paging';
import type { CertificatesTable, Database } from '../../db/schema';

export type CertificateRow = Selectable<CertificatesTable>;

// Epoch-ms and integer columns as numbers on both engines.
function toRow(row: CertificateRow): CertificateRow {
  const ms = (v: number | null) => (v === null ? null : Number(v));
  return {
    ...row,
    cpdMinutes: Number(row.cpdMinutes),
    kind: row.kind === 'elite' ? 'elite' : 'journey',
    xp: ms(row.xp),
    journeyVersion: ms(row.journeyVersion),
    completedAt: Number(row.completedAt),
    issuedAt: Number(row.issuedAt),
    revokedAt: ms(row.revokedAt),
  };
}

/**
 * Issues a certificate unless its issue key is already used (first issue per learner and journey,
 * or one reissue per revoked certificate): concurrent callers issue one. True when it was added.
 */
export async function insertCertificate(db: Kysely<Database>, row: Insertable<CertificatesTable>): Promise<boolean> {
  const result = await db
    .insertInto('certificates')
    .values(row)
    .onConflict((oc) => oc.column('issueKey').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findById(db: Kysely<Database>, id: string): Promise<CertificateRow | undefined> {
  const row = await db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function findByCode(db: Kysely<Database>, code: string): Promise<CertificateRow | undefined> {
  const row = await db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The certificate that replaced `id` (a reissue), if any. */
export async function findReplacement(db: Kysely<Database>, id: string): Promise<CertificateRow | undefined> {
  const row = await db.selectFrom('certificates').selectAll().where('replacesId', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The learner's certificates, newest first. */
export async function listForUser(db: Kysely<Database>, userId: string): Promise<CertificateRow[]> {
  const rows = await db.selectFrom('certificates').selectAll().where('userId', '=', userId).orderBy('issuedAt', 'desc').orderBy('id').execute();
  return rows.map(toRow);
}

/** Revokes a certificate that still stands; true when it did (a second revocation changes nothing). */
export async function revoke(db: Kysely<Database>, id: string, reason: string, by: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('certificates')
    .set({ revokedAt: now, revokedReason: reason, revokedBy: by })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface AdminFilter {
  /** Holder name (part of it), or an exact id, or an exact canonical code. */
  q?: string | undefined;
  code?: string | null;
  journeyId?: string | undefined;
}

/** One page of certificates for the admin console, newest first, each with the id of its replacement. */
export async function findForAdmin(db: Kysely<Database>, filter: AdminFilter, page: { limit: number; offset: number }) {
  let base = db.selectFrom('certificates as c');
  if (filter.journeyId) base = base.where('c.journeyId', '=', filter.journeyId).where('c.kind', '=', 'journey');
  const q = filter.q?.trim();
  if (q) {
    base = base.where((eb) =>
      eb.or([
        eb('c.id', '=', q),
        ...(filter.code ? [eb('c.code', '=', filter.code)] : []),
        eb(sql<string>`lower(c."holderName")`, 'like', sql<string>`${likePattern(q)} escape '\\'`),
      ]),
    );
  }
  const { rows, total } = await countedPage(base, (query) =>
    query
      .selectAll('c')
      .select((eb) => eb.selectFrom('certificates as r').whereRef('r.replacesId', '=', 'c.id').select('r.id').limit(1).as('replacedById'))
      .orderBy('c.issuedAt', 'desc')
      .orderBy('c.id')
      .limit(page.limit)
      .offset(page.offset),
  );
  return { items: rows.map((r) => ({ ...toRow(r), replacedById: r.replacedById ?? null })), total };
}

/** Every journey that has certificates, with its latest title (elite certificates are not a journey's). */
export async function journeysWithCertificates(db: Kysely<Database>): Promise<Array<{ id: string; title: string }>> {
  const rows = await db
    .selectFrom('certificates')
    .where('kind', '=', 'journey')
    .select((eb) => ['journeyId', eb.fn.max('journeyTitle').as('title')])
    .groupBy('journeyId')
    .orderBy('journeyId')
    .execute();
  return rows.map((r) => ({ id: r.journeyId, title: String(r.title) }));
}

/** One journey's certificates issued in [start, end), oldest first (the accreditor pack; no elite ones). */
export async function findIssuedBetween(db: Kysely<Database>, journeyId: string, start: number, end: number): Promise<CertificateRow[]> {
  const rows = await db
    .selectFrom('certificates')
    .selectAll()
    .where('journeyId', '=', journeyId)
    .where('kind', '=', 'journey')
    .where('issuedAt', '>=', start)
    .where('issuedAt', '<', end)
    .orderBy('issuedAt')
    .orderBy('id')
    .limit(50_000)
    .execute();
  return rows.map(toRow);
}

/** The holder's current name (a reissue prints the name as it is written now). */
export function findHolder(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', userId).executeTakeFirst();
}

/** The minutes of a learner's non-voided CPD entries verified by the platform, a peer or an admin. */
export async function verifiedCpdMinutes(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('cpd_entries')
    .where('userId', '=', userId)
    .where('verifiedBy', '!=', 'self')
    .where('voidedAt', 'is', null)
    .select((e) => e.fn.sum<number>('minutes').as('minutes'))
    .executeTakeFirst();
  return Number(row?.minutes ?? 0);
}

/** Whether the learner's elite certificate was ever issued (revoked or not): its issue key is taken. */
export async function hasIssueKey(db: Kysely<Database>, issueKey: string): Promise<boolean> {
  const row = await db.selectFrom('certificates').select('id').where('issueKey', '=', issueKey).executeTakeFirst();
  return row !== undefined;
}

/** The learner's elite certificate that still stands, if any (the public profile's mark). */
export async function findValidElite(db: Kysely<Database>, userId: string): Promise<CertificateRow | undefined> {
  const row = await db
    .selectFrom('certificates')
    .selectAll()
    .where('userId', '=', userId)
    .where('kind', '=', 'elite')
    .where('revokedAt', 'is', null)
    .orderBy('issuedAt', 'desc')
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The learner's first completed journey (its title and pinned version), if any. */
export async function firstCompletedJourney(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('journey_enrolments as e')
    .innerJoin('journeys as j', 'j.id', 'e.journeyId')
    .leftJoin('journey_versions as v', 'v.id', 'e.versionId')
    .select(['e.journeyId', 'j.title', 'v.version', 'e.completedAt'])
    .where('e.userId', '=', userId)
    .where('e.completedAt', 'is not', null)
    .orderBy('e.completedAt')
    .orderBy('e.journeyId')
    .executeTakeFirst();
  return row ? { journeyId: row.journeyId, title: row.title, version: row.version === null ? null : Number(row.version) } : undefined;
}
