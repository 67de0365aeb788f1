/**
 * Characters that never belong in user-written text: control characters other than tab and
 * newline (C0, DEL, C1), zero-width characters and direction marks, the Unicode line and paragraph
 * separators, bidirectional embeddings, overrides and isolates (they can make text read other
 * than it is stored), and the byte-order mark.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * The one cleaner of user-written plain text (it is always shown as text, never as HTML), before
 * a schema checks its length. `lines` (the default): Windows and old Mac line ends become `\n`,
 * invisible characters go, tabs and newlines stay, trimmed. `line` (a name, a title): invisible
 * characters and every run of white space become one space, trimmed.
 */
export function cleanText(text: string, shape: 'lines' | 'line' = 'lines'): string {
  if (shape === 'line') return text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  return text.replace(/\r\n?/g, '\n').replace(INVISIBLE, '').trim();
}
