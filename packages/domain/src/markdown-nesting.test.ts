import { describe, expect, it } from 'vitest';
import { CapstoneSubmissionInputSchema } from './capstone-contracts';
import { ForumPostInputSchema } from './forum';
import {
  MARKDOWN_NESTING_MAX,
  MARKDOWN_NESTING_MESSAGE,
  markdownNesting,
} from './markdown-nesting';

describe('markdownNesting', () => {
  it.each([
    ['plain text with emphasis', 'Hello *world*, 2. not a list', 1],
    ['a quote', '> said', 1],
    ['quotes and lists one inside the other', 'intro\n> > - 1. deep\nend', 4],
    ['quotes without spaces', '>>>> x', 4],
    ['list markers on one line', '- - - x', 3],
    ['an ordered marker needs a space after it', '1.5 litres', 0],
    ['a strong emphasis run', '***bold italic***', 3],
    ['a thematic break of underscores', '_'.repeat(40), 40],
    ['the reproduction (2,500 quotes)', `${'>'.repeat(2_500)} x`, 2_500],
  ])('%s', (_name, text, depth) => {
    expect(markdownNesting(text)).toBe(depth);
  });

  it('takes 20,000 characters of any kind in linear time', () => {
    const started = Date.now();
    for (const c of ['>', '-', '*', '1. ', '- ']) markdownNesting(c.repeat(20_000 / c.length));
    expect(Date.now() - started).toBeLessThan(200);
  });
});

describe('the Markdown schemas refuse deeper nesting with one message', () => {
  const deep = `${'> '.repeat(MARKDOWN_NESTING_MAX + 1)}x`;
  const fine = `${'> '.repeat(MARKDOWN_NESTING_MAX)}x`;
  it('a forum post', () => {
    const refused = ForumPostInputSchema.safeParse({ title: 'A title', body: deep });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([MARKDOWN_NESTING_MESSAGE]);
    expect(ForumPostInputSchema.safeParse({ title: 'A title', body: fine }).success).toBe(true);
  });
  it('a capstone', () => {
    const text = `${'A capstone long enough to submit. '.repeat(4)}\n\n`;
    expect(
      CapstoneSubmissionInputSchema.safeParse({ text: text + deep, links: [] }).error?.issues.map(
        (i) => i.message,
      ),
    ).toEqual([MARKDOWN_NESTING_MESSAGE]);
    expect(CapstoneSubmissionInputSchema.safeParse({ text: text + fine, links: [] }).success).toBe(
      true,
    );
  });
});
