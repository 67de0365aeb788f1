import {
  canShowTeamFigure,
  GROWTH_DIMENSIONS,
  scoreChange,
  type AssessmentScore,
  type GrowthDimension,
} from './growth-assessment';

/*
 * The Business Impact Dashboard (issue 41 item 5, ADR 052): the spec's Team Transformation Score
 * and the figures beside it, computed from what people did and answered, for one learner or a
 * group (a village, an organisation or a team leader's teams). A group's measured figures (the
 * score, the 360 change, check mastery) are means over people and need 3 or more respondents
 * (canShowTeamFigure); under that the figure says how many answered instead of a number. Counts
 * (CPD hours, actions, certificates) are sums and always shown. Pure: server and web agree.
 */

/** What one person brings to the dashboard. */
export interface PersonImpactFacts {
  /** Their self-assessments, scored, in the order taken (any journey). */
  assessments: readonly AssessmentScore[];
  /** Their 360 overall figure (all shown raters) before and after, where a round has one. */
  raters: { before: number | null; after: number | null };
  /** Knowledge checks passed, with the score of the passing attempt. */
  checks: readonly { correct: number; total: number }[];
  /** How far they are on their furthest journey, 0-100 (0 without one). */
  completion: number;
  cpdMinutes: number;
  /** Impact-log entries (actions taken at work; weekly reflections are not counted). */
  impactActions: number;
  certificates: number;
}

/** A group figure under the respondent rule: the value, or null with `shown: false`. */
const figure = <T>(respondents: number, value: T | null, alone: boolean) => {
  const shown = respondents > 0 && (alone || canShowTeamFigure(respondents));
  return { respondents, shown, value: shown ? value : null };
};

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length);

/** The mean of scores, per dimension (people without a figure left out) and overall from the four. */
export function meanScore(scores: readonly AssessmentScore[]): AssessmentScore {
  const dimensions = {} as Record<GrowthDimension, number | null>;
  for (const d of GROWTH_DIMENSIONS)
    dimensions[d] = mean(
      scores.flatMap((s) => (s.dimensions[d] === null ? [] : [s.dimensions[d]])),
    );
  const four = GROWTH_DIMENSIONS.map((d) => dimensions[d]);
  const overall = four.every((v): v is number => v !== null) ? mean(four) : null;
  return { dimensions, overall };
}

/**
 * The dashboard's figures. `alone`: the learner's own dashboard, where their own figures are
 * always shown (one respondent). The score's baseline is each respondent's first
 * self-assessment and its latest their newest (the same person on both sides, so the change
 * is growth, not a change of who answered); with one assessment both are that one.
 */
export function impactFigures(people: readonly PersonImpactFacts[], alone = false) {
  const assessed = people.filter((p) => p.assessments.length > 0);
  const baseline = meanScore(assessed.map((p) => p.assessments[0]!));
  const latest = meanScore(assessed.map((p) => p.assessments.at(-1)!));
  const twice = assessed.filter((p) => p.assessments.length > 1).length;
  const rated = people.filter((p) => p.raters.before !== null && p.raters.after !== null);
  const raterChange = mean(rated.map((p) => p.raters.after! - p.raters.before!));
  const checked = people.filter((p) => p.checks.length > 0);
  const percentOf = (c: { correct: number; total: number }) =>
    c.total === 0 ? 0 : (c.correct * 100) / c.total;
  const mastery = mean(checked.map((p) => mean(p.checks.map(percentOf))!));
  const score = figure(assessed.length, { baseline, latest }, alone);
  const raters = figure(rated.length, raterChange, alone);
  const checks = figure(checked.length, mastery, alone);
  return {
    people: people.length,
    score: {
      respondents: score.respondents,
      shown: score.shown,
      baseline: score.value?.baseline ?? null,
      latest: score.value?.latest ?? null,
      /** Null until someone took a second assessment. */
      change: score.value && twice > 0 ? scoreChange(baseline, latest) : null,
    },
    raters360: { respondents: raters.respondents, shown: raters.shown, change: raters.value },
    mastery: {
      respondents: checks.respondents,
      shown: checks.shown,
      checksPassed: checked.reduce((n, p) => n + p.checks.length, 0),
      averagePercent: checks.value,
    },
    averageCompletion: mean(people.map((p) => p.completion)) ?? 0,
    cpdHours: Math.round(people.reduce((n, p) => n + p.cpdMinutes, 0) / 6) / 10,
    impactActions: people.reduce((n, p) => n + p.impactActions, 0),
    certificates: people.reduce((n, p) => n + p.certificates, 0),
  };
}
