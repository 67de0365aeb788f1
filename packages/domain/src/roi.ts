import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { fromFormInput, requiredNumber, type SelectOption } from './form-input';

/*
 * The ROI estimator of `../shared/spec/platform-spec.md` sections 2 (Screens and routes), 3 (Entities and their fields), 5 (Validation rules) and 9 (Business constants and limits) and `../shared/spec/decisions.md` "ROI estimator".
 * Only the score parts the spec shows count; their maximum is exactly 100, and the score is
 * capped at 100 anyway.
 */

/** The eight aspirational outcomes, in the order shown (`../shared/spec/platform-spec.md` section 2 (Screens and routes)). */
export const ROI_OUTCOMES = [
  'Team communication',
  'Self-leadership',
  'Ownership mindset',
  'Digital adoption',
  'Productivity',
  'Collaboration',
  'Retention',
  'Innovation / Ideas shared',
] as const;
export const RoiOutcomeSchema = lazySchema(() => z.enum(ROI_OUTCOMES, { error: 'Choose outcomes from the list' }));
export type RoiOutcome = z.infer<typeof RoiOutcomeSchema>;

/** At most this many outcomes may be chosen (`../shared/spec/platform-spec.md` section 9 (Business constants and limits)). */
export const MAX_ROI_OUTCOMES = 3;

/** The value that stands for the '32+' team-size option: the smallest team it covers. */
export const ROI_TEAM_SIZE_32_PLUS = 33;

/** Team size options: 4, 8, ... 32 and '32+' (stored as 33, so money figures stay conservative). */
export const ROI_TEAM_SIZE_OPTIONS: ReadonlyArray<SelectOption<number>> = [
  ...[4, 8, 12, 16, 20, 24, 28, 32].map((n) => ({ value: n, label: String(n) })),
  { value: ROI_TEAM_SIZE_32_PLUS, label: '32+' },
];

/** Percentage options: 0 to 100 by 10. */
export const ROI_PERCENTAGE_OPTIONS: ReadonlyArray<SelectOption<number>> = Array.from(
  { length: 11 },
  (_, i) => ({ value: i * 10, label: `${i * 10}%` }),
);

/** Leadership preparation time options in months; 24 stands for '24+'. */
export const ROI_PREP_TIME_OPTIONS: ReadonlyArray<SelectOption<number>> = [
  { value: 3, label: '3 months' },
  { value: 6, label: '6 months' },
  { value: 9, label: '9 months' },
  { value: 12, label: '12 months' },
  { value: 18, label: '18 months' },
  { value: 24, label: '24+ months' },
];

export const PROJECT_STALLS = ['no', 'sometimes', 'yes'] as const;
export const ProjectStallsSchema = lazySchema(() => z.enum(PROJECT_STALLS, {
  error: 'Tell us whether digital projects stalled',
}));
export type ProjectStalls = z.infer<typeof ProjectStallsSchema>;

/** The stalled-projects answers with their texts; the default is 'no'. */
export const PROJECT_STALLS_OPTIONS: ReadonlyArray<SelectOption<ProjectStalls>> = [
  { value: 'no', label: 'No' },
  { value: 'sometimes', label: 'Sometimes' },
  { value: 'yes', label: 'Yes, frequently' },
];

const percentage = (required: string) =>
  fromFormInput(
    requiredNumber({ required, notANumber: 'Choose a percentage from the list' })
      .int({ error: 'Choose a percentage from the list' })
      .min(0, { error: 'Choose a percentage from the list' })
      .max(100, { error: 'Choose a percentage from the list' }),
  );

/** Step 1, Team Overview: team size, monthly salary (USD), plan and issues percentages. */
export const RoiTeamOverviewSchema = lazySchema(() => z.object({
  teamSize: fromFormInput(
    requiredNumber({ required: 'Team size is required', notANumber: 'Choose a team size' })
      .int({ error: 'Choose a team size' })
      .min(1, { error: 'Choose a team size' })
      .max(1_000_000, { error: 'Choose a team size' }),
  ),
  avgSalary: fromFormInput(
    requiredNumber({
      required: 'Average monthly salary is required',
      notANumber: 'Salary must be a number',
    })
      .min(0, { error: 'Salary cannot be negative' })
      .max(10_000_000, { error: 'Salary looks too large' }),
  ),
  leadershipPlanPercentage: percentage('Leadership plan percentage is required'),
  issuesPercentage: percentage('Issues percentage is required'),
}));

/** Step 2, Pain Points: yearly turnover cost (USD), stalled projects, months to prepare a leader. */
export const RoiPainPointsSchema = lazySchema(() => z.object({
  turnoverCost: fromFormInput(
    requiredNumber({
      required: 'Annual turnover cost is required',
      notANumber: 'Turnover cost must be a number',
    })
      .min(0, { error: 'Turnover cost cannot be negative' })
      .max(1_000_000_000_000, { error: 'Turnover cost looks too large' }),
  ),
  projectStalls: ProjectStallsSchema.default('no'),
  leadershipPrepTime: fromFormInput(
    requiredNumber({
      required: 'Leadership preparation time is required',
      notANumber: 'Choose a preparation time',
    })
      .int({ error: 'Choose a preparation time' })
      .min(1, { error: 'Choose a preparation time' })
      .max(120, { error: 'Choose a preparation time' }),
  ),
}));

