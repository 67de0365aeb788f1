import { describe, expect, it } from 'vitest';
import { DraftModuleInputSchema, DraftRuleInputSchema, EnrolmentMoveInputSchema, JourneyCreateSchema } from './journey-admin-contracts';
import { draftPublishProblems, journeySlugProblem, moveInList, progressOnMove } from './journey-authoring';
import type { VersionModule } from './journey-rules';

const leaders = { first: 'Amara', second: 'Kwame Asante' };

describe('journeySlugProblem', () => {
  const taken = new Set(['first-path', 'second-path', 'lead-remotely']);
  it.each([
    ['custom', "'custom' is the custom path's id. Choose another id."],
    ['amara', "'amara' is a named path's id (its leader's name). Choose another id."],
    ['kwame', "'kwame' is a named path's id (its leader's name). Choose another id."],
    ['lead-remotely', "Another journey already uses 'lead-remotely'. Choose another id."],
    ['first-path', "Another journey already uses 'first-path'. Choose another id."],
    ['asante', null], // only the leader's first name is an id
    ['amara-plus', null],
    ['coaching-101', null],
  ])('%s → %s', (slug, problem) => {
    expect(journeySlugProblem(slug, leaders, taken)).toBe(problem);
  });

  it('follows renamed leaders: the old name is free, the new one taken', () => {
    expect(journeySlugProblem('amara', { first: 'Ngozi', second: 'Kwame' }, new Set())).toBeNull();
    expect(journeySlugProblem('ngozi', { first: 'Ngozi', second: 'Kwame' }, new Set())).not.toBeNull();
  });
});

describe('moveInList', () => {
  it.each([
    [['a', 'b', 'c'], 1, 'up', ['b', 'a', 'c']],
    [['a', 'b', 'c'], 1, 'down', ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, 'down', ['b', 'a', 'c']],
    [['a', 'b', 'c'], 2, 'up', ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, 'up', null], // already first
    [['a', 'b', 'c'], 2, 'down', null], // already last
    [['a'], 0, 'up', null],
    [['a', 'b'], -1, 'down', null], // not in the list
    [['a', 'b'], 5, 'up', null],
  ] as const)('%j, item %d %s → %j', (items, index, direction, expected) => {
    expect(moveInList(items, index, direction)).toEqual(expected);
  });

  it('leaves the given list as it was', () => {
    const items = ['a', 'b'];
    moveInList(items, 0, 'down');
    expect(items).toEqual(['a', 'b']);
  });
});

describe('draftPublishProblems', () => {
  const brief = 'Show one change.';
  it.each([
    [[{ required: true }], brief, {}],
    [[{ required: false }, { required: true }], brief, {}],
    [[], brief, { modules: 'Add at least one module before publishing.' }],
    [[{ required: false }], brief, { modules: 'Mark at least one module required before publishing.' }],
    [[{ required: true }], '  ', { capstoneBrief: 'Write the capstone brief before publishing (the journey page shows it).' }],
    [[], '', { modules: 'Add at least one module before publishing.', capstoneBrief: 'Write the capstone brief before publishing (the journey page shows it).' }],
  ])('%j with brief %j → %j', (modules, capstoneBrief, problems) => {
    expect(draftPublishProblems({ modules, capstoneBrief })).toEqual(problems);
  });
});

const mod = (moduleId: string, position: number, required = true): VersionModule => ({ moduleId, position, required });

