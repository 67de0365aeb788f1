import {
  DEFAULT_LOCALE,
  gradeCheck,
  KnowledgeCheckSchema,
  sameCheckShape,
  type CheckAttempt,
  type CheckGrade,
  type CheckResult,
  type KnowledgeCheck,
  type Locale,
  type ModuleCheck,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import {
  claimKey,
  firstAnswer,
  rememberAnswer,
  type Answer,
  type IdempotentWrite,
} from '../idempotency/service';
import { enrolledModule } from './enrolled-module';
import * as repo from './repository';
import { learnerToday, recordMisses } from './review-cards';

/*
 * Knowledge checks (ADR 040): a module's questions are stored as JSON beside its content, their
 * French in the module's translation row; the pass mark is the learner's pinned version's. The
 * server grades every attempt; a passing one is recorded once per learner and module (a row that
 * is never undone), which completeModule reads when the version sets a pass mark.
 */

type Trx = Kysely<Database>;

/** A stored check (JSON written by the migration or the authoring code, checked again on read). */
export function parseCheck(json: string): KnowledgeCheck {
  return KnowledgeCheckSchema.parse(JSON.parse(json));
}

/** The module's questions in the reader's language: the translation while it asks the same questions as the English, else the English. */
export async function localCheck(
  db: Trx,
  moduleId: string,
  english: KnowledgeCheck,
  locale: Locale,
): Promise<KnowledgeCheck> {
  if (locale === DEFAULT_LOCALE || !english.length) return english;
  const row = await db
    .selectFrom('journey_module_translations')
    .select('knowledgeCheck')
    .where('moduleId', '=', moduleId)
    .where('locale', '=', locale)
    .executeTakeFirst();
  if (!row?.knowledgeCheck) return english;
  const translated = parseCheck(row.knowledgeCheck);
  return sameCheckShape(english, translated) ? translated : english;
}

const FRENCH = 'fr' satisfies Locale;

/** The French of some modules' checks, by module id (a module without one is left out). */
export async function frenchChecks(
  db: Trx,
  moduleIds: readonly string[],
): Promise<Map<string, KnowledgeCheck>> {
  if (!moduleIds.length) return new Map();
  const rows = await db
    .selectFrom('journey_module_translations')
    .select(['moduleId', 'knowledgeCheck'])
    .where('moduleId', 'in', [...new Set(moduleIds)])
    .where('locale', '=', FRENCH)
    .where('knowledgeCheck', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.moduleId, parseCheck(r.knowledgeCheck!)]));
}

/**
 * Writes the French of a module's check as published by the admin editor (an empty check clears
 * it: French readers get the English); the module's other translated fields stay as they are.
 */
export async function saveFrenchCheck(
  trx: Trx,
  moduleId: string,
  check: KnowledgeCheck,
  now: number,
): Promise<void> {
  const knowledgeCheck = check.length ? JSON.stringify(KnowledgeCheckSchema.parse(check)) : null;
  if (knowledgeCheck === null) {
    await trx
      .updateTable('journey_module_translations')
      .set({ knowledgeCheck, updatedAt: now })
      .where('moduleId', '=', moduleId)
      .where('locale', '=', FRENCH)
      .execute();
    return;
  }
  await trx
    .insertInto('journey_module_translations')
    .values({
      moduleId,
      locale: FRENCH,
      title: null,
      summary: null,
      body: null,
      bodyHtml: null,
      practice: null,
      practiceHtml: null,
      reflectionQuestion: null,
      knowledgeCheck,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc.columns(['moduleId', 'locale']).doUpdateSet({ knowledgeCheck, updatedAt: now }),
    )
    .execute();
}

/** Whether the learner has passed the module's check. */
export async function hasPassedCheck(db: Trx, userId: string, moduleId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('module_check_passes')
    .select('moduleId')
    .where('userId', '=', userId)
    .where('moduleId', '=', moduleId)
    .executeTakeFirst());
}

