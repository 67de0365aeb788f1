import { describe, expect, it } from 'vitest';
import {
  dueForReview,
  newReviewCard,
  nextEase,
  reviewCard,
  type ReviewCard,
} from './review-schedule';

describe('nextEase (SM-2)', () => {
  it.each([
    // ease, quality → next
    [2.5, 5, 2.6],
    [2.5, 4, 2.5],
    [2.5, 3, 2.36],
    [2.5, 2, 2.18],
    [1.4, 2, 1.3], // never under 1.3
    [1.3, 0, 1.3],
  ])('%d at quality %d → %d', (ease, quality, next) => {
    expect(nextEase(ease, quality)).toBe(next);
  });
});

describe('reviewCard', () => {
  const start = newReviewCard('2026-12-01');
  it('starts a missed question due the next day', () => {
    expect(start).toEqual({
      repetitions: 0,
      intervalDays: 1,
      ease: 2.5,
      dueDay: '2026-12-02',
      retired: false,
    });
  });

  it.each([
    // answers on successive due days → interval, ease, due day, retired
    ['right once', [true], 1, 2.5, '2026-12-03', false],
    ['right twice: 1 then 6 days', [true, true], 6, 2.5, '2026-12-09', false],
    ['right three times: retired', [true, true, true], 15, 2.5, '2026-12-24', true],
    ['wrong: back to 1 day, ease down', [false], 1, 2.18, '2026-12-03', false],
    ['wrong, then right twice', [false, true, true], 6, 2.18, '2026-12-10', false],
    [
      'wrong, then right three times: 6 x 2.18 = 13 days',
      [false, true, true, true],
      13,
      2.18,
      '2026-12-23',
      true,
    ],
    [
      'right, right, wrong: the run starts again',
      [true, true, false],
      1,
      2.18,
      '2026-12-10',
      false,
    ],
  ])('%s', (_label, answers, interval, ease, due, retired) => {
    let card: ReviewCard = start;
    for (const isRight of answers) card = reviewCard(card, isRight, card.dueDay);
    expect([card.intervalDays, card.ease, card.dueDay, card.retired]).toEqual([
      interval,
      ease,
      due,
      retired,
    ]);
  });

  it('counts from the day it is answered, not the day it was due (a late review)', () => {
    expect(reviewCard(start, true, '2026-12-20').dueDay).toBe('2026-12-21');
  });
});

describe('dueForReview', () => {
  const card = (key: string, dueDay: string, retired = false) => ({
    key,
    card: { ...newReviewCard('2026-01-01'), dueDay, retired },
  });
  it.each([
    // cards, today → keys offered
    [[card('a', '2026-12-02'), card('b', '2026-12-03')], '2026-12-02', ['a']],
    [[card('b', '2026-12-01'), card('a', '2026-11-20')], '2026-12-02', ['a', 'b']], // longest overdue first
    [[card('a', '2026-12-02', true)], '2026-12-02', []], // retired
    [[card('a', '2026-12-05')], '2026-12-02', []],
    [
      ['g', 'f', 'e', 'd', 'c', 'b', 'a'].map((k) => card(k, '2026-12-01')),
      '2026-12-02',
      ['a', 'b', 'c', 'd', 'e'],
    ], // 5 a day
  ])('%# → %j', (cards, today, keys) => {
    expect(dueForReview(cards, today).map((c) => c.key)).toEqual(keys);
  });
});
