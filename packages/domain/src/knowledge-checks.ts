import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { cleanText } from './text';

/*
 * Knowledge checks (ADR 040): each module holds 3-5 scenario questions, each with 3-4 options, one
 * correct, and an explanation for every option. A journey may set a pass mark; completing a module
 * then needs the reflection and an attempt at or above the mark (retries allowed). The server
 * grades; the learner sees, per question, whether they were right and the explanation of the
 * option they chose, and the correct option only once the check is passed.
 */

export const CHECK_LIMITS = {
  questionsMin: 3,
  questionsMax: 5,
  optionsMin: 3,
  optionsMax: 4,
  promptMax: 400,
  optionMax: 240,
  explanationMax: 600,
} as const;

const text = (max: number, required: string) =>
  z
    .string({ error: required })
    .transform((v) => cleanText(v))
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(max, { error: `Keep it to ${max.toLocaleString('en')} characters or fewer` }),
    );

export const CheckOptionSchema = lazySchema(() =>
  z.strictObject({
    text: text(CHECK_LIMITS.optionMax, 'Write the option'),
    /** Why this option is right or not: shown to a learner who chose it. */
    explanation: text(CHECK_LIMITS.explanationMax, 'Explain the option'),
    correct: z.boolean({ error: 'Say whether the option is correct' }),
  }),
);
export type CheckOption = z.infer<typeof CheckOptionSchema>;

export const CheckQuestionSchema = lazySchema(() =>
  z
    .strictObject({
      /** Stable kebab-case id within the module (answers and the review schedule name it). */
      id: z
        .string({ error: 'Give the question a short id' })
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
          error: 'Use lower-case letters, digits and single hyphens',
        })
        .max(60, { error: 'Keep the id to 60 characters or fewer' }),
      prompt: text(CHECK_LIMITS.promptMax, 'Write the question'),
      options: z
        .array(CheckOptionSchema, { error: 'Give the options' })
        .min(CHECK_LIMITS.optionsMin, { error: `Give at least ${CHECK_LIMITS.optionsMin} options` })
        .max(CHECK_LIMITS.optionsMax, { error: `Give at most ${CHECK_LIMITS.optionsMax} options` }),
    })
    .refine((q) => q.options.filter((o) => o.correct).length === 1, {
      error: 'Mark exactly one option correct',
      path: ['options'],
    })
    .refine((q) => new Set(q.options.map((o) => o.text.toLowerCase())).size === q.options.length, {
      error: 'Give each option different words',
      path: ['options'],
    }),
);
export type CheckQuestion = z.infer<typeof CheckQuestionSchema>;

/** A module's check: none, or 3-5 questions with unique ids. */
export const KnowledgeCheckSchema = lazySchema(() =>
  z
    .array(CheckQuestionSchema, { error: 'Give the questions' })
    .max(CHECK_LIMITS.questionsMax, { error: `Ask at most ${CHECK_LIMITS.questionsMax} questions` })
    .refine((qs) => qs.length === 0 || qs.length >= CHECK_LIMITS.questionsMin, {
      error: `Ask at least ${CHECK_LIMITS.questionsMin} questions, or none`,
    })
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, {
      error: 'Give each question its own id',
    }),
);
export type KnowledgeCheck = z.infer<typeof KnowledgeCheckSchema>;

/** Whether two checks ask the same questions: the same ids in order, the same number of options and the same correct ones. */
export function sameCheckShape(a: readonly CheckQuestion[], b: readonly CheckQuestion[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (q, i) =>
        q.id === b[i]!.id &&
        q.options.length === b[i]!.options.length &&
        q.options.every((o, j) => o.correct === b[i]!.options[j]!.correct),
    )
  );
}

export const CHECK_TRANSLATION_MESSAGES = {
  noEnglish: 'Write the English questions before their translation.',
  shape:
    'The French questions must be the English ones translated: the same questions with the same ids, the same number of options and the same correct options.',
} as const;

/** Why a translated check cannot stand beside the English one; null when it can (no translation always can). */
export function checkTranslationProblem(
  english: readonly CheckQuestion[],
  translated: readonly CheckQuestion[],
): string | null {
  if (!translated.length) return null;
  if (!english.length) return CHECK_TRANSLATION_MESSAGES.noEnglish;
  return sameCheckShape(english, translated) ? null : CHECK_TRANSLATION_MESSAGES.shape;
}

/** A journey's pass mark: a whole percent 1-100, or null for no check needed to complete a module. */
export const PassMarkSchema = lazySchema(() =>
  z
    .number({ error: 'Enter the pass mark as a percent' })
    .int({ error: 'Enter the pass mark as a whole percent' })
    .min(1, { error: 'The pass mark is at least 1%' })
    .max(100, { error: 'The pass mark is at most 100%' })
    .nullable(),
);

