import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { describeBadgeRule, type BadgeRule } from './badges';
import type { Accreditor } from './certificates';
import { cpdHours, formatCpdMinutes } from './cpd';
import { EvidenceSchema, ResultDescriptionSchema, ResultSchema, StatusEntrySchema } from './credential-results';

/*
 * Open Badges 3.0 credentials (`../shared/spec/decisions.md` "CPD record and credentials"): the JSON-LD shapes the
 * server signs and publishes, built by pure functions so badges and certificates share them. The
 * context URLs are the ones the server bundles (no context is ever fetched); their order matters:
 * the official schema wants VC 2.0 first and the Open Badges context second.
 */

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
/** The Open Badges context version the spec's signing test vector uses. */
export const OB_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const MULTIKEY_V1_CONTEXT = 'https://w3id.org/security/multikey/v1';
export const CREDENTIAL_CONTEXTS = [VC_V2_CONTEXT, OB_V3_CONTEXT] as const;

/**
 * The two verification relationships an issuer profile states. No bundled context defines them at
 * the top level next to VC 2.0, so the profile carries them inline, with the IRIs of the
 * security vocabulary (the same definitions as the W3C Controlled Identifiers context).
 */
export const CONTROLLER_TERMS_CONTEXT = {
  assertionMethod: { '@id': 'https://w3id.org/security#assertionMethod', '@type': '@id', '@container': '@set' },
  verificationMethod: { '@id': 'https://w3id.org/security#verificationMethod', '@type': '@id', '@container': '@set' },
} as const;

/** A credential's public id: 128 random bits, base64url (22 characters). */
export const CredentialIdSchema = lazySchema(() => z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Not a credential id' }));

const nonEmpty = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, { error: `${what} is required` });
const httpUrl = (what: string) => z.url({ protocol: /^https?$/, error: `${what} must be an http(s) URL` });

/** What is achieved: a badge, or a journey's certificate. */
export const AchievementInputSchema = lazySchema(() => z.strictObject({
  id: httpUrl('The achievement id'),
  name: nonEmpty('The achievement name'),
  description: nonEmpty('The achievement description'),
  /** The written criteria, in plain words. */
  criteria: nonEmpty('The criteria'),
  achievementType: z.enum(['Badge', 'Certificate', 'CertificateOfCompletion']),
  /** CPD hours a certificate is worth (Open Badges `creditsAvailable`). */
  creditsAvailable: z.number().positive().optional(),
  /** The results a holder may have (a journey certificate's measured growth, ADR 050). */
  resultDescription: z.array(ResultDescriptionSchema).optional(),
  image: z.strictObject({ id: httpUrl('The image'), caption: z.string().optional() }).optional(),
}));
export type AchievementInput = z.infer<typeof AchievementInputSchema>;

/** Who holds it: the name as written, and the account id hashed with a salt (never an email). */
export const HolderInputSchema = lazySchema(() => z.strictObject({
  name: nonEmpty('The holder name'),
  /** `sha256$` + hex SHA-256 of the account id followed by the salt (Open Badges IdentityHash). */
  identityHash: z.string().regex(/^sha256\$[0-9a-f]{64}$/, { error: 'The identity hash must be sha256$ and 64 hex digits' }),
  salt: nonEmpty('The salt'),
}));
export type HolderInput = z.infer<typeof HolderInputSchema>;

export const IssuerInputSchema = lazySchema(() => z.strictObject({
  id: httpUrl('The issuer id'),
  name: nonEmpty('The issuer name'),
  url: httpUrl('The issuer url'),
}));
export type IssuerInput = z.infer<typeof IssuerInputSchema>;

export const CredentialInputSchema = lazySchema(() => z.strictObject({
  id: httpUrl('The credential id'),
  issuer: IssuerInputSchema,
  achievement: AchievementInputSchema,
  holder: HolderInputSchema,
  /** When it was earned (epoch ms): the credential's validFrom and awardedDate. */
  awardedAt: z.number().int().nonnegative(),
  /** What the holder earned beyond the achievement (ADR 050): CPD hours, measured results. */
  creditsEarned: z.number().positive().optional(),
  result: z.array(ResultSchema).optional(),
  evidence: z.array(EvidenceSchema).optional(),
  /** Where the credential's revocation bit is published. */
  credentialStatus: StatusEntrySchema.optional(),
}));
export type CredentialInput = z.infer<typeof CredentialInputSchema>;

