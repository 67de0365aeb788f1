import { randomBytes } from 'node:crypto';
import {
  certificateCodeFromBytes,
  cpdHours,
  fitPersonName,
  isCertificateIdShape,
  normalizeCertificateCode,
  utcDay,
  type AdminCertificate,
  type CertificateKind,
  type CertificateVerification,
  type OwnCertificate,
  type VerifiedCertificate,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import type { CompletedJourney } from '../../lib/learning-events';
import { recordAudit } from '../audit/repository';
import { journeyMinutes } from '../cpd/repository';
import { getSettings } from '../settings/service';
import * as repo from './repository';
import { statusPositionOf } from './status';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * 128 random bits as base64url, drawn again when the id would start with '-': a spreadsheet reads
 * such a cell as a formula, so CSV exports would have to defuse it and an accreditor would copy
 * the id with a stray apostrophe. (One draw in 64; the id stays uniformly random over the rest.)
 */
export function newCertificateId(): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

/** The public page that verifies a certificate. */
export const verifyUrl = (publicUrl: string, id: string) => `${publicUrl}/verify/${id}`;

/**
 * A new certificate for a learner and journey: fresh 128-bit id and paper code, the holder's name
 * as written now (fitted to the profile rules), the journey's CPD minutes (its non-voided entries) and the site name and
 * accrediting body from the settings, all frozen on the row. Runs in the caller's transaction.
 * A code collision (2^-50 per pair of certificates) would fail the unique index and roll back.
 */
export interface IssueFields {
  issueKey: string;
  userId: string;
  journeyId: string;
  journeyTitle: string;
  journeyVersion: number | null;
  completedAt: number;
  replacesId: string | null;
  /** 'journey' unless given. */
  kind?: CertificateKind;
  /** The holder's XP at issue (elite certificates). */
  xp?: number | null;
}

export async function issue(
  trx: Kysely<Database>,
  fields: IssueFields,
  now: number,
): Promise<repo.CertificateRow | null> {
  const holder = await repo.findHolder(trx, fields.userId);
  if (!holder) throw new Error(`Certificates: no learner ${fields.userId}`);
  const { kind = 'journey', xp = null, ...rest } = fields;
  // A journey's certificate counts that journey's CPD; the elite one every verified minute.
  const minutesOf = kind === 'elite' ? repo.verifiedCpdMinutes(trx, fields.userId) : journeyMinutes(trx, fields.userId, fields.journeyId);
  const [settings, minutes] = await Promise.all([getSettings(trx), minutesOf]);
  const row: repo.CertificateRow = {
    ...rest,
    kind,
    xp,
    id: newCertificateId(),
    code: certificateCodeFromBytes(randomBytes(8)),
    // Checked once more where it is frozen: a name written before the profile rules, or straight
    // into the table, is printed and signed as one clean line of at most 80 characters.
    holderName: fitPersonName(holder.name),
    cpdMinutes: minutes,
    issuedAt: now,
    issuerName: settings.siteName,
    accreditorName: settings.accreditorName,
    accreditorNumber: settings.accreditorName ? settings.accreditorNumber : null,
    revokedAt: null,
    revokedReason: null,
    revokedBy: null,
  };
  if (!(await repo.insertCertificate(trx, row))) return null;
  // Its revocation bit in the published status list (ADR 050), claimed in the same transaction.
  await statusPositionOf(trx, row.id, now);
  return row;
}

/**
 * The journey's certificate, issued in the caller's transaction when the journey's rule is first
 * met. The issue key makes it one per learner and journey, however many completions race.
 */
export async function issueForJourney(trx: Kysely<Database>, journey: CompletedJourney, now = Date.now()): Promise<void> {
  await issue(
    trx,
    {
      issueKey: `journey:${journey.userId}:${journey.journeyId}`,
      userId: journey.userId,
      journeyId: journey.journeyId,
      journeyTitle: journey.journeyTitle,
      journeyVersion: journey.version,
      completedAt: journey.completedAt,
      replacesId: null,
    },
    now,
  );
}

const pdfPath = (id: string) => `/api/me/certificates/${id}/pdf`;
// Same origin; the route is public (modules/credentials), the id is what makes it private.
const credentialPath = (id: string) => `/ob/certificates/${id}`;

function toOwn(row: repo.CertificateRow, publicUrl: string): OwnCertificate {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    xp: row.xp,
    journeyId: row.journeyId,
    journeyTitle: row.journeyTitle,
    holderName: row.holderName,
    cpdMinutes: row.cpdMinutes,
    issuedAt: iso(row.issuedAt),
    status: row.revokedAt === null ? 'valid' : 'revoked',
    revokedAt: row.revokedAt === null ? null : iso(row.revokedAt),
    revokedReason: row.revokedReason,
    verifyUrl: verifyUrl(publicUrl, row.id),
    pdfUrl: row.revokedAt === null ? pdfPath(row.id) : null,
    credentialUrl: row.revokedAt === null ? credentialPath(row.id) : null,
  };
}

