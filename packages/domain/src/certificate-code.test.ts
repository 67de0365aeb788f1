import { describe, expect, it } from 'vitest';
import {
  certificateCodeFromBytes,
  crockfordCheckSymbol,
  formatCertificateCode,
  isCertificateIdShape,
  normalizeCertificateCode,
} from './certificate-code';

const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reproducible stream of pseudo-random bytes (a test needs no real randomness). */
function bytesFrom(seed: number, length = 7): Uint8Array {
  let state = seed >>> 0 || 1;
  return Uint8Array.from({ length }, () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) & 0xff;
  });
}

describe('crockfordCheckSymbol (value mod 37)', () => {
  it.each([
    ['0000000000', '0'],
    ['0000000001', '1'],
    ['000000000Z', 'Z'], // 31
    ['0000000010', '*'], // 32
    ['0000000014', 'U'], // 36
    ['0000000015', '0'], // 37
    ['ZZZZZZZZZZ', CHECK(2 ** 50 - 1)],
  ])('%s → %s', (body, check) => {
    expect(crockfordCheckSymbol(body)).toBe(check);
  });

  it('refuses letters outside the alphabet', () => {
    expect(() => crockfordCheckSymbol('000000000U')).toThrow(RangeError);
  });
});

function CHECK(value: number): string {
  return `${BASE32}*~$=U`[value % 37]!;
}

describe('certificateCodeFromBytes', () => {
  it.each([
    [[0, 0, 0, 0, 0, 0, 0], '00000000000'],
    [[255, 255, 255, 255, 255, 255, 255], `ZZZZZZZZZZ${CHECK(2 ** 50 - 1)}`],
    // 0x80 followed by zeros: the top bit of 50 is set → the first character is 16 ('G').
    [[0x80, 0, 0, 0, 0, 0, 0], `G000000000${CHECK(2 ** 49)}`],
  ])('%j → %s', (bytes, code) => {
    expect(certificateCodeFromBytes(Uint8Array.from(bytes))).toBe(code);
  });

  it('needs 7 bytes', () => {
    expect(() => certificateCodeFromBytes(new Uint8Array(6))).toThrow(RangeError);
  });

  it('makes valid codes that read back as themselves', () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const code = certificateCodeFromBytes(bytesFrom(seed));
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}[0-9A-HJKMNP-TV-Z*~$=U]$/);
      expect(normalizeCertificateCode(code)).toBe(code);
      expect(normalizeCertificateCode(formatCertificateCode(code).toLowerCase())).toBe(code);
    }
  });
});

describe('normalizeCertificateCode', () => {
  const code = certificateCodeFromBytes(bytesFrom(42));

  it.each([
    ['as printed', formatCertificateCode(code), code],
    ['lower case with spaces', ` ${code.slice(0, 5).toLowerCase()} ${code.slice(5).toLowerCase()} `, code],
    ['too short', code.slice(0, 10), null],
    ['too long', `${code}0`, null],
    ['a character outside the alphabet', `${code.slice(0, 3)}U${code.slice(4)}`, null],
    ['empty', '', null],
  ])('%s', (_name, input, expected) => {
    expect(normalizeCertificateCode(input)).toBe(expected);
  });

  it('reads I and L as 1 and O as 0 (Crockford decoding)', () => {
    const body = '1O0L1I0000';
    const canonical = '1001110000';
    const check = crockfordCheckSymbol(canonical);
    expect(normalizeCertificateCode(body + check)).toBe(canonical + check);
  });

  it('detects every single changed character', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const valid = certificateCodeFromBytes(bytesFrom(seed));
      for (let i = 0; i < valid.length; i += 1) {
        const alphabet = i < 10 ? BASE32 : `${BASE32}*~$=U`;
        for (const replacement of alphabet) {
          if (replacement === valid[i]) continue;
          const typo = valid.slice(0, i) + replacement + valid.slice(i + 1);
          expect(normalizeCertificateCode(typo), `${valid} → ${typo}`).toBeNull();
        }
      }
    }
  });

  it('detects every swap of two different characters', () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const valid = certificateCodeFromBytes(bytesFrom(seed));
      for (let i = 0; i < valid.length; i += 1) {
        for (let j = i + 1; j < valid.length; j += 1) {
          if (valid[i] === valid[j]) continue;
          const chars = [...valid];
          [chars[i], chars[j]] = [chars[j]!, chars[i]!];
          expect(normalizeCertificateCode(chars.join('')), `${valid} swap ${i},${j}`).toBeNull();
        }
      }
    }
  });
});

/** RFC 4648 base64url without padding (the server uses Node's Buffer; the domain has neither). */
function base64url(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let bits = 0;
  let count = 0;
  let out = '';
  for (const byte of bytes) {
    bits = (bits << 8) | byte;
    count += 8;
    while (count >= 6) {
      count -= 6;
      out += alphabet[(bits >> count) & 63];
    }
  }
  if (count > 0) out += alphabet[(bits << (6 - count)) & 63];
  return out;
}

describe('isCertificateIdShape', () => {
  it.each([
    ['AAAAAAAAAAAAAAAAAAAAAA', true],
    ['q83vEjRWeJCrze8SNFZ4kA', true],
    ['q83vEjRWeJCrze8SNFZ4k_', false], // the last character carries only 2 bits
    ['q83vEjRWeJCrze8SNFZ4', false],
    ['q83vEjRWeJCrze8SNFZ4kAA', false],
    ['q83vEjRWeJCrze8SNF+4kA', false],
    ['../../etc/passwd', false],
    ['', false],
  ])('%j → %s', (id, shape) => {
    expect(isCertificateIdShape(id)).toBe(shape);
  });

  it('holds for 16 random bytes in base64url', () => {
    for (let seed = 1; seed < 100; seed += 1) {
      expect(isCertificateIdShape(base64url(bytesFrom(seed, 16)))).toBe(true);
    }
  });
});
