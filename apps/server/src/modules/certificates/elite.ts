import { ELITE_MIN_XP, eliteEarned, eliteIssueKey } from '@lv/domain';
import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../lib/jobs/types';
import type { LearningListener } from '../../lib/learning-events';
import type { AwardListener } from '../gamification/live';
import * as repo from './repository';
import { issue } from './service';

/*
 * Elite certification (ADR 043): Level 4 (5,001+ XP) with at least one completed journey issues
 * the elite certificate once, in the transaction of whichever comes last: the XP award (an award
 * listener, under the award's lock on the learner's points record) or the journey's completion (a
 * learning listener). The unique issue key `elite:{userId}` makes racing issues one; a journey
 * completed outside any award of its learner (an admin's enrolment move) that does not see the
 * XP yet leaves a check job in its transaction, which reads both after it commits.
 */

export const ELITE_CHECK_JOB = 'certificates.elite-check';

export type EliteOutcome = 'issued' | 'held' | 'not-earned';

async function xpNow(trx: Kysely<Database>, userId: string): Promise<number> {
  const row = await trx
    .selectFrom('user_points')
    .select('points')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.points ?? 0);
}

/**
 * Issues the learner's elite certificate in `trx` when both conditions hold now and it was never
 * issued: 'held' when it was (revoked or not: a revoked one comes back only by an admin's reissue),
 * 'not-earned' when a condition is missing. `known` carries what the caller read already: the
 * award's new XP total, or the journey just completed in this transaction.
 */
export async function issueEliteIfEarned(
  trx: Kysely<Database>,
  userId: string,
  known: {
    xp?: number;
    journey?: { journeyId: string; journeyTitle: string; version: number | null };
  },
  now = Date.now(),
): Promise<EliteOutcome> {
  const issueKey = eliteIssueKey(userId);
  if (await repo.hasIssueKey(trx, issueKey)) return 'held';
  const xp = known.xp ?? (await xpNow(trx, userId));
  if (xp < ELITE_MIN_XP) return 'not-earned';
  const first = await repo.firstCompletedJourney(trx, userId);
  const journey = first
    ? { journeyId: first.journeyId, journeyTitle: first.title, version: first.version }
    : known.journey;
  if (!journey || !eliteEarned({ xp, completedJourneys: 1 })) return 'not-earned';
  const row = await issue(
    trx,
    {
      issueKey,
      userId,
      journeyId: journey.journeyId,
      journeyTitle: journey.journeyTitle,
      journeyVersion: journey.version,
      // When both conditions first held: now.
      completedAt: now,
      replacesId: null,
      kind: 'elite',
      xp,
    },
    now,
  );
  return row ? 'issued' : 'held';
}

/** In every new award's transaction: an award that leaves the learner at 5,001+ XP checks. */
export const eliteAwardListener: AwardListener = async (trx, event) => {
  if (event.points >= ELITE_MIN_XP)
    await issueEliteIfEarned(trx, event.userId, { xp: event.points });
};

/**
 * In the transaction that completes a journey. Inside an award of the same learner the XP read
 * here is that award's, under its lock, so the answer is final; otherwise the check job reads
 * again after commit, behind any award still holding the learner's points record.
 */
export function eliteLearningListener(jobs: JobQueue): LearningListener {
  return {
    journeyCompleted: async (trx, journey) => {
      const outcome = await issueEliteIfEarned(trx, journey.userId, {
        journey: {
          journeyId: journey.journeyId,
          journeyTitle: journey.journeyTitle,
          version: journey.version,
        },
      });
      if (outcome === 'not-earned')
        await jobs.enqueue(trx, ELITE_CHECK_JOB, { userId: journey.userId });
    },
  };
}

/** The check job: takes the learner's points record (PostgreSQL waits for an award holding it), then checks. */
export function defineEliteCheckJob(jobs: JobQueue, db: Kysely<Database>): void {
  jobs.define<{ userId: string }>({
    name: ELITE_CHECK_JOB,
    attempts: 5,
    retryBaseMs: 30_000,
    retryMaxMs: 30 * 60_000,
    timeoutMs: 60_000,
    concurrency: 2,
    async handler({ userId }) {
      await db.transaction().execute(async (trx) => {
        let lock = trx.selectFrom('user_points').select('points').where('userId', '=', userId);
        if (isPostgres(db)) lock = lock.forUpdate();
        // No points record: the account is gone (or never earned anything); nothing to issue.
        if (!(await lock.executeTakeFirst())) return;
        await issueEliteIfEarned(trx, userId, {});
      });
    },
  });
}
