import { serverSanitisedHtml } from '../../lib/trusted-types';

/*
 * Typography for HTML the server rendered from Markdown and sanitised. Tailwind's preflight
 * removes list markers, margins and heading sizes, so each element the sanitiser allows gets its
 * look back here.
 */
/* eslint-disable lingui/no-unlocalized-strings -- Tailwind class lists, not text. */
const SHARED = [
  'text-ink wrap-anywhere',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_h3]:text-xl [&_h3]:font-bold [&_h4]:text-lg [&_h4]:font-bold [&_h5]:font-bold [&_h6]:font-semibold',
  '[&_h3]:leading-snug [&_h4]:leading-snug',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:text-muted',
  '[&_code]:rounded [&_code]:bg-ground [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.95em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-ground [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:block [&_table]:overflow-x-auto [&_th]:border [&_th]:border-line [&_th]:px-2 [&_td]:border [&_td]:border-line [&_td]:px-2',
  '[&_hr]:border-line',
].join(' ');

const VARIANTS = {
  /** A forum post: compact, inside a card. */
  post: '[&>*+*]:mt-3 [&_li+li]:mt-1',
  /**
   * A lesson read on a phone: a comfortable measure (about 65 characters), a slightly larger size
   * and looser lines, more air before headings.
   */
  lesson:
    'max-w-[65ch] text-[1.0625rem] leading-[1.7] [&>*+*]:mt-4 [&>h3]:mt-8 [&>h4]:mt-6 [&>h5]:mt-5 [&_li+li]:mt-2',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/gi;

/**
 * Moves the HTML's headings up so the highest one is `top` (an h2 section holding `##` lessons
 * rendered as h4 gets h3): a page's headings then go down one level at a time. Never moves them
 * down. Safe on sanitised HTML: its text never holds a raw '<' (the sanitiser escapes it).
 */
export function raiseHeadings(html: string, top: number): string {
  const levels = [...html.matchAll(HEADING_TAG)].map((m) => Number(m[2]));
  if (levels.length === 0) return html;
  const shift = Math.min(...levels) - top;
  if (shift <= 0) return html;
  return html.replace(HEADING_TAG, (_tag, slash: string, level: string) => `<${slash}h${Number(level) - shift}`);
}

interface SafeHtmlProps {
  /** HTML rendered and sanitised on the server (allow-listed tags and attributes only). */
  html: string;
  variant?: keyof typeof VARIANTS;
  /** The level the HTML's highest heading should have on this page (see raiseHeadings). */
  topHeading?: number;
  className?: string;
}

/**
 * Server-sanitised HTML (a forum post, a lesson). It was rendered from Markdown and sanitised on
 * the server (allow-listed tags and attributes, no script, handlers, styles or javascript:/data:
 * links), so it is inserted as it is, through the page's one Trusted Types policy for such HTML.
 */
export function SafeHtml({ html, variant = 'post', topHeading, className = '' }: SafeHtmlProps) {
  const shown = topHeading === undefined ? html : raiseHeadings(html, topHeading);
  return (
    <div
      className={`${SHARED} ${VARIANTS[variant]} ${className}`}
      dangerouslySetInnerHTML={{ __html: serverSanitisedHtml(shown) }}
    />
  );
}
