/*
 * Typography for the post's HTML. Tailwind's preflight removes list markers, margins and heading
 * sizes, so each element the sanitiser allows gets its look back here.
 */
const PROSE = [
  'text-ink wrap-anywhere',
  '[&>*+*]:mt-3',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-1',
  '[&_h3]:text-xl [&_h3]:font-bold [&_h4]:text-lg [&_h4]:font-bold [&_h5]:font-bold [&_h6]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:text-muted',
  '[&_code]:rounded [&_code]:bg-ground [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.95em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-ground [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:block [&_table]:overflow-x-auto [&_th]:border [&_th]:border-line [&_th]:px-2 [&_td]:border [&_td]:border-line [&_td]:px-2',
  '[&_hr]:border-line',
].join(' ');

/**
 * The post's body. The HTML was rendered from Markdown and sanitised on the server (allow-listed
 * tags and attributes, no script, handlers, styles or javascript:/data: links), so it is inserted
 * as it is.
 */
export function PostBody({ html }: { html: string }) {
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
