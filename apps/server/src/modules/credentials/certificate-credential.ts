import {
  certificateAchievementInput,
  cpdHours,
  eliteAchievementInput,
  growthResultDescriptions,
  growthResults,
  isCertificateIdShape,
  journeyEvidence,
  OB_V3_CONTEXT,
  openBadgeAchievement,
  revocationStatusEntry,
  VC_V2_CONTEXT,
  utcDay,
  type AchievementInput,
  type CredentialInput,
  type JourneyCriteria,
  type OpenBadgeCredential,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { capstoneAcceptedAt } from '../capstones/service';
import * as certificates from '../certificates/repository';
import { statusPositionOf } from '../certificates/status';
import { credentialGrowthScores } from '../growth/service';
import { confirmedMentoringUntil } from '../mentoring/service';
import { findVersion, versionModules } from '../journeys/repository';
import { parseRule } from '../journeys/journey-view';
import { holderOf, type CredentialSigner } from './service';

type Db = Kysely<Database>;

/** The public URL of a journey certificate's credential (its id is the certificate's 128-bit id). */
export const certificateCredentialUrl = (publicUrl: string, certificateId: string) =>
  `${publicUrl}/ob/certificates/${certificateId}`;

/** The completion rule of the journey version a certificate names, with its required modules counted; null when unknown. */
async function journeyCriteria(
  db: Db,
  journeyId: string,
  version: number | null,
): Promise<JourneyCriteria | null> {
  if (version === null) return null;
  const row = await findVersion(db, journeyId, version);
  if (!row) return null;
  const rule = parseRule(row);
  const modules = await versionModules(db, [row.id]);
  return {
    requiredModules: modules.filter((m) => m.required).length,
    requiredWebinars: rule.requiredWebinars,
    capstoneRequired: rule.capstoneRequired,
  };
}

/**
 * What the holder showed on the journey, read when the credential is signed: the self-assessed
 * growth (baseline, and the completion or 90-day assessment), the confirmed mentoring they gave
 * up to the completion day, and the capstone's acceptance. None of it when not there.
 */
async function journeyFacts(
  db: Db,
  row: certificates.CertificateRow,
  achievementId: string,
): Promise<Pick<CredentialInput, 'result' | 'evidence'>> {
  const completedOn = utcDay(row.completedAt);
  const [scores, mentoring, acceptedAt] = await Promise.all([
    credentialGrowthScores(db, row.userId, row.journeyId),
    confirmedMentoringUntil(db, row.userId, completedOn),
    capstoneAcceptedAt(db, row.userId, row.journeyId),
  ]);
  return {
    result: growthResults(achievementId, scores),
    evidence: journeyEvidence({
      mentoring: { ...mentoring, byDay: completedOn },
      capstoneAcceptedOn: acceptedAt === null ? null : utcDay(acceptedAt),
    }),
  };
}

export type CertificateCredentialAnswer =
  | { status: 'valid'; credential: OpenBadgeCredential }
  | { status: 'revoked'; revokedOn: string }
  | null;

/**
 * A journey certificate as a signed OpenBadgeCredential, stating what the certificate states: the
 * holder's name, the issuer's name, the CPD minutes and the accrediting body as frozen on it when
 * issued, valid from its issue date. A revoked certificate (a reissued one's old id included)
 * answers 'revoked'; malformed and unknown ids alike answer null.
 */
export async function certificateCredential(
  db: Db,
  signer: CredentialSigner,
  publicUrl: string,
  certificateId: string,
): Promise<CertificateCredentialAnswer> {
  const row = isCertificateIdShape(certificateId)
    ? await certificates.findById(db, certificateId)
    : undefined;
  if (!row) return null;
  if (row.revokedAt !== null) return { status: 'revoked', revokedOn: utcDay(row.revokedAt) };
  const accreditor = row.accreditorName
    ? { name: row.accreditorName, number: row.accreditorNumber }
    : null;
  // Its revocation bit (ADR 050); a certificate issued before the status list gets its place now.
  const credentialStatus = revocationStatusEntry(publicUrl, await statusPositionOf(db, row.id));
  const hours = cpdHours(row.cpdMinutes);
  const creditsEarned = hours > 0 ? hours : undefined;
  let achievement: AchievementInput;
  let extras: Pick<CredentialInput, 'creditsEarned' | 'result' | 'evidence' | 'credentialStatus'>;
  if (row.kind === 'elite') {
    // An elite certificate (ADR 043) is its own Achievement: Level 4's criteria, not a journey's rule.
    achievement = eliteAchievementInput(publicUrl, { cpdMinutes: row.cpdMinutes, accreditor });
    extras = { creditsEarned, credentialStatus };
  } else {
    const base = certificateAchievementInput(publicUrl, {
      journeyId: row.journeyId,
      journeyTitle: row.journeyTitle,
      cpdMinutes: row.cpdMinutes,
      accreditor,
      rule: await journeyCriteria(db, row.journeyId, row.journeyVersion),
    });
    achievement = { ...base, resultDescription: growthResultDescriptions(base.id) };
    extras = { creditsEarned, credentialStatus, ...(await journeyFacts(db, row, base.id)) };
  }
  const credential = await signer.credential({
    id: certificateCredentialUrl(publicUrl, row.id),
    issuerName: row.issuerName,
    achievement,
    // The certificate id is unique and random: the salt, like a badge's credential id.
    holder: holderOf(row.userId, row.holderName, row.id),
    awardedAt: row.issuedAt,
    extras,
  });
  return { status: 'valid', credential };
}

/** The elite Achievement as its own public document (`/ob/achievements/elite`), as of the settings now. */
export function eliteAchievementDocument(
  publicUrl: string,
  accreditor: { name: string; number: string | null } | null,
) {
  return {
    '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
    ...openBadgeAchievement(eliteAchievementInput(publicUrl, { accreditor })),
  };
}
