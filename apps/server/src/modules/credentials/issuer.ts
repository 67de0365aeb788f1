import { DEFAULT_SETTINGS, issuerKeyId, issuerProfile, type IssuerProfile } from '@lv/domain';
import type { Config } from '../../config';
import { issuerKeyJwk } from '../../lib/issuer-key';
import { createDocumentLoader } from './document-loader';
import { signCredential, signingKeyFromJwk } from './signing';

/** The platform as an Open Badges issuer: its profile and what signs in its name. */
export interface Issuer {
  /** The issuer id: the profile's URL. */
  id: string;
  /** The home page the profile and credentials link to. */
  url: string;
  /** The published profile under a name (the admin's siteName setting, read per request). */
  profile(name: string): IssuerProfile;
  /** Answers the bundled contexts, the profile and its key; nothing else. */
  documentLoader: JsonLdDocumentLoader;
  sign<T extends object>(credential: T, created: Date): Promise<T & { proof: Array<Record<string, unknown>> }>;
}

/** The issuer profile's URL (also the issuer id in every credential). */
export const issuerProfileUrl = (publicUrl: string) => `${publicUrl}/ob/issuer`;

/** Builds the issuer from the configured key, once per process. */
export async function createIssuer(config: Pick<Config, 'publicUrl' | 'issuerKey'>): Promise<Issuer> {
  const id = issuerProfileUrl(config.publicUrl);
  const key = await signingKeyFromJwk(issuerKeyJwk(config.issuerKey), issuerKeyId(id), id);
  const profile = (name: string) =>
    issuerProfile({
      id,
      name,
      url: config.publicUrl,
      description: `${name} runs gamified, CPD-accredited leadership and digital-transformation journeys for leaders across Africa.`,
      publicKeyMultibase: key.publicKeyMultibase,
    });
  // Verification reads only the profile's keys and assertion methods, never its name.
  const documentLoader = createDocumentLoader([profile(DEFAULT_SETTINGS.siteName)]);
  return {
    id,
    url: config.publicUrl,
    profile,
    documentLoader,
    sign: (credential, created) => signCredential(credential, key, created, documentLoader),
  };
}

const issuers = new Map<string, Promise<Issuer>>();

/**
 * Signs as the issuer of `config`: the CPU pool's task (lib/cpu-tasks.ts, ADR 033), since RDF
 * canonicalisation takes tens of milliseconds. Each thread makes the issuer once per key.
 */
export async function signAsIssuer<T extends object>(config: Pick<Config, 'publicUrl' | 'issuerKey'>, credential: T, created: Date) {
  const id = `${config.publicUrl} ${issuerKeyJwk(config.issuerKey).x}`;
  let issuer = issuers.get(id);
  if (!issuer) {
    issuer = createIssuer(config);
    issuers.set(id, issuer);
  }
  return (await issuer).sign(credential, created);
}
