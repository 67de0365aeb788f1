import { describe, expect, it } from 'vitest';
import type { AssessmentMoment, GrowthStatement } from './growth-assessment';
import {
  answerSetProblem,
  BAD_ANSWER_MESSAGE,
  dueAssessment,
  MISSING_ANSWER_MESSAGE,
  raterRoundOf,
  scoreRaterGroup,
  UNKNOWN_STATEMENT_MESSAGE,
} from './growth-results';
import { GROWTH_STATEMENTS } from './growth-statements';
import { InviteRatersSchema, RaterAnswerSchema } from './growth-contracts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 2);

describe('dueAssessment', () => {
  const done = NOW - 10 * DAY;
  const long = NOW - 90 * DAY;
  it.each<[string, boolean, number | null, AssessmentMoment[], AssessmentMoment | null]>([
    // what, enrolled, completedAt, taken → due
    ['not enrolled', false, null, [], null],
    ['just enrolled', true, null, [], 'baseline'],
    ['baseline skipped so far: still offered', true, null, [], 'baseline'],
    ['baseline taken, under way', true, null, ['baseline'], null],
    ['completed, baseline taken', true, done, ['baseline'], 'completion'],
    ['completed, baseline never taken', true, done, [], 'completion'],
    ['completion taken, 10 days on', true, done, ['baseline', 'completion'], null],
    ['90 days after completion', true, long, ['baseline', 'completion'], 'follow_up'],
    ['90 days on, completion missed: the follow-up', true, long, ['baseline'], 'follow_up'],
    ['all three taken', true, long, ['baseline', 'completion', 'follow_up'], null],
  ])('%s → %s', (_what, enrolled, completedAt, taken, due) => {
    expect(dueAssessment({ enrolled, completedAt, taken }, NOW).due).toBe(due);
  });

  it('opens the follow-up exactly 90 days after completion', () => {
    const s = { enrolled: true, completedAt: NOW, taken: ['completion'] as AssessmentMoment[] };
    expect(dueAssessment(s, NOW + 90 * DAY - 1)).toEqual({
      due: null,
      followUpOpensAt: NOW + 90 * DAY,
    });
    expect(dueAssessment(s, NOW + 90 * DAY).due).toBe('follow_up');
  });
});

describe('raterRoundOf', () => {
  it.each([
    [null, 'before'],
    [NOW, 'after'],
  ] as const)('completedAt %s → %s', (completedAt, round) => {
    expect(raterRoundOf(completedAt)).toBe(round);
  });
});

const S: GrowthStatement[] = [
  { id: 'a', dimension: 'data_literacy', reversed: false },
  { id: 'b', dimension: 'change_readiness', reversed: false },
  { id: 'c', dimension: 'digital_adoption', reversed: false },
  { id: 'd', dimension: 'leadership_excellence', reversed: true },
];

describe('answerSetProblem', () => {
  it.each<[string, Record<string, unknown>, string | null, string[]]>([
    // what, answers → message, fields named
    ['complete', { a: 1, b: 2, c: 3, d: 5 }, null, []],
    [
      'unknown statement',
      { a: 1, b: 2, c: 3, d: 5, z: 3 },
      UNKNOWN_STATEMENT_MESSAGE,
      ['answers.z'],
    ],
    ['0 is out of range', { a: 0, b: 2, c: 3, d: 5 }, BAD_ANSWER_MESSAGE, ['answers.a']],
    ['6 is out of range', { a: 1, b: 6, c: 3, d: 5 }, BAD_ANSWER_MESSAGE, ['answers.b']],
    ['2.5 is not whole', { a: 1, b: 2, c: 2.5, d: 5 }, BAD_ANSWER_MESSAGE, ['answers.c']],
    ['"3" is not a number', { a: 1, b: 2, c: 3, d: '3' }, BAD_ANSWER_MESSAGE, ['answers.d']],
    ['null is no answer', { a: null, b: 2, c: 3, d: 5 }, BAD_ANSWER_MESSAGE, ['answers.a']],
    ['two missing', { a: 1, b: 2 }, MISSING_ANSWER_MESSAGE, ['answers.c', 'answers.d']],
    ['unknown beats missing', { z: 1 }, UNKNOWN_STATEMENT_MESSAGE, ['answers.z']],
  ])('%s', (_what, answers, message, fields) => {
    const problem = answerSetProblem(S, answers);
    expect(problem?.message ?? null).toBe(message);
    expect(Object.keys(problem?.fields ?? {}).sort()).toEqual(fields);
  });

  it('asks for all 16 shipped statements', () => {
    const all = Object.fromEntries(GROWTH_STATEMENTS.map((s) => [s.id, 4]));
    expect(answerSetProblem(GROWTH_STATEMENTS, all)).toBeNull();
    const { [GROWTH_STATEMENTS[0]!.id]: _left, ...fifteen } = all;
    expect(Object.keys(answerSetProblem(GROWTH_STATEMENTS, fifteen)!.fields)).toEqual([
      `answers.${GROWTH_STATEMENTS[0]!.id}`,
    ]);
  });
});