/** An instant as the credential states it: UTC, whole seconds (`2026-11-24T08:30:00Z`). */
export function credentialDateTime(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** The Achievement object (also what its own URL answers, with the contexts added). */
export function openBadgeAchievement(input: AchievementInput) {
  const a = AchievementInputSchema.parse(input);
  return {
    id: a.id,
    type: ['Achievement'],
    achievementType: a.achievementType,
    name: a.name,
    description: a.description,
    criteria: { narrative: a.criteria },
    ...(a.creditsAvailable !== undefined ? { creditsAvailable: a.creditsAvailable } : {}),
    ...(a.resultDescription?.length ? { resultDescription: a.resultDescription } : {}),
    ...(a.image ? { image: { id: a.image.id, type: 'Image', ...(a.image.caption ? { caption: a.image.caption } : {}) } } : {}),
  };
}

/** Where a badge's Achievement lives (its id) on the platform at `baseUrl`. */
export function badgeAchievementUrl(baseUrl: string, badgeId: string): string {
  return `${baseUrl}/ob/achievements/badges/${encodeURIComponent(badgeId)}`;
}

/** A badge as an Achievement: its description, and its rule in plain words as the criteria. */
export function badgeAchievementInput(baseUrl: string, badge: { id: string; name: string; description: string; rule: BadgeRule }): AchievementInput {
  return {
    id: badgeAchievementUrl(baseUrl, badge.id),
    name: badge.name,
    description: badge.description,
    criteria: `${describeBadgeRule(badge.rule)}.`,
    achievementType: 'Badge',
  };
}

/** What a journey version asks of a learner (its completion rule, with its required modules counted). */
export interface JourneyCriteria {
  requiredModules: number;
  requiredWebinars: number;
  capstoneRequired: boolean;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A journey's completion rule in plain words (a certificate credential's criteria). */
export function describeJourneyCriteria(title: string, rule: JourneyCriteria | null): string {
  if (!rule) return `Meet the completion rule of the journey ${title}.`;
  const steps = [`complete its ${count(rule.requiredModules, 'required module')}, each with a written reflection`];
  if (rule.requiredWebinars > 0) steps.push(rule.requiredWebinars === 1 ? 'attend one of its webinars' : `attend ${rule.requiredWebinars} of its webinars`);
  if (rule.capstoneRequired) steps.push('have a capstone project accepted');
  const last = steps.pop() ?? '';
  return `To complete the journey ${title}: ${steps.length ? `${steps.join(', ')} and ${last}` : last}.`;
}

/** Where a journey lives on the platform at `baseUrl` (a certificate's Achievement id). */
export function journeyAchievementUrl(baseUrl: string, journeyId: string): string {
  return `${baseUrl}/journeys/${encodeURIComponent(journeyId)}`;
}

/**
 * A journey certificate as an Achievement: the journey, its completion rule as the criteria, and
 * the CPD hours the certificate states (in the description, and as `creditsAvailable` when any).
 */
export function certificateAchievementInput(
  baseUrl: string,
  c: { journeyId: string; journeyTitle: string; cpdMinutes: number; accreditor: Accreditor | null; rule: JourneyCriteria | null },
): AchievementInput {
  const hours = cpdHours(c.cpdMinutes);
  const accredited = c.accreditor ? ` CPD accredited by ${c.accreditor.name}${c.accreditor.number ? `, accreditation no. ${c.accreditor.number}` : ''}.` : '';
  return {
    id: journeyAchievementUrl(baseUrl, c.journeyId),
    name: c.journeyTitle,
    description: `Certificate of completion of the leadership journey ${c.journeyTitle}: ${hours.toLocaleString('en')} CPD hours (${formatCpdMinutes(c.cpdMinutes)}).${accredited}`,
    criteria: describeJourneyCriteria(c.journeyTitle, c.rule),
    achievementType: 'CertificateOfCompletion',
    ...(hours > 0 ? { creditsAvailable: hours } : {}),
  };
}

/** A file name for a saved credential: what it is for in kebab-case, accents dropped (`amara-s-journey-credential.json`). */
export function credentialFileName(name: string, fallback = 'open-badge'): string {
  const ascii = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return `${ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || fallback}-credential.json`;
}

/** An unsigned OpenBadgeCredential (throws a ZodError naming the bad field on bad input). */
export function openBadgeCredential(input: CredentialInput) {
  const c = CredentialInputSchema.parse(input);
  const awarded = credentialDateTime(c.awardedAt);
  return {
    '@context': [...CREDENTIAL_CONTEXTS],
    id: c.id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: c.issuer.id, type: ['Profile'], name: c.issuer.name, url: c.issuer.url },
    validFrom: awarded,
    awardedDate: awarded,
    name: c.achievement.name,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: c.holder.name,
      identifier: [{ type: 'IdentityObject', identityHash: c.holder.identityHash, identityType: 'systemId', hashed: true, salt: c.holder.salt }],
      achievement: openBadgeAchievement(c.achievement),
      ...(c.creditsEarned !== undefined ? { creditsEarned: c.creditsEarned } : {}),
      ...(c.result?.length ? { result: c.result } : {}),
    },
    ...(c.evidence?.length ? { evidence: c.evidence } : {}),
    ...(c.credentialStatus ? { credentialStatus: c.credentialStatus } : {}),
  };
}
export type UnsignedOpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/** The issuer's Profile, publishing its Ed25519 public key as a Multikey under `#key-1`. */
export function issuerProfile(input: IssuerInput & { description: string; publicKeyMultibase: string }) {
  const issuer = IssuerInputSchema.parse({ id: input.id, name: input.name, url: input.url });
  const keyId = issuerKeyId(issuer.id);
  return {
    '@context': [...CREDENTIAL_CONTEXTS, MULTIKEY_V1_CONTEXT, CONTROLLER_TERMS_CONTEXT],
    id: issuer.id,
    type: ['Profile'],
    name: issuer.name,
    url: issuer.url,
    description: input.description,
    verificationMethod: [{ id: keyId, type: 'Multikey' as const, controller: issuer.id, publicKeyMultibase: input.publicKeyMultibase }],
    assertionMethod: [keyId],
  };
}
export type IssuerProfile = ReturnType<typeof issuerProfile>;

