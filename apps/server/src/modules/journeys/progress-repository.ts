import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CapstoneState } from '@lv/domain';
import type { JourneyRow } from './repository';

type Db = Kysely<Database>;

/** One village member's enrolment with what its pinned version asks and what they have done. */
export interface MemberEnrolmentProgress {
  userId: string;
  journey: JourneyRow;
  version: number;
  /** JSON of the pinned version's CompletionRule. */
  rule: string;
  completedAt: number | null;
  /** Required modules of the pinned version, and how many of them the learner has done. */
  required: number;
  done: number;
  /** Modules of the pinned version done, required or not (for the status: started or not). */
  anyDone: number;
  /** Attendances at the journey's events (whenever attended, as ruleCounts counts them). */
  webinarsAttended: number;
  /** The capstone's state; a draft never submitted reads 'not_started'. */
  capstoneState: CapstoneState;
}

/**
 * Every enrolment of the members of one village (or of every village), read in one grouped query:
 * the pinned version's required modules and the member's completions among them.
 */
export async function memberEnrolmentProgress(db: Db, teamId?: string): Promise<MemberEnrolmentProgress[]> {
  let q = db
    .selectFrom('journey_enrolments as e')
    .innerJoin('team_members as tm', 'tm.userId', 'e.userId')
    .innerJoin('journeys as j', 'j.id', 'e.journeyId')
    .innerJoin('journey_versions as v', 'v.id', 'e.versionId')
    .leftJoin('journey_version_modules as vm', 'vm.versionId', 'e.versionId')
    .leftJoin('module_completions as c', (join) => join.onRef('c.moduleId', '=', 'vm.moduleId').onRef('c.userId', '=', 'e.userId'))
    .select([
      'e.userId',
      'e.completedAt',
      'j.id',
      'j.slug',
      'j.path',
      'j.title',
      'j.summary',
      'j.currentVersion',
      'j.createdAt',
      'j.updatedAt',
      'v.version',
      'v.rule',
      sql<number>`coalesce(sum(case when vm.required = 1 then 1 else 0 end), 0)`.as('required'),
      sql<number>`coalesce(sum(case when vm.required = 1 and c."moduleId" is not null then 1 else 0 end), 0)`.as('done'),
      sql<number>`count(c."moduleId")`.as('anyDone'),
    ])
    .groupBy(['e.userId', 'e.completedAt', 'j.id', 'j.slug', 'j.path', 'j.title', 'j.summary', 'j.currentVersion', 'j.createdAt', 'j.updatedAt', 'v.version', 'v.rule']);
  if (teamId) q = q.where('tm.teamId', '=', teamId);
  const rows = await q.orderBy('e.userId').orderBy('j.createdAt').execute();
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const [attended, capstones] = userIds.length
    ? await Promise.all([
        db
          .selectFrom('event_attendances as a')
          .innerJoin('events as ev', 'ev.id', 'a.eventId')
          .select((eb) => ['a.userId', 'ev.journeyId', eb.fn.countAll<number>().as('attended')])
          .where('a.userId', 'in', userIds)
          .groupBy(['a.userId', 'ev.journeyId'])
          .execute(),
        db.selectFrom('capstones').select(['userId', 'journeyId', 'status']).where('userId', 'in', userIds).execute(),
      ])
    : [[], []];
  const key = (userId: string, journeyId: string | null) => `${userId}\u0000${journeyId ?? ''}`;
  const attendedBy = new Map(attended.map((a) => [key(a.userId, a.journeyId), Number(a.attended)]));
  const capstoneBy = new Map(capstones.map((c) => [key(c.userId, c.journeyId), c.status === 'draft' ? 'not_started' : c.status] as const));
  return rows.map((r) => ({
    userId: r.userId,
    journey: { id: r.id, slug: r.slug, path: r.path, title: r.title, summary: r.summary, currentVersion: r.currentVersion, createdAt: Number(r.createdAt), updatedAt: Number(r.updatedAt) },
    version: Number(r.version),
    rule: r.rule,
    completedAt: r.completedAt === null ? null : Number(r.completedAt),
    required: Number(r.required),
    done: Number(r.done),
    anyDone: Number(r.anyDone),
    webinarsAttended: attendedBy.get(key(r.userId, r.id)) ?? 0,
    capstoneState: capstoneBy.get(key(r.userId, r.id)) ?? 'not_started',
  }));
}
