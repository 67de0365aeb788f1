import { describe, expect, it } from 'vitest';
import {
  canCalculateRoi,
  capOutcomes,
  computeRoiResult,
  computeRoiScore,
  isOutcomeDisabled,
  PROJECT_STALLS_OPTIONS,
  ROI_OUTCOMES,
  ROI_PERCENTAGE_OPTIONS,
  ROI_PREP_TIME_OPTIONS,
  ROI_STEP_SCHEMAS,
  ROI_TEAM_SIZE_OPTIONS,
  roiBand,
  RoiInputSchema,
  RoiLeadSchema,
  roiPrimaryButtonLabel,
  roiProgress,
  roiResultCards,
  roiScoreParts,
  toggleOutcome,
  type RoiInput,
  type RoiOutcome,
  type RoiScoreInput,
} from './roi';

const base: RoiInput = {
  teamSize: 20,
  avgSalary: 1000,
  leadershipPlanPercentage: 30,
  issuesPercentage: 0,
  turnoverCost: 0,
  projectStalls: 'no',
  leadershipPrepTime: 3,
  desiredOutcomes: ['Productivity'],
};

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => (result.success ? null : (result.error?.issues[0]?.message ?? null));

describe('option lists', () => {
  it('team size is 4, 8, ... 32 and 32+ (stored as 33)', () => {
    expect(ROI_TEAM_SIZE_OPTIONS.map((o) => o.value)).toEqual([4, 8, 12, 16, 20, 24, 28, 32, 33]);
    expect(ROI_TEAM_SIZE_OPTIONS.at(-1)?.label).toBe('32+');
  });
  it('percentages are 0 to 100 by 10', () => {
    expect(ROI_PERCENTAGE_OPTIONS.map((o) => o.value)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
    ]);
  });
  it('prep time is 3, 6, 9, 12, 18, 24+ months', () => {
    expect(ROI_PREP_TIME_OPTIONS.map((o) => o.value)).toEqual([3, 6, 9, 12, 18, 24]);
    expect(ROI_PREP_TIME_OPTIONS.at(-1)?.label).toBe('24+ months');
  });
  it('stalled projects read No / Sometimes / Yes, frequently', () => {
    expect(PROJECT_STALLS_OPTIONS.map((o) => o.label)).toEqual([
      'No',
      'Sometimes',
      'Yes, frequently',
    ]);
  });
  it('has the eight outcomes in order', () => {
    expect(ROI_OUTCOMES).toEqual([
      'Team communication',
      'Self-leadership',
      'Ownership mindset',
      'Digital adoption',
      'Productivity',
      'Collaboration',
      'Retention',
      'Innovation / Ideas shared',
    ]);
  });
});

