import { describe, expect, it } from 'vitest';
import {
  canCompleteModule,
  CheckAttemptSchema,
  CheckQuestionSchema,
  gradeCheck,
  KnowledgeCheckSchema,
  meetsPassMark,
  PassMarkSchema,
  type CheckQuestion,
} from './knowledge-checks';

const option = (text: string, correct = false) => ({
  text,
  explanation: `Because ${text}.`,
  correct,
});
const question = (id: string, correctAt = 0, count = 3): CheckQuestion => ({
  id,
  prompt: `What do you do first (${id})?`,
  options: Array.from({ length: count }, (_, i) => option(`${id} option ${i}`, i === correctAt)),
});

describe('meetsPassMark (exact, no rounding up)', () => {
  it.each([
    // correct, total, mark → passes
    [3, 3, 100, true],
    [2, 3, 100, false],
    [2, 3, 67, false], // 66.7% is under 67%
    [2, 3, 66, true],
    [3, 4, 75, true],
    [3, 5, 60, true],
    [2, 5, 60, false],
    [0, 4, 1, false],
    [0, 4, null, true], // no pass mark: the check does not gate completion
    [0, 0, 80, true], // no questions: nothing to pass
  ])('%d of %d against %s%% → %s', (correct, total, mark, passes) => {
    expect(meetsPassMark(correct, total, mark)).toBe(passes);
  });
});

describe('gradeCheck', () => {
  const questions = [question('a', 0), question('b', 1), question('c', 2, 4)];
  const attempt = (...options: number[]) => ({
    answers: options.map((option, i) => ({ questionId: 'abc'[i]!, option })),
  });

  it.each([
    // options chosen, pass mark → correct, percent, passed
    [[0, 1, 2], 80, 3, 100, true],
    [[0, 1, 0], 80, 2, 66, false],
    [[0, 1, 0], 66, 2, 66, true],
    [[1, 0, 3], 80, 0, 0, false],
    [[1, 0, 3], null, 0, 0, true],
  ])('%j against %s → %d right, %d%%, passed %s', (options, mark, correct, percent, passed) => {
    const grade = gradeCheck(questions, attempt(...options), mark);
    expect(grade.ok && [grade.correct, grade.total, grade.percent, grade.passed]).toEqual([
      correct,
      3,
      percent,
      passed,
    ]);
  });

  it('explains the chosen option of every question, and shows the right ones only once passed', () => {
    const failed = gradeCheck(questions, attempt(1, 1, 0), 100);
    expect(failed.ok && failed.results).toEqual([
      {
        questionId: 'a',
        isCorrect: false,
        explanation: 'Because a option 1.',
        correctOption: null,
      },
      { questionId: 'b', isCorrect: true, explanation: 'Because b option 1.', correctOption: null },
      {
        questionId: 'c',
        isCorrect: false,
        explanation: 'Because c option 0.',
        correctOption: null,
      },
    ]);
    const passed = gradeCheck(questions, attempt(0, 1, 2), 100);
    expect(passed.ok && passed.results.map((r) => r.correctOption)).toEqual([0, 1, 2]);
  });

  it.each([
    [
      'a question left out',
      {
        answers: [
          { questionId: 'a', option: 0 },
          { questionId: 'b', option: 1 },
        ],
      },
      'unanswered',
      'c',
    ],
    ['an unknown question', { answers: [{ questionId: 'z', option: 0 }] }, 'unknown_question', 'z'],
    [
      'a question answered twice',
      {
        answers: [
          { questionId: 'a', option: 0 },
          { questionId: 'a', option: 1 },
        ],
      },
      'repeated_question',
      'a',
    ],
    [
      'a fourth option of a three-option question',
      { answers: [{ questionId: 'a', option: 3 }] },
      'unknown_option',
      'a',
    ],
  ])('refuses %s', (_label, input, reason, questionId) => {
    expect(gradeCheck(questions, input, 80)).toEqual({ ok: false, reason, questionId });
  });
});

describe('canCompleteModule', () => {
  it.each([
    // reflection, questions, mark, passed → may complete
    [false, 3, null, true, false],
    [false, 0, null, false, false],
    [true, 3, null, false, true], // no pass mark: the reflection is enough
    [true, 0, 80, false, true], // a module without questions is not blocked by the mark
    [true, 3, 80, false, false],
    [true, 3, 80, true, true],
  ])(
    'reflection %s, %d questions, mark %s, passed %s → %s',
    (reflectionAnswered, questionCount, passMark, checkPassed, may) => {
      expect(canCompleteModule({ reflectionAnswered, questionCount, passMark, checkPassed })).toBe(
        may,
      );
    },
  );
});

describe('the schemas', () => {
  it.each([
    ['a good question', question('q'), true],
    ['four options', question('q', 3, 4), true],
    ['two options', { ...question('q'), options: [option('x', true), option('y')] }, false],
    ['five options', question('q', 0, 5), false],
    [
      'no correct option',
      { ...question('q'), options: [option('x'), option('y'), option('z')] },
      false,
    ],
    [
      'two correct options',
      { ...question('q'), options: [option('x', true), option('y', true), option('z')] },
      false,
    ],
    [
      'an option without explanation',
      {
        ...question('q'),
        options: [option('x', true), option('y'), { ...option('z'), explanation: ' ' }],
      },
      false,
    ],
    [
      'the same option twice',
      { ...question('q'), options: [option('x', true), option('y'), option('Y')] },
      false,
    ],
    ['an id not in kebab case', { ...question('q'), id: 'Q 1' }, false],
  ])('a question with %s → valid %s', (_label, input, valid) => {
    expect(CheckQuestionSchema.safeParse(input).success).toBe(valid);
  });

  it.each([
    [[], true],
    [[question('a'), question('b')], false],
    [[question('a'), question('b'), question('c')], true],
    [['a', 'b', 'c', 'd', 'e'].map((id) => question(id)), true],
    [['a', 'b', 'c', 'd', 'e', 'f'].map((id) => question(id)), false],
    [[question('a'), question('a'), question('c')], false],
  ])('a check of %# → valid %s', (input, valid) => {
    expect(KnowledgeCheckSchema.safeParse(input).success).toBe(valid);
  });

  it.each([
    [null, true],
    [1, true],
    [100, true],
    [0, false],
    [101, false],
    [70.5, false],
  ])('pass mark %s → valid %s', (mark, valid) => {
    expect(PassMarkSchema.safeParse(mark).success).toBe(valid);
  });

  it.each([
    [{ answers: [{ questionId: 'a', option: 0 }] }, true],
    [{ answers: [] }, false],
    [{ answers: [{ questionId: 'a', option: 4 }] }, false],
    [{ answers: [{ questionId: 'a', option: -1 }] }, false],
    [{ answers: [{ questionId: 'a', option: 1, correct: true }] }, false],
  ])('attempt %j → valid %s', (input, valid) => {
    expect(CheckAttemptSchema.safeParse(input).success).toBe(valid);
  });
});