describe('progressOnMove (completions against each version’s required modules)', () => {
  const v1 = [mod('a', 1), mod('b', 2), mod('c', 3), mod('d', 4)];
  // v2 drops c and d, adds e, makes b optional.
  const v2 = [mod('a', 1), mod('b', 2, false), mod('e', 3)];
  it.each([
    // done → before (done/required %), after
    [[], [0, 4, 0], [0, 2, 0]],
    [['a'], [1, 4, 25], [1, 2, 50]],
    [['a', 'b', 'c', 'd'], [4, 4, 100], [1, 2, 50]], // finished v1; v2 adds e
    [['c', 'd'], [2, 4, 50], [0, 2, 0]], // what v2 drops no longer counts
    [['a', 'e'], [1, 4, 25], [2, 2, 100]],
    [['a', 'b', 'e', 'x', 'y'], [2, 4, 50], [2, 2, 100]], // other modules never push past 100%
  ])('done %j → before %j, after %j', (done, [bd, br, bp], [ad, ar, ap]) => {
    const { before, after } = progressOnMove(v1, v2, new Set(done));
    expect(before).toEqual({ done: bd, required: br, percent: bp });
    expect(after).toEqual({ done: ad, required: ar, percent: ap });
    expect(after.percent).toBeGreaterThanOrEqual(0);
    expect(after.percent).toBeLessThanOrEqual(100);
  });
});

describe('the authoring request schemas', () => {
  const content = {
    slug: 'listen-first',
    title: 'Listen first',
    summary: 'Hear the team before you decide.',
    body: '## Why\n\nBecause.',
    practice: 'Ask three people one question.',
    reflectionQuestion: 'What did you hear?',
    video: null,
    estimatedMinutes: 20,
    cpdMinutes: 30,
  };

  it.each([
    [{ slug: 'lead-remotely', title: 'Lead remotely', summary: 'For distributed teams.' }, null],
    [{ slug: 'Lead Remotely', title: 'Lead remotely', summary: 'x' }, 'Use lower-case letters, digits and single hyphens'],
    [{ slug: 'lead--remotely', title: 'Lead remotely', summary: 'x' }, 'Use lower-case letters, digits and single hyphens'],
    [{ slug: 'lead', title: '   ', summary: 'x' }, 'Give the journey a title'],
    [{ slug: 'lead', title: 'Lead', summary: 'x', path: 'first' }, 'Unrecognized key: "path"'],
  ])('a new journey %j → %s', (input, message) => {
    const parsed = JourneyCreateSchema.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(message);
  });

  it.each([
    [{ content, required: true }, null],
    [{ content: { ...content, video: { url: 'http://videos.example.org/a.mp4', sizeMb: 10, durationMinutes: 4 } }, required: true }, 'Must be an https:// address'],
    [{ content: { ...content, video: { url: 'https://videos.example.org/a.mp4', sizeMb: 0, durationMinutes: 4 } }, required: true }, 'The video size must be more than 0 MB'],
    [{ content: { ...content, estimatedMinutes: 0 }, required: true }, 'The estimated time must be at least 1 minute'],
    [{ content: { ...content, cpdMinutes: 12.5 }, required: true }, 'Enter the CPD time in whole minutes'],
    [{ content: { ...content, reflectionQuestion: '' }, required: true }, 'Write the reflection question'],
    [{ content }, 'Say whether the module is required'],
  ])('a draft module → %s', (input, message) => {
    const parsed = DraftModuleInputSchema.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(message);
  });

  it('lets the capstone brief stay empty while drafting, and checks the rule', () => {
    expect(DraftRuleInputSchema.safeParse({ rule: { requiredWebinars: 0, capstoneRequired: false }, capstoneBrief: '' }).success).toBe(true);
    const bad = DraftRuleInputSchema.safeParse({ rule: { requiredWebinars: -1, capstoneRequired: true }, capstoneBrief: 'Brief' });
    expect(bad.error?.issues[0]?.message).toBe('The number of webinars cannot be negative');
  });

  it.each([
    [{ scope: 'all' }, null],
    [{ scope: 'chosen', userIds: ['u1', 'u2'] }, null],
    [{ scope: 'chosen', userIds: [] }, 'Choose at least one learner to move'],
    [{ scope: 'everyone' }, "Say which enrolments to move: scope 'all' or 'chosen'"],
    [{ scope: 'all', userIds: ['u1'] }, 'Unrecognized key: "userIds"'],
  ])('moving enrolments %j → %s', (input, message) => {
    const parsed = EnrolmentMoveInputSchema.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(message);
  });
});
