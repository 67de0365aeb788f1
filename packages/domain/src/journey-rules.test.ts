import { describe, expect, it } from 'vitest';
import {
  isRuleMet,
  journeyProgress,
  journeyStatus,
  moduleAwardKey,
  nextModule,
  progressOf,
  ruleStatus,
  type CompletionRule,
  type RuleCounts,
  type VersionModule,
} from './journey-rules';

describe('progressOf', () => {
  it.each([
    // done, required → done, required, percent
    [0, 6, 0, 6, 0],
    [1, 6, 1, 6, 16], // 16.7% rounds down
    [3, 6, 3, 6, 50],
    [5, 6, 5, 6, 83],
    [6, 6, 6, 6, 100],
    [199, 200, 199, 200, 99], // 99.5% is not done
    [7, 6, 6, 6, 100], // never over 100%
    [-2, 6, 0, 6, 0], // never negative
    [0, 0, 0, 0, 100], // nothing required: nothing left to do
    [3, 0, 0, 0, 100],
    [2, -1, 0, 0, 100],
    [Number.NaN, 4, 0, 4, 0],
    [2.9, 4, 2, 4, 50],
  ])('%d of %d → %d of %d, %d%%', (done, required, d, r, percent) => {
    expect(progressOf(done, required)).toEqual({ done: d, required: r, percent });
  });
});

const mod = (moduleId: string, position: number, required = true): VersionModule => ({ moduleId, position, required });

describe('journeyProgress (only the version’s required modules count)', () => {
  const version = [mod('a', 1), mod('b', 2), mod('opt', 3, false), mod('c', 4)];
  it.each([
    [[], 0, 3, 0],
    [['a'], 1, 3, 33],
    [['a', 'opt'], 1, 3, 33], // an optional module is not counted
    [['a', 'b', 'c'], 3, 3, 100],
    [['a', 'b', 'c', 'opt'], 3, 3, 100],
    [['a', 'gone-in-v2', 'new-in-v3'], 1, 3, 33], // modules of other versions never count
  ])('done %j → %d of %d (%d%%)', (done, d, r, percent) => {
    expect(journeyProgress(version, new Set(done))).toEqual({ done: d, required: r, percent });
  });

  it('handles a version with no required module', () => {
    expect(journeyProgress([mod('opt', 1, false)], new Set())).toEqual({ done: 0, required: 0, percent: 100 });
    expect(journeyProgress([], new Set(['x']))).toEqual({ done: 0, required: 0, percent: 100 });
  });
});

describe('nextModule', () => {
  // Given out of order: the order is the position.
  const version = [mod('c', 3), mod('a', 1), mod('opt', 2, false), mod('d', 4)];
  it.each([
    [[], 'a'],
    [['a'], 'opt'],
    [['a', 'opt'], 'c'],
    [['opt'], 'a'],
    [['a', 'c'], 'opt'],
    [['a', 'opt', 'c'], 'd'],
    [['a', 'opt', 'c', 'd'], null],
  ])('done %j → %s', (done, next) => {
    expect(nextModule(version, new Set(done))?.moduleId ?? null).toBe(next);
  });
});

describe('ruleStatus / isRuleMet', () => {
  const seeded: CompletionRule = { requiredWebinars: 1, capstoneRequired: true };
  const modulesOnly: CompletionRule = { requiredWebinars: 0, capstoneRequired: false };
  const counts = (modulesDone: number, modulesRequired: number, webinarsAttended = 0, capstoneAccepted = false): RuleCounts => ({
    modulesDone,
    modulesRequired,
    webinarsAttended,
    capstoneAccepted,
  });
  it.each([
    [seeded, counts(0, 6), false],
    [seeded, counts(6, 6), false], // modules alone are not enough
    [seeded, counts(6, 6, 1), false], // the capstone is still missing
    [seeded, counts(6, 6, 0, true), false], // the webinar is still missing
    [seeded, counts(5, 6, 1, true), false],
    [seeded, counts(6, 6, 1, true), true],
    [seeded, counts(6, 6, 3, true), true],
    [modulesOnly, counts(5, 6), false],
    [modulesOnly, counts(6, 6), true],
    [modulesOnly, counts(0, 0), true],
    [modulesOnly, counts(9, 6), true],
    [{ requiredWebinars: 2, capstoneRequired: false }, counts(1, 1, 1), false],
    [{ requiredWebinars: 2, capstoneRequired: false }, counts(1, 1, 2), true],
    [{ requiredWebinars: 0, capstoneRequired: true }, counts(0, 0, 0, true), true],
  ])('%o with %o → %s', (rule, c, met) => {
    expect(isRuleMet(rule, c)).toBe(met);
    expect(ruleStatus(rule, c).met).toBe(met);
  });

  it('reports each part', () => {
    expect(ruleStatus(seeded, counts(8, 6, 1))).toEqual({
      modules: { done: 6, required: 6 },
      webinars: { attended: 1, required: 1 },
      capstone: { required: true, accepted: false },
      met: false,
    });
  });
});

describe('journeyStatus', () => {
  it.each([
    [null, 0, 'not_enrolled'],
    [null, 3, 'not_enrolled'],
    [{ completedAt: null }, 0, 'enrolled'],
    [{ completedAt: null }, 1, 'in_progress'],
    [{ completedAt: 1_700_000_000_000 }, 6, 'completed'],
    [{ completedAt: '2026-11-24T10:00:00.000Z' }, 0, 'completed'],
  ] as const)('%o with %d done → %s', (enrolment, done, status) => {
    expect(journeyStatus(enrolment, done)).toBe(status);
  });
});

describe('moduleAwardKey', () => {
  it('names the learner and the module (../shared/spec/decisions.md "Journeys delivery")', () => {
    expect(moduleAwardKey('u1', 'm1')).toBe('module:u1:m1');
  });
});
