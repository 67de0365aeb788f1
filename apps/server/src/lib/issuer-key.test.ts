import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { ISSUER_KEY_FILE, issuerKeyJwk, parseIssuerKey } from './issuer-key';

const dirs: string[] = [];
const dataDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'lv-key-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const privateJwk = () => generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }) as { kty: string; crv: string; d: string; x: string };
const configFor = (DATA_DIR: string, extra: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', DATA_DIR, LOG_LEVEL: 'silent', ...extra });

/** What the failing configuration said, or a failure of the test when it said nothing. */
function configErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('the Open Badges issuer key', () => {
  it('is generated into the data folder on first start, mode 600, and read back on the next', () => {
    const dir = dataDir();
    const first = configFor(dir);
    expect(first.issuerKeySource).toBe('generated');
    const file = path.join(dir, ISSUER_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { kty: string; crv: string; d: string; x: string };
    expect(stored).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect(issuerKeyJwk(first.issuerKey)).toEqual({ kty: 'OKP', crv: 'Ed25519', d: stored.d, x: stored.x });
    expect(issuerKeyJwk(configFor(dir).issuerKey)).toEqual(issuerKeyJwk(first.issuerKey));
  });

  it('comes from OB_ISSUER_KEY when set, and then no file is written', () => {
    const dir = dataDir();
    const jwk = privateJwk();
    const config = configFor(dir, { OB_ISSUER_KEY: JSON.stringify(jwk) });
    expect(config.issuerKeySource).toBe('environment');
    expect(issuerKeyJwk(config.issuerKey)).toEqual({ kty: 'OKP', crv: 'Ed25519', d: jwk.d, x: jwk.x });
    expect(() => statSync(path.join(dir, ISSUER_KEY_FILE))).toThrow();
  });

  it('never prints: the configuration serialises and inspects without the private part', () => {
    const jwk = privateJwk();
    const config = configFor(dataDir(), { OB_ISSUER_KEY: JSON.stringify(jwk) });
    for (const text of [JSON.stringify(config), inspect(config, { depth: 10 }), String(config.issuerKey)]) {
      expect(text).not.toContain(jwk.d);
    }
  });

  it.each<[string, (jwk: ReturnType<typeof privateJwk>) => string, string]>([
    ['not JSON', () => 'ed25519:secret', 'it is not JSON'],
    ['an RSA key', (k) => JSON.stringify({ ...k, kty: 'RSA' }), 'must be an Ed25519 private key as a JWK'],
    ['a public key only', (k) => JSON.stringify({ kty: k.kty, crv: k.crv, x: k.x }), 'must be an Ed25519 private key as a JWK'],
    ['a short private part', (k) => JSON.stringify({ ...k, d: k.d.slice(0, 20) }), 'd or x is not a valid key'],
    ['a public part of another key', (k) => JSON.stringify({ ...k, x: privateJwk().x }), 'x is not the public key of d'],
  ])('refuses OB_ISSUER_KEY that is %s, naming the variable and never echoing the key', (_name, make, reason) => {
    const jwk = privateJwk();
    const message = configErrorOf(() => configFor(dataDir(), { OB_ISSUER_KEY: make(jwk) }));
    expect(message).toContain('OB_ISSUER_KEY');
    expect(message).toContain(reason);
    expect(message).not.toContain(jwk.d);
    expect(message).not.toContain(jwk.d.slice(0, 20));
  });

  it('stops start-up, naming the file, when the key file is damaged', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, ISSUER_KEY_FILE), '{"kty":"OKP"', { mode: 0o600 });
    const message = configErrorOf(() => configFor(dir));
    expect(message).toContain(path.join(dir, ISSUER_KEY_FILE));
    expect(message).toContain('it is not JSON');
  });

  it('parses what it generates', () => {
    const jwk = privateJwk();
    expect(issuerKeyJwk(parseIssuerKey(JSON.stringify(jwk)))).toEqual({ kty: 'OKP', crv: 'Ed25519', d: jwk.d, x: jwk.x });
  });
});
