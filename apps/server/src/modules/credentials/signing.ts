import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import * as vc from '@digitalbazaar/vc';
import type { Ed25519KeyPair } from '@digitalbazaar/ed25519-multikey';
import type { CheckStatus } from '@digitalbazaar/vc';

/*
 * Data Integrity proofs with the eddsa-rdfc-2022 cryptosuite (RDF Dataset Canonicalization, then
 * Ed25519), through Digital Bazaar's libraries (ADR 008). Every call takes the offline document
 * loader explicitly: the libraries' own default loaders would go to the network.
 */

/** The signing key pair (public and private) with its verification method id and controller. */
export function signingKeyFromJwk(jwk: object, id: string, controller: string): Promise<Ed25519KeyPair> {
  return Ed25519Multikey.fromJwk({ jwk, secretKey: true, id, controller });
}

/**
 * Signs a credential with one DataIntegrityProof dated `created` (a fixed date, not the time of the
 * request, so signing the same credential twice gives the same bytes). Returns a new object; the
 * proof is an array of one, as the Open Badges schema wants.
 */
export async function signCredential<T extends object>(
  credential: T,
  key: Ed25519KeyPair,
  created: Date,
  documentLoader: JsonLdDocumentLoader,
): Promise<T & { proof: Array<Record<string, unknown>> }> {
  const suite = new DataIntegrityProof({ signer: key.signer(), date: created, cryptosuite });
  const signed = await vc.issue({ credential: structuredClone(credential), suite, documentLoader });
  const { proof, ...rest } = signed;
  return { ...(rest as T), proof: Array.isArray(proof) ? proof : [proof as Record<string, unknown>] };
}

export interface VerificationResult {
  verified: boolean;
  /** Why not, in the libraries' words (no key material). */
  errors: string[];
}

/**
 * Verifies a credential's proofs with the given (offline) loader, then, when it has a
 * `credentialStatus`, its status with `checkStatus` (status-list.ts `checkRevocation`); without
 * one, a credential with a status fails (the library refuses to skip it).
 */
export async function verifyCredential(credential: object, documentLoader: JsonLdDocumentLoader, checkStatus?: CheckStatus): Promise<VerificationResult> {
  const suite = new DataIntegrityProof({ cryptosuite });
  const result = await vc.verifyCredential({ credential, suite, documentLoader, ...(checkStatus ? { checkStatus } : {}) });
  const errors = [result.error, ...(result.error?.errors ?? []), ...(result.results ?? []).map((r) => r.error), result.statusResult?.error]
    .filter((e): e is Error => e instanceof Error)
    .map((e) => e.message);
  return { verified: result.verified, errors: result.verified ? [] : [...new Set(errors)] };
}
