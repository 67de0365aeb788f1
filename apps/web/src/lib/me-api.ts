import { ACCOUNT_STATUSES, MEMBERSHIP_STATUSES, ROLES, type UserDocument } from '@lv/domain';
import { ApiError, api } from './api';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/**
 * Checks the fields the app decides on. A light check instead of UserDocumentSchema.parse, so
 * that the first chunk does not need zod (UserDocumentSchema would pull zod into it).
 */
function toUserDocument(body: unknown): UserDocument | null {
  const user =
    typeof body === 'object' && body !== null ? (body as { user?: unknown }).user : undefined;
  if (user === null) return null;
  if (typeof user !== 'object') throw new Error('GET /api/session: no user in answer');
  const { id, role, accountStatus, membershipStatus } = user as Record<string, unknown>;
  if (
    typeof id !== 'string' ||
    !isOneOf(ROLES, role) ||
    !isOneOf(ACCOUNT_STATUSES, accountStatus) ||
    !isOneOf(MEMBERSHIP_STATUSES, membershipStatus)
  ) {
    throw new Error('GET /api/session: the user document does not match UserDocument');
  }
  return user as UserDocument;
}

/** Where the session is read: the page's first worker saves it with the page's other reads. */
export const SESSION_PATH = '/api/session';

/**
 * Loads the signed-in user's document (`GET /api/session` → `{user}`, null for a visitor: always
 * 200, so a visitor's console shows no failed request). A 401 also counts as signed out; any other
 * failure is only logged and also counts as signed out (`../shared/spec/platform-spec.md` section 8 (Error catalogue)).
 */
export async function fetchMe(signal?: AbortSignal): Promise<UserDocument | null> {
  try {
    return await api.get(SESSION_PATH, { signal, schema: { parse: toUserDocument } });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.status === 401) return null;
    console.error('Failed to load the user document', error);
    return null;
  }
}

/** Tells the server the user is active now (`POST /api/me/activity`, answered with 204). */
export function postActivity(): Promise<void> {
  return api.post('/api/me/activity');
}
