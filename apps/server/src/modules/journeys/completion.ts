import {
  canCompleteModule,
  isRuleMet,
  journeyProgress,
  moduleAwardKey,
  type ModuleCompletionInput,
  type ModuleCompletionResult,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import type { LearningEvents } from '../../lib/learning-events';
import type { PointsBus } from '../gamification/live';
import { awardXp } from '../gamification/service';
import {
  claimKey,
  firstAnswer,
  rememberAnswer,
  ReplayFound,
  type Answer,
  type IdempotentWrite,
} from '../idempotency/service';
import { hasPassedCheck, parseCheck } from './checks';
import { enrolledModule } from './enrolled-module';
import { requireOpenMonth } from './months';
import * as repo from './repository';
import { iso, nextLink, parseRule, toEnrolment } from './journey-view';

export interface CompletionDeps {
  db: Db;
  bus: PointsBus;
  learning: LearningEvents;
}

/**
 * Sets the enrolment's completion time and tells the listeners, the first time the pinned
 * version's rule is met (read now, in the caller's transaction). The webinars and capstone slices
 * call this too after recording their own activity. True when the journey was completed now.
 */
export async function completeJourneyIfMet(
  trx: Kysely<Database>,
  learning: LearningEvents,
  journey: { id: string; title: string },
  userId: string,
  now: number,
): Promise<boolean> {
  const enrolment = await repo.findEnrolment(trx, userId, journey.id);
  if (!enrolment || enrolment.completedAt !== null) return false;
  const [version] = await repo.versionsByIds(trx, [enrolment.versionId]);
  if (
    !version ||
    !isRuleMet(parseRule(version), await repo.ruleCounts(trx, userId, enrolment.versionId))
  )
    return false;
  // Conditional on completedAt still being empty: two transactions cannot both complete it.
  if (!(await repo.markEnrolmentCompleted(trx, userId, journey.id, now))) return false;
  await learning.journeyCompleted(trx, {
    userId,
    journeyId: journey.id,
    journeyTitle: journey.title,
    version: enrolment.version,
    completedAt: now,
  });
  return true;
}

/**
 * The pass mark's gate (ADR 040): when the pinned version sets one and the module has questions,
 * a first completion needs the check passed (a pass is never undone, so reading it before the
 * award's transaction is safe). A module completed already answers as a repeat, whatever the mark.
 */
async function requirePassedCheck(
  db: Kysely<Database>,
  userId: string,
  versionId: string,
  module: { id: string; knowledgeCheck: string },
) {
  const [version] = await repo.versionsByIds(db, [versionId]);
  const passMark = version?.passMark ?? null;
  const questionCount = parseCheck(module.knowledgeCheck).length;
  if (canCompleteModule({ reflectionAnswered: true, questionCount, passMark, checkPassed: false }))
    return;
  if ((await repo.completionsOf(db, userId, [module.id])).length) return;
  if (await hasPassedCheck(db, userId, module.id)) return;
  throw errors.conflict(
    `Pass this module's knowledge check (${passMark}% or more) before completing it.`,
  );
}

/**
 * Completes a module with the learner's reflection: the completion row, Complete Module (100 XP,
 * key `module:{userId}:{moduleId}`, streak multiplier applied), the CPD activity event and, when
 * this completion first meets the rule, the journey's completion and its event, all in the
 * award's one transaction (awardXp's `alongside`): they commit together or not at all. The award's
 * unique key decides a repeat or a race: it answers `created: false` and nothing more is written.
 */
export async function completeModule(
  deps: CompletionDeps,
  userId: string,
  journeyId: string,
  moduleSlug: string,
  input: ModuleCompletionInput,
  now = Date.now(),
): Promise<ModuleCompletionResult> {
  return (await completeModuleOnce(deps, userId, journeyId, moduleSlug, input, null, now)).body;
}

/**
 * completeModule, replay-safe with an Idempotency-Key (`write`; docs/ARCHITECTURE.md "Replay-safe
 * writes"): the key is claimed and the answer stored in the award's transaction, so the same key
 * again (the offline queue after a lost answer) answers the first result, 201 with its XP, rather
 * than a repeat's `created: false`. A completion made before under another key (another tab) is
 * stored under this key as the repeat it is (200).
 */
export async function completeModuleOnce(
  deps: CompletionDeps,
  userId: string,
  journeyId: string,
  moduleSlug: string,
  input: ModuleCompletionInput,
  write: IdempotentWrite | null,
  now = Date.now(),
): Promise<Answer<ModuleCompletionResult>> {
  const { db, learning } = deps;
  const seen = await firstAnswer<ModuleCompletionResult>(db.kysely, write);
  if (seen) return seen;
  const { journey, module, enrolment, modules } = await enrolledModule(db, userId, journeyId, moduleSlug);
  await requireOpenMonth(db.kysely, userId, enrolment, modules, module.id, now);
  await requirePassedCheck(db.kysely, userId, enrolment.versionId, module);

  /** The answer, read in the transaction that stores it. */
  const resultIn = async (
    trx: Kysely<Database>,
    award: Pick<ModuleCompletionResult, 'created' | 'xpAwarded' | 'points' | 'journeyCompleted'>,
  ): Promise<ModuleCompletionResult> => {
    const completions = await repo.completionsOf(
      trx,
      userId,
      modules.map((m) => m.moduleId),
    );
    const after = await repo.findEnrolment(trx, userId, journey.row.id);
    const mine = completions.find((c) => c.moduleId === module.id);
    // The award and the completion row commit together, so an award without its row is a broken invariant.
    if (!mine || !after)
      throw new Error(
        `Module completion ${userId}/${module.id} has an award but no completion row.`,
      );
    const done = new Set(completions.map((c) => c.moduleId));
    return {
      ...award,
      completion: { completedAt: iso(Number(mine.completedAt)), reflection: mine.reflection },
      progress: journeyProgress(modules, done),
      next: nextLink(modules, done),
      enrolment: toEnrolment(after, journey.id),
    };
  };

  try {
    const award = await awardXp(
      db,
      deps.bus,
      {
        userId,
        action: 'complete_module',
        idempotencyKey: moduleAwardKey(userId, module.id),
        sourceId: module.id,
      },
      now,
      async (trx, made) => {
        const replay = await claimKey<ModuleCompletionResult>(trx, write, now);
        if (replay) throw new ReplayFound(replay);
        await repo.insertCompletion(trx, {
          userId,
          moduleId: module.id,
          reflection: input.reflection,
          completedAt: now,
        });
        await learning.activityCompleted(trx, {
          kind: 'module',
          userId,
          sourceId: module.id,
          title: module.title,
          journeyId: journey.row.id,
          cpdMinutes: module.cpdMinutes,
          occurredAt: now,
          verifiedBy: 'platform',
          evidence: input.reflection,
        });
        const journeyCompleted = await completeJourneyIfMet(
          trx,
          learning,
          { id: journey.row.id, title: journey.title },
          userId,
          now,
        );
        return rememberAnswer(
          trx,
          write,
          201,
          await resultIn(trx, {
            created: true,
            xpAwarded: made.points,
            points: made.total,
            journeyCompleted,
          }),
        );
      },
    );
    if (award.alongside) return award.alongside;
    // Completed before: a replay that lost the race (its key committed with the award, after the
    // first look above), or a repeat from another tab or device (stored under this key as such).
    return await db.kysely.transaction().execute(async (trx) => {
      const replay = await claimKey<ModuleCompletionResult>(trx, write, now);
      if (replay) return replay;
      return rememberAnswer(
        trx,
        write,
        200,
        await resultIn(trx, {
          created: false,
          xpAwarded: 0,
          points: award.points,
          journeyCompleted: false,
        }),
      );
    });
  } catch (err) {
    if (err instanceof ReplayFound) return err.answer as Answer<ModuleCompletionResult>;
    throw err;
  }
}
