import { describe, expect, it } from 'vitest';
import {
  daysLate,
  lowestDimension,
  nextSteps,
  NEXT_STEP_LIMIT,
  type NextStepFacts,
  type NextStepJourneyFact,
  type NextStepModuleFact,
} from './next-steps';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 3, 9);

const mod = (slug: string, over: Partial<NextStepModuleFact> = {}): NextStepModuleFact => ({
  slug,
  title: slug.replace(/-/g, ' '),
  done: false,
  monthOpenedAt: NOW - 10 * DAY,
  month: 1,
  open: true,
  dimension: null,
  peersDone: 0,
  ...over,
});

const journey = (over: Partial<NextStepJourneyFact> = {}): NextStepJourneyFact => ({
  id: 'kwame',
  title: "Kwame's Path",
  enrolled: true,
  completed: false,
  recommended: true,
  modules: [],
  assessmentDue: null,
  ...over,
});

const facts = (over: Partial<NextStepFacts> = {}): NextStepFacts => ({
  journeys: [],
  scores: null,
  hasBlueprint: true,
  ...over,
});

/** The steps as `journey/module reason` lines, to read a table at a glance. */
const lines = (f: NextStepFacts) =>
  nextSteps(f, NOW).map(
    (s) => `${s.kind} ${s.journeyId}/${s.module?.slug ?? '-'} ${s.reason.code}`,
  );

describe('daysLate', () => {
  it.each([
    [NOW - 28 * DAY, 0],
    [NOW - 29 * DAY, 1],
    [NOW - 35 * DAY - 1, 7],
    [NOW - 3 * DAY, -25],
  ])('a month opened at %i is %i days late', (openedAt, late) => {
    expect(daysLate(openedAt, NOW)).toBe(late);
  });
});

describe('lowestDimension', () => {
  it.each([
    ['no assessment', null, null],
    [
      'the lowest of four',
      { data_literacy: 70, change_readiness: 31, digital_adoption: 55, leadership_excellence: 80 },
      { dimension: 'change_readiness', score: 31 },
    ],
    [
      'a tie: the first in the dashboard order',
      { data_literacy: 40, change_readiness: 60, digital_adoption: 40, leadership_excellence: 90 },
      { dimension: 'data_literacy', score: 40 },
    ],
    [
      'unanswered dimensions left out',
      {
        data_literacy: null,
        change_readiness: 75,
        digital_adoption: null,
        leadership_excellence: 62,
      },
      { dimension: 'leadership_excellence', score: 62 },
    ],
    [
      'none answered',
      {
        data_literacy: null,
        change_readiness: null,
        digital_adoption: null,
        leadership_excellence: null,
      },
      null,
    ],
  ] as const)('%s', (_what, scores, expected) => {
    expect(lowestDimension(scores)).toEqual(expected);
  });
});

