import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../forum/markdown';
import { secondPath } from './second-path';
import { secondPathFr } from './second-path.fr';
import type { JourneyContent } from './types';
import { unsanitised, textOf, wordCount, tagNames, expectedTagNames, hrefs } from './markdown-checks';

/*
 * The French second path is the English one in French: the same path, slugs, order and minutes
 * (the seed matches French rows to English ones by path and slug), every text translated, and the
 * same Markdown rules content.test.ts holds the English to (the helpers below are the same ones).
 */

/** A labelled text: what it is (slug and field) and the text. */
type Labelled = [label: string, text: string];

const markdownTexts = (journey: JourneyContent): Labelled[] => [
  ...journey.modules.flatMap((m): Labelled[] => [
    [`${m.slug} body`, m.body],
    [`${m.slug} practice`, m.practice],
  ]),
  ['capstone brief', journey.capstoneBrief],
];

/** Every text a learner reads, labelled, in a fixed order (for comparing the two languages). */
const plainTexts = (journey: JourneyContent): Labelled[] => [
  ...journey.modules.flatMap((m): Labelled[] => [
    [`${m.slug} title`, m.title],
    [`${m.slug} summary`, m.summary],
    [`${m.slug} reflection question`, m.reflectionQuestion],
  ]),
  ['webinar title', journey.webinar.title],
  ['webinar description', journey.webinar.description],
];

describe('secondPathFr', () => {
  it('is the second path, with the English modules in the same order and the same minutes', () => {
    expect(secondPathFr.path).toBe(secondPath.path);
    const numbers = (journey: JourneyContent) =>
      journey.modules.map(({ slug, estimatedMinutes, cpdMinutes }) => ({
        slug,
        estimatedMinutes,
        cpdMinutes,
      }));
    expect(numbers(secondPathFr)).toEqual(numbers(secondPath));
    const { durationMinutes, cpdMinutes } = secondPathFr.webinar;
    expect({ durationMinutes, cpdMinutes }).toEqual({
      durationMinutes: secondPath.webinar.durationMinutes,
      cpdMinutes: secondPath.webinar.cpdMinutes,
    });
  });

  it('translates every text: none is empty or left as the English', () => {
    const english = new Map([...plainTexts(secondPath), ...markdownTexts(secondPath)]);
    for (const [label, text] of [...plainTexts(secondPathFr), ...markdownTexts(secondPathFr)]) {
      expect(text.trim(), label).not.toBe('');
      expect(text, label).not.toBe(english.get(label));
    }
  });

  it('has unique titles', () => {
    const titles = secondPathFr.modules.map((m) => m.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('has lessons of 300-900 words and practice exercises of 60-250 words', () => {
    for (const m of secondPathFr.modules) {
      const body = wordCount(m.body);
      expect(body, `${m.slug} body: ${body} words`).toBeGreaterThanOrEqual(300);
      expect(body, `${m.slug} body: ${body} words`).toBeLessThanOrEqual(900);
      const practice = wordCount(m.practice);
      expect(practice, `${m.slug} practice: ${practice} words`).toBeGreaterThanOrEqual(60);
      expect(practice, `${m.slug} practice: ${practice} words`).toBeLessThanOrEqual(250);
    }
  });

  it('has a capstone brief of 80-250 words', () => {
    const words = wordCount(secondPathFr.capstoneBrief);
    expect(words, `capstone brief: ${words} words`).toBeGreaterThanOrEqual(80);
    expect(words, `capstone brief: ${words} words`).toBeLessThanOrEqual(250);
  });

  it('asks one reflection question per module, ending in "?"', () => {
    for (const m of secondPathFr.modules) {
      const question = m.reflectionQuestion.trim();
      expect(question, m.slug).toMatch(/\?$/);
      expect(question, m.slug).not.toMatch(/\n/);
      expect(question.length, m.slug).toBeGreaterThan(10);
    }
  });

  it.each(markdownTexts(secondPathFr))(
    '%s: Markdown with no HTML, images, links, backticks or h1 that the sanitiser keeps whole',
    (_label, markdown) => {
      // types.ts: headings from ##, no images, no HTML; the path's files: no links, no code.
      expect(markdown).not.toMatch(/<\/?[a-z!][^>]*>/i);
      expect(markdown).not.toMatch(/!\[/);
      expect(markdown).not.toMatch(/^# /m);
      expect(markdown).not.toMatch(/`/);
      const raw = unsanitised.parse(markdown) as string;
      expect(hrefs(raw)).toEqual([]);
      const safe = renderMarkdown(markdown);
      expect(textOf(safe)).toBe(textOf(raw));
      expect(tagNames(safe)).toEqual(expectedTagNames(raw));
      expect(hrefs(safe)).toEqual(hrefs(raw));
      expect(textOf(safe).length).toBeGreaterThan(0);
    },
  );

  it.each(markdownTexts(secondPathFr).map(([label], i) => [label, i] as const))(
    '%s: the same Markdown structure as the English (headings, lists, tables, quotes, emphasis)',
    (label, i) => {
      const [englishLabel, english] = markdownTexts(secondPath)[i]!;
      expect(label).toBe(englishLabel);
      const [, french] = markdownTexts(secondPathFr)[i]!;
      expect(tagNames(renderMarkdown(french))).toEqual(tagNames(renderMarkdown(english)));
    },
  );
});
