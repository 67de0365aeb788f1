import { issuerKeyId, issuerProfile, type IssuerProfile } from '@lv/domain';
import type { Ed25519KeyPair } from '@digitalbazaar/ed25519-multikey';
import type { Config } from '../../config';
import { issuerKeyJwk } from '../../lib/issuer-key';
import { createDocumentLoader } from './document-loader';
import { signCredential, signingKeyFromJwk } from './signing';

export const ISSUER_NAME = 'LeadVillage';
const ISSUER_DESCRIPTION =
  'LeadVillage runs gamified, CPD-accredited leadership and digital-transformation journeys for leaders across Africa.';

/** The platform as an Open Badges issuer: its published profile and what signs in its name. */
export interface Issuer {
  profile: IssuerProfile;
  /** Answers the bundled contexts, the profile and its key; nothing else. */
  documentLoader: JsonLdDocumentLoader;
  sign<T extends object>(credential: T, created: Date): Promise<T & { proof: Array<Record<string, unknown>> }>;
}

/** The issuer profile's URL (also the issuer id in every credential). */
export const issuerProfileUrl = (publicUrl: string) => `${publicUrl}/ob/issuer`;

/** Builds the issuer from the configured key, once per process. */
export async function createIssuer(config: Pick<Config, 'publicUrl' | 'issuerKey'>): Promise<Issuer> {
  const id = issuerProfileUrl(config.publicUrl);
  const key: Ed25519KeyPair = await signingKeyFromJwk(issuerKeyJwk(config.issuerKey), issuerKeyId(id), id);
  const profile = issuerProfile({ id, name: ISSUER_NAME, url: config.publicUrl, description: ISSUER_DESCRIPTION, publicKeyMultibase: key.publicKeyMultibase });
  const documentLoader = createDocumentLoader([profile]);
  return {
    profile,
    documentLoader,
    sign: (credential, created) => signCredential(credential, key, created, documentLoader),
  };
}