describe('RoiInputSchema', () => {
  it('accepts a complete estimate and defaults projectStalls to no', () => {
    const { projectStalls: _omitted, ...rest } = base;
    const result = RoiInputSchema.safeParse(rest);
    expect(result.success && result.data.projectStalls).toBe('no');
  });

  it('reads select and number inputs given as strings', () => {
    const result = RoiInputSchema.safeParse({ ...base, teamSize: '33', avgSalary: '1500.50' });
    expect(result.success && [result.data.teamSize, result.data.avgSalary]).toEqual([33, 1500.5]);
  });

  it.each([
    [{ teamSize: '' }, 'Team size is required'],
    [{ teamSize: undefined }, 'Team size is required'],
    [{ avgSalary: '' }, 'Average monthly salary is required'],
    [{ avgSalary: NaN }, 'Average monthly salary is required'],
    [{ avgSalary: -1 }, 'Salary cannot be negative'],
    [{ avgSalary: 0 }, null],
    [{ avgSalary: 'lots' }, 'Salary must be a number'],
    [{ leadershipPlanPercentage: '' }, 'Leadership plan percentage is required'],
    [{ leadershipPlanPercentage: 110 }, 'Choose a percentage from the list'],
    [{ issuesPercentage: undefined }, 'Issues percentage is required'],
    [{ turnoverCost: '' }, 'Annual turnover cost is required'],
    [{ turnoverCost: -0.01 }, 'Turnover cost cannot be negative'],
    [{ turnoverCost: 0 }, null],
    [{ projectStalls: 'often' }, 'Tell us whether digital projects stalled'],
    [{ leadershipPrepTime: '' }, 'Leadership preparation time is required'],
    [{ desiredOutcomes: [] }, 'Choose at least one outcome'],
    [{ desiredOutcomes: undefined }, 'Choose at least one outcome'],
    [{ desiredOutcomes: ['Retention', 'Productivity', 'Collaboration'] }, null],
    [
      { desiredOutcomes: ['Retention', 'Productivity', 'Collaboration', 'Self-leadership'] },
      'Choose at most 3 outcomes',
    ],
    [{ desiredOutcomes: ['Retention', 'Retention'] }, 'Choose each outcome only once'],
    [{ desiredOutcomes: ['Happiness'] }, 'Choose outcomes from the list'],
    [{ extra: 1 }, 'Unrecognized key: "extra"'],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(RoiInputSchema.safeParse({ ...base, ...patch }))).toBe(message);
  });

  it('checks each step on its own fields', () => {
    expect(
      ROI_STEP_SCHEMAS[1].safeParse({
        teamSize: 4,
        avgSalary: 0,
        leadershipPlanPercentage: 0,
        issuesPercentage: 0,
      }).success,
    ).toBe(true);
    expect(firstMessage(ROI_STEP_SCHEMAS[1].safeParse({}))).toBe('Team size is required');
    expect(ROI_STEP_SCHEMAS[2].safeParse({ turnoverCost: 0, leadershipPrepTime: 3 }).success).toBe(
      true,
    );
    expect(firstMessage(ROI_STEP_SCHEMAS[3].safeParse({ desiredOutcomes: [] }))).toBe(
      'Choose at least one outcome',
    );
  });

  it('saves a lead with an optional email', () => {
    expect(RoiLeadSchema.safeParse(base).success).toBe(true);
    expect(RoiLeadSchema.safeParse({ ...base, email: 'ada@example.com' }).success).toBe(true);
    expect(firstMessage(RoiLeadSchema.safeParse({ ...base, email: 'ada' }))).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('roiProgress / roiPrimaryButtonLabel', () => {
  it.each([
    [1, 'Step 1 of 3', 33],
    [2, 'Step 2 of 3', 67],
    [3, 'Step 3 of 3', 100],
    [4, 'Step 4 of 4', 100],
  ] as const)('step %i → %s, %i percent', (step, label, percent) => {
    expect(roiProgress(step)).toEqual({ label, percent });
  });

  it.each([
    [1, 'Continue'],
    [2, 'Continue'],
    [3, 'Calculate ROI'],
  ] as const)('step %i → %s', (step, label) => {
    expect(roiPrimaryButtonLabel(step)).toBe(label);
  });
});

describe('outcome selection', () => {
  const three: RoiOutcome[] = ['Retention', 'Productivity', 'Collaboration'];

  it.each<[RoiOutcome[], RoiOutcome[]]>([
    [[], []],
    [['Retention'], ['Retention']],
    [[...three, 'Self-leadership'], three],
    [
      ['Retention', 'Retention', 'Productivity', 'Collaboration', 'Innovation / Ideas shared'],
      three,
    ],
  ])('capOutcomes(%j) → %j', (list, capped) => {
    expect(capOutcomes(list)).toEqual(capped);
  });

  it.each<[RoiOutcome[], RoiOutcome, RoiOutcome[]]>([
    [[], 'Retention', ['Retention']],
    [['Retention'], 'Productivity', ['Retention', 'Productivity']],
    [['Retention', 'Productivity'], 'Retention', ['Productivity']],
    [three, 'Self-leadership', three], // the cap holds
    [three, 'Productivity', ['Retention', 'Collaboration']], // a chosen one can be toggled off
  ])('toggleOutcome(%j, %s) → %j', (selected, outcome, next) => {
    expect(toggleOutcome(selected, outcome)).toEqual(next);
  });

  it.each<[RoiOutcome[], RoiOutcome, boolean]>([
    [['Retention', 'Productivity'], 'Self-leadership', false],
    [three, 'Self-leadership', true],
    [three, 'Retention', false],
  ])('isOutcomeDisabled(%j, %s) → %s', (selected, outcome, disabled) => {
    expect(isOutcomeDisabled(selected, outcome)).toBe(disabled);
  });

  it.each<[RoiOutcome[], boolean]>([
    [[], false],
    [['Retention'], true],
  ])('canCalculateRoi(%j) → %s', (selected, enabled) => {
    expect(canCalculateRoi(selected)).toBe(enabled);
  });
});

describe('roiScoreParts / computeRoiScore', () => {
  const zero: RoiScoreInput = {
    issuesPercentage: 0,
    turnoverCost: 0,
    leadershipPrepTime: 0,
    projectStalls: 'no',
  };

  it.each([
    [10, 0],
    [11, 10],
    [30, 10],
    [31, 20],
    [50, 20],
    [51, 30],
    [100, 30],
  ])('issues %i percent → %i', (issuesPercentage, points) => {
    expect(roiScoreParts({ ...zero, issuesPercentage }).issues).toBe(points);
    expect(computeRoiScore({ ...zero, issuesPercentage })).toBe(points);
  });

  it.each([
    [20_000, 0],
    [20_001, 10],
    [50_000, 10],
    [50_001, 20],
    [100_000, 20],
    [100_001, 25],
  ])('turnover $%i → %i', (turnoverCost, points) => {
    expect(roiScoreParts({ ...zero, turnoverCost }).turnover).toBe(points);
    expect(computeRoiScore({ ...zero, turnoverCost })).toBe(points);
  });

  it.each([
    [3, 0],
    [4, 10],
    [6, 10],
    [7, 20],
    [9, 20],
    [12, 20],
    [13, 25],
    [18, 25],
    [24, 25],
  ])('prep %i months → %i', (leadershipPrepTime, points) => {
    expect(roiScoreParts({ ...zero, leadershipPrepTime }).prepTime).toBe(points);
    expect(computeRoiScore({ ...zero, leadershipPrepTime })).toBe(points);
  });

  it.each([
    ['no', 0],
    ['sometimes', 10],
    ['yes', 20],
  ] as const)('projects stalled %s → %i', (projectStalls, points) => {
    expect(roiScoreParts({ ...zero, projectStalls }).projectStalls).toBe(points);
  });

  it('adds the parts and is capped at 100', () => {
    expect(
      computeRoiScore({
        issuesPercentage: 40,
        turnoverCost: 60_000,
        leadershipPrepTime: 9,
        projectStalls: 'sometimes',
      }),
    ).toBe(70);
    const max = {
      issuesPercentage: 100,
      turnoverCost: 10_000_000,
      leadershipPrepTime: 24,
      projectStalls: 'yes',
    } as const;
    expect(computeRoiScore(max)).toBe(100);
    expect(computeRoiScore(zero)).toBe(0);
  });
});

describe('roiBand', () => {
  it.each([
    [0, 'Low ROI Potential', 'Minimal risk, not the right moment yet.', 'start with small steps'],
    [30, 'Low ROI Potential', 'Minimal risk, not the right moment yet.', 'start with small steps'],
    [
      31,
      'Moderate ROI Potential',
      'Some gains possible with the right track.',
      'room for improvement, targeted interventions',
    ],
    [
      60,
      'Moderate ROI Potential',
      'Some gains possible with the right track.',
      'room for improvement, targeted interventions',
    ],
    [
      61,
      'High ROI Potential',
      'Big opportunity for fast transformation.',
      'strong potential, maximise ROI',
    ],
    [
      80,
      'High ROI Potential',
      'Big opportunity for fast transformation.',
      'strong potential, maximise ROI',
    ],
    [81, 'Critical ROI Leverage Moment', 'Massive upside – urgent to take action.', 'act quickly'],
    [100, 'Critical ROI Leverage Moment', 'Massive upside – urgent to take action.', 'act quickly'],
  ])('%i → %s', (score, label, message, nextStep) => {
    const band = roiBand(score);
    expect([band.label, band.message, band.nextStep]).toEqual([label, message, nextStep]);
    expect(band.recommendation).toContain(nextStep);
  });

  it('uses an en dash in the critical message', () => {
    expect(roiBand(90).message).toContain('\u2013');
  });
});

describe('roiResultCards', () => {
  it.each([
    // issues %, team, salary → productivity %, $/year
    [0, 20, 1000, 0, 0],
    [30, 20, 1000, 12, 28_800],
    [50, 10, 2500, 20, 60_000],
    [100, 33, 1000, 40, 158_400],
  ])(
    'issues %i percent, %i people at $%i → %d percent, $%i a year',
    (issuesPercentage, teamSize, avgSalary, percent, yearly) => {
      const { productivity } = roiResultCards({ ...base, issuesPercentage, teamSize, avgSalary });
      expect(productivity).toEqual({ title: 'Productivity Impact', percent, yearlyValue: yearly });
    },
  );

  it.each([
    [0, 0],
    [100_000, 30_000],
    [33_333, 10_000],
  ])('turnover $%i → saves $%i', (turnoverCost, savings) => {
    expect(roiResultCards({ ...base, turnoverCost }).retention.yearlySavings).toBe(savings);
  });

  it.each([
    [3, 1],
    [6, 2],
    [9, 4],
    [12, 5],
    [18, 7],
    [24, 10],
  ])('prep %i months → %i months faster', (leadershipPrepTime, months) => {
    expect(roiResultCards({ ...base, leadershipPrepTime }).pipeline.monthsFaster).toBe(months);
  });

  it.each<[RoiOutcome[], string]>([
    [['Productivity', 'Retention', 'Collaboration'], 'Low'],
    [['Digital adoption', 'Retention'], 'Medium'],
    [['Innovation / Ideas shared'], 'Medium'],
    [['Ownership mindset', 'Digital adoption', 'Retention'], 'High'],
    [['Ownership mindset', 'Digital adoption', 'Innovation / Ideas shared'], 'High'],
  ])('outcomes %j → %s innovation potential', (desiredOutcomes, level) => {
    expect(roiResultCards({ ...base, desiredOutcomes }).innovation.level).toBe(level);
  });
});

describe('computeRoiResult', () => {
  it('puts score, band and cards together', () => {
    const input: RoiInput = {
      ...base,
      issuesPercentage: 60,
      turnoverCost: 120_000,
      leadershipPrepTime: 18,
      projectStalls: 'yes',
    };
    const result = computeRoiResult(input);
    expect(result.score).toBe(100);
    expect(result.band.key).toBe('critical');
    expect(result.cards.retention.yearlySavings).toBe(36_000);
  });
});
