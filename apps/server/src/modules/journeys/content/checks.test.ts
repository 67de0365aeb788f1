import { CHECK_LIMITS, CheckQuestionSchema, KnowledgeCheckSchema } from '@lv/domain';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../forum/markdown';
import { JOURNEY_CHECKS, JOURNEY_CONTENT } from './index';
import { textOf } from './markdown-checks';
import type { CheckQuestionContent } from './types';

/*
 * The shipped knowledge checks (ADR 040) hold the shape the domain and the issue promise: every
 * module of both named paths has 3-5 scenario questions in English and French, each with 3-4
 * options, exactly one correct and every one explained; the French has the same ids and correct
 * options; every text is plain and comes through the cleaner and the forum's sanitiser unchanged.
 */

const texts = (q: CheckQuestionContent) => [
  q.prompt,
  ...q.options.flatMap((o) => [o.text, o.explanation]),
];
const correctAt = (q: CheckQuestionContent) => q.options.findIndex((o) => o.correct);

describe.each(JOURNEY_CONTENT.map((journey) => [journey.path, journey] as const))(
  'the %s path checks',
  (path, journey) => {
    const { en, fr } = JOURNEY_CHECKS[path];
    const slugs = journey.modules.map((m) => m.slug);

    it('cover every module of the path and nothing else, in both languages', () => {
      expect(Object.keys(en).sort()).toEqual([...slugs].sort());
      expect(Object.keys(fr).sort()).toEqual([...slugs].sort());
    });

    describe.each(slugs)('%s', (slug) => {
      const english = en[slug] ?? [];
      const french = fr[slug] ?? [];

      it('has 3-5 questions that fit the domain schema, with 3-4 options, one correct, each explained', () => {
        for (const questions of [english, french]) {
          expect(questions.length).toBeGreaterThanOrEqual(CHECK_LIMITS.questionsMin);
          expect(questions.length).toBeLessThanOrEqual(CHECK_LIMITS.questionsMax);
          expect(KnowledgeCheckSchema.safeParse(questions).error?.issues ?? []).toEqual([]);
          for (const q of questions) {
            // The schema cleans text; the shipped text must already be clean (what is stored is what was written).
            expect(CheckQuestionSchema.parse(q), q.id).toEqual(q);
            expect(
              q.options.filter((o) => o.correct),
              q.id,
            ).toHaveLength(1);
            for (const o of q.options)
              expect(o.explanation.length, `${q.id}: ${o.text}`).toBeGreaterThan(40);
          }
        }
      });

      it('asks the same questions in French: same ids, as many options, the same correct one', () => {
        const shape = (qs: CheckQuestionContent[]) =>
          qs.map((q) => [q.id, q.options.length, correctAt(q)]);
        expect(shape(french)).toEqual(shape(english));
      });

      it('asks scenario questions: each prompt is a question, each French one ending in " ?"', () => {
        for (const q of english) expect(q.prompt, q.id).toMatch(/\?$/);
        for (const q of french) expect(q.prompt, q.id).toMatch(/ \?$/);
      });

      it('writes plain text the sanitiser keeps whole (no HTML, no Markdown that would change it)', () => {
        for (const text of [...english, ...french].flatMap(texts)) {
          expect(text).not.toMatch(/[<>`*_#\n]/);
          expect(textOf(renderMarkdown(text))).toBe(text);
        }
      });

      it('uses French punctuation in French (a space before : ? ! ;, guillemets, no English quotes)', () => {
        for (const text of french.flatMap(texts)) {
          expect(text).not.toMatch(/[^\s\u00a0][:?!;]/);
          expect(text).not.toMatch(/["“”’]/);
        }
        for (const [e, f] of english
          .flatMap(texts)
          .map((t, i) => [t, french.flatMap(texts)[i]] as const))
          expect(f).not.toBe(e);
      });
    });

    it('does not always put the right answer in the same place', () => {
      const positions = new Set(Object.values(en).flatMap((qs) => qs.map(correctAt)));
      expect(positions.size).toBeGreaterThanOrEqual(3);
    });
  },
);