describe('nextSteps', () => {
  const scores = {
    data_literacy: 72,
    change_readiness: 38,
    digital_adoption: 64,
    leadership_excellence: 58,
  } as const;

  it.each<[string, NextStepFacts, string[]]>([
    ['nothing published', facts(), []],
    [
      'no journey under way: the blueprint journey',
      facts({
        journeys: [
          journey({ enrolled: false }),
          journey({ id: 'amara', enrolled: false, recommended: false }),
        ],
      }),
      ['journey kwame/- blueprint'],
    ],
    [
      'no blueprint: the first path, said so',
      facts({ hasBlueprint: false, journeys: [journey({ id: 'amara', enrolled: false })] }),
      ['journey amara/- first_path'],
    ],
    [
      'the recommended journey completed: nothing to start',
      facts({ journeys: [journey({ completed: true, enrolled: true })] }),
      [],
    ],
    [
      'just enrolled: the baseline, then the first module',
      facts({
        journeys: [
          journey({
            assessmentDue: 'baseline',
            modules: [mod('why-change-stalls'), mod('a-case-people-can-repeat')],
          }),
        ],
      }),
      ['assessment kwame/- assessment_due', 'module kwame/why-change-stalls next_in_journey'],
    ],
    [
      'a late module comes first; the next in order is not repeated',
      facts({
        journeys: [
          journey({
            modules: [
              mod('why-change-stalls', { done: true, monthOpenedAt: NOW - 40 * DAY }),
              mod('a-case-people-can-repeat', { monthOpenedAt: NOW - 40 * DAY }),
              mod('breaking-down-silos', { month: 2, monthOpenedAt: NOW - 12 * DAY }),
            ],
          }),
        ],
      }),
      ['module kwame/a-case-people-can-repeat overdue'],
    ],
    [
      'the lowest dimension picks its first open module, not a closed month',
      facts({
        scores,
        journeys: [
          journey({
            modules: [
              mod('breaking-down-silos', { dimension: 'leadership_excellence' }),
              mod('making-change-stick', { dimension: 'change_readiness', open: false, month: 2 }),
              mod('why-change-stalls', { dimension: 'change_readiness' }),
            ],
          }),
        ],
      }),
      [
        'module kwame/why-change-stalls lowest_dimension',
        'module kwame/breaking-down-silos next_in_journey',
      ],
    ],
    [
      'peers: two or more, the most first; one peer is not a signal',
      facts({
        journeys: [
          journey({
            modules: [
              mod('why-change-stalls'),
              mod('shared-ownership', { peersDone: 2 }),
              mod('communication-that-lands', { peersDone: 5 }),
              mod('growing-next-leaders', { peersDone: 1 }),
            ],
          }),
        ],
      }),
      [
        'module kwame/communication-that-lands peers',
        'module kwame/shared-ownership peers',
        'module kwame/why-change-stalls next_in_journey',
      ],
    ],
    [
      'a completed journey still asks for its completion assessment',
      facts({
        journeys: [
          journey({
            completed: true,
            assessmentDue: 'completion',
            modules: [mod('why-change-stalls', { done: true })],
          }),
        ],
      }),
      ['assessment kwame/- assessment_due'],
    ],
    [
      'two journeys under way: the next module of each',
      facts({
        journeys: [
          journey({ modules: [mod('why-change-stalls')] }),
          journey({
            id: 'amara',
            title: "Amara's Path",
            recommended: false,
            modules: [mod('digital-confidence-starts-with-you')],
          }),
        ],
      }),
      [
        'module kwame/why-change-stalls next_in_journey',
        'module amara/digital-confidence-starts-with-you next_in_journey',
      ],
    ],
    [
      'a journey not enrolled offers none of its modules',
      facts({
        journeys: [
          journey({ modules: [mod('why-change-stalls')] }),
          journey({
            id: 'amara',
            enrolled: false,
            recommended: false,
            modules: [mod('a-simple-team-dashboard', { peersDone: 4 })],
          }),
        ],
      }),
      ['module kwame/why-change-stalls next_in_journey'],
    ],
  ])('%s', (_what, f, expected) => {
    expect(lines(f)).toEqual(expected);
  });

  it('keeps the most pressing few and carries the facts behind each reason', () => {
    const f = facts({
      scores,
      journeys: [
        journey({
          assessmentDue: 'baseline',
          modules: [
            mod('why-change-stalls', { monthOpenedAt: NOW - 31 * DAY }),
            mod('a-case-people-can-repeat', {
              monthOpenedAt: NOW - 31 * DAY,
              dimension: 'change_readiness',
            }),
            mod('shared-ownership', { peersDone: 3 }),
          ],
        }),
      ],
    });
    const steps = nextSteps(f, NOW);
    expect(steps).toHaveLength(NEXT_STEP_LIMIT);
    expect(steps.map((s) => s.reason)).toEqual([
      { code: 'overdue', month: 1, daysLate: 3 },
      { code: 'overdue', month: 1, daysLate: 3 },
      { code: 'assessment_due', moment: 'baseline' },
    ]);
    expect(steps[0]).toMatchObject({
      journeyTitle: "Kwame's Path",
      module: { slug: 'why-change-stalls', title: 'why change stalls' },
    });
  });
});
