import { describe, expect, it } from 'vitest';
import {
  AssessmentAnswersSchema,
  canShowTeamFigure,
  groupRaterAnswers,
  scoreAssessment,
  scoreChange,
  statementPercent,
  type GrowthStatement,
  type RaterGroup,
} from './growth-assessment';

describe('statementPercent', () => {
  it.each([
    // answer, reversed → percent
    [1, false, 0],
    [2, false, 25],
    [3, false, 50],
    [4, false, 75],
    [5, false, 100],
    [1, true, 100],
    [2, true, 75],
    [3, true, 50],
    [5, true, 0],
  ])('%d (reversed %s) → %d%%', (answer, reversed, percent) => {
    expect(statementPercent(answer, reversed)).toBe(percent);
  });
});

// Three statements per dimension, the third reversed, as a small fixture (the shipped set is tested in growth-statements.test.ts).
const statements: GrowthStatement[] = (
  ['data_literacy', 'change_readiness', 'digital_adoption', 'leadership_excellence'] as const
).flatMap((dimension) =>
  [1, 2, 3].map((n) => ({ id: `${dimension}-${n}`, dimension, reversed: n === 3 })),
);
const all = (a: number, b: number, c: number) =>
  Object.fromEntries(statements.map((s) => [s.id, [a, b, c][Number(s.id.slice(-1)) - 1]!]));

describe('scoreAssessment', () => {
  it.each([
    // label, answers → data literacy, overall
    ['all top answers, reversed ones at 1', all(5, 5, 1), 100, 100],
    ['all bottom answers, reversed ones at 5', all(1, 1, 5), 0, 0],
    ['all 3s', all(3, 3, 3), 50, 50],
    ['4, 4 and a reversed 2', all(4, 4, 2), 75, 75],
    ['5, 4 and a reversed 4 (100 + 75 + 25) / 3 = 66.7', all(5, 4, 4), 67, 67],
    ['agreeing with everything, reversed too', all(5, 5, 5), 67, 67],
  ])('%s', (_label, answers, dataLiteracy, overall) => {
    const score = scoreAssessment(statements, answers);
    expect(score.dimensions.data_literacy).toBe(dataLiteracy);
    expect(score.overall).toBe(overall);
  });

  it.each([
    // label, answers removed or changed, data literacy, overall
    [
      'one of three skipped: the mean of the two answered',
      { 'data_literacy-1': undefined },
      88,
      91,
    ],
    [
      'two of three skipped: too few, no dimension and no overall',
      { 'data_literacy-1': undefined, 'data_literacy-2': undefined },
      null,
      null,
    ],
    ['an answer outside 1-5 counts as skipped', { 'data_literacy-1': 9 }, 88, 91],
    ['a fractional answer counts as skipped', { 'data_literacy-1': 2.5 }, 88, 91],
  ])('%s', (_label, changes, dataLiteracy, overall) => {
    // Start from 5, 4, reversed 1 (100, 75, 100 → 92 per dimension); 88 + 92 + 92 + 92 → 91 overall.
    const answers: Record<string, number> = { ...all(5, 4, 1) };
    for (const [id, value] of Object.entries(changes)) {
      if (value === undefined) delete answers[id];
      else answers[id] = value;
    }
    const score = scoreAssessment(statements, answers);
    expect(score.dimensions.change_readiness).toBe(92);
    expect(score.dimensions.data_literacy).toBe(dataLiteracy);
    expect(score.overall).toBe(overall);
  });

  it('takes overall as the mean of the four shown figures: the spec sample 78, 85, 62, 91 → 79', () => {
    const one = (dimension: GrowthStatement['dimension']) => ({
      id: dimension,
      dimension,
      reversed: false,
    });
    const four = [
      one('data_literacy'),
      one('change_readiness'),
      one('digital_adoption'),
      one('leadership_excellence'),
    ];
    // Single-statement dimensions give 0/25/50/75/100; 75, 100, 50, 100 → 81.25 → 81.
    expect(
      scoreAssessment(four, {
        data_literacy: 4,
        change_readiness: 5,
        digital_adoption: 3,
        leadership_excellence: 5,
      }),
    ).toEqual({
      dimensions: {
        data_literacy: 75,
        change_readiness: 100,
        digital_adoption: 50,
        leadership_excellence: 100,
      },
      overall: 81,
    });
    expect(Math.round((78 + 85 + 62 + 91) / 4)).toBe(79);
  });

  it('ignores answers to statements it does not know', () => {
    expect(scoreAssessment(statements, { ...all(3, 3, 3), unknown: 5 }).overall).toBe(50);
  });
});