export async function ownCertificates(db: Kysely<Database>, userId: string, publicUrl: string): Promise<OwnCertificate[]> {
  return (await repo.listForUser(db, userId)).map((row) => toOwn(row, publicUrl));
}

/** The holder's own certificate that still stands (for its PDF): 404 for anyone else's, 409 once revoked. */
export async function ownValidCertificate(db: Kysely<Database>, userId: string, id: string): Promise<repo.CertificateRow> {
  const row = isCertificateIdShape(id) ? await repo.findById(db, id) : undefined;
  if (!row || row.userId !== userId) throw errors.notFound('That certificate');
  if (row.revokedAt !== null) throw errors.conflict(`This certificate was revoked on ${utcDay(row.revokedAt)}; it can no longer be downloaded.`);
  return row;
}

function toVerified(row: repo.CertificateRow): VerifiedCertificate {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    xp: row.xp,
    holderName: row.holderName,
    journeyTitle: row.journeyTitle,
    cpdMinutes: row.cpdMinutes,
    cpdHours: cpdHours(row.cpdMinutes),
    issuedOn: utcDay(row.issuedAt),
    issuer: row.issuerName,
    accreditor: row.accreditorName ? { name: row.accreditorName, number: row.accreditorNumber } : null,
  };
}

/**
 * What a verifier learns: valid, or revoked with its date and reason; null when nothing matches.
 * Malformed input is looked up nowhere and answers exactly like a well-formed unknown id.
 */
export async function verify(db: Kysely<Database>, by: { id: string } | { code: string }): Promise<CertificateVerification | null> {
  let row: repo.CertificateRow | undefined;
  if ('id' in by) {
    row = isCertificateIdShape(by.id) ? await repo.findById(db, by.id) : undefined;
  } else {
    const code = normalizeCertificateCode(by.code);
    row = code ? await repo.findByCode(db, code) : undefined;
  }
  if (!row) return null;
  if (row.revokedAt === null) return { status: 'valid', certificate: toVerified(row) };
  return { status: 'revoked', certificate: toVerified(row), revokedOn: utcDay(row.revokedAt), reason: row.revokedReason ?? '' };
}

export function toAdminCertificate(row: repo.CertificateRow, replacedById: string | null, publicUrl: string): AdminCertificate {
  const { pdfUrl: _pdf, credentialUrl: _credential, ...own } = toOwn(row, publicUrl);
  return { ...own, userId: row.userId, replacesId: row.replacesId, replacedById };
}

/** An admin revokes a certificate with a reason; the revocation and its audit row commit together. */
export async function revokeCertificate(db: Kysely<Database>, adminId: string, id: string, reason: string, publicUrl: string, now = Date.now()): Promise<AdminCertificate> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row) throw errors.notFound('That certificate');
    if (!(await repo.revoke(trx, id, reason, adminId, now))) throw errors.conflict('This certificate is already revoked.');
    await recordAudit(trx, { actorId: adminId, action: 'certificate.revoke', targetType: 'certificate', targetId: id, details: { reason, holderId: row.userId, journeyId: row.journeyId, code: row.code } }, now);
    const replacement = await repo.findReplacement(trx, id);
    return toAdminCertificate({ ...row, revokedAt: now, revokedReason: reason, revokedBy: adminId }, replacement?.id ?? null, publicUrl);
  });
}

/**
 * An admin reissues a certificate: the old one is revoked (if it was not already) and stays
 * revoked; the new one has a new id and code, the holder's name as written now and the journey's
 * CPD minutes now (an elite one: its kind and XP as first issued, the verified CPD minutes now). One reissue per certificate (issue key `reissue:{oldId}`); audited.
 */
export async function reissueCertificate(db: Kysely<Database>, adminId: string, id: string, reason: string, publicUrl: string, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    const old = await repo.findById(trx, id);
    if (!old) throw errors.notFound('That certificate');
    const revokedNow = await repo.revoke(trx, id, reason, adminId, now);
    const issued = await issue(
      trx,
      { issueKey: `reissue:${id}`, userId: old.userId, journeyId: old.journeyId, journeyTitle: old.journeyTitle, journeyVersion: old.journeyVersion, completedAt: old.completedAt, replacesId: id, kind: old.kind, xp: old.xp },
      now,
    );
    if (!issued) throw errors.conflict('This certificate was already reissued.');
    await recordAudit(trx, { actorId: adminId, action: 'certificate.reissue', targetType: 'certificate', targetId: id, details: { reason, holderId: old.userId, journeyId: old.journeyId, newId: issued.id, code: old.code } }, now);
    const revoked = revokedNow ? { ...old, revokedAt: now, revokedReason: reason, revokedBy: adminId } : old;
    return { revoked: toAdminCertificate(revoked, issued.id, publicUrl), issued: toAdminCertificate(issued, null, publicUrl) };
  });
}

/** The public profile's elite mark (ADR 043): the elite certificate's verification page while it stands. */
export async function eliteMark(db: Kysely<Database>, userId: string, publicUrl: string) {
  const row = await repo.findValidElite(db, userId);
  return row ? { verifyUrl: verifyUrl(publicUrl, row.id), issuedOn: utcDay(row.issuedAt) } : null;
}
