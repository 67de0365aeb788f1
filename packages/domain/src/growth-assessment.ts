import { z } from 'zod';
import { GROWTH_DIMENSIONS, MIN_GROUP_ANSWERS, type GrowthDimension } from './growth-dimensions';
import { lazySchema } from './lazy-schema';

/*
 * Measured growth (`../shared/spec/decisions.md` "Measured growth", ADR 040): a self-assessment of
 * behaviour statements on a 1-5 scale, grouped in the spec's four Team Transformation Score
 * dimensions, scored per dimension and overall as 0-100%. 360 raters answer the same statements;
 * a rater group is shown only with at least 3 answers. Pure rules: web and server agree by construction.
 */

export { GROWTH_DIMENSIONS, MIN_GROUP_ANSWERS, type GrowthDimension } from './growth-dimensions';

/** When a learner takes the self-assessment: at enrolment, at journey completion, 90 days after. */
export const ASSESSMENT_MOMENTS = ['baseline', 'completion', 'follow_up'] as const;
export type AssessmentMoment = (typeof ASSESSMENT_MOMENTS)[number];
/** Days after completion when the follow-up assessment opens. */
export const FOLLOW_UP_DAYS = 90;

export const LIKERT_MIN = 1;
export const LIKERT_MAX = 5;

/** One behaviour statement; `reversed` means agreeing describes the habit we want less of. */
export interface GrowthStatement {
  id: string;
  dimension: GrowthDimension;
  reversed: boolean;
}

/** A Likert answer, 1 (never / strongly disagree) to 5 (always / strongly agree). */
export const LikertAnswerSchema = lazySchema(() =>
  z
    .number({ error: 'Choose an answer from 1 to 5' })
    .int({ error: 'Choose an answer from 1 to 5' })
    .min(LIKERT_MIN, { error: 'Choose an answer from 1 to 5' })
    .max(LIKERT_MAX, { error: 'Choose an answer from 1 to 5' }),
);

/** A submitted assessment: answers by statement id; a statement may be left out (skipped). */
export const AssessmentAnswersSchema = lazySchema(() =>
  z.strictObject({
    answers: z
      .record(z.string().min(1).max(40), LikertAnswerSchema, {
        error: 'Send the answers by statement',
      })
      .refine((answers) => Object.keys(answers).length > 0, {
        error: 'Answer at least one statement',
      }),
  }),
);
export type AssessmentAnswers = z.infer<typeof AssessmentAnswersSchema>;

/** Per-dimension and overall percentages; null where too few statements were answered. */
export interface AssessmentScore {
  dimensions: Record<GrowthDimension, number | null>;
  overall: number | null;
}

/** 1 → 0%, 3 → 50%, 5 → 100%; a reversed statement reads 6 - answer. Unrounded. */
export function statementPercent(answer: number, reversed: boolean): number {
  const value = reversed ? LIKERT_MAX + LIKERT_MIN - answer : answer;
  return ((value - LIKERT_MIN) / (LIKERT_MAX - LIKERT_MIN)) * 100;
}

const isAnswer = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= LIKERT_MIN &&
  value <= LIKERT_MAX;

/**
 * Scores answers against the statements: a dimension is the mean of its answered statements,
 * rounded to a whole percent, shown only when at least half of its statements were answered;
 * overall is the rounded mean of the four shown dimension figures, and null unless all four are.
 * Answers to unknown statements or outside 1-5 are ignored (the schema refuses them first).
 */
export function scoreAssessment(
  statements: readonly GrowthStatement[],
  answers: Readonly<Record<string, number>>,
): AssessmentScore {
  const dimensions = {} as Record<GrowthDimension, number | null>;
  for (const dimension of GROWTH_DIMENSIONS) {
    const own = statements.filter((s) => s.dimension === dimension);
    const percents = own.flatMap((s) =>
      isAnswer(answers[s.id]) ? [statementPercent(answers[s.id]!, s.reversed)] : [],
    );
    const enough = own.length > 0 && percents.length * 2 >= own.length;
    dimensions[dimension] = enough
      ? Math.round(percents.reduce((a, b) => a + b, 0) / percents.length)
      : null;
  }
  const shown = GROWTH_DIMENSIONS.map((d) => dimensions[d]);
  const overall = shown.every((v): v is number => v !== null)
    ? Math.round(shown.reduce((a, b) => a + b, 0) / shown.length)
    : null;
  return { dimensions, overall };
}

/** Change between two scores, per dimension and overall, in percentage points (null where either is missing). */
export function scoreChange(before: AssessmentScore, after: AssessmentScore): AssessmentScore {
  const diff = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);
  const dimensions = {} as Record<GrowthDimension, number | null>;
  for (const d of GROWTH_DIMENSIONS)
    dimensions[d] = diff(before.dimensions[d], after.dimensions[d]);
  return { dimensions, overall: diff(before.overall, after.overall) };
}

/** Who a 360 rater is to the learner. `self` is the learner's own answers, always shown to them. */
export const RATER_GROUPS = ['manager', 'peer', 'direct_report', 'other'] as const;
export type RaterGroup = (typeof RATER_GROUPS)[number];

/** A reported group: a named one, or `others` (the small groups merged). */
export type ReportedGroup = Exclude<RaterGroup, 'other'> | 'others';

export interface RaterGrouping<T> {
  /** Groups to show, each with at least MIN_GROUP_ANSWERS answers, in RATER_GROUPS order, `others` last. */
  shown: { group: ReportedGroup; answers: T[] }[];
  /** How many answers are held back because even merged they are fewer than MIN_GROUP_ANSWERS. */
  withheld: number;
}

/**
 * The 360 anonymity rule: a group with at least 3 answers is shown on its own; the rest (and the
 * `other` raters) merge into `others`, shown only when that makes at least 3. Withheld answers also
 * stay out of any "all raters" figure, so no shown total lets a reader subtract a small group back out.
 */
export function groupRaterAnswers<T>(
  answers: readonly { group: RaterGroup; answer: T }[],
): RaterGrouping<T> {
  const byGroup = new Map<RaterGroup, T[]>();
  for (const { group, answer } of answers)
    byGroup.set(group, [...(byGroup.get(group) ?? []), answer]);
  const shown: RaterGrouping<T>['shown'] = [];
  const others: T[] = [];
  for (const group of RATER_GROUPS) {
    const own = byGroup.get(group) ?? [];
    if (group !== 'other' && own.length >= MIN_GROUP_ANSWERS) shown.push({ group, answers: own });
    else others.push(...own);
  }
  if (others.length >= MIN_GROUP_ANSWERS)
    return { shown: [...shown, { group: 'others', answers: others }], withheld: 0 };
  return { shown, withheld: others.length };
}

/** Whether a team figure (a mean over people) may be shown: at least 3 respondents. */
export function canShowTeamFigure(respondents: number): boolean {
  return Number.isInteger(respondents) && respondents >= MIN_GROUP_ANSWERS;
}
