import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';

/*
 * The official Open Badges 3.0 files in ../shared/standards/open-badges-3.0 (beside the repository
 * for every developer and CI run): the JSON schemas (2019-09) and the spec's eddsa-rdfc-2022
 * signing test vector, read as published. A missing folder fails the tests that need it.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const STANDARD_DIR = path.resolve(here, '../../../../../shared/standards/open-badges-3.0');

function read(file: string): string {
  const full = path.join(STANDARD_DIR, file);
  if (!existsSync(full)) throw new Error(`${full} is missing: the Open Badges tests read the official files from ../shared/standards`);
  return readFileSync(full, 'utf8');
}

export type SchemaCheck = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string; params: object }> | null };

/** Validators for the official AchievementCredential and Profile schemas (Ajv, JSON Schema 2019-09, formats checked). */
export function officialValidators(): { credential: SchemaCheck; profile: SchemaCheck } {
  const ajv = new Ajv2019({ allErrors: true, strictTuples: false });
  addFormats(ajv);
  return {
    credential: ajv.compile(JSON.parse(read('ob_v3p0_achievementcredential_schema.json')) as object),
    profile: ajv.compile(JSON.parse(read('ob_v3p0_profile_schema.json')) as object),
  };
}

export interface SigningTestVector {
  publicKeyHex: string;
  privateKeyHex: string;
  verificationMethod: string;
  controller: string;
  created: string;
  credential: Record<string, unknown>;
  proofValue: string;
  signed: Record<string, unknown> & { proof: Record<string, unknown> };
}

/** Text of the first match of `pattern` (its first group), or a clear failure naming what was sought. */
function pick(html: string, pattern: RegExp, what: string): string {
  const m = pattern.exec(html);
  if (!m?.[1]) throw new Error(`The test vector page has no ${what}`);
  return m[1].trim();
}

/** The spec's Data Integrity test vector: key pair, input credential, proof options and the published proofValue. */
export function signingTestVector(): SigningTestVector {
  const html = read('ob_v3p0_linked-data-proof-test-vector.html');
  const pre = (title: string) => pick(html, new RegExp(`<pre[^>]*title="${title}"[^>]*>([\\s\\S]*?)</pre`), `"${title}" example`);
  const proofBefore = pre('Proof before signing');
  const signed = JSON.parse(pre('Signed credential')) as SigningTestVector['signed'];
  return {
    publicKeyHex: pick(html, /Public key \(hex\):\s*<code\s*>([0-9a-f]+)<\/code/, 'public key'),
    privateKeyHex: pick(html, /Private key \(hex\):\s*<code\s*>([0-9a-f]+)<\/code/, 'private key'),
    verificationMethod: pick(proofBefore, /verificationMethod:\s*'([^']+)'/, 'verification method'),
    controller: pick(pre('Multikey'), /controller:\s*'([^']+)'/, 'controller'),
    created: pick(proofBefore, /created:\s*'([^']+)'/, 'proof date'),
    credential: JSON.parse(pre('Credential')) as Record<string, unknown>,
    proofValue: pick(html, /<h3 id="ob-proof-value">[\s\S]*?<code\s*>(z[1-9A-HJ-NP-Za-km-z]+)<\/code/, 'proof value'),
    signed,
  };
}
