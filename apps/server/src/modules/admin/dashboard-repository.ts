import { levelThresholds } from '@lv/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, OutboxStatus } from '../../db/schema';
import { authDateToMs, toAuthDate } from '../../lib/auth-date';

/** Learner headcounts: all, active since each given instant, and paid. */
export async function countLearners(db: Kysely<Database>, activeSince: readonly number[]): Promise<{ total: number; paid: number; active: number[] }> {
  const learners = db.selectFrom('users').where('role', '=', 'learner');
  const row = await learners
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('membershipStatus', '=', 'paid').then(1).else(0).end()).as('paid'),
    ])
    .executeTakeFirstOrThrow();
  const active: number[] = [];
  for (const since of activeSince) {
    const r = await learners.where('lastActive', '>=', since).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    active.push(Number(r.n));
  }
  return { total: Number(row.total), paid: Number(row.paid ?? 0), active };
}

/** Learners who signed up since an instant: when, and whether they are paid members now. */
export async function learnerSignUpsSince(db: Kysely<Database>, since: number): Promise<Array<{ at: number; isPaid: boolean }>> {
  const rows = await db
    .selectFrom('users')
    .select(['createdAt', 'membershipStatus'])
    .where('role', '=', 'learner')
    .where('createdAt', '>=', toAuthDate(db, new Date(since)))
    .execute();
  return rows.map((r) => ({ at: authDateToMs(r.createdAt), isPaid: r.membershipStatus === 'paid' }));
}

const MS_PER_DAY = 86_400_000;

/** The UTC day number (days since the epoch) of an epoch-ms column, the same on both engines. */
const dayOf = (column: string) => sql<number>`${sql.ref(column)} / ${sql.lit(MS_PER_DAY)}`;

/** A per-day row as an instant (the day's UTC midnight). */
const dayStart = (day: unknown) => Number(day) * MS_PER_DAY;

/** XP awarded per day since an instant (one row per day with awards): points and awards. */
export async function xpPerDay(db: Kysely<Database>, since: number): Promise<Array<{ at: number; points: number; awards: number }>> {
  const rows = await db
    .selectFrom('xp_ledger')
    .select((eb) => [dayOf('createdAt').as('day'), eb.fn.sum<number>('points').as('points'), eb.fn.countAll<number>().as('awards')])
    .where('createdAt', '>=', since)
    .groupBy(dayOf('createdAt'))
    .execute();
  return rows.map((r) => ({ at: dayStart(r.day), points: Number(r.points ?? 0), awards: Number(r.awards) }));
}

/** Distinct learners who earned XP since an instant, and the XP admins added or removed. */
export async function xpTotalsSince(db: Kysely<Database>, since: number): Promise<{ earners: number; adjusted: number }> {
  const row = await db
    .selectFrom('xp_ledger')
    .select((eb) => [
      eb.fn.count<number>('userId').distinct().as('earners'),
      eb.fn.sum<number>(eb.case().when('action', '=', 'admin_adjustment').then(eb.ref('points')).else(0).end()).as('adjusted'),
    ])
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return { earners: Number(row.earners), adjusted: Number(row.adjusted ?? 0) };
}

/** Learners (active accounts) per named level number, from their all-time points (none counts 0). */
export async function learnersPerLevel(db: Kysely<Database>): Promise<Array<{ level: number; learners: number }>> {
  const points = sql<number>`coalesce(${sql.ref('user_points.points')}, 0)`;
  const levelExpr = sql<number>`case ${sql.join(
    levelThresholds().map((t) => sql`when ${points} >= ${sql.lit(t.minXp)} then ${sql.lit(t.level.number)}`),
    sql` `,
  )} else ${sql.lit(1)} end`;
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_points', 'user_points.userId', 'users.id')
    .select((eb) => [levelExpr.as('level'), eb.fn.countAll<number>().as('learners')])
    .where('users.role', '=', 'learner')
    .groupBy(levelExpr)
    .execute();
  return rows.map((r) => ({ level: Number(r.level), learners: Number(r.learners) }));
}

/** Bookings per day and delivery status since an instant. */
export async function bookingsPerDay(db: Kysely<Database>, since: number): Promise<Array<{ at: number; status: OutboxStatus; n: number }>> {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('booking_outbox', 'booking_outbox.bookingId', 'bookings.id')
    .select((eb) => [dayOf('bookings.createdAt').as('day'), 'booking_outbox.status', eb.fn.countAll<number>().as('n')])
    .where('bookings.createdAt', '>=', since)
    .groupBy([dayOf('bookings.createdAt'), 'booking_outbox.status'])
    .execute();
  return rows.map((r) => ({ at: dayStart(r.day), status: r.status, n: Number(r.n) }));
}

/** Bookings whose delivery failed for good, whenever they came in (they need an admin). */
export async function countFailedDeliveries(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('booking_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'failed').executeTakeFirstOrThrow();
  return Number(row.n);
}

/** ROI estimates per day and band since an instant, with their score sum. */
export async function roiLeadsPerDay(db: Kysely<Database>, since: number): Promise<Array<{ at: number; band: string; n: number; scoreSum: number; withEmail: number }>> {
  const rows = await db
    .selectFrom('roi_leads')
    .select((eb) => [
      dayOf('createdAt').as('day'),
      'band',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('score').as('scoreSum'),
      eb.fn.count<number>('email').as('withEmail'),
    ])
    .where('createdAt', '>=', since)
    .groupBy([dayOf('createdAt'), 'band'])
    .execute();
  return rows.map((r) => ({ at: dayStart(r.day), band: r.band, n: Number(r.n), scoreSum: Number(r.scoreSum ?? 0), withEmail: Number(r.withEmail) }));
}

/** Team Blueprints per day and recommended path since an instant, and how many were claimed. */
export async function blueprintsPerDay(db: Kysely<Database>, since: number): Promise<Array<{ at: number; path: string; n: number; claimed: number }>> {
  const rows = await db
    .selectFrom('blueprint_leads')
    .select((eb) => [dayOf('createdAt').as('day'), 'recommendedPath', eb.fn.countAll<number>().as('n'), eb.fn.count<number>('userId').as('claimed')])
    .where('createdAt', '>=', since)
    .groupBy([dayOf('createdAt'), 'recommendedPath'])
    .execute();
  return rows.map((r) => ({ at: dayStart(r.day), path: r.recommendedPath, n: Number(r.n), claimed: Number(r.claimed) }));
}

/** Succeeded card payments per day (by when they succeeded) since an instant. */
export async function paymentsPerDay(db: Kysely<Database>, since: number): Promise<Array<{ at: number; n: number }>> {
  const rows = await db
    .selectFrom('payments')
    .select((eb) => [dayOf('updatedAt').as('day'), eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'succeeded')
    .where('updatedAt', '>=', since)
    .groupBy(dayOf('updatedAt'))
    .execute();
  return rows.map((r) => ({ at: dayStart(r.day), n: Number(r.n) }));
}

/** Admin grants of paid membership per day (from the audit log) since an instant. */
export async function paidGrantsPerDay(db: Kysely<Database>, since: number): Promise<Array<{ at: number; n: number }>> {
  const rows = await db
    .selectFrom('audit_log')
    .select((eb) => [dayOf('createdAt').as('day'), eb.fn.countAll<number>().as('n')])
    .where('action', '=', 'user.membership')
    .where('details', 'like', '%"to":"paid"%')
    .where('createdAt', '>=', since)
    .groupBy(dayOf('createdAt'))
    .execute();
  return rows.map((r) => ({ at: dayStart(r.day), n: Number(r.n) }));
}
