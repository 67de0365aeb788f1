import { describe, expect, it } from 'vitest';
import { ReviewAnswerInputSchema, ReviewAnswerResultSchema } from './review-contract';

describe('ReviewAnswerInputSchema', () => {
  it.each([
    [{ moduleId: 'm-1', questionId: 'q1', option: 0 }, true],
    [{ moduleId: 'm-1', questionId: 'q1', option: 3 }, true],
    [{ moduleId: 'm-1', questionId: 'q1', option: 4 }, false],
    [{ moduleId: 'm-1', questionId: 'q1', option: -1 }, false],
    [{ moduleId: 'm-1', questionId: 'q1', option: 1.5 }, false],
    [{ moduleId: '', questionId: 'q1', option: 0 }, false],
    [{ moduleId: 'm-1', questionId: '', option: 0 }, false],
    [{ moduleId: 'm\u00001', questionId: 'q1', option: 0 }, false],
    [{ moduleId: 'm-1', questionId: 'Q 1', option: 0 }, false],
    [{ moduleId: 'm-1', questionId: 'q1' }, false],
    // Strict: no field the server does not read (the learner never says whose card it is).
    [{ moduleId: 'm-1', questionId: 'q1', option: 0, userId: 'someone' }, false],
  ])('%j is accepted: %s', (input, ok) => {
    expect(ReviewAnswerInputSchema.safeParse(input).success).toBe(ok);
  });
});

describe('ReviewAnswerResultSchema', () => {
  it('takes a retired card as no next day, and refuses a day that is not one', () => {
    const result = {
      isCorrect: true,
      explanation: 'Why.',
      correctOption: 0,
      correctExplanation: 'Why.',
    };
    expect(ReviewAnswerResultSchema.safeParse({ ...result, nextDueDay: null }).success).toBe(true);
    expect(
      ReviewAnswerResultSchema.safeParse({ ...result, nextDueDay: '2026-12-08' }).success,
    ).toBe(true);
    expect(
      ReviewAnswerResultSchema.safeParse({ ...result, nextDueDay: '2026-02-30' }).success,
    ).toBe(false);
  });
});
