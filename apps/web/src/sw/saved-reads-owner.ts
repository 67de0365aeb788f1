import { SAVED_AT_HEADER } from './routes';

/*
 * Whose saved reads the worker keeps (issue 36 item 6): one learner's, the one the last online
 * `/api/session` answer named. They are cleared when that session ends however it ends: signed
 * out, expired or revoked, the next online answer says so (a 401 from a saved read, or a session
 * answer for nobody or for someone else), so one learner's reads are never shown to another on
 * the same phone. The owner is the saved copy of `/api/session` itself: it survives the worker
 * being stopped, and it is written after the check below.
 */

const SESSION_PATH = '/api/session';

/** The user a `/api/session` answer names: their id, null for a visitor, undefined when it is not one. */
export function sessionUser(body: unknown): string | null | undefined {
  if (typeof body !== 'object' || body === null || !('user' in body)) return undefined;
  const user = (body as { user: unknown }).user;
  if (user === null) return null;
  const id = typeof user === 'object' ? (user as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Whether an online answer ends the saved reads: any 401 (the session is gone), or a session
 * answer naming someone other than `owner`, the user of the saved session copy (null for a
 * visitor or no copy): nobody once someone was signed in, or a learner where reads were saved
 * for another or for no known learner.
 */
export function endsSavedReads(
  answer: { path: string; status: number; user?: string | null | undefined },
  owner: string | null,
): boolean {
  if (answer.status === 401) return true;
  if (answer.path !== SESSION_PATH || answer.status !== 200 || answer.user === undefined)
    return false;
  return answer.user !== owner;
}

/** The parts of the Cache API used here (a fake in tests). */
export interface SavedReads {
  keys(): Promise<readonly Request[]>;
  match(request: Request | string): Promise<Response | undefined>;
  delete(request: Request | string): Promise<boolean>;
}

/** The user of the saved `/api/session` copy, null when there is none (or it names nobody). */
async function savedOwner(cache: SavedReads, origin: string): Promise<string | null> {
  const copy = await cache.match(new URL(SESSION_PATH, origin).href);
  if (!copy) return null;
  return sessionUser(await copy.json().catch(() => undefined)) ?? null;
}

/** Deletes every saved read stored before `before` (epoch ms): reads saved since are the new session's. */
async function clearSavedBefore(cache: SavedReads, before: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(
    keys.map(async (request) => {
      const copy = await cache.match(request);
      if (!copy || !(Number(copy.headers.get(SAVED_AT_HEADER)) >= before))
        await cache.delete(request);
    }),
  );
}

/**
 * Called with each online answer to a saved read (before it is stored): clears the saved reads
 * when it ends their owner's session. `sentAt` is when the request went out.
 */
export async function checkOwner(
  cache: SavedReads,
  origin: string,
  request: Request,
  response: Response,
  sentAt: number,
): Promise<boolean> {
  const path = new URL(request.url).pathname;
  if (response.status !== 401 && path !== SESSION_PATH) return false;
  const user =
    path === SESSION_PATH && response.status === 200
      ? sessionUser(
          await response
            .clone()
            .json()
            .catch(() => undefined),
        )
      : undefined;
  const owner = response.status === 401 ? null : await savedOwner(cache, origin);
  if (!endsSavedReads({ path, status: response.status, user }, owner)) return false;
  await clearSavedBefore(cache, response.status === 401 ? Number.POSITIVE_INFINITY : sentAt);
  return true;
}
