import { describe, expect, it } from 'vitest';
import { CONTROLLER_TERMS_CONTEXT, CREDENTIAL_CONTEXTS, MULTIKEY_V1_CONTEXT } from '@lv/domain';
import { signingTestVector } from '../../test/open-badges-standard';
import { BUNDLED_CONTEXTS, createDocumentLoader, DocumentNotBundledError } from './document-loader';
import { signCredential, signingKeyFromJwk, verifyCredential } from './signing';

const vector = signingTestVector();
const b64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');
// The vector's private key is the 32-byte seed followed by the public key (64 bytes, as libsodium writes it).
const vectorJwk = { kty: 'OKP', crv: 'Ed25519', d: b64url(vector.privateKeyHex.slice(0, 64)), x: b64url(vector.publicKeyHex) };
const vectorKeyId = vector.verificationMethod;
const publicKeyMultibase = vectorKeyId.split('#')[1]!;

/** The vector's issuer as a controller document (the spec publishes only the key). */
const vectorController = {
  '@context': [...CREDENTIAL_CONTEXTS, MULTIKEY_V1_CONTEXT, CONTROLLER_TERMS_CONTEXT],
  id: vector.controller,
  verificationMethod: [{ id: vectorKeyId, type: 'Multikey', controller: vector.controller, publicKeyMultibase }],
  assertionMethod: [vectorKeyId],
};

describe('eddsa-rdfc-2022 signing', () => {
  it('reproduces the Open Badges spec test vector: same key, document and date give its published proofValue', async () => {
    const key = await signingKeyFromJwk(vectorJwk, vectorKeyId, vector.controller);
    expect(key.publicKeyMultibase).toBe(publicKeyMultibase);
    const signed = await signCredential(vector.credential, key, new Date(vector.created), createDocumentLoader([]));
    expect(signed.proof).toEqual([
      {
        type: 'DataIntegrityProof',
        created: vector.created,
        verificationMethod: vectorKeyId,
        cryptosuite: 'eddsa-rdfc-2022',
        proofPurpose: 'assertionMethod',
        proofValue: vector.proofValue,
      },
    ]);
    expect(signed.proof[0]).toEqual(vector.signed.proof);
  });

  it("verifies the spec's signed credential offline, and not once one character changed", async () => {
    const loader = createDocumentLoader([vectorController]);
    expect(await verifyCredential(vector.signed, loader)).toEqual({ verified: true, errors: [] });
    const subject = vector.signed.credentialSubject as { achievement: { name: string } };
    const changed = { ...vector.signed, credentialSubject: { ...subject, achievement: { ...subject.achievement, name: 'Teamwerk' } } };
    const result = await verifyCredential(changed, loader);
    expect(result.verified).toBe(false);
    expect(result.errors.join(' ')).toMatch(/Invalid signature/i);
  });

  it('does not verify when the key is not among its controller’s assertion methods', async () => {
    const { assertionMethod: _dropped, ...notAsserting } = vectorController;
    const result = await verifyCredential(vector.signed, createDocumentLoader([{ ...notAsserting }]));
    expect(result.verified).toBe(false);
    expect(result.errors.join(' ')).toMatch(/not authorized by controller/);
  });
});

describe('the offline document loader', () => {
  it('answers the bundled contexts, and throws for any other URL instead of fetching it', async () => {
    const loader = createDocumentLoader([]);
    for (const url of BUNDLED_CONTEXTS.keys()) expect((await loader(url)).document).toHaveProperty('@context');
    await expect(loader('https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.2.json')).rejects.toBeInstanceOf(DocumentNotBundledError);
    await expect(loader('https://example.com/evil-context.json')).rejects.toThrow('is not a bundled document; nothing is fetched');
  });

  it('answers a controller by its URL and each of its keys by id, as a Multikey document', async () => {
    const loader = createDocumentLoader([vectorController]);
    expect((await loader(vector.controller)).document).toEqual(vectorController);
    expect((await loader(vectorKeyId)).document).toEqual({ '@context': MULTIKEY_V1_CONTEXT, id: vectorKeyId, type: 'Multikey', controller: vector.controller, publicKeyMultibase });
    await expect(loader(`${vector.controller}#key-2`)).rejects.toBeInstanceOf(DocumentNotBundledError);
  });

  it('refuses a key whose controller is another document', () => {
    expect(() => createDocumentLoader([{ ...vectorController, id: 'https://other.example/issuer' }])).toThrow(/is not controlled by/);
  });

  it('fails to sign a credential that names a context it does not bundle (no network fallback)', async () => {
    const key = await signingKeyFromJwk(vectorJwk, vectorKeyId, vector.controller);
    const credential = { ...vector.credential, '@context': [...CREDENTIAL_CONTEXTS, 'https://example.com/extra-context.json'] };
    await expect(signCredential(credential, key, new Date(vector.created), createDocumentLoader([]))).rejects.toThrow(/example\.com\/extra-context\.json/);
  });
});
