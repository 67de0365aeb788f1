import { JOURNEY_LIMITS, ModuleContentSchema } from '@lv/domain';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../forum/markdown';
import { FRENCH_CONTENT, JOURNEY_CONTENT } from './index';
import type { JourneyContent } from './types';
import { unsanitised, textOf, wordCount, tagNames, expectedTagNames, hrefs } from './markdown-checks';

/*
 * The French content (FRENCH_CONTENT, whichever paths it holds) against the English it translates:
 * the same path, slugs in the same order, the same minutes and CPD minutes, the same length limits
 * and Markdown rules as content.test.ts checks for the English, and French punctuation.
 */

const markdownTexts = (journey: JourneyContent) => [
  ...journey.modules.flatMap((m) => [
    [`${m.slug} body`, m.body],
    [`${m.slug} practice`, m.practice],
  ]),
  ['capstone brief', journey.capstoneBrief],
];

/** Every text a French reader sees, labelled. */
const allTexts = (journey: JourneyContent) => [
  ...journey.modules.flatMap((m) => [
    [`${m.slug} title`, m.title],
    [`${m.slug} summary`, m.summary],
    [`${m.slug} body`, m.body],
    [`${m.slug} practice`, m.practice],
    [`${m.slug} question`, m.reflectionQuestion],
  ]),
  ...journey.months.flatMap((m, i) => [
    [`month ${i + 1} title`, m.title],
    [`month ${i + 1} purpose`, m.purpose],
    [`month ${i + 1} live session`, m.liveSession],
    [`month ${i + 1} practice`, m.practice],
  ]),
  ['capstone brief', journey.capstoneBrief],
  ['webinar title', journey.webinar.title],
  ['webinar description', journey.webinar.description],
];

const pairs = JOURNEY_CONTENT.flatMap((english) => {
  const french = FRENCH_CONTENT[english.path];
  return french ? [[english.path, english, french] as const] : [];
});

describe('FRENCH_CONTENT', () => {
  it('holds French for named paths only, the first path at least', () => {
    expect(
      Object.keys(FRENCH_CONTENT).every((path) => JOURNEY_CONTENT.some((j) => j.path === path)),
    ).toBe(true);
    expect(FRENCH_CONTENT.first).toBeDefined();
  });

  describe.each(pairs)('the %s path', (path, english, french) => {
    it('is the same path with the same slugs, in the same order, and the same minutes', () => {
      expect(french.path).toBe(path);
      const numbers = (j: JourneyContent) =>
        j.modules.map((m) => [m.slug, m.estimatedMinutes, m.cpdMinutes]);
      expect(numbers(french)).toEqual(numbers(english));
      expect([french.webinar.durationMinutes, french.webinar.cpdMinutes]).toEqual([
        english.webinar.durationMinutes,
        english.webinar.cpdMinutes,
      ]);
    });

    it('fits the module schema and limits the admin editor saves with, with unique titles', () => {
      for (const m of french.modules)
        expect(
          ModuleContentSchema.safeParse({ ...m, video: null }).error?.issues ?? [],
          m.slug,
        ).toEqual([]);
      expect(french.capstoneBrief.length).toBeLessThanOrEqual(JOURNEY_LIMITS.briefMax);
      expect(new Set(french.modules.map((m) => m.title)).size).toBe(french.modules.length);
    });

    it('has lessons of 300-900 words, practice exercises of 60-250 and a capstone brief of 80-250', () => {
      for (const m of french.modules) {
        const body = wordCount(m.body);
        expect(body, `${m.slug} body: ${body} words`).toBeGreaterThanOrEqual(300);
        expect(body, `${m.slug} body: ${body} words`).toBeLessThanOrEqual(900);
        const practice = wordCount(m.practice);
        expect(practice, `${m.slug} practice: ${practice} words`).toBeGreaterThanOrEqual(60);
        expect(practice, `${m.slug} practice: ${practice} words`).toBeLessThanOrEqual(250);
      }
      const brief = wordCount(french.capstoneBrief);
      expect(brief, `capstone brief: ${brief} words`).toBeGreaterThanOrEqual(80);
      expect(brief, `capstone brief: ${brief} words`).toBeLessThanOrEqual(250);
    });

    it('keeps the English structure: as many headings and list items in each text', () => {
      const shape = (markdown: string) => [
        (markdown.match(/^#{2,4} /gm) ?? []).length,
        (markdown.match(/^(?:\d+\.|-) /gm) ?? []).length,
      ];
      for (const [[label, fr], [, en]] of markdownTexts(french).map(
        (t, i) => [t, markdownTexts(english)[i]!] as const,
      )) {
        expect(shape(fr!), label).toEqual(shape(en!));
      }
    });

    it('asks each reflection question on one line, ending in " ?"', () => {
      for (const m of french.modules) {
        expect(m.reflectionQuestion, m.slug).toMatch(/ \?$/);
        expect(m.reflectionQuestion, m.slug).not.toMatch(/\n/);
      }
    });

    it.each(allTexts(french))(
      '%s: French punctuation (a space before : ? ! ;, guillemets, no English quotes)',
      (_label, text) => {
        expect(text).not.toMatch(/[^\s\u00a0][:?!;]/);
        expect(text).not.toMatch(/["“”’]/);
        expect(text.trim()).not.toBe('');
      },
    );

    it.each(markdownTexts(french))(
      '%s: Markdown with no HTML, images or h1 that the sanitiser keeps whole',
      (_label, markdown) => {
        expect(markdown).not.toMatch(/<\/?[a-z!][^>]*>/i);
        expect(markdown).not.toMatch(/!\[/);
        expect(markdown).not.toMatch(/^# /m);
        const raw = unsanitised.parse(markdown) as string;
        const safe = renderMarkdown(markdown);
        expect(textOf(safe)).toBe(textOf(raw));
        expect(tagNames(safe)).toEqual(expectedTagNames(raw));
        expect(hrefs(safe)).toEqual(hrefs(raw));
      },
    );
  });
});
