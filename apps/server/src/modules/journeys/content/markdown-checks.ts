import { Marked } from 'marked';
import { plainExcerpt, renderMarkdown } from '../../forum/markdown';

/*
 * What the content tests (content.test.ts and the French ones) check lessons with: the shipped
 * Markdown must come through the forum's sanitiser whole (a lesson that loses text or markup on the
 * way to the learner is a bug), at a readable length. Used by tests only.
 */

// Marked with the options markdown.ts uses, but without the sanitiser: what the author wrote.
export const unsanitised = new Marked({ gfm: true, breaks: true, async: false });

/** The text a reader sees, whitespace collapsed. */
export const textOf = (html: string) => plainExcerpt(html, Number.POSITIVE_INFINITY);

/** Words of a Markdown text as rendered (markup such as ## or ** is not counted). */
export const wordCount = (markdown: string) =>
  textOf(renderMarkdown(markdown))
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

// The sanitiser moves headings down two levels on purpose; that is a change of level, not a loss.
const HEADING_SHIFT: Record<string, string> = { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6' };

/** The opening and closing tag names of an HTML string, in order. */
export const tagNames = (html: string) =>
  [...html.matchAll(/<(\/?)([a-z][a-z0-9]*)/gi)].map(([, slash, name]) => `${slash}${name!.toLowerCase()}`);

/** The tag names the sanitiser should output for unsanitised HTML: the same, headings shifted. */
export const expectedTagNames = (html: string) =>
  tagNames(html).map((tag) => tag.replace(/^(\/?)(h\d)$/, (_m, slash: string, h: string) => `${slash}${HEADING_SHIFT[h] ?? h}`));

/** The link targets of an HTML string, in order (a refused scheme loses its href in the sanitiser). */
export const hrefs = (html: string) => [...html.matchAll(/\shref="([^"]*)"/gi)].map(([, href]) => href);
