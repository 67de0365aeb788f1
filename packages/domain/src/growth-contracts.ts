import { z } from 'zod';
import { ASSESSMENT_MOMENTS, RATER_GROUPS } from './growth-assessment';
import { MAX_RATERS, RATER_COMMENT_MAX, RATER_ROUNDS } from './growth-results';
import { GrowthScoreSchema } from './growth-score-schema';
import { lazySchema } from './lazy-schema';
import { cleanText } from './text';

export { GrowthScoreSchema, type GrowthScore } from './growth-score-schema';

/*
 * Measured growth's API contracts (ADR 048): the learner's assessments and 360 for a journey,
 * the answer sets sent, the raters invited, and the rater's page. No answer carries a rater's
 * address or name: the learner sees counts and group figures only.
 */

export const AssessmentTakenSchema = lazySchema(() =>
  z.object({
    moment: z.enum(ASSESSMENT_MOMENTS),
    takenAt: z.string(),
    score: GrowthScoreSchema,
  }),
);
export type AssessmentTaken = z.infer<typeof AssessmentTakenSchema>;

/** A shown 360 group (3 or more answers) and its figure. */
export const RaterGroupFigureSchema = lazySchema(() =>
  z.object({
    group: z.enum(['manager', 'peer', 'direct_report', 'others']),
    answers: z.number().int(),
    score: GrowthScoreSchema,
  }),
);

/** One 360 round as the learner sees it: counts, the groups shown, and the comments of shown answers. */
export const RaterRoundSummarySchema = lazySchema(() =>
  z.object({
    round: z.enum(RATER_ROUNDS),
    invited: z.number().int(),
    answered: z.number().int(),
    /** Links still open (not answered, not expired). */
    open: z.number().int(),
    /** The learner's own figure this round is compared with (baseline, or the latest after), if taken. */
    self: GrowthScoreSchema.nullable(),
    groups: z.array(RaterGroupFigureSchema),
    /** Every shown answer together; null until a group is shown. */
    allRaters: GrowthScoreSchema.nullable(),
    /** Answers held back: even merged into "others" they are fewer than 3. */
    withheld: z.number().int(),
    /** The comments of shown answers, in alphabetical order (not the order they came in). */
    comments: z.array(z.string()),
  }),
);
export type RaterRoundSummary = z.infer<typeof RaterRoundSummarySchema>;

/** `GET /api/journeys/:journeyId/growth`: the learner's measured growth on one journey. */
export const JourneyGrowthSchema = lazySchema(() =>
  z.object({
    journey: z.object({ id: z.string(), title: z.string() }),
    enrolled: z.boolean(),
    completedAt: z.string().nullable(),
    /** The assessment the learner may take now (ADR 048), or none. */
    due: z.enum(ASSESSMENT_MOMENTS).nullable(),
    followUpOpensAt: z.string().nullable(),
    assessments: z.array(AssessmentTakenSchema),
    /** The latest assessment against the baseline, in points; null until both exist. */
    change: GrowthScoreSchema.nullable(),
    raters: z.object({
      /** The round an invitation made now joins. */
      round: z.enum(RATER_ROUNDS),
      /** How many more raters this round may take (0 when full or not enrolled). */
      canInvite: z.number().int(),
      rounds: z.array(RaterRoundSummarySchema),
    }),
  }),
);
export type JourneyGrowth = z.infer<typeof JourneyGrowthSchema>;

/** `GET /api/me/growth`: the journeys with an assessment or a 360 round, for /profile's "My growth". */
export const MyGrowthSchema = lazySchema(() =>
  z.object({ journeys: z.array(JourneyGrowthSchema) }),
);
export type MyGrowth = z.infer<typeof MyGrowthSchema>;

/**
 * An answer set as sent: statement id → answer. The values are checked by the domain's
 * answerSetProblem (specific messages per statement), so the schema only bounds the shape here.
 */
const AnswerSetSchema = lazySchema(() =>
  z
    .record(z.string().min(1).max(40), z.unknown(), { error: 'Send the answers by statement' })
    .refine((answers) => Object.keys(answers).length <= 40, {
      error: 'Send the answers by statement',
    }),
);

/** `POST /api/journeys/:journeyId/growth/assessments`. */
export const SubmitAssessmentSchema = lazySchema(() =>
  z.strictObject({
    moment: z.enum(ASSESSMENT_MOMENTS, { error: 'Choose which assessment this is' }),
    answers: AnswerSetSchema,
  }),
);
export type SubmitAssessment = z.infer<typeof SubmitAssessmentSchema>;

const RaterEmailSchema = lazySchema(() =>
  z
    .string({ error: "Enter the rater's email address" })
    .trim()
    .min(1, "Enter the rater's email address")
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((e) => e.toLowerCase()),
);

/** `POST /api/journeys/:journeyId/growth/raters`: 1-8 raters, each an address and who they are to the learner. */
export const InviteRatersSchema = lazySchema(() =>
  z.strictObject({
    raters: z
      .array(
        z.strictObject({
          email: RaterEmailSchema,
          group: z.enum(RATER_GROUPS, { error: 'Choose who this person is to you' }),
        }),
        { error: 'Add the people to invite' },
      )
      .min(1, 'Add the people to invite')
      .max(MAX_RATERS, 'Invite at most 8 raters'),
  }),
);
export type InviteRaters = z.infer<typeof InviteRatersSchema>;

export const InviteRatersResultSchema = lazySchema(() =>
  z.object({ invited: z.number().int(), growth: JourneyGrowthSchema }),
);
export type InviteRatersResult = z.infer<typeof InviteRatersResultSchema>;

/** A rater link's token (43 base64url characters, as the mentoring link's). */
export const RaterTokenSchema = lazySchema(() =>
  z
    .string({ error: 'This link is not complete' })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is not complete' }),
);
export const RaterTokenBodySchema = lazySchema(() => z.strictObject({ token: RaterTokenSchema }));

/** `POST /api/growth/rate/lookup`: what the link is about, for the page that asks for the answers. */
export const RaterInvitationSchema = lazySchema(() =>
  z.object({
    learnerName: z.string(),
    journeyTitle: z.string(),
    status: z.enum(['open', 'answered', 'expired']),
    expiresAt: z.string(),
  }),
);
export type RaterInvitation = z.infer<typeof RaterInvitationSchema>;

/** `POST /api/growth/rate`: the rater's answer set and an optional comment (plain text, cleaned). */
export const RaterAnswerSchema = lazySchema(() =>
  z.strictObject({
    token: RaterTokenSchema,
    answers: AnswerSetSchema,
    comment: z
      .string({ error: 'Write the comment as text' })
      .transform((c) => cleanText(c, 'lines'))
      .pipe(z.string().max(RATER_COMMENT_MAX, 'Keep the comment to 1,000 characters or fewer'))
      .optional(),
  }),
);
export type RaterAnswer = z.infer<typeof RaterAnswerSchema>;

export const RaterAnswerResultSchema = lazySchema(() =>
  z.object({ status: z.literal('answered') }),
);
