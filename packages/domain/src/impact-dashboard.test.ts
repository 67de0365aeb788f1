import { describe, expect, it } from 'vitest';
import type { AssessmentScore } from './growth-assessment';
import { impactFigures, meanScore, type PersonImpactFacts } from './impact-dashboard';

const score = (d: number, c: number, a: number, l: number | null): AssessmentScore => ({
  dimensions: {
    data_literacy: d,
    change_readiness: c,
    digital_adoption: a,
    leadership_excellence: l,
  },
  overall: l === null ? null : Math.round((d + c + a + l) / 4),
});

const person = (p: Partial<PersonImpactFacts> = {}): PersonImpactFacts => ({
  assessments: [],
  raters: { before: null, after: null },
  checks: [],
  completion: 0,
  cpdMinutes: 0,
  impactActions: 0,
  certificates: 0,
  ...p,
});

describe('meanScore', () => {
  it.each([
    ['one score is itself', [score(78, 85, 62, 91)], score(78, 85, 62, 91)],
    [
      'rounded means per dimension',
      [score(50, 60, 70, 80), score(51, 61, 71, 81)],
      score(51, 61, 71, 81),
    ],
    [
      'a missing dimension is left out of its mean only',
      [score(40, 40, 40, null), score(60, 60, 60, 90)],
      {
        dimensions: {
          data_literacy: 50,
          change_readiness: 50,
          digital_adoption: 50,
          leadership_excellence: 90,
        },
        overall: 60,
      },
    ],
    [
      'no one: nothing',
      [],
      {
        dimensions: {
          data_literacy: null,
          change_readiness: null,
          digital_adoption: null,
          leadership_excellence: null,
        },
        overall: null,
      },
    ],
  ])('%s', (_, scores, expected) => expect(meanScore(scores)).toEqual(expected));
});

describe('impactFigures: a group figure needs 3 respondents', () => {
  const assessedTwice = (from: number, to: number) =>
    person({ assessments: [score(from, from, from, from), score(to, to, to, to)] });

  it.each([
    [0, false],
    [1, false],
    [2, false],
    [3, true],
    [8, true],
  ])('%i people assessed: shown %s', (n, shown) => {
    const f = impactFigures([...Array.from({ length: n }, () => assessedTwice(40, 60)), person()]);
    expect(f.people).toBe(n + 1);
    expect(f.score.respondents).toBe(n);
    expect(f.score.shown).toBe(shown);
    expect(f.score.latest?.overall ?? null).toBe(shown ? 60 : null);
    expect(f.score.change?.overall ?? null).toBe(shown ? 20 : null);
  });

  it('the learner alone always sees their own figures', () => {
    const f = impactFigures([assessedTwice(45, 70)], true);
    expect(f.score).toMatchObject({ respondents: 1, shown: true });
    expect(f.score.baseline?.overall).toBe(45);
    expect(f.score.change?.overall).toBe(25);
    expect(impactFigures([person()], true).score).toEqual({
      respondents: 0,
      shown: false,
      baseline: null,
      latest: null,
      change: null,
    });
  });

  it('baseline is each first assessment, latest each newest; no change until a second', () => {
    const f = impactFigures([
      person({ assessments: [score(30, 30, 30, 30)] }),
      person({ assessments: [score(50, 50, 50, 50), score(70, 70, 70, 70)] }),
      person({
        assessments: [score(40, 40, 40, 40), score(45, 45, 45, 45), score(60, 60, 60, 60)],
      }),
    ]);
    expect(f.score.baseline?.overall).toBe(40); // (30 + 50 + 40) / 3
    expect(f.score.latest?.overall).toBe(53); // (30 + 70 + 60) / 3
    expect(f.score.change?.overall).toBe(13);
    const once = impactFigures(
      [1, 2, 3].map(() => person({ assessments: [score(50, 50, 50, 50)] })),
    );
    expect(once.score.change).toBeNull();
    expect(once.score.latest?.overall).toBe(50);
  });
});

describe('impactFigures: 360, mastery and counts', () => {
  it.each([
    [
      'two rated people: withheld',
      [
        [50, 60],
        [40, 60],
      ],
      false,
      null,
    ],
    [
      'three: the mean change',
      [
        [50, 60],
        [40, 60],
        [70, 70],
      ],
      true,
      10,
    ],
  ])('%s', (_, pairs, shown, change) => {
    const people = pairs.map(([before, after]) =>
      person({ raters: { before: before!, after: after! } }),
    );
    people.push(person({ raters: { before: 50, after: null } })); // one round only: not counted
    expect(impactFigures(people).raters360).toEqual({ respondents: pairs.length, shown, change });
  });

  it('mastery is the mean of each person’s mean check score, shown from 3 people', () => {
    const f = impactFigures([
      person({
        checks: [
          { correct: 3, total: 3 },
          { correct: 2, total: 4 },
        ],
      }), // 75
      person({ checks: [{ correct: 4, total: 5 }] }), // 80
      person({ checks: [{ correct: 3, total: 4 }] }), // 75
      person(),
    ]);
    expect(f.mastery).toEqual({ respondents: 3, shown: true, checksPassed: 4, averagePercent: 77 });
    expect(
      impactFigures([person({ checks: [{ correct: 3, total: 4 }] })]).mastery.averagePercent,
    ).toBeNull();
    expect(
      impactFigures([person({ checks: [{ correct: 3, total: 4 }] })], true).mastery.averagePercent,
    ).toBe(75);
  });

  it('counts add up and are always shown; hours to one decimal; completion is the mean', () => {
    const f = impactFigures([
      person({ cpdMinutes: 95, impactActions: 2, certificates: 1, completion: 100 }),
      person({ cpdMinutes: 40, impactActions: 1, completion: 25 }),
    ]);
    expect(f).toMatchObject({
      cpdHours: 2.3,
      impactActions: 3,
      certificates: 1,
      averageCompletion: 63,
    });
    expect(impactFigures([]).averageCompletion).toBe(0);
  });
});
