import { membershipWithSeat, type OrgRole, type UserDocument } from '@lv/domain';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';

type SeatJoin = Database & { seat: Database['organisation_members'] };

/**
 * The role of the user's organisation seat while a grant of their organisation covers `now`, else
 * null (ADR 039): the caller's membership is derived from it, so a term's end writes nothing.
 */
function seatRoleAt(eb: ExpressionBuilder<SeatJoin, 'users' | 'seat'>, now: number) {
  const covered = eb.exists(
    eb
      .selectFrom('organisation_seat_grants as g')
      .select('g.id')
      .whereRef('g.organisationId', '=', 'seat.organisationId')
      .where('g.startsAt', '<=', now)
      .where('g.endsAt', '>', now),
  );
  return eb.case().when(covered).then(eb.ref('seat.role')).else(null).end().$castTo<OrgRole | null>().as('seatRole');
}

/** The user row as the product treats them: their own membership, or their seat's while its term runs. */
function withSeat<T extends UserRow>(row: T & { seatRole: OrgRole | null }): UserRow {
  const { seatRole, ...user } = row;
  return { ...(user as unknown as UserRow), ...membershipWithSeat(user, seatRole) };
}

/** Reads one user row by id, with the membership their organisation seat gives (ADR 039). */
export async function findUserById(db: Kysely<Database>, id: string, now = Date.now()): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('organisation_members as seat', 'seat.userId', 'users.id')
    .selectAll('users')
    .select((eb) => seatRoleAt(eb, now))
    .where('users.id', '=', id)
    .executeTakeFirst();
  return row ? withSeat(row) : undefined;
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

/** The user of a live session token (indexed joins), with their seat's membership (ADR 039), or undefined. */
export async function findUserBySessionToken(db: Kysely<Database>, token: string, now: number): Promise<{ user: UserRow; sessionExpiresAt: number } | undefined> {
  const row = await db
    .selectFrom('session')
    .innerJoin('users', 'users.id', 'session.userId')
    .leftJoin('organisation_members as seat', 'seat.userId', 'users.id')
    .selectAll('users')
    .select('session.expiresAt as sessionExpiresAt')
    .select((eb) => seatRoleAt(eb, now))
    .where('session.token', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sessionExpiresAt, ...user } = row;
  const expires = new Date(sessionExpiresAt).getTime();
  return expires > now ? { user: withSeat(user), sessionExpiresAt: expires } : undefined;
}
