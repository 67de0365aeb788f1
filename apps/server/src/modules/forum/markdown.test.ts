import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../../../e2e/support/xss-payloads';
import { expectSafeHtml } from '../../test/safe-html';
import { LINK_REL, plainExcerpt, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it.each([
    ['**bold** and _it_', '<p><strong>bold</strong> and <em>it</em></p>'],
    ['# Title', '<h3>Title</h3>'],
    ['## Section', '<h4>Section</h4>'],
    ['line one\nline two', '<p>line one<br />line two</p>'],
    ['- a\n- b', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>'],
    ['`x < y`', '<p><code>x &lt; y</code></p>'],
    ['[site](https://example.com)', `<p><a href="https://example.com" rel="${LINK_REL}">site</a></p>`],
    ['<https://example.com>', `<p><a href="https://example.com" rel="${LINK_REL}">https://example.com</a></p>`],
    ['[mail](mailto:a@example.com)', `<p><a href="mailto:a@example.com" rel="${LINK_REL}">mail</a></p>`],
    ['[x](javascript:alert(1))', `<p><a rel="${LINK_REL}">x</a></p>`],
    ['[x](data:text/html,hi)', `<p><a rel="${LINK_REL}">x</a></p>`],
    ['[x](//evil.example)', `<p><a rel="${LINK_REL}">x</a></p>`],
    ['<a href="https://e.example" target="_blank" rel="opener">t</a>', `<p><a href="https://e.example" rel="${LINK_REL}">t</a></p>`],
    ['![pic](https://example.com/a.png)', '<p></p>'],
    ['<p style="color:red" class="x">styled</p>', '<p>styled</p>'],
    ['<script>alert(1)</script>after', 'after'],
    ['[top](#top)', `<p><a href="#top" rel="${LINK_REL}">top</a></p>`],
    ['a & b', '<p>a &amp; b</p>'],
  ])('%j → %j', (markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html);
  });

  it(`leaves no script, event handler, style or javascript:/data: URL for any of the ${XSS_PAYLOADS.length} corpus payloads`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const payload of XSS_PAYLOADS) {
      for (const source of [payload, `Intro text\n\n${payload}\n\nOutro`]) {
        expectSafeHtml(renderMarkdown(source), payload);
      }
    }
  });
});

describe('plainExcerpt', () => {
  it.each([
    ['<h3>Hi</h3>\n<p>Some <strong>bold</strong> &amp; more</p>', 200, 'Hi Some bold & more'],
    ['<p>a &lt;b&gt; &quot;c&quot;</p>', 200, 'a <b> "c"'],
    ['<p>one two three four</p>', 10, 'one two…'],
    ['<p>line<br />break</p>', 200, 'line break'],
  ])('%j (max %i) → %j', (html, max, text) => {
    expect(plainExcerpt(html, max)).toBe(text);
  });
});
