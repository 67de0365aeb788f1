import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
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