describe('scoreChange', () => {
  it('gives percentage points per dimension and overall, null where either side is missing', () => {
    const before = scoreAssessment(statements, all(3, 3, 3));
    const afterAnswers: Record<string, number> = all(4, 4, 2);
    delete afterAnswers['digital_adoption-1'];
    delete afterAnswers['digital_adoption-2'];
    const change = scoreChange(before, scoreAssessment(statements, afterAnswers));
    expect(change).toEqual({
      dimensions: {
        data_literacy: 25,
        change_readiness: 25,
        digital_adoption: null,
        leadership_excellence: 25,
      },
      overall: null,
    });
  });
});

describe('AssessmentAnswersSchema', () => {
  it.each([
    [{ answers: { a: 1, b: 5 } }, true],
    [{ answers: {} }, false],
    [{ answers: { a: 0 } }, false],
    [{ answers: { a: 6 } }, false],
    [{ answers: { a: 2.5 } }, false],
    [{ answers: { a: '3' } }, false],
    [{ answers: { a: 3 }, extra: true }, false],
  ])('%j → valid %s', (input, valid) => {
    expect(AssessmentAnswersSchema.safeParse(input).success).toBe(valid);
  });
});

describe('groupRaterAnswers (a group is shown with 3 or more answers, the rest merged into "others")', () => {
  const raters = (counts: Partial<Record<RaterGroup, number>>) =>
    Object.entries(counts).flatMap(([group, n]) =>
      Array.from({ length: n }, (_, i) => ({ group: group as RaterGroup, answer: `${group}${i}` })),
    );
  const summary = (counts: Partial<Record<RaterGroup, number>>) => {
    const { shown, withheld } = groupRaterAnswers(raters(counts));
    return [shown.map((g) => `${g.group}:${g.answers.length}`).join(' '), withheld];
  };
  it.each([
    // counts → shown groups, withheld
    [{}, '', 0],
    [{ peer: 3 }, 'peer:3', 0],
    [{ peer: 2 }, '', 2],
    [{ manager: 1, peer: 3 }, 'peer:3', 1],
    [{ manager: 1, peer: 2 }, 'others:3', 0],
    [{ manager: 1, peer: 4, direct_report: 2 }, 'peer:4 others:3', 0],
    [{ manager: 3, peer: 3, direct_report: 3 }, 'manager:3 peer:3 direct_report:3', 0],
    [{ other: 3 }, 'others:3', 0],
    [{ other: 2, direct_report: 5 }, 'direct_report:5', 2],
    [{ manager: 2, peer: 2, direct_report: 2, other: 1 }, 'others:7', 0],
  ])('%j → "%s", %d withheld', (counts, shown, withheld) => {
    expect(summary(counts)).toEqual([shown, withheld]);
  });

  it('keeps each answer once, whatever the order it came in', () => {
    const input = raters({ manager: 1, peer: 5, direct_report: 2 }).reverse();
    const { shown } = groupRaterAnswers(input);
    expect(shown.flatMap((g) => g.answers).sort()).toEqual(input.map((r) => r.answer).sort());
  });
});

describe('canShowTeamFigure', () => {
  it.each([
    [0, false],
    [2, false],
    [3, true],
    [40, true],
    [2.5, false],
    [Number.NaN, false],
  ])('%d respondents → %s', (n, shown) => {
    expect(canShowTeamFigure(n)).toBe(shown);
  });
});
