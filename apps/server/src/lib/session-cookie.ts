import { createHmac, timingSafeEqual } from 'node:crypto';

/** The session cookie names Better Auth sets with our `lv` prefix (Secure-prefixed over https). */
export const SESSION_COOKIES = ['__Secure-lv.session_token', 'lv.session_token'];

/** The raw cookie value for a name, from a Cookie header. */
function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The raw (still signed) session cookie value from a Cookie header, or null. */
export function sessionCookieValue(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const name of SESSION_COOKIES) {
    const raw = readCookie(cookieHeader, name);
    if (raw) return raw;
  }
  return null;
}

/**
 * The session token of a signed session cookie value, verified with the auth secret the way Better
 * Auth signs it (`token.base64(HMAC-SHA256(secret, token))`, URI-encoded); null when forged.
 * A synchronous HMAC instead of Better Auth's full getSession: see ADR 004.
 */
export function verifySessionCookie(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
