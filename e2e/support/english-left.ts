// The catalogues are read in Node, beside the browser (never part of the app).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

/** The msgid -> msgstr pairs of one .po file (single-line entries, as `lingui extract` writes them). */
function entries(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const pairs = new Map<string, string>();
  for (const m of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    const unescape = (s: string) => s.replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    if (m[1]) pairs.set(unescape(m[1]), unescape(m[2] ?? ''));
  }
  return pairs;
}

/**
 * Every English text of every catalogue that French words differently and that has no placeholder
 * (so it shows exactly as written): if one of them is on a French page, a text was left in English.
 * The `domain` catalogue's ids are the English; the others' English is their en.po translation.
 */
export function englishOnlyTexts(): Set<string> {
  const texts = new Set<string>();
  for (const name of readdirSync(LOCALES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
    const en = entries(path.join(LOCALES_DIR, name, 'en.po'));
    const fr = entries(path.join(LOCALES_DIR, name, 'fr.po'));
    for (const [id, english] of en) {
      const source = english || id;
      const french = fr.get(id);
      // Short words that are the same or borrowed in French (Badges, Forum, XP...) cannot tell.
      if (french && french !== source && !/[{}<]/.test(source) && source.length > 3) texts.add(source);
    }
  }
  return texts;
}

/** The page's visible texts (each element's own text, and labels a screen reader reads) that are English only. */
export async function englishLeftOn(page: Page, english: Set<string>): Promise<string[]> {
  const seen = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node as HTMLElement;
      // A field's value (an admin editing the English version) is content, not the screen's words.
      if (el.closest('[hidden], script, style, template, textarea')) continue;
      const own = [...el.childNodes]
        .filter((c) => c.nodeType === Node.TEXT_NODE)
        .map((c) => c.textContent ?? '')
        .join('')
        .trim();
      if (own) out.push(own);
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attribute)?.trim();
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
  return [...new Set(seen.filter((text) => english.has(text)))];
}