/** The enrolled learner's module, its pinned version's pass mark and its English questions. */
async function moduleWithCheck(db: Db, userId: string, journeyId: string, moduleSlug: string) {
  const { module, enrolment } = await enrolledModule(db, userId, journeyId, moduleSlug);
  const [version] = await repo.versionsByIds(db.kysely, [enrolment.versionId]);
  const questions = parseCheck(module.knowledgeCheck);
  if (!questions.length) throw errors.notFound("This module's knowledge check");
  return { module, passMark: version?.passMark ?? null, questions };
}

/** The module's check for an enrolled learner, in their language, without the answers. */
export async function moduleCheck(
  db: Db,
  userId: string,
  journeyId: string,
  moduleSlug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ModuleCheck> {
  const { module, passMark, questions } = await moduleWithCheck(db, userId, journeyId, moduleSlug);
  const local = await localCheck(db.kysely, module.id, questions, locale);
  return {
    questions: local.map((q) => ({
      id: q.id,
      prompt: q.prompt,
      options: q.options.map((o) => o.text),
    })),
    passMark,
    passed: await hasPassedCheck(db.kysely, userId, module.id),
  };
}

const REFUSALS: Record<Extract<CheckGrade, { ok: false }>['reason'], string> = {
  unanswered: 'Answer every question of the check.',
  unknown_question: "That question is not part of this module's check.",
  repeated_question: 'Answer each question once.',
  unknown_option: "Choose one of the question's options.",
};

/**
 * Grades an attempt at the module's check for an enrolled learner (any number of retries) and, in
 * one transaction: the first time one reaches the pinned version's pass mark (every attempt,
 * without one), records the pass (one row per learner and module, so parallel passing attempts
 * write it once); each missed question enters the daily review (review-cards.ts). With an
 * Idempotency-Key (`write`; the offline queue sends one), the key is claimed in that transaction
 * and the same key again answers the first result and writes nothing.
 */
export async function submitCheckOnce(
  db: Db,
  userId: string,
  journeyId: string,
  moduleSlug: string,
  attempt: CheckAttempt,
  write: IdempotentWrite | null,
  locale: Locale = DEFAULT_LOCALE,
  now = Date.now(),
): Promise<Answer<CheckResult>> {
  const seen = await firstAnswer<CheckResult>(db.kysely, write);
  if (seen) return seen;
  const { module, passMark, questions } = await moduleWithCheck(db, userId, journeyId, moduleSlug);
  // Graded on the reader's questions: the same ids and correct options as the English (localCheck), explained in their language.
  const grade = gradeCheck(
    await localCheck(db.kysely, module.id, questions, locale),
    attempt,
    passMark,
  );
  if (!grade.ok) throw errors.invalid(REFUSALS[grade.reason], { answers: REFUSALS[grade.reason] });
  const { ok: _ok, ...result } = grade;
  const missed = grade.results.filter((r) => !r.isCorrect).map((r) => r.questionId);
  return db.kysely.transaction().execute(async (trx) => {
    const replay = await claimKey<CheckResult>(trx, write, now);
    if (replay) return replay;
    if (grade.passed) {
      await trx
        .insertInto('module_check_passes')
        .values({
          userId,
          moduleId: module.id,
          correct: grade.correct,
          total: grade.total,
          passedAt: now,
        })
        .onConflict((oc) => oc.columns(['userId', 'moduleId']).doNothing())
        .execute();
    }
    if (missed.length)
      await recordMisses(trx, userId, module.id, missed, await learnerToday(trx, userId, now), now);
    return rememberAnswer(trx, write, 200, { ...result, passMark });
  });
}

/** submitCheckOnce without an Idempotency-Key: the graded attempt. */
export async function submitCheck(
  db: Db,
  userId: string,
  journeyId: string,
  moduleSlug: string,
  attempt: CheckAttempt,
  locale: Locale = DEFAULT_LOCALE,
  now = Date.now(),
): Promise<CheckResult> {
  return (await submitCheckOnce(db, userId, journeyId, moduleSlug, attempt, null, locale, now))
    .body;
}
