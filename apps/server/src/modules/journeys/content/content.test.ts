import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../forum/markdown';
import { journeyPaths, JOURNEY_PATH_POSITIONS } from '@lv/domain';
import { FRENCH_CONTENT, JOURNEY_CONTENT } from './index';
import { MODULE_DIMENSIONS } from './dimensions';
import * as added from './second-path-added';
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

  describe.each(JOURNEY_CONTENT.map((j) => [j.path, j] as const))(
    'the %s path months (ADR 047)',
    (path, journey) => {
      const card = journeyPaths()[JOURNEY_PATH_POSITIONS.indexOf(path)]!;
      const french = FRENCH_CONTENT[path];

      it('has one month per month of its length (6 and 9)', () => {
        expect(journey.months).toHaveLength(card.durationMonths!);
        expect(card.durationMonths).toBe(path === 'first' ? 6 : 9);
      });

      it('holds every module in exactly one month, in the journey order', () => {
        expect(journey.months.flatMap((m) => m.modules)).toEqual(
          journey.modules.map((m) => m.slug),
        );
      });

      it('gives every month a title, a one-paragraph purpose, a live session, a practice and a module', () => {
        for (const [i, m] of journey.months.entries()) {
          const label = `month ${i + 1}`;
          expect(m.title, label).toMatch(new RegExp(`^Month ${i + 1}: \\S`));
          for (const text of [m.purpose, m.liveSession, m.practice]) {
            expect(text.trim(), label).not.toBe('');
            expect(text, label).not.toMatch(/\n/);
          }
          const words = m.purpose.split(/\s+/).length;
          expect(words, `${label} purpose: ${words} words`).toBeGreaterThanOrEqual(30);
          expect(words, `${label} purpose: ${words} words`).toBeLessThanOrEqual(120);
          expect(m.modules.length, label).toBeGreaterThanOrEqual(1);
        }
        expect(new Set(journey.months.map((m) => m.title)).size).toBe(journey.months.length);
      });

      it('starts with a month of at least 3 modules', () => {
        expect(journey.months[0]!.modules.length).toBeGreaterThanOrEqual(3);
      });

      it("names the journey's webinar as the live session of exactly one month", () => {
        expect(journey.months.filter((m) => m.liveSession === journey.webinar.title)).toHaveLength(1);
      });

      it('has the same months in French: same modules, every text translated', () => {
        expect(french).toBeDefined();
        const fr = french!.months;
        expect(fr.map((m) => m.modules)).toEqual(journey.months.map((m) => m.modules));
        for (const [i, m] of fr.entries()) {
          const en = journey.months[i]!;
          expect(m.title).toMatch(new RegExp(`^Mois ${i + 1} : \\S`));
          for (const key of ['title', 'purpose', 'liveSession', 'practice'] as const) {
            expect(m[key].trim(), `month ${i + 1} ${key}`).not.toBe('');
            expect(m[key], `month ${i + 1} ${key}`).not.toBe(en[key]);
            expect(m[key], `month ${i + 1} ${key}`).not.toMatch(/\n/);
          }
        }
        expect(
          fr.filter((m) => m.liveSession === french!.webinar.title),
          'the French webinar title names the same month',
        ).toHaveLength(1);
      });
    },
  );

  it('writes the modules added with the months at 400-900 words', () => {
    for (const m of Object.values(added)) {
      const words = wordCount(m.body);
      expect(words, `${m.slug}: ${words} words`).toBeGreaterThanOrEqual(400);
      expect(words, `${m.slug}: ${words} words`).toBeLessThanOrEqual(900);
    }
  });

  it('names the growth dimension of every shipped module, and of no other slug', () => {
    for (const journey of JOURNEY_CONTENT) {
      const slugs = journey.modules.map((m) => m.slug);
      expect(Object.keys(MODULE_DIMENSIONS[journey.path]).sort(), journey.path).toEqual(slugs.sort());
    }
  });
});
