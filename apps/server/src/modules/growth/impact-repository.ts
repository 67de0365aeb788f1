import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * The Business Impact Dashboard's reads (ADR 052): one grouped query per kind of fact over a set
 * of people, whatever their number, never a query per person. Read only.
 */

type Sql = Kysely<Database>;

/** Self-assessments of these people, oldest first. */
export function assessmentsOfPeople(db: Sql, userIds: readonly string[]) {
  return db
    .selectFrom('growth_assessments')
    .select(['userId', 'journeyId', 'answers', 'takenAt'])
    .where('userId', 'in', userIds)
    .orderBy('takenAt')
    .orderBy('id')
    .execute();
}

/** 360 answers about these people: the round and group only, never who or when. */
export function raterAnswersOfPeople(db: Sql, userIds: readonly string[]) {
  return db
    .selectFrom('growth_rater_answers')
    .select(['userId', 'journeyId', 'round', 'raterGroup', 'answers'])
    .where('userId', 'in', userIds)
    .execute();
}

/** Each enrolment's required modules (of its pinned version) and how many of them are done. */
export function enrolmentProgressOfPeople(db: Sql, userIds: readonly string[]) {
  return db
    .selectFrom('journey_enrolments as e')
    .leftJoin('journey_version_modules as vm', 'vm.versionId', 'e.versionId')
    .leftJoin('module_completions as c', (join) =>
      join.onRef('c.moduleId', '=', 'vm.moduleId').onRef('c.userId', '=', 'e.userId'),
    )
    .select([
      'e.userId',
      sql<number>`coalesce(sum(case when vm.required = 1 then 1 else 0 end), 0)`.as('required'),
      sql<number>`coalesce(sum(case when vm.required = 1 and c."moduleId" is not null then 1 else 0 end), 0)`.as(
        'done',
      ),
    ])
    .where('e.userId', 'in', userIds)
    .groupBy(['e.userId', 'e.journeyId'])
    .execute();
}

export function checkPassesOfPeople(db: Sql, userIds: readonly string[]) {
  return db
    .selectFrom('module_check_passes')
    .select(['userId', 'correct', 'total'])
    .where('userId', 'in', userIds)
    .execute();
}

/** Per person: CPD minutes (not voided), impact-log actions, certificates standing. */
export async function countsOfPeople(db: Sql, userIds: readonly string[]) {
  const [cpd, actions, certificates] = await Promise.all([
    db
      .selectFrom('cpd_entries')
      .select((eb) => ['userId', eb.fn.sum<number | string>('minutes').as('n')])
      .where('userId', 'in', userIds)
      .where('voidedAt', 'is', null)
      .groupBy('userId')
      .execute(),
    db
      .selectFrom('impact_entries')
      .select((eb) => ['userId', eb.fn.countAll<number | string>().as('n')])
      .where('userId', 'in', userIds)
      .where('kind', '=', 'entry')
      .groupBy('userId')
      .execute(),
    db
      .selectFrom('certificates')
      .select((eb) => ['userId', eb.fn.countAll<number | string>().as('n')])
      .where('userId', 'in', userIds)
      .where('revokedAt', 'is', null)
      .groupBy('userId')
      .execute(),
  ]);
  const byUser = (rows: { userId: string; n: number | string | null }[]) =>
    new Map(rows.map((r) => [r.userId, Number(r.n ?? 0)]));
  return { cpd: byUser(cpd), actions: byUser(actions), certificates: byUser(certificates) };
}
