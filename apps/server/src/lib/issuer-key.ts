import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The Open Badges issuer key (Ed25519): from OB_ISSUER_KEY, or generated into the data folder on
 * first start like the session secret. It is kept as a KeyObject, which prints and serialises as
 * `{}`: a logged config or error can never carry the private part.
 */

export const ISSUER_KEY_FILE = 'issuer-key.json';

const FORMAT = 'must be an Ed25519 private key as a JWK: {"kty":"OKP","crv":"Ed25519","d":"…","x":"…"}';

/** Parses an Ed25519 private JWK; throws an Error whose message says what is wrong (never the key). */
export function parseIssuerKey(text: string): KeyObject {
  let jwk: unknown;
  try {
    jwk = JSON.parse(text);
  } catch {
    throw new Error(`${FORMAT} (it is not JSON)`);
  }
  if (typeof jwk !== 'object' || jwk === null) throw new Error(FORMAT);
  const { kty, crv, d, x } = jwk as Record<string, unknown>;
  if (kty !== 'OKP' || crv !== 'Ed25519' || typeof d !== 'string' || typeof x !== 'string') throw new Error(FORMAT);
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: { kty, crv, d, x }, format: 'jwk' });
  } catch {
    throw new Error(`${FORMAT} (d or x is not a valid key)`);
  }
  // A public part that does not belong to the private part would publish a key that verifies nothing.
  if (createPublicKey(key).export({ format: 'jwk' }).x !== x) throw new Error(`${FORMAT} (x is not the public key of d)`);
  return key;
}

/** Reads the issuer key from the data folder, generating it (mode 600) on first start. */
export function loadGeneratedIssuerKey(dataDir: string): KeyObject {
  const file = path.join(dataDir, ISSUER_KEY_FILE);
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('ed25519');
    try {
      // 'wx': two processes starting on a fresh folder keep one key (the loser reads the winner's).
      writeFileSync(file, JSON.stringify(privateKey.export({ format: 'jwk' })) + '\n', { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
      return privateKey;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  try {
    return parseIssuerKey(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`, { cause: err });
  }
}

/** The private key as a JWK, for the signing library (call where the key is used, keep nothing). */
export function issuerKeyJwk(key: KeyObject): { kty: 'OKP'; crv: 'Ed25519'; d: string; x: string } {
  const jwk = key.export({ format: 'jwk' });
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.d || !jwk.x) throw new Error('The issuer key is not an Ed25519 private key');
  return { kty: 'OKP', crv: 'Ed25519', d: jwk.d, x: jwk.x };
}