/** Step 3, Aspirational Outcomes: 1 to 3 distinct outcomes. */
export const RoiOutcomesSchema = lazySchema(() => z.object({
  desiredOutcomes: z
    .array(RoiOutcomeSchema, { error: 'Choose at least one outcome' })
    .min(1, { error: 'Choose at least one outcome' })
    .max(MAX_ROI_OUTCOMES, { error: 'Choose at most 3 outcomes' })
    .refine((list) => new Set(list).size === list.length, {
      error: 'Choose each outcome only once',
    }),
}));

/** The whole calculator state of `../shared/spec/platform-spec.md` section 3 (Entities and their fields) (extra fields refused). */
export const RoiInputSchema = lazySchema(() => z.strictObject({
  ...RoiTeamOverviewSchema.shape,
  ...RoiPainPointsSchema.shape,
  ...RoiOutcomesSchema.shape,
}));
export type RoiInput = z.infer<typeof RoiInputSchema>;

/** A completed estimate saved as a lead for the admin, with an optional contact email. */
export const RoiLeadSchema = lazySchema(() => z.strictObject({
  ...RoiInputSchema.shape,
  email: z
    .email({ error: 'Please enter a valid email address' })
    .max(254, { error: 'Please enter a valid email address' })
    .optional(),
}));
export type RoiLead = z.infer<typeof RoiLeadSchema>;

/** `POST /api/leads/roi`: the saved estimate's id, score and band label. */
export const RoiLeadAnswerSchema = lazySchema(() => z.object({ id: z.string(), score: z.number(), band: z.string() }));

/** The schema of each form step, 1 to 3. */
export const ROI_STEP_SCHEMAS = {
  1: RoiTeamOverviewSchema,
  2: RoiPainPointsSchema,
  3: RoiOutcomesSchema,
} as const;

export type RoiStep = 1 | 2 | 3 | 4;

/** The titles of the four steps. */
export const ROI_STEP_TITLES: Readonly<Record<RoiStep, string>> = {
  1: 'Team Overview',
  2: 'Pain Points',
  3: 'Aspirational Outcomes',
  4: 'Your ROI Estimate',
};

/** The progress bar: 'Step n of 3' on the form steps and 'Step 4 of 4' on the result, with percent. */
export function roiProgress(step: RoiStep): { label: string; percent: number } {
  if (step === 4) return { label: 'Step 4 of 4', percent: 100 };
  return { label: `Step ${step} of 3`, percent: Math.round((step / 3) * 100) };
}

/** The forward button of a form step: 'Continue', then 'Calculate ROI' on step 3. */
export function roiPrimaryButtonLabel(step: 1 | 2 | 3): 'Continue' | 'Calculate ROI' {
  return step === 3 ? 'Calculate ROI' : 'Continue';
}

/** The first 3 distinct outcomes of a list: extra selections are dropped (`../shared/spec/platform-spec.md` section 5 (Validation rules)). */
export function capOutcomes(list: readonly RoiOutcome[]): RoiOutcome[] {
  return [...new Set(list)].slice(0, MAX_ROI_OUTCOMES);
}

/** Selecting or deselecting an outcome: a chosen one is removed; a new one is added below the cap. */
export function toggleOutcome(selected: readonly RoiOutcome[], outcome: RoiOutcome): RoiOutcome[] {
  if (selected.includes(outcome)) return selected.filter((o) => o !== outcome);
  if (selected.length >= MAX_ROI_OUTCOMES) return [...selected];
  return [...selected, outcome];
}

/** True when an outcome button is disabled: 3 are chosen and this one is not among them. */
export function isOutcomeDisabled(selected: readonly RoiOutcome[], outcome: RoiOutcome): boolean {
  return selected.length >= MAX_ROI_OUTCOMES && !selected.includes(outcome);
}

/** Calculate ROI is enabled once at least one outcome is chosen. */
export function canCalculateRoi(selected: readonly RoiOutcome[]): boolean {
  return selected.length >= 1;
}

/** The fields the score reads. */
export type RoiScoreInput = Pick<
  RoiInput,
  'issuesPercentage' | 'turnoverCost' | 'leadershipPrepTime' | 'projectStalls'
>;

/** The ceiling of the score. */
export const MAX_ROI_SCORE = 100;

/** Each part of the score (`../shared/spec/platform-spec.md` section 9 (Business constants and limits)), before the cap. */
export function roiScoreParts(input: RoiScoreInput): {
  issues: number;
  turnover: number;
  prepTime: number;
  projectStalls: number;
} {
  const { issuesPercentage: issues, turnoverCost: cost, leadershipPrepTime: months } = input;
  return {
    issues: issues > 50 ? 30 : issues > 30 ? 20 : issues > 10 ? 10 : 0,
    turnover: cost > 100_000 ? 25 : cost > 50_000 ? 20 : cost > 20_000 ? 10 : 0,
    prepTime: months > 12 ? 25 : months > 6 ? 20 : months > 3 ? 10 : 0,
    projectStalls:
      input.projectStalls === 'yes' ? 20 : input.projectStalls === 'sometimes' ? 10 : 0,
  };
}

