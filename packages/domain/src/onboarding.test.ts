import { describe, expect, it } from 'vitest';
import {
  onboardingAwardKey,
  defaultPathId,
  isOnboardingStepAnswered,
  JOURNEY_PATH_IDS,
  journeyPaths,
  ONBOARDING_CHALLENGES,
  ONBOARDING_COMPLETE_TOAST,
  ONBOARDING_DURATIONS,
  ONBOARDING_OPTIONS,
  ONBOARDING_OUTCOMES,
  ONBOARDING_STEPS,
  ONBOARDING_TEAM_SIZES,
  OnboardingSchema,
  onboardingProgress,
  pathIdForLeader,
  recommendPath,
  recommendation,
  type OnboardingData,
  type OnboardingStep,
} from './onboarding';
import { ROI_OUTCOMES } from './roi';

const complete: OnboardingData = {
  teamSize: '11 to 20',
  duration: '6 months',
  challenges: ['Team Silos'],
  desiredOutcomes: ['Retention'],
  hasMentors: 'No',
};

describe('options', () => {
  it('match ../shared/spec/platform-spec.md section 9 (Business constants and limits) and ../shared/spec/decisions.md', () => {
    expect(ONBOARDING_TEAM_SIZES).toEqual(['4 to 10', '11 to 20', '21 to 40', '41 or more']);
    expect(ONBOARDING_DURATIONS).toEqual(['3 months', '6 months', '9 months', '12 months']);
    expect(ONBOARDING_CHALLENGES).toEqual([
      'Low Digital Confidence',
      'Slow Innovation',
      'Resistance to Change',
      'Team Silos',
      'Unclear Ownership',
      'Skills Gaps',
      'Poor Communication',
      'Thin Leadership Pipeline',
    ]);
    expect(ONBOARDING_OUTCOMES).toEqual(ROI_OUTCOMES);
    expect(ONBOARDING_OPTIONS.hasMentors).toEqual(['Yes', 'No']);
    expect(ONBOARDING_STEPS.map((s) => s.field)).toEqual([
      'teamSize',
      'duration',
      'challenges',
      'desiredOutcomes',
      'hasMentors',
    ]);
    expect(ONBOARDING_COMPLETE_TOAST).toBe('Onboarding complete');
  });
});

