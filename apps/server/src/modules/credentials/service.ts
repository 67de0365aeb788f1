import { createHash } from 'node:crypto';
import {
  badgeAchievementInput,
  CredentialIdSchema,
  OB_V3_CONTEXT,
  openBadgeAchievement,
  openBadgeCredential,
  OpenBadgeCredentialSchema,
  VC_V2_CONTEXT,
  type AchievementInput,
  type CredentialInput,
  type OpenBadgeCredential,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { getSettings } from '../settings/service';
import type { Issuer } from './issuer';
import { findBadge, findUnlockedBadge } from './repository';

type Db = Kysely<Database>;

/** The holder as a credential names them: the name as written, the account id hashed with a salt. */
export function holderOf(userId: string, name: string, salt: string): CredentialInput['holder'] {
  return { name, identityHash: `sha256$${createHash('sha256').update(userId + salt).digest('hex')}`, salt };
}

/** What a credential states: its URL, the issuer's name, what was achieved, by whom, when (epoch ms). */
export interface CredentialRequest {
  id: string;
  issuerName: string;
  achievement: AchievementInput;
  holder: CredentialInput['holder'];
  awardedAt: number;
  /** What a journey certificate adds (ADR 050): CPD hours earned, results, evidence, its status entry. */
  extras?: Pick<CredentialInput, 'creditsEarned' | 'result' | 'evidence' | 'credentialStatus'>;
}

/**
 * Signs credentials and remembers the last ones: the same credential signs to the same bytes
 * (its proof is dated when it was earned), so a repeat request costs no canonicalisation, and a
 * changed input (the holder renamed, the badge or the site renamed) is signed afresh.
 */
export class CredentialSigner {
  readonly #recent = new Map<string, { input: string; signed: OpenBadgeCredential }>();
  constructor(
    readonly issuer: Issuer,
    private readonly capacity = 1_000,
  ) {}

  /** A signed OpenBadgeCredential (badges call this; journey certificates will too). */
  async credential(request: CredentialRequest): Promise<OpenBadgeCredential> {
    const input = JSON.stringify(request);
    const hit = this.#recent.get(request.id);
    if (hit?.input === input) return hit.signed;
    const { id, issuerName, achievement, holder, awardedAt, extras } = request;
    const issuer = { id: this.issuer.id, name: issuerName, url: this.issuer.url };
    const unsigned = openBadgeCredential({ id, issuer, achievement, holder, awardedAt, ...extras });
    // What the libraries wrote, checked against (and typed by) the response contract.
    const signed = OpenBadgeCredentialSchema.parse(await this.issuer.sign(unsigned, new Date(unsigned.validFrom)));
    this.#recent.delete(id);
    this.#recent.set(id, { input, signed });
    // Oldest first in a Map: drop from the front.
    for (const key of this.#recent.keys()) {
      if (this.#recent.size <= this.capacity) break;
      this.#recent.delete(key);
    }
    return signed;
  }
}

/** The public URL of a badge's credential. */
export const badgeCredentialUrl = (publicUrl: string, credentialId: string) => `${publicUrl}/ob/badges/${credentialId}`;

/** The signed credential of an unlocked badge, or null (malformed and unknown ids alike). */
export async function badgeCredential(db: Db, signer: CredentialSigner, publicUrl: string, credentialId: string): Promise<OpenBadgeCredential | null> {
  if (!CredentialIdSchema.safeParse(credentialId).success) return null;
  const [found, settings] = await Promise.all([findUnlockedBadge(db, credentialId), getSettings(db)]);
  if (!found) return null;
  return signer.credential({
    id: badgeCredentialUrl(publicUrl, credentialId),
    issuerName: settings.siteName,
    achievement: badgeAchievementInput(publicUrl, found.badge),
    // The credential id is unique and random: a fine salt, and the credential stays the same bytes.
    holder: holderOf(found.userId, found.holderName, credentialId),
    awardedAt: found.unlockedAt,
  });
}

/** A badge's Achievement as a JSON-LD document of its own (what its id answers). */
export async function badgeAchievementDocument(db: Db, publicUrl: string, badgeId: string) {
  const badge = await findBadge(db, badgeId);
  if (!badge) return null;
  return { '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT], ...openBadgeAchievement(badgeAchievementInput(publicUrl, badge)) };
}
