import { serverSanitisedHtml } from '../../../lib/trusted-types';

/*
 * Typography for a submission's HTML. Tailwind's preflight removes list markers, margins and
 * heading sizes, so each element the server's sanitiser allows gets its look back here.
 * (The forum's post body has the same needs; a shared primitive in components/ui would serve both.)
 */
/* eslint-disable lingui/no-unlocalized-strings -- Tailwind class lists, not text */
const PROSE = [
  'text-ink wrap-anywhere [&>*+*]:mt-3 [&_li+li]:mt-1',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_h3]:text-xl [&_h3]:font-bold [&_h4]:text-lg [&_h4]:font-bold [&_h5]:font-bold [&_h6]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:text-muted',
  '[&_code]:rounded [&_code]:bg-ground [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.95em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-ground [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:block [&_table]:overflow-x-auto [&_th]:border [&_th]:border-line [&_th]:px-2 [&_td]:border [&_td]:border-line [&_td]:px-2',
  '[&_hr]:border-line',
].join(' ');
/* eslint-enable lingui/no-unlocalized-strings */

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/gi;

/**
 * Moves the HTML's headings up so its highest one is `top` (the server writes `##` as h4), so the
 * page's headings go down one level at a time. Never moves them down. Safe on sanitised HTML: its
 * text never holds a raw '<' (the sanitiser escapes it).
 */
export function raiseHeadings(html: string, top: number): string {
  const levels = [...html.matchAll(HEADING_TAG)].map((m) => Number(m[2]));
  if (!levels.length) return html;
  const shift = Math.min(...levels) - top;
  if (shift <= 0) return html;
  return html.replace(
    HEADING_TAG,
    (_tag, slash: string, level: string) => `<${slash}h${Number(level) - shift}`,
  );
}

/**
 * HTML the server rendered from Markdown and sanitised (allow-listed tags and attributes; no
 * script, handlers, styles or javascript:/data: links), so it is inserted as it is, with its
 * headings starting at `topHeading`.
 */
export function CapstoneText({
  html,
  topHeading,
  className = '',
}: {
  html: string;
  topHeading: number;
  className?: string;
}) {
  return (
    <div
      className={`${PROSE} ${className}`}
      dangerouslySetInnerHTML={{ __html: serverSanitisedHtml(raiseHeadings(html, topHeading)) }}
    />
  );
}
