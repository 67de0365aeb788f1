import { describe, expect, it } from 'vitest';
import {
  answerText,
  LeadListQuerySchema,
  levelDistribution,
  levelThresholds,
  parseJsonObject,
  refuseDeliveryRetry,
  sumIntoBuckets,
} from './admin-leads';
import { levelForXp } from './levels';

/** The SQL CASE the dashboard builds from levelThresholds, evaluated in JS. */
const caseLevel = (xp: number) => levelThresholds().find((t) => xp >= t.minXp)?.level.number ?? 1;

describe('levelThresholds', () => {
  it.each([0, 1, 500, 501, 2_000, 2_001, 5_000, 5_001, 1_000_000])(
    'groups %i XP into the same level as levelForXp',
    (xp) => {
      expect(caseLevel(xp)).toBe(levelForXp(xp).number);
    },
  );
});

describe('levelDistribution', () => {
  it('lists every level in order, summing counts and filling missing ones with 0', () => {
    const dist = levelDistribution([
      { level: 3, learners: 2 },
      { level: 1, learners: 5 },
      { level: 1, learners: 1 },
    ]);
    expect(dist.map((d) => [d.level.name, d.learners])).toEqual([
      ['Explorer', 6],
      ['Impact Builder', 0],
      ['Change Architect', 2],
      ['Transformation Leader', 0],
    ]);
  });
});

describe('refuseDeliveryRetry', () => {
  it.each([
    ['failed', true, null],
    ['failed', false, null],
    ['delivered', true, 'This booking was already delivered.'],
    ['pending', true, 'This booking is still being delivered; only a failed delivery can be retried.'],
    ['stored', true, null],
    ['stored', false, 'Set the booking webhook in the settings first: this booking is stored here.'],
  ] as const)('%s (webhook set: %s) → %s', (status, webhookSet, message) => {
    expect(refuseDeliveryRetry(status, webhookSet)).toBe(message);
  });
});

describe('sumIntoBuckets', () => {
  const starts = [100, 200, 300];
  it.each([
    [[], [0, 0, 0]],
    [[{ at: 50, value: 9 }], [0, 0, 0]],
    [[{ at: 100, value: 2 }, { at: 199, value: 3 }], [5, 0, 0]],
    [[{ at: 250, value: 1 }, { at: 10_000, value: 4 }], [0, 1, 4]],
  ])('%j → %j', (rows, expected) => {
    expect(sumIntoBuckets(rows, starts)).toEqual(expected);
  });
});

describe('answerText and parseJsonObject', () => {
  it.each([
    [null, ''],
    ['text', 'text'],
    [12, '12'],
    [['a', 'b'], 'a; b'],
    [{ k: 1 }, '{"k":1}'],
  ])('answerText(%j) = %j', (value, text) => {
    expect(answerText(value)).toBe(text);
  });
  it.each([
    ['{"a":1}', { a: 1 }],
    ['[1]', {}],
    ['nope', {}],
    ['null', {}],
  ])('parseJsonObject(%j)', (text, value) => {
    expect(parseJsonObject(text)).toEqual(value);
  });
});

describe('LeadListQuerySchema', () => {
  it.each([
    [{}, true],
    [{ from: '2026-01-01', to: '2026-01-31', status: 'failed', page: '2' }, true],
    [{ from: '2026-02-01', to: '2026-01-31' }, false],
    [{ status: 'lost' }, false],
    [{ pageSize: '1000' }, false],
    [{ extra: '1' }, false],
  ])('%j valid: %s', (query, ok) => {
    expect(LeadListQuerySchema.safeParse(query).success).toBe(ok);
  });
});
