import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { ROI_OUTCOMES } from './roi';

// The journeys and the recommended-path rule have no zod: they live in journeys.ts.
export * from './journeys';

/*
 * The Team Blueprint (`../shared/spec/platform-spec.md` sections 3 (Entities and their fields), 4 (States and transitions), 5 (Validation rules) and 9 (Business constants and limits); `../shared/spec/decisions.md` "Journeys"). Answers are stored
 * as the option texts, because the recommended-path rule matches on challenge text.
 */

export const ONBOARDING_TEAM_SIZES = ['4 to 10', '11 to 20', '21 to 40', '41 or more'] as const;
export const ONBOARDING_DURATIONS = ['3 months', '6 months', '9 months', '12 months'] as const;
export const ONBOARDING_CHALLENGES = [
  'Low Digital Confidence',
  'Slow Innovation',
  'Resistance to Change',
  'Team Silos',
  'Unclear Ownership',
  'Skills Gaps',
  'Poor Communication',
  'Thin Leadership Pipeline',
] as const;
/** The desired-outcome options: the eight ROI outcomes. */
export const ONBOARDING_OUTCOMES = ROI_OUTCOMES;
export const ONBOARDING_MENTOR_ANSWERS = ['Yes', 'No'] as const;

/** The toast shown when the blueprint is complete (`../shared/spec/platform-spec.md` section 4 (States and transitions)). */
export const ONBOARDING_COMPLETE_TOAST = 'Onboarding complete';

const multiple = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z
    .array(z.enum(options, { error: message }), { error: message })
    .min(1, { error: message })
    .max(options.length, { error: message })
    .refine((list) => new Set(list).size === list.length, { error: message });

/** One blueprint field per step, each with its own "needs a selection" message. */
const onboardingFields = lazySchema(() => ({
  teamSize: z.enum(ONBOARDING_TEAM_SIZES, { error: 'Choose your team size' }),
  duration: z.enum(ONBOARDING_DURATIONS, { error: 'Choose a journey duration' }),
  challenges: multiple(ONBOARDING_CHALLENGES, 'Choose at least one challenge'),
  desiredOutcomes: multiple(ONBOARDING_OUTCOMES, 'Choose at least one outcome'),
  hasMentors: z.enum(ONBOARDING_MENTOR_ANSWERS, {
    error: 'Tell us whether your team has mentors',
  }),
}));

/** The completed blueprint: every step answered, only known options (extra fields refused). */
export const OnboardingSchema = lazySchema(() => z.strictObject(onboardingFields));
export type OnboardingData = z.infer<typeof OnboardingSchema>;

/** `POST /api/leads/blueprint`: the saved blueprint's id and the path it recommends. */
export const BlueprintLeadAnswerSchema = lazySchema(() => z.object({ id: z.string(), recommendedPath: z.string() }));

export type OnboardingStep = 1 | 2 | 3 | 4 | 5;

/** The number of blueprint steps (`../shared/spec/platform-spec.md` section 9 (Business constants and limits)). */
export const ONBOARDING_STEP_COUNT = 5;

/** The five steps in order: the field each fills, single or multiple choice, the question. */
export const ONBOARDING_STEPS = [
  { step: 1, field: 'teamSize', kind: 'single', question: 'How big is your team?' },
  { step: 2, field: 'duration', kind: 'single', question: 'How long should your journey run?' },
  {
    step: 3,
    field: 'challenges',
    kind: 'multiple',
    question: 'Which challenges does your team face?',
  },
  {
    step: 4,
    field: 'desiredOutcomes',
    kind: 'multiple',
    question: 'Which outcomes matter most to you?',
  },
  { step: 5, field: 'hasMentors', kind: 'single', question: 'Does your team have mentors?' },
] as const satisfies ReadonlyArray<{
  step: OnboardingStep;
  field: keyof OnboardingData;
  kind: 'single' | 'multiple';
  question: string;
}>;

/** The option texts offered on each step. */
export const ONBOARDING_OPTIONS = {
  teamSize: ONBOARDING_TEAM_SIZES,
  duration: ONBOARDING_DURATIONS,
  challenges: ONBOARDING_CHALLENGES,
  desiredOutcomes: ONBOARDING_OUTCOMES,
  hasMentors: ONBOARDING_MENTOR_ANSWERS,
} as const satisfies Record<keyof OnboardingData, readonly string[]>;

/** True when a step has its answer: one known single choice, or at least one known selection. */
export function isOnboardingStepAnswered(
  step: OnboardingStep,
  data: Partial<Record<keyof OnboardingData, unknown>>,
): boolean {
  const { field } = ONBOARDING_STEPS[step - 1] ?? ONBOARDING_STEPS[0];
  return onboardingFields[field].safeParse(data[field]).success;
}

/** The blueprint progress bar: percent of the five steps reached. */
export function onboardingProgress(step: OnboardingStep): number {
  return Math.round((step / ONBOARDING_STEP_COUNT) * 100);
}

/** The idempotency key of the Onboarding Complete award (50 XP, once per learner). */
export function onboardingAwardKey(userId: string): string {
  return `onboarding:${userId}`;
}

/** `GET /api/me/onboarding`: the saved blueprint, or a landing-page blueprint to start from. */
export const OnboardingStatusSchema = lazySchema(() => z.object({
  saved: z
    .object({ answers: OnboardingSchema, recommendedPath: z.string(), completedAt: z.string(), xpEarned: z.number() })
    .nullable(),
  /** The newest Team Blueprint from the landing page attached to the account at sign-up. */
  prefill: OnboardingSchema.nullable(),
}));
export type OnboardingStatus = z.infer<typeof OnboardingStatusSchema>;

/** `PUT /api/me/onboarding`: what was saved and the XP it earned (awarded once, ever). */
export const OnboardingResultSchema = lazySchema(() => z.object({
  answers: OnboardingSchema,
  recommendedPath: z.string(),
  completedAt: z.string(),
  xpEarned: z.number(),
  /** True only for the submission that made the award. */
  xpAwardedNow: z.boolean(),
  points: z.number(),
}));
export type OnboardingResult = z.infer<typeof OnboardingResultSchema>;
