/*
 * The knowledge base's plain rules, with no zod, so the public FAQ page stays small: categories,
 * limits, text cleaning, paragraphs, grouping and matching. The schemas are in knowledge-base.ts.
 */
import { cleanText } from './text';

/** The categories, in the order the FAQ shows them. */
export const KB_CATEGORIES = [
  'Getting started',
  'XP, levels and streaks',
  'Badges',
  'ROI estimator',
  'Membership and payment',
  'Teams and consultations',
  'Privacy',
] as const;
export type KbCategory = (typeof KB_CATEGORIES)[number];

export const KB_QUESTION_MAX = 200;
export const KB_ANSWER_MAX = 5_000;
export const KB_SEARCH_MAX = 100;

/**
 * An FAQ question or answer as stored: `cleanText` (tabs become spaces first), then no trailing
 * spaces and at most one blank line in a row.
 */
export function cleanKbText(text: string): string {
  return (
    cleanText(text.replace(/\t/g, ' '))
      .replace(/[ \u00A0]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** An answer's paragraphs: split on blank lines. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Entries grouped by category in the FAQ's order, each group ordered by position. Empty groups are left out. */
export function groupKbEntries<T extends { category: KbCategory; position: number }>(
  entries: readonly T[],
): Array<{ category: KbCategory; entries: T[] }> {
  return KB_CATEGORIES.map((category) => ({
    category,
    entries: entries.filter((e) => e.category === category).sort((a, b) => a.position - b.position),
  })).filter((g) => g.entries.length > 0);
}

/** Whether an entry matches a search (case-insensitive, in question or answer); '' matches all. */
export function kbEntryMatches(entry: { question: string; answer: string }, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (
    entry.question.toLocaleLowerCase().includes(needle) ||
    entry.answer.toLocaleLowerCase().includes(needle)
  );
}

