import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/dialect';

/** A query builder: the database or an open transaction. */
type Sql = Kysely<Database>;

/** The learner's enrolment; `lock` holds its row to the end of the transaction (PostgreSQL). */
export function enrolmentOf(db: Sql, userId: string, journeyId: string, lock = false) {
  let q = db
    .selectFrom('journey_enrolments')
    .select(['enrolledAt', 'completedAt'])
    .where('userId', '=', userId)
    .where('journeyId', '=', journeyId);
  if (lock && isPostgres(db)) q = q.forUpdate();
  return q.executeTakeFirst();
}

export function journeysByIds(db: Sql, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('journeys').selectAll().where('id', 'in', ids).orderBy('title').execute();
}

export function assessmentsOf(db: Sql, userId: string, journeyIds: readonly string[]) {
  if (journeyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('growth_assessments')
    .select(['journeyId', 'moment', 'answers', 'takenAt'])
    .where('userId', '=', userId)
    .where('journeyId', 'in', journeyIds)
    .orderBy('takenAt')
    .execute();
}

/** Inserts the learner's assessment for a moment unless one is there: true when this call did. */
export async function insertAssessmentOnce(
  trx: Sql,
  row: {
    id: string;
    userId: string;
    journeyId: string;
    moment: string;
    answers: string;
    takenAt: number;
  },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('growth_assessments')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'journeyId', 'moment']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The journeys the learner has an assessment or an invitation for. */
export async function journeysWithGrowth(db: Sql, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('growth_assessments')
    .select('journeyId')
    .where('userId', '=', userId)
    .union(db.selectFrom('growth_rater_invites').select('journeyId').where('userId', '=', userId))
    .execute();
  return rows.map((r) => r.journeyId);
}

/** The learner's invitations of a journey: never the addresses (only the counts are shown). */
export function invitesOf(db: Sql, userId: string, journeyId: string) {
  return db
    .selectFrom('growth_rater_invites')
    .select(['round', 'status', 'expiresAt'])
    .where('userId', '=', userId)
    .where('journeyId', '=', journeyId)
    .execute();
}

/** The addresses still open in a round (to refuse inviting the same person twice). */
export async function openAddresses(db: Sql, userId: string, journeyId: string, round: string) {
  const rows = await db
    .selectFrom('growth_rater_invites')
    .select('email')
    .where('userId', '=', userId)
    .where('journeyId', '=', journeyId)
    .where('round', '=', round)
    .where('email', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.email!));
}

export function countInvites(db: Sql, userId: string, journeyId: string, round: string) {
  return db
    .selectFrom('growth_rater_invites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('journeyId', '=', journeyId)
    .where('round', '=', round)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export async function insertInvite(
  trx: Sql,
  row: {
    id: string;
    userId: string;
    journeyId: string;
    round: string;
    raterGroup: string;
    email: string;
    tokenHash: string;
    expiresAt: number;
    createdAt: number;
  },
): Promise<void> {
  await trx
    .insertInto('growth_rater_invites')
    .values({ ...row, status: 'open' })
    .execute();
}

export function inviteByTokenHash(db: Sql, tokenHash: string) {
  return db
    .selectFrom('growth_rater_invites')
    .innerJoin('users', 'users.id', 'growth_rater_invites.userId')
    .innerJoin('journeys', 'journeys.id', 'growth_rater_invites.journeyId')
    .select([
      'growth_rater_invites.id',
      'growth_rater_invites.userId',
      'growth_rater_invites.journeyId',
      'growth_rater_invites.round',
      'growth_rater_invites.raterGroup',
      'growth_rater_invites.status',
      'growth_rater_invites.expiresAt',
      'users.name as learnerName',
      'users.accountStatus as learnerStatus',
    ])
    .where('growth_rater_invites.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks an open, unexpired invitation answered and forgets its address, in the answer's
 * transaction: true for exactly one of any number of concurrent answers.
 */
export async function closeInvite(trx: Sql, id: string, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('growth_rater_invites')
    .set({ status: 'answered', email: null })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A rater's answers: learner, round and group only (no invitation id, no address, no time). */
export async function insertRaterAnswer(
  trx: Sql,
  row: {
    id: string;
    userId: string;
    journeyId: string;
    round: string;
    raterGroup: string;
    answers: string;
    comment: string | null;
  },
): Promise<void> {
  await trx.insertInto('growth_rater_answers').values(row).execute();
}

export function raterAnswersOf(db: Sql, userId: string, journeyId: string) {
  return db
    .selectFrom('growth_rater_answers')
    .select(['round', 'raterGroup', 'answers', 'comment'])
    .where('userId', '=', userId)
    .where('journeyId', '=', journeyId)
    .execute();
}

/**
 * Active learners' journeys completed between `from` and `to` whose 90-day assessment is not
 * taken: the facts of the follow-up reminder (ADR 048).
 */
export function followUpsOpen(db: Sql, from: number, to: number) {
  return db
    .selectFrom('journey_enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.userId')
    .select([
      'e.userId',
      'e.journeyId',
      'e.completedAt',
      'u.email',
      'u.timezone',
      'u.locale',
    ])
    .where('u.accountStatus', '=', 'active')
    .where('e.completedAt', '>=', from)
    .where('e.completedAt', '<=', to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('growth_assessments as a')
            .select('a.id')
            .whereRef('a.userId', '=', 'e.userId')
            .whereRef('a.journeyId', '=', 'e.journeyId')
            .where('a.moment', '=', 'follow_up'),
        ),
      ),
    )
    .execute();
}