/** One attempt: the chosen option (its index) for every question of the module. */
export const CheckAttemptSchema = lazySchema(() =>
  z.strictObject({
    answers: z
      .array(
        z.strictObject({
          questionId: z.string({ error: 'Name the question' }).min(1).max(60),
          option: z
            .number({ error: 'Choose an option' })
            .int({ error: 'Choose an option' })
            .min(0)
            .max(CHECK_LIMITS.optionsMax - 1),
        }),
        { error: 'Send an answer for each question' },
      )
      .min(1, { error: 'Send an answer for each question' })
      .max(CHECK_LIMITS.questionsMax, { error: 'Send an answer for each question' }),
  }),
);
export type CheckAttempt = z.infer<typeof CheckAttemptSchema>;

export interface QuestionResult {
  questionId: string;
  isCorrect: boolean;
  /** The explanation of the option the learner chose. */
  explanation: string;
  /** The correct option's index, only once the check is passed (so a retry is still a check). */
  correctOption: number | null;
}

export type CheckGrade =
  | {
      ok: true;
      correct: number;
      total: number;
      percent: number;
      passed: boolean;
      results: QuestionResult[];
    }
  | {
      ok: false;
      reason: 'unanswered' | 'unknown_question' | 'repeated_question' | 'unknown_option';
      questionId: string;
    };

/** Whether `correct` of `total` reaches the pass mark (exact: 2 of 3 is below a 67% mark). A null mark always passes. */
export function meetsPassMark(correct: number, total: number, passMark: number | null): boolean {
  if (passMark === null) return true;
  if (total <= 0) return true;
  return correct * 100 >= passMark * total;
}

/** Grades an attempt against a module's questions; every question must be answered once with an existing option. */
export function gradeCheck(
  questions: readonly CheckQuestion[],
  attempt: CheckAttempt,
  passMark: number | null,
): CheckGrade {
  const chosen = new Map<string, number>();
  for (const { questionId, option } of attempt.answers) {
    const question = questions.find((q) => q.id === questionId);
    if (!question) return { ok: false, reason: 'unknown_question', questionId };
    if (chosen.has(questionId)) return { ok: false, reason: 'repeated_question', questionId };
    if (option >= question.options.length)
      return { ok: false, reason: 'unknown_option', questionId };
    chosen.set(questionId, option);
  }
  const missing = questions.find((q) => !chosen.has(q.id));
  if (missing) return { ok: false, reason: 'unanswered', questionId: missing.id };
  const marked = questions.map((q) => {
    const option = chosen.get(q.id)!;
    return { q, option, isCorrect: q.options[option]!.correct };
  });
  const correct = marked.filter((m) => m.isCorrect).length;
  const passed = meetsPassMark(correct, questions.length, passMark);
  return {
    ok: true,
    correct,
    total: questions.length,
    percent: Math.floor((correct * 100) / questions.length),
    passed,
    results: marked.map(({ q, option, isCorrect }) => ({
      questionId: q.id,
      isCorrect,
      explanation: q.options[option]!.explanation,
      correctOption: passed ? q.options.findIndex((o) => o.correct) : null,
    })),
  };
}

/** Whether a module may be completed: the reflection answered, and the check passed when the journey sets a mark and the module has questions. */
export function canCompleteModule(state: {
  reflectionAnswered: boolean;
  questionCount: number;
  passMark: number | null;
  checkPassed: boolean;
}): boolean {
  if (!state.reflectionAnswered) return false;
  if (state.passMark === null || state.questionCount === 0) return true;
  return state.checkPassed;
}

// ---- The API's answers (POST and GET /api/journeys/:journeyId/modules/:moduleSlug/check) ----

/** A module's check as a learner sees it: prompts and option texts, never which one is correct. */
export const ModuleCheckSchema = lazySchema(() =>
  z.object({
    questions: z.array(
      z.object({ id: z.string(), prompt: z.string(), options: z.array(z.string()) }),
    ),
    /** The pinned version's pass mark; null: the check does not gate completion. */
    passMark: z.number().int().nullable(),
    passed: z.boolean(),
  }),
);
export type ModuleCheck = z.infer<typeof ModuleCheckSchema>;

/** A graded attempt. */
export const CheckResultSchema = lazySchema(() =>
  z.object({
    correct: z.number().int().min(0),
    total: z.number().int().min(0),
    percent: z.number().int().min(0).max(100),
    passed: z.boolean(),
    passMark: z.number().int().nullable(),
    results: z.array(
      z.object({
        questionId: z.string(),
        isCorrect: z.boolean(),
        explanation: z.string(),
        correctOption: z.number().int().nullable(),
      }),
    ),
  }),
);
export type CheckResult = z.infer<typeof CheckResultSchema>;
