import { z } from 'zod';
import { CalendarDaySchema } from './calendar-day';
import { CHECK_LIMITS } from './knowledge-checks';
import { lazySchema } from './lazy-schema';

/*
 * The daily review's API (ADR 040; the schedule is review-schedule.ts): `GET /api/me/review` gives
 * today's questions in the reader's language, never which option is right; `POST
 * /api/me/review/answers` grades one and reschedules its card. A review answer reveals the right
 * option (unlike a check before it is passed): the learner has answered, and the card comes back.
 */

/** One question of today's review, as the learner sees it. */
export const ReviewQuestionSchema = lazySchema(() =>
  z.object({
    /** The journey's URL id (for a link to the module). */
    journeyId: z.string(),
    journeyTitle: z.string(),
    moduleId: z.string(),
    moduleSlug: z.string(),
    moduleTitle: z.string(),
    questionId: z.string(),
    prompt: z.string(),
    options: z.array(z.string()),
  }),
);
export type ReviewQuestion = z.infer<typeof ReviewQuestionSchema>;

/** `GET /api/me/review`. */
export const ReviewTodaySchema = lazySchema(() =>
  z.object({
    /** The learner's calendar day the review is for. */
    today: CalendarDaySchema,
    /** Today's questions, longest overdue first: at most REVIEW_DAILY_MAX less those answered today. */
    questions: z.array(ReviewQuestionSchema),
    /** Every question due today or earlier, those beyond today's limit included. */
    dueCount: z.number().int().min(0),
    /** Review answers already given today. */
    answeredToday: z.number().int().min(0),
  }),
);
export type ReviewToday = z.infer<typeof ReviewTodaySchema>;

/** `POST /api/me/review/answers`: the option chosen (its index) for one question of today's review. */
export const ReviewAnswerInputSchema = lazySchema(() =>
  z.strictObject({
    // Row ids and question ids are letters, digits, '-' and '_': anything else names nothing (and a
    // NUL cannot even be compared in PostgreSQL text).
    moduleId: z
      .string({ error: 'Name the module' })
      .regex(/^[A-Za-z0-9_-]{1,80}$/, { error: 'Name the module' }),
    questionId: z
      .string({ error: 'Name the question' })
      .regex(/^[a-z0-9-]{1,60}$/, { error: 'Name the question' }),
    option: z
      .number({ error: 'Choose an option' })
      .int({ error: 'Choose an option' })
      .min(0, { error: 'Choose an option' })
      .max(CHECK_LIMITS.optionsMax - 1, { error: 'Choose an option' }),
  }),
);
export type ReviewAnswerInput = z.infer<typeof ReviewAnswerInputSchema>;

/** A graded review answer and when the question comes back. */
export const ReviewAnswerResultSchema = lazySchema(() =>
  z.object({
    isCorrect: z.boolean(),
    /** The explanation of the option chosen. */
    explanation: z.string(),
    /** The right option's index (shown after answering). */
    correctOption: z.number().int().min(0),
    /** The explanation of the right option (the same as `explanation` when right). */
    correctExplanation: z.string(),
    /** The card's next due day; null once it has left the review (3 right in a row). */
    nextDueDay: CalendarDaySchema.nullable(),
  }),
);
export type ReviewAnswerResult = z.infer<typeof ReviewAnswerResultSchema>;
