import type { UserDocument } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';

/** Reads one user row by id. */
export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Writes lastActive with the server's clock. Not told to db.identity: this heartbeat changes no
 * permission, and telling it would empty the user's cache entries every few minutes.
 */
export async function touchLastActive(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db.updateTable('users').set({ lastActive: now }).where('id', '=', id).execute();
}

/** The user document of `../shared/spec/platform-spec.md` section 3 (Entities and their fields) as the API returns it. */
export function toUserDocument(row: UserRow): UserDocument {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
    image: row.image,
    role: row.role,
    accountStatus: row.accountStatus,
    membershipStatus: row.membershipStatus,
    transformationTier: row.transformationTier,
    lastActive: row.lastActive === null ? null : new Date(Number(row.lastActive)).toISOString(),
    welcomePending: row.role === 'learner' && row.welcomedAt === null,
  };
}

/** The user of a live session token (one indexed join), or undefined. */
export async function findUserBySessionToken(db: Kysely<Database>, token: string, now: number): Promise<{ user: UserRow; sessionExpiresAt: number } | undefined> {
  const row = await db
    .selectFrom('session')
    .innerJoin('users', 'users.id', 'session.userId')
    .selectAll('users')
    .select('session.expiresAt as sessionExpiresAt')
    .where('session.token', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sessionExpiresAt, ...user } = row;
  const expires = new Date(sessionExpiresAt).getTime();
  return expires > now ? { user, sessionExpiresAt: expires } : undefined;
}
