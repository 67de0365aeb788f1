import { cleanText, MARKDOWN_NESTING_MESSAGE, withinMarkdownNesting } from '@lv/domain';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { errors } from '../../lib/errors';

/** Links open the author's page, never with our window or our standing (rel), nor as an endorsement. */
export const LINK_REL = 'noopener noreferrer nofollow ugc';

// One Marked instance with our options, so no other caller's global setup changes ours.
const marked = new Marked({ gfm: true, breaks: true, async: false });

/*
 * An allow-list (an anchor whose href is refused, javascript: or data:, stays as inert text): tags, attributes and URL schemes not named here are dropped. No images (no
 * tracking pixels, no data: URLs), no style, no class, no event handlers. Headings move down two
 * levels so a post never adds an h1 or h2 to the page (one h1 per page, section titles h2).
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'del', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their content is code or markup, never text a reader should see.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  transformTags: {
    h1: 'h3',
    h2: 'h4',
    h3: 'h5',
    h4: 'h6',
    h5: 'h6',
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      return { tagName, attribs: { ...(href ? { href } : {}), ...(title ? { title } : {}), rel: LINK_REL } };
    },
  },
};

/**
 * Markdown to safe HTML: rendered with marked, then every tag and attribute checked against the
 * allow-list. Text nested deeper than marked's stack allows is refused first (400): the forum's and
 * the capstone's schemas already refuse it, this covers every other caller (journey authoring).
 */
export function renderMarkdown(markdown: string): string {
  if (!withinMarkdownNesting(markdown)) throw errors.invalid(MARKDOWN_NESTING_MESSAGE);
  // Control and direction characters never reach a page, whoever wrote the text (an admin's preview kept them; found by the fuzz suite).
  const html = marked.parse(cleanText(markdown)) as string;
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/** The plain text of sanitised HTML, whitespace collapsed, cut to `max` characters (for the post list). */
export function plainExcerpt(safeHtml: string, max = 200): string {
  const text = sanitizeHtml(safeHtml.replace(/<\/(p|li|h\d|pre|blockquote|tr)>|<br\s*\/?>/g, ' $&'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // End on a whole word when one ends in the second half of the excerpt.
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
