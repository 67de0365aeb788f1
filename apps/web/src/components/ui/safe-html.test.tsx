import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { raiseHeadings, SafeHtml } from './safe-html';

describe('raiseHeadings', () => {
  it.each([
    // A lesson's `##` and `###` come from the server as h4 and h5: under an h2 they become h3 and h4.
    ['<h4>A</h4><p>x</p><h5>B</h5>', 3, '<h3>A</h3><p>x</p><h4>B</h4>'],
    ['<h5>Only</h5>', 3, '<h3>Only</h3>'],
    // Already high enough: never moved down.
    ['<h3>A</h3><h4>B</h4>', 3, '<h3>A</h3><h4>B</h4>'],
    ['<h3>A</h3>', 4, '<h3>A</h3>'],
    // No headings, and heading-like text (escaped by the sanitiser) stays as it is.
    ['<p>&lt;h4&gt; is text</p>', 3, '<p>&lt;h4&gt; is text</p>'],
    ['<p>plain</p>', 3, '<p>plain</p>'],
    // The relative structure is kept.
    ['<h6>deep</h6><h4>top</h4>', 3, '<h5>deep</h5><h3>top</h3>'],
  ])('%s with top h%i → %s', (html, top, expected) => {
    expect(raiseHeadings(html, top)).toBe(expected);
  });
});

describe('SafeHtml', () => {
  it('inserts the server-sanitised HTML, with its headings raised when asked', () => {
    render(<SafeHtml html="<h4>Why</h4><p>Go <strong>first</strong>.</p>" topHeading={3} variant="lesson" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Why' })).toBeInTheDocument();
    expect(screen.getByText('first').tagName).toBe('STRONG');
  });
});
