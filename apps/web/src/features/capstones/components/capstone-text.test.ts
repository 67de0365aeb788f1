import { describe, expect, it } from 'vitest';
import { raiseHeadings } from './capstone-text';

describe('raiseHeadings', () => {
  it.each([
    ['<h4>A</h4><p>x</p><h5>B</h5>', 3, '<h3>A</h3><p>x</p><h4>B</h4>'],
    ['<h4>A</h4>', 4, '<h4>A</h4>'],
    ['<h3>A</h3>', 4, '<h3>A</h3>'], // never moved down
    ['<h6 >A</h6>', 4, '<h4 >A</h4>'],
    [
      '<p>No headings, <strong>h4</strong> as text</p>',
      3,
      '<p>No headings, <strong>h4</strong> as text</p>',
    ],
    [
      '<p>&lt;h4&gt;escaped&lt;/h4&gt;</p><h5>B</h5>',
      4,
      '<p>&lt;h4&gt;escaped&lt;/h4&gt;</p><h4>B</h4>',
    ],
  ])('%s (top %i) → %s', (html, top, raised) => {
    expect(raiseHeadings(html, top)).toBe(raised);
  });
});
