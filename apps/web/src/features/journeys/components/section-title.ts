/*
 * A module's section titles (Lesson, Practice, Reflection) are small labels, so the lesson's own
 * headings (h3, h4) read as its structure, not as rivals of the section titles.
 */
export const SECTION_TITLE = 'text-sm font-bold tracking-wider text-primary uppercase outline-none';
