import { randomBytes } from 'node:crypto';

/** A credential's public id: 128 random bits as base64url (22 characters; domain CredentialIdSchema). */
export function newCredentialId(): string {
  return randomBytes(16).toString('base64url');
}
