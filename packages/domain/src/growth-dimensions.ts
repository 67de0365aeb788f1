/*
 * The spec's four Team Transformation Score dimensions and the respondent rule (ADR 040), in a
 * module of their own: a screen that only shows scores (the impact dashboard) carries these and
 * not the assessment's rules and schemas. growth-assessment.ts re-exports them.
 */

/** The spec's four dimensions, in the order the Business Impact Dashboard shows them. */
export const GROWTH_DIMENSIONS = [
  'data_literacy',
  'change_readiness',
  'digital_adoption',
  'leadership_excellence',
] as const;
export type GrowthDimension = (typeof GROWTH_DIMENSIONS)[number];

/** The fewest answers (or respondents) a group or team figure needs before it is shown. */
export const MIN_GROUP_ANSWERS = 3;
