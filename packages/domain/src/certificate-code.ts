/*
 * Certificate identifiers (`../shared/spec/decisions.md` "CPD record and credentials").
 * - The id: 128 random bits as base64url (22 characters), unguessable; it is the verification URL.
 * - The short code for paper copies: 10 Crockford base32 characters (50 random bits) and a check
 *   character, written `XXXXX-XXXXX-C`. The check is Crockford's: the value modulo 37, as one of
 *   37 symbols. 37 is a prime above 32 and 32 has order 36 modulo 37, so one changed character and
 *   any two swapped characters of the 10 always change the check: a mistyped code is refused
 *   instead of finding someone else's certificate.
 */

/** Crockford's base32 alphabet (no I, L, O, U). */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The check alphabet: the 32 symbols and five more for the values 32 to 36. */
const CHECK_SYMBOLS = `${BASE32}*~$=U`;
export const CERTIFICATE_CODE_BODY_LENGTH = 10;

/** The base64url form of 16 bytes: 21 characters, then one whose low 4 bits are zero. */
const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{21}[AQgw]$/;

/** True when `value` has the shape of a certificate id (it may still be unknown). */
export function isCertificateIdShape(value: string): boolean {
  return CERTIFICATE_ID_PATTERN.test(value);
}

/** The check symbol of a code body (10 base32 characters, canonical upper case). */
export function crockfordCheckSymbol(body: string): string {
  let remainder = 0;
  for (const char of body) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new RangeError(`Not a Crockford base32 character: ${char}`);
    remainder = (remainder * 32 + value) % 37;
  }
  return CHECK_SYMBOLS[remainder]!;
}

/**
 * A code (body and check, no separators) from at least 7 random bytes: their first 50 bits
 * become the 10 body characters.
 */
export function certificateCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 7) throw new RangeError('A certificate code needs at least 7 random bytes');
  let bits = 0n;
  for (let i = 0; i < 7; i += 1) bits = (bits << 8n) | BigInt(bytes[i]!);
  bits >>= 6n; // 56 bits read, 50 kept
  // The 5-bit groups, most significant first.
  let body = '';
  for (let i = CERTIFICATE_CODE_BODY_LENGTH - 1; i >= 0; i -= 1) body += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  return body + crockfordCheckSymbol(body);
}

/**
 * The canonical code (11 characters) of what a person typed, or null when it is not a valid code:
 * case, spaces and hyphens are ignored, and I/L read as 1 and O as 0 (Crockford's decoding rules),
 * then the check character must match.
 */
export function normalizeCertificateCode(input: string): string | null {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, '');
  if (cleaned.length !== CERTIFICATE_CODE_BODY_LENGTH + 1) return null;
  const body = cleaned
    .slice(0, CERTIFICATE_CODE_BODY_LENGTH)
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (![...body].every((c) => BASE32.includes(c))) return null;
  const check = cleaned.slice(CERTIFICATE_CODE_BODY_LENGTH);
  return check === crockfordCheckSymbol(body) ? body + check : null;
}

/** A canonical code as printed: `XXXXX-XXXXX-C`. */
export function formatCertificateCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5, 10)}-${code.slice(10)}`;
}