describe('OnboardingSchema', () => {
  it.each([
    [{}, null],
    [{ teamSize: undefined }, 'Choose your team size'],
    [{ teamSize: '5 to 9' }, 'Choose your team size'],
    [{ duration: '' }, 'Choose a journey duration'],
    [{ duration: '24 months' }, 'Choose a journey duration'],
    [{ challenges: [] }, 'Choose at least one challenge'],
    [{ challenges: ['Boredom'] }, 'Choose at least one challenge'],
    [{ challenges: ['Team Silos', 'Team Silos'] }, 'Choose at least one challenge'],
    [{ challenges: [...ONBOARDING_CHALLENGES] }, null],
    [{ desiredOutcomes: [] }, 'Choose at least one outcome'],
    [{ desiredOutcomes: [...ROI_OUTCOMES] }, null], // the blueprint has no cap of 3
    [{ hasMentors: 'Maybe' }, 'Tell us whether your team has mentors'],
    [{ hasMentors: 'Yes' }, null],
    [{ recommendedPath: 'amara' }, 'Unrecognized key: "recommendedPath"'],
  ])('%j → %s', (patch, message) => {
    const result = OnboardingSchema.safeParse({ ...complete, ...patch });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('isOnboardingStepAnswered', () => {
  it.each<[OnboardingStep, Partial<Record<keyof OnboardingData, unknown>>, boolean]>([
    [1, {}, false],
    [1, { teamSize: '' }, false],
    [1, { teamSize: '4 to 10' }, true],
    [2, { teamSize: '4 to 10' }, false],
    [2, { duration: '12 months' }, true],
    [3, { challenges: [] }, false],
    [3, { challenges: ['Skills Gaps'] }, true],
    [4, { desiredOutcomes: [] }, false],
    [4, { desiredOutcomes: ['Collaboration', 'Innovation / Ideas shared'] }, true],
    [5, {}, false],
    [5, { hasMentors: 'No' }, true],
  ])('step %i with %j → %s', (step, data, answered) => {
    expect(isOnboardingStepAnswered(step, data)).toBe(answered);
  });
});

describe('onboardingProgress', () => {
  it.each([
    [1, 20],
    [3, 60],
    [5, 100],
  ] as const)('step %i → %i percent', (step, percent) => {
    expect(onboardingProgress(step)).toBe(percent);
  });
});

describe('journeyPaths', () => {
  it('builds the default cards: Amara 6-month, Kwame 9-month, Custom', () => {
    const paths = journeyPaths();
    expect(paths.map((p) => [p.id, p.title, p.duration, p.durationMonths])).toEqual([
      ['amara', "Amara's Path", '6-month', 6],
      ['kwame', "Kwame's Path", '9-month', 9],
      ['custom', 'Custom Path', 'Flexible', null],
    ]);
    expect(paths.map((p) => p.id)).toEqual([...JOURNEY_PATH_IDS]);
    for (const p of paths) {
      expect(p.description.length).toBeGreaterThan(0);
      expect(p.focusAreas.length).toBeGreaterThan(0);
    }
  });

  it('names the paths after the configured leaders, ids in lower case', () => {
    const paths = journeyPaths({ first: 'Ngozi Adeyemi', second: '  Thabo ' });
    expect(paths.map((p) => [p.id, p.title])).toEqual([
      ['ngozi', "Ngozi's Path"],
      ['thabo', "Thabo's Path"],
      ['custom', 'Custom Path'],
    ]);
  });

  it.each([
    ['Amara', 'amara'],
    ['KWAME', 'kwame'],
    [' Zoë  Mensah', 'zoë'],
  ])('pathIdForLeader(%j) → %s', (name, id) => {
    expect(pathIdForLeader(name)).toBe(id);
  });

  it('recommends the first path by default', () => {
    expect(defaultPathId()).toBe('amara');
    expect(defaultPathId({ first: 'Ngozi', second: 'Thabo' })).toBe('ngozi');
  });
});

describe('recommendPath', () => {
  it.each<[string[], string]>([
    [['Low Digital Confidence'], 'amara'],
    [['Slow Innovation'], 'amara'],
    [['Resistance to Change'], 'kwame'],
    [['Team Silos'], 'kwame'],
    [['Unclear Ownership'], 'custom'],
    [['Skills Gaps', 'Poor Communication', 'Thin Leadership Pipeline'], 'custom'],
    [[], 'custom'],
    // precedence: the first rule wins over the second wherever it appears in the list
    [['Team Silos', 'Slow Innovation'], 'amara'],
    [['Resistance to Change', 'Low Digital Confidence'], 'amara'],
    [['Unclear Ownership', 'Resistance to Change'], 'kwame'],
    // case-insensitive substring match on the option text
    [['low digital confidence'], 'amara'],
    [['INNOVATION'], 'amara'],
    [['our teamwork'], 'kwame'],
    [['digital'], 'custom'],
  ])('%j → %s', (challenges, id) => {
    expect(recommendPath(challenges)).toBe(id);
  });

  it('uses the configured leaders', () => {
    const leaders = { first: 'Ngozi', second: 'Thabo' };
    expect(recommendPath(['Slow Innovation'], leaders)).toBe('ngozi');
    expect(recommendPath(['Team Silos'], leaders)).toBe('thabo');
    expect(recommendPath(['Skills Gaps'], leaders)).toBe('custom');
  });
});

describe('recommendation', () => {
  it.each<[string[], string, string[]]>([
    [['Low Digital Confidence'], 'amara', ['Low Digital Confidence']],
    [
      ['Team Silos', 'Slow Innovation', 'Low Digital Confidence'],
      'amara',
      ['Slow Innovation', 'Low Digital Confidence'],
    ],
    [
      ['Resistance to Change', 'Skills Gaps', 'Team Silos'],
      'kwame',
      ['Resistance to Change', 'Team Silos'],
    ],
    [['Unclear Ownership', 'Skills Gaps'], 'custom', []],
    [[], 'custom', []],
  ])('%j → %s because of %j', (challenges, path, because) => {
    expect(recommendation(challenges)).toEqual({ path, because });
  });
});

describe('onboardingAwardKey', () => {
  it.each([
    ['u1', 'onboarding:u1'],
    ['9f3c', 'onboarding:9f3c'],
  ])('%s → %s', (userId, key) => {
    expect(onboardingAwardKey(userId)).toBe(key);
  });
});
