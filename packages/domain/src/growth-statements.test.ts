import { describe, expect, it } from 'vitest';
import { GROWTH_DIMENSIONS, scoreAssessment } from './growth-assessment';
import { GROWTH_STATEMENTS } from './growth-statements';
import { GROWTH_ASSESSMENT_TEXTS } from './growth-texts';

describe('GROWTH_STATEMENTS', () => {
  it('holds 12-16 statements with unique kebab-case ids, 3-4 per dimension, at least one reversed in each', () => {
    expect(GROWTH_STATEMENTS.length).toBeGreaterThanOrEqual(12);
    expect(GROWTH_STATEMENTS.length).toBeLessThanOrEqual(16);
    const ids = GROWTH_STATEMENTS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const dimension of GROWTH_DIMENSIONS) {
      const own = GROWTH_STATEMENTS.filter((s) => s.dimension === dimension);
      expect(own.length, dimension).toBeGreaterThanOrEqual(3);
      expect(own.length, dimension).toBeLessThanOrEqual(4);
      expect(
        own.some((s) => s.reversed),
        dimension,
      ).toBe(true);
      expect(
        own.some((s) => !s.reversed),
        dimension,
      ).toBe(true);
    }
  });

  it.each(GROWTH_STATEMENTS.map((s) => [s.id, s] as const))(
    '%s reads as one sentence in English and French',
    (_id, s) => {
      for (const text of [s.en, s.fr]) {
        expect(text).toMatch(/^\p{Lu}/u);
        expect(text).toMatch(/\.$/);
        expect(text).not.toMatch(/\n|<|>|["“”’]/);
        expect(text.length).toBeGreaterThan(40);
        expect(text.length).toBeLessThanOrEqual(200);
      }
      expect(s.fr).not.toBe(s.en);
      // French punctuation: a space before : ; ? !
      expect(s.fr).not.toMatch(/[^\s\u00a0][:?!;]/);
    },
  );

  it('scores the shipped set: a leader answering "Always" to every good habit and "Never" to the reversed ones gets 100%', () => {
    const best = Object.fromEntries(GROWTH_STATEMENTS.map((s) => [s.id, s.reversed ? 1 : 5]));
    expect(scoreAssessment(GROWTH_STATEMENTS, best).overall).toBe(100);
    const always = Object.fromEntries(GROWTH_STATEMENTS.map((s) => [s.id, 5]));
    // Three good habits at 100%, one reversed at 0%: 75% per dimension, not a free top score.
    expect(scoreAssessment(GROWTH_STATEMENTS, always).overall).toBe(75);
  });
});

describe('GROWTH_ASSESSMENT_TEXTS', () => {
  it('names the four dimensions and the five scale points in both languages, the English names as the spec writes them', () => {
    expect(Object.values(GROWTH_ASSESSMENT_TEXTS.en.dimensions)).toEqual([
      'Data Literacy',
      'Change Readiness',
      'Digital Adoption',
      'Leadership Excellence',
    ]);
    for (const texts of [GROWTH_ASSESSMENT_TEXTS.en, GROWTH_ASSESSMENT_TEXTS.fr]) {
      expect(texts.scale).toHaveLength(5);
      expect(Object.keys(texts.dimensions)).toEqual([...GROWTH_DIMENSIONS]);
    }
    expect(GROWTH_ASSESSMENT_TEXTS.fr.selfPrompt).toMatch(/ \?$/);
  });
});