describe('scoreRaterGroup', () => {
  it.each<[string, Record<string, number>[], (number | null)[], number | null]>([
    // what, raters' sets → [dl, cr, da, le], overall
    ['one rater', [{ a: 5, b: 3, c: 1, d: 1 }], [100, 50, 0, 100], 63],
    [
      'two raters averaged',
      [
        { a: 5, b: 5, c: 5, d: 1 },
        { a: 1, b: 1, c: 1, d: 5 },
      ],
      [50, 50, 50, 50],
      50,
    ],
    [
      'three raters, rounded',
      [
        { a: 2, b: 2, c: 2, d: 4 },
        { a: 2, b: 2, c: 2, d: 4 },
        { a: 3, b: 3, c: 3, d: 3 },
      ],
      [33, 33, 33, 33],
      33,
    ],
    // A rater who left a dimension out is left out of it, not counted as 0.
    [
      'a dimension skipped by one',
      [
        { a: 5, b: 5, c: 5, d: 1 },
        { b: 1, c: 1, d: 5 },
      ],
      [100, 50, 50, 50],
      63,
    ],
    ['nobody answered a dimension', [{ a: 5, b: 5, c: 5 }], [100, 100, 100, null], null],
    ['no raters', [], [null, null, null, null], null],
  ])('%s', (_what, sets, dims, overall) => {
    const score = scoreRaterGroup(S, sets);
    expect([
      score.dimensions.data_literacy,
      score.dimensions.change_readiness,
      score.dimensions.digital_adoption,
      score.dimensions.leadership_excellence,
    ]).toEqual(dims);
    expect(score.overall).toBe(overall);
  });
});

describe('the 360 contracts', () => {
  const token = 'a'.repeat(43);
  it.each<[string, unknown, boolean]>([
    [
      '3 raters',
      { raters: [1, 2, 3].map((i) => ({ email: `r${i}@example.org`, group: 'peer' })) },
      true,
    ],
    [
      '9 raters',
      { raters: [...Array(9).keys()].map((i) => ({ email: `r${i}@example.org`, group: 'peer' })) },
      false,
    ],
    ['a bad address', { raters: [{ email: 'not-an-address', group: 'peer' }] }, false],
    ['an unknown group', { raters: [{ email: 'a@example.org', group: 'boss' }] }, false],
    ['none', { raters: [] }, false],
  ])('invite: %s', (_what, body, ok) => {
    expect(InviteRatersSchema.safeParse(body).success).toBe(ok);
  });

  it('cleans a comment and bounds it', () => {
    const parsed = RaterAnswerSchema.parse({
      token,
      answers: {},
      comment: ' Clear\u200b goals \r\n',
    });
    expect(parsed.comment).toBe('Clear goals');
    expect(
      RaterAnswerSchema.safeParse({ token, answers: {}, comment: 'x'.repeat(1001) }).success,
    ).toBe(false);
    expect(RaterAnswerSchema.safeParse({ token: 'short', answers: {} }).success).toBe(false);
  });
});
