/*
 * How deep Markdown may nest. The renderer (marked, on the server) recurses once per level of
 * quote, list or emphasis, so thousands of levels overflow its stack (issue 36: 2,500 `>` on a
 * line). No text a person writes nests anywhere near this limit; the forum's and the capstone's
 * schemas refuse more, with this message, and the server's renderer checks it once more.
 */

export const MARKDOWN_NESTING_MAX = 100;
export const MARKDOWN_NESTING_MESSAGE =
  'Quotes, lists or emphasis are nested more than 100 levels deep. Please simplify the text.';

const isSpace = (c: string | undefined) => c === ' ' || c === '\t';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** The quote and list markers a line starts with, one inside the other (`> > - 1. text` is 4). */
function lineNesting(line: string): number {
  let depth = 0;
  let i = 0;
  for (;;) {
    while (isSpace(line[i])) i += 1;
    const c = line[i];
    if (c === '>') {
      i += 1;
    } else if (
      (c === '-' || c === '*' || c === '+') &&
      (isSpace(line[i + 1]) || i + 1 === line.length)
    ) {
      i += 1;
    } else if (isDigit(c)) {
      let j = i;
      while (isDigit(line[j]) && j - i < 9) j += 1;
      if ((line[j] !== '.' && line[j] !== ')') || !(isSpace(line[j + 1]) || j + 1 === line.length))
        return depth;
      i = j + 1;
    } else {
      return depth;
    }
    depth += 1;
  }
}

/** The longest run of one emphasis delimiter (`*` or `_`): each pair of a run can open a level. */
function longestDelimiterRun(text: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    run = (c === '*' || c === '_') && text[i - 1] === c ? run + 1 : c === '*' || c === '_' ? 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/** How deeply a Markdown text nests: its deepest line of quote and list markers, or its longest emphasis run. */
export function markdownNesting(text: string): number {
  let deepest = longestDelimiterRun(text);
  for (const line of text.split('\n')) deepest = Math.max(deepest, lineNesting(line));
  return deepest;
}

/** Whether a Markdown text nests within MARKDOWN_NESTING_MAX (the schemas' refinement). */
export const withinMarkdownNesting = (text: string): boolean =>
  markdownNesting(text) <= MARKDOWN_NESTING_MAX;