/** The ROI score out of 100: the sum of the score parts, capped at 100. */
export function computeRoiScore(input: RoiScoreInput): number {
  const parts = roiScoreParts(input);
  const sum = parts.issues + parts.turnover + parts.prepTime + parts.projectStalls;
  return Math.min(MAX_ROI_SCORE, sum);
}

export type RoiBandKey = 'critical' | 'high' | 'moderate' | 'low';

/** One result band: its label, message, short next step and the Recommended Next Steps text. */
export interface RoiBand {
  key: RoiBandKey;
  minScore: number;
  label: string;
  message: string;
  nextStep: string;
  recommendation: string;
}

/** The bands of `../shared/spec/platform-spec.md` section 9 (Business constants and limits), highest first. */
export const ROI_BANDS: readonly RoiBand[] = [
  {
    key: 'critical',
    minScore: 81,
    label: 'Critical ROI Leverage Moment',
    message: 'Massive upside – urgent to take action.',
    nextStep: 'act quickly',
    recommendation:
      'Your numbers say act quickly: every month of waiting adds to the cost. Book a strategy call this week and start a transformation journey for your leaders now.',
  },
  {
    key: 'high',
    minScore: 61,
    label: 'High ROI Potential',
    message: 'Big opportunity for fast transformation.',
    nextStep: 'strong potential, maximise ROI',
    recommendation:
      'Your team shows strong potential, maximise ROI by starting a structured 6- or 9-month journey and tracking the gains in your Impact Log.',
  },
  {
    key: 'moderate',
    minScore: 31,
    label: 'Moderate ROI Potential',
    message: 'Some gains possible with the right track.',
    nextStep: 'room for improvement, targeted interventions',
    recommendation:
      'There is room for improvement, targeted interventions on your biggest pain points will bring the first measurable gains. A strategy call helps you pick them.',
  },
  {
    key: 'low',
    minScore: Number.NEGATIVE_INFINITY,
    label: 'Low ROI Potential',
    message: 'Minimal risk, not the right moment yet.',
    nextStep: 'start with small steps',
    recommendation:
      'Now is a good time to start with small steps: a Pathfinder session or a short self-paced track prepares your team for the next stage.',
  },
];

/** The band of a score: 81+ critical, 61-80 high, 31-60 moderate, below 31 low. */
export function roiBand(score: number): RoiBand {
  const band = ROI_BANDS.find((b) => score >= b.minScore) ?? ROI_BANDS[ROI_BANDS.length - 1];
  if (!band) throw new Error('ROI_BANDS is empty');
  return band;
}

/** The outcomes that count towards Innovation Potential. */
export const INNOVATION_OUTCOMES: readonly RoiOutcome[] = [
  'Innovation / Ideas shared',
  'Digital adoption',
  'Ownership mindset',
];

export type InnovationPotential = 'Low' | 'Medium' | 'High';

/** The four result cards (`../shared/spec/decisions.md` "ROI estimator"). Money is in whole US dollars. */
export interface RoiResultCards {
  productivity: { title: 'Productivity Impact'; percent: number; yearlyValue: number };
  retention: { title: 'Retention Savings'; yearlySavings: number };
  pipeline: { title: 'Leadership Pipeline'; monthsFaster: number };
  innovation: {
    title: 'Innovation Potential';
    level: InnovationPotential;
    matchedOutcomes: number;
  };
}

/** The result cards: productivity %, and $/year, retention savings, months faster, innovation. */
export function roiResultCards(input: RoiInput): RoiResultCards {
  // Percentages are multiplied before dividing so that whole inputs stay exact (30 → 12, not 12.000000000000002).
  const percent = (input.issuesPercentage * 40) / 100;
  const yearlyValue = Math.round((input.teamSize * input.avgSalary * 12 * percent) / 100);
  const matched = new Set(input.desiredOutcomes.filter((o) => INNOVATION_OUTCOMES.includes(o)))
    .size;
  const level: InnovationPotential = matched >= 2 ? 'High' : matched === 1 ? 'Medium' : 'Low';
  return {
    productivity: { title: 'Productivity Impact', percent, yearlyValue },
    retention: {
      title: 'Retention Savings',
      yearlySavings: Math.round((input.turnoverCost * 30) / 100),
    },
    pipeline: {
      title: 'Leadership Pipeline',
      monthsFaster: Math.round((input.leadershipPrepTime * 40) / 100),
    },
    innovation: { title: 'Innovation Potential', level, matchedOutcomes: matched },
  };
}

/** The whole result step: score, band and cards. */
export function computeRoiResult(input: RoiInput): {
  score: number;
  band: RoiBand;
  cards: RoiResultCards;
} {
  const score = computeRoiScore(input);
  return { score, band: roiBand(score), cards: roiResultCards(input) };
}
