import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../forum/markdown';
import { JOURNEY_CONTENT } from './index';
import type { JourneyContent } from './types';
import { unsanitised, textOf, wordCount, tagNames, expectedTagNames, hrefs } from './markdown-checks';

/*
 * The shipped journey content meets the shape `../shared/spec/decisions.md` and types.ts promise: both named
 * paths, at least 6 modules each, lessons of a readable length, and Markdown the forum's
 * sanitiser shows in full (a lesson that loses text or markup on the way to the learner is a bug).
 */

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const markdownTexts = (journey: JourneyContent) => [
  ...journey.modules.flatMap((m) => [
    [`${m.slug} body`, m.body],
    [`${m.slug} practice`, m.practice],
  ]),
  ['capstone brief', journey.capstoneBrief],
];

describe('JOURNEY_CONTENT', () => {
  it('holds each named path exactly once, first then second', () => {
    expect(JOURNEY_CONTENT.map((j) => j.path)).toEqual(['first', 'second']);
  });

  it('gives the first path 8 modules (the Data Master badge reads "Complete 8 modules")', () => {
    expect(JOURNEY_CONTENT.find((j) => j.path === 'first')?.modules).toHaveLength(8);
  });

  describe.each(JOURNEY_CONTENT.map((j) => [j.path, j] as const))(
    'the %s path',
    (_path, journey) => {
      it('has at least 6 modules with kebab-case slugs unique within the journey', () => {
        expect(journey.modules.length).toBeGreaterThanOrEqual(6);
        const slugs = journey.modules.map((m) => m.slug);
        for (const slug of slugs) expect(slug).toMatch(KEBAB_CASE);
        expect(new Set(slugs).size).toBe(slugs.length);
      });

      it('has titles and summaries, unique titles', () => {
        for (const m of journey.modules) {
          expect(m.title.trim(), m.slug).not.toBe('');
          expect(m.summary.trim(), m.slug).not.toBe('');
        }
        const titles = journey.modules.map((m) => m.title);
        expect(new Set(titles).size).toBe(titles.length);
      });

      it('has lessons of 300-900 words and practice exercises of 60-250 words', () => {
        for (const m of journey.modules) {
          const body = wordCount(m.body);
          expect(body, `${m.slug} body: ${body} words`).toBeGreaterThanOrEqual(300);
          expect(body, `${m.slug} body: ${body} words`).toBeLessThanOrEqual(900);
          const practice = wordCount(m.practice);
          expect(practice, `${m.slug} practice: ${practice} words`).toBeGreaterThanOrEqual(60);
          expect(practice, `${m.slug} practice: ${practice} words`).toBeLessThanOrEqual(250);
        }
      });

      it('asks one reflection question per module, ending in "?"', () => {
        for (const m of journey.modules) {
          const question = m.reflectionQuestion.trim();
          expect(question, m.slug).toMatch(/\?$/);
          expect(question, m.slug).not.toMatch(/\n/);
          expect(question.length, m.slug).toBeGreaterThan(10);
        }
      });

      it('counts minutes as positive integers, estimated minutes within 10-90', () => {
        for (const m of journey.modules) {
          for (const minutes of [m.estimatedMinutes, m.cpdMinutes]) {
            expect(Number.isInteger(minutes) && minutes > 0, `${m.slug}: ${minutes}`).toBe(true);
          }
          expect(m.estimatedMinutes, m.slug).toBeGreaterThanOrEqual(10);
          expect(m.estimatedMinutes, m.slug).toBeLessThanOrEqual(90);
        }
        const { durationMinutes, cpdMinutes } = journey.webinar;
        for (const minutes of [durationMinutes, cpdMinutes]) {
          expect(Number.isInteger(minutes) && minutes > 0, `webinar: ${minutes}`).toBe(true);
        }
        // A session cannot count for more CPD time than it lasts.
        expect(cpdMinutes).toBeLessThanOrEqual(durationMinutes);
      });

      it('has a capstone brief of 80-250 words and a titled, described webinar', () => {
        const words = wordCount(journey.capstoneBrief);
        expect(words, `capstone brief: ${words} words`).toBeGreaterThanOrEqual(80);
        expect(words, `capstone brief: ${words} words`).toBeLessThanOrEqual(250);
        expect(journey.webinar.title.trim()).not.toBe('');
        expect(journey.webinar.description.trim()).not.toBe('');
      });

      it.each(markdownTexts(journey))(
        '%s: Markdown with no HTML, images or h1 that the sanitiser keeps whole',
        (_label, markdown) => {
          // types.ts: headings from ##, no images, no HTML.
          expect(markdown).not.toMatch(/<\/?[a-z!][^>]*>/i);
          expect(markdown).not.toMatch(/!\[/);
          expect(markdown).not.toMatch(/^# /m);
          const raw = unsanitised.parse(markdown) as string;
          const safe = renderMarkdown(markdown);
          expect(textOf(safe)).toBe(textOf(raw));
          expect(tagNames(safe)).toEqual(expectedTagNames(raw));
          expect(hrefs(safe)).toEqual(hrefs(raw));
          expect(textOf(safe).length).toBeGreaterThan(0);
        },
      );
    },
  );
});
