import {
  FOLLOW_UP_DAYS,
  GROWTH_DIMENSIONS,
  LIKERT_MAX,
  LIKERT_MIN,
  scoreAssessment,
  type AssessmentMoment,
  type AssessmentScore,
  type GrowthDimension,
  type GrowthStatement,
} from './growth-assessment';

/*
 * Measured growth, the rules the stored assessments and the 360 need (ADR 048, beside ADR 040's
 * scoring): which assessment is due, what a complete answer set is, how a rater group's figure is
 * made, which 360 round an invitation belongs to. Pure: server and web agree by construction.
 */

const DAY_MS = 86_400_000;

/** A 360 invitation link works this long (as the mentoring confirmation's). */
export const RATER_LINK_TTL_DAYS = 14;
export const RATER_LINK_TTL_MS = RATER_LINK_TTL_DAYS * DAY_MS;
/** Raters per round: at least 3 (a group is shown only from 3 answers), at most 8. */
export const MIN_RATERS = 3;
export const MAX_RATERS = 8;
/** A rater's optional comment, plain text. */
export const RATER_COMMENT_MAX = 1000;

/** A 360 round: raters invited while the journey is under way, or after it is completed. */
export const RATER_ROUNDS = ['before', 'after'] as const;
export type RaterRound = (typeof RATER_ROUNDS)[number];

/** The round an invitation made now belongs to: `after` once the journey is completed. */
export function raterRoundOf(completedAt: number | null): RaterRound {
  return completedAt === null ? 'before' : 'after';
}

/** What the learner knows for the schedule: enrolled, completed when, which moments are taken. */
export interface AssessmentSchedule {
  enrolled: boolean;
  completedAt: number | null;
  taken: readonly AssessmentMoment[];
}

export interface DueAssessment {
  /** The assessment the learner may take now, or none. */
  due: AssessmentMoment | null;
  /** When the 90-day assessment opens (completed journeys, until it is taken). */
  followUpOpensAt: number | null;
}

/** When the 90-day follow-up opens for a journey completed at `completedAt`. */
export const followUpOpensAt = (completedAt: number) => completedAt + FOLLOW_UP_DAYS * DAY_MS;

/**
 * Which assessment is due (ADR 048): the baseline while enrolled and not yet completed; the
 * completion assessment once completed; the follow-up from 90 days after completion (it takes
 * the place of a completion assessment never taken). Each once; none when not enrolled.
 */
export function dueAssessment(s: AssessmentSchedule, now: number): DueAssessment {
  if (!s.enrolled) return { due: null, followUpOpensAt: null };
  const taken = new Set(s.taken);
  if (s.completedAt === null)
    return { due: taken.has('baseline') ? null : 'baseline', followUpOpensAt: null };
  const opens = followUpOpensAt(s.completedAt);
  if (taken.has('follow_up')) return { due: null, followUpOpensAt: null };
  if (now >= opens) return { due: 'follow_up', followUpOpensAt: opens };
  return { due: taken.has('completion') ? null : 'completion', followUpOpensAt: opens };
}

/** Why an answer set is refused: a message, and one message per statement (`answers.<id>`). */
export interface AnswerSetProblem {
  message: string;
  fields: Record<string, string>;
}

export const UNKNOWN_STATEMENT_MESSAGE =
  'An answer names a statement that is not in this assessment. Reload the page and answer again.';
export const UNKNOWN_STATEMENT_FIELD_MESSAGE = 'This statement is not in the assessment';
export const BAD_ANSWER_MESSAGE =
  'Answer each statement with a whole number from 1 (never) to 5 (always).';
export const BAD_ANSWER_FIELD_MESSAGE = 'Choose an answer from 1 to 5';
export const MISSING_ANSWER_MESSAGE =
  'Answer every statement before you send: the ones left are marked.';
export const MISSING_ANSWER_FIELD_MESSAGE = 'Choose an answer for this statement';

const isLikert = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= LIKERT_MIN && v <= LIKERT_MAX;

/**
 * A complete answer set: every statement answered once with a whole number 1-5, nothing else.
 * The first kind of problem found wins (unknown statement, then a bad value, then missing ones),
 * each named per statement; null when the set is complete.
 */
export function answerSetProblem(
  statements: readonly GrowthStatement[],
  answers: Readonly<Record<string, unknown>>,
): AnswerSetProblem | null {
  const ids = new Set(statements.map((s) => s.id));
  const field = (id: string) => `answers.${id}`;
  const unknown = Object.keys(answers).filter((id) => !ids.has(id));
  if (unknown.length > 0) {
    return {
      message: UNKNOWN_STATEMENT_MESSAGE,
      fields: Object.fromEntries(unknown.map((id) => [field(id), UNKNOWN_STATEMENT_FIELD_MESSAGE])),
    };
  }
  const bad = Object.entries(answers).filter(([, v]) => !isLikert(v));
  if (bad.length > 0) {
    return {
      message: BAD_ANSWER_MESSAGE,
      fields: Object.fromEntries(bad.map(([id]) => [field(id), BAD_ANSWER_FIELD_MESSAGE])),
    };
  }
  const missing = statements.filter((s) => !(s.id in answers));
  if (missing.length > 0) {
    return {
      message: MISSING_ANSWER_MESSAGE,
      fields: Object.fromEntries(missing.map((s) => [field(s.id), MISSING_ANSWER_FIELD_MESSAGE])),
    };
  }
  return null;
}

/**
 * A group's figure from its raters' answer sets: each rater's set is scored (scoreAssessment),
 * then a dimension is the rounded mean of the raters' figures for it (raters without one left
 * out), and overall is the rounded mean of the four, or null unless all four are there. Every
 * rater weighs the same, however many statements they answered.
 */
export function scoreRaterGroup(
  statements: readonly GrowthStatement[],
  sets: readonly Readonly<Record<string, number>>[],
): AssessmentScore {
  const scores = sets.map((answers) => scoreAssessment(statements, answers));
  const dimensions = {} as Record<GrowthDimension, number | null>;
  for (const d of GROWTH_DIMENSIONS) {
    const values = scores.flatMap((s) => (s.dimensions[d] === null ? [] : [s.dimensions[d]]));
    dimensions[d] =
      values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  }
  const shown = GROWTH_DIMENSIONS.map((d) => dimensions[d]);
  const overall = shown.every((v): v is number => v !== null)
    ? Math.round(shown.reduce((a, b) => a + b, 0) / shown.length)
    : null;
  return { dimensions, overall };
}
