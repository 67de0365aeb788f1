import { createHash, randomBytes } from 'node:crypto';

/** A token for an emailed link: 32 random bytes, base64url (43 characters). */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of an emailed token: its SHA-256 (a leaked table row cannot be used as a link). */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