/** The id of the issuer's signing key: the profile's URL with the `#key-1` fragment. */
export function issuerKeyId(profileId: string): string {
  return `${profileId}#key-1`;
}

/*
 * Response contracts. Loose on purpose: a signed credential is served as signed (a stripped field
 * would break its proof), so these check the shape and keep every property. Keys are declared in
 * the order the builders write them, so the served JSON reads in that order too.
 */
const ProofSchema = lazySchema(() => z.looseObject({
  type: z.literal('DataIntegrityProof'),
  created: z.string(),
  verificationMethod: z.string(),
  cryptosuite: z.literal('eddsa-rdfc-2022'),
  proofPurpose: z.literal('assertionMethod'),
  proofValue: z.string(),
}));

export const OpenBadgeAchievementSchema = lazySchema(() => z.looseObject({
  '@context': z.array(z.unknown()).optional(),
  id: z.string(),
  type: z.array(z.string()),
  achievementType: z.string().optional(),
  name: z.string(),
  description: z.string(),
  criteria: z.looseObject({ narrative: z.string() }),
}));

export const OpenBadgeCredentialSchema = lazySchema(() => z.looseObject({
  '@context': z.array(z.unknown()),
  id: z.string(),
  type: z.array(z.string()),
  issuer: z.looseObject({ id: z.string() }),
  validFrom: z.string(),
  awardedDate: z.string().optional(),
  name: z.string().optional(),
  credentialSubject: z.looseObject({
    type: z.array(z.string()),
    name: z.string().optional(),
    identifier: z.array(z.looseObject({ type: z.literal('IdentityObject') })).optional(),
    achievement: OpenBadgeAchievementSchema,
  }),
  // The official schema wants an array, even of one proof.
  proof: z.array(ProofSchema).min(1),
}));
export type OpenBadgeCredential = z.infer<typeof OpenBadgeCredentialSchema>;

export const IssuerProfileSchema = lazySchema(() => z.looseObject({
  '@context': z.array(z.unknown()),
  id: z.string(),
  type: z.array(z.string()),
  name: z.string(),
  url: z.string(),
  description: z.string(),
  verificationMethod: z.array(z.looseObject({ id: z.string(), type: z.literal('Multikey'), controller: z.string(), publicKeyMultibase: z.string() })),
  assertionMethod: z.array(z.string()),
}));
