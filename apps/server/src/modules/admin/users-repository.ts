import type { AdminUser, AdminUserDetail, AdminUserExportQuery, SignInRecord } from '@lv/domain';
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, UserRow, UsersTable } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import { authDateToIso, authDateToMs } from '../../lib/auth-date';
import { countedPage } from '../../db/paging';

/** The admin's view of a user row. */
export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
    role: row.role,
    accountStatus: row.accountStatus,
    membershipStatus: row.membershipStatus,
    transformationTier: row.transformationTier,
    createdAt: authDateToIso(row.createdAt),
    lastActive: row.lastActive === null ? null : new Date(Number(row.lastActive)).toISOString(),
  };
}

/** `%text%` for LIKE, with LIKE's own wildcards escaped. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Kysely<Database>, filters: AdminUserExportQuery) {
  let q = db.selectFrom('users');
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    q = q.where((eb) =>
      eb.or([
        eb(sql<string>`lower(${sql.ref('name')})`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(${sql.ref('email')})`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  if (filters.role) q = q.where('role', '=', filters.role);
  if (filters.membershipStatus) q = q.where('membershipStatus', '=', filters.membershipStatus);
  if (filters.accountStatus) q = q.where('accountStatus', '=', filters.accountStatus);
  if (filters.transformationTier === 'none') q = q.where('transformationTier', 'is', null);
  else if (filters.transformationTier) q = q.where('transformationTier', '=', filters.transformationTier);
  return q;
}

/** One page of users matching the filters, newest first, and the total count. */
export async function findUsers(
  db: Kysely<Database>,
  filters: AdminUserExportQuery,
  page: { limit: number; offset: number },
): Promise<{ users: UserRow[]; total: number }> {
  const { rows, total } = await countedPage(filtered(db, filters), (q) => q.selectAll().orderBy('createdAt', 'desc').orderBy('id').limit(page.limit).offset(page.offset));
  return { users: rows, total };
}

/** Reads one user row by id; `lock` holds the row until the transaction ends (PostgreSQL; SQLite transactions are serial already). */
export function findUser(db: Kysely<Database>, id: string, opts: { lock?: boolean } = {}): Promise<UserRow | undefined> {
  const q = db.selectFrom('users').selectAll().where('id', '=', id);
  return (opts.lock && isPostgres(db) ? q.forUpdate() : q).executeTakeFirst();
}

/** Writes the given user fields. */
export async function updateUser(db: Kysely<Database>, id: string, values: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/** Ends every session of a user (they are signed out on their next request). */
export async function deleteSessions(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom('session').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A user's sign-ins (session rows), newest first. */
export async function findSignIns(db: Kysely<Database>, userId: string, limit: number, now: number): Promise<SignInRecord[]> {
  const rows = await db
    .selectFrom('session')
    .select(['id', 'createdAt', 'expiresAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: authDateToIso(r.createdAt),
    expiresAt: authDateToIso(r.expiresAt),
    ipAddress: r.ipAddress,
    userAgent: r.userAgent,
    isActive: authDateToMs(r.expiresAt) > now,
  }));
}

const msToIso = (ms: number) => new Date(Number(ms)).toISOString();

/** The user's unlocked badges, newest first. */
export async function findUserBadges(db: Kysely<Database>, userId: string): Promise<AdminUserDetail['badges']> {
  const rows = await db
    .selectFrom('user_badges')
    .innerJoin('badges', 'badges.id', 'user_badges.badgeId')
    .select(['badges.id', 'badges.name', 'user_badges.unlockedAt'])
    .where('user_badges.userId', '=', userId)
    .orderBy('user_badges.unlockedAt', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, unlockedAt: msToIso(r.unlockedAt) }));
}

/** The user's Pathfinder bookings (made signed in, or with their email), newest first. */
export async function findUserBookings(db: Kysely<Database>, user: { id: string; email: string }, limit: number): Promise<AdminUserDetail['bookings']> {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('booking_outbox', 'booking_outbox.bookingId', 'bookings.id')
    .select(['bookings.id', 'bookings.createdAt', 'bookings.date', 'bookings.time', 'bookings.timezone', 'booking_outbox.status'])
    .where((eb) => eb.or([eb('bookings.userId', '=', user.id), eb(sql<string>`lower(${sql.ref('bookings.email')})`, '=', user.email.toLowerCase())]))
    .orderBy('bookings.createdAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, createdAt: msToIso(r.createdAt), date: r.date, time: r.time, timezone: r.timezone, deliveryStatus: r.status }));
}

/** The user's card payments, newest first. */
export async function findUserPayments(db: Kysely<Database>, userId: string, limit: number): Promise<AdminUserDetail['payments']> {
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'createdAt', 'plan', 'amount', 'currency', 'status'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, createdAt: msToIso(r.createdAt), plan: r.plan, amount: Number(r.amount), currency: r.currency, status: r.status }));
}
