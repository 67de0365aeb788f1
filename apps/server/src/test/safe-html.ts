import { expect } from 'vitest';

/*
 * What "sanitised" means for HTML the server renders from Markdown (modules/forum/markdown.ts):
 * no script, only allow-listed tags and attributes, and only http(s)/mailto URLs. Shared by the
 * forum's renderer test and every feature that serves rendered Markdown.
 */

/** Every tag of an HTML string (text never holds a raw '<': the sanitiser escapes it). */
const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];
/** The attribute names of one tag (values are double-quoted and escaped by the sanitiser). */
const attributeNames = (tag: string) => [...tag.matchAll(/\s([^\s="/>]+)(?:="[^"]*")?/g)].map((m) => m[1]!.toLowerCase());

/** Fails unless `html` is safe to insert into a page; `label` names the input in the failure. */
export function expectSafeHtml(html: string, label: string): void {
  expect(html, label).not.toMatch(/<script/i);
  for (const tag of tagsOf(html)) {
    // (The words "javascript:" may stay as visible, escaped text, e.g. an autolink's label.)
    expect(tag.replace(/\stitle="[^"]*"/g, ''), label).not.toMatch(/javascript:|data:|vbscript:/i);
    for (const name of attributeNames(tag)) expect(['href', 'title', 'rel', 'start', 'align'], `${label} → ${tag}`).toContain(name);
    for (const [, url] of tag.matchAll(/\s(?:href|src)="([^"]*)"/gi)) {
      expect(new URL(url!.replace(/&amp;/g, '&'), 'https://forum.example/').protocol, label).toMatch(/^(https?|mailto):$/);
    }
    expect(tag, label).toMatch(/^<\/?(p|br|hr|strong|b|em|i|del|s|code|pre|blockquote|ul|ol|li|a|h[3-6]|table|thead|tbody|tr|th|td)[\s/>]/);
  }
}
