// The test reads the catalogue files themselves, in Node (never part of the app).
/* eslint-disable no-restricted-imports */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/* eslint-enable no-restricted-imports */
import { formatter } from '@lingui/format-po';
import { SUPPORTED_LOCALES } from '@lv/domain';
import { describe, expect, it } from 'vitest';
import { catalogueKey } from '../../build/lingui-source-messages';

/** Every catalogue (src/locales/<name>/<locale>.po, lingui.config.ts) of every language. */
const root = path.dirname(fileURLToPath(import.meta.url));
const names = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const po = formatter();

async function read(name: string, locale: string) {
  const filename = path.join(root, name, `${locale}.po`);
  const catalog = await po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
  return new Map(Object.entries(catalog).filter(([, m]) => !m.obsolete));
}

/**
 * The ICU arguments a message uses ({0}, {name}, {count, plural, ...}), sorted: a name right after
 * `{` and followed by `}` or `,`. A plural branch's words (`one {# jour}`) are not arguments.
 */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

describe('message catalogues', () => {
  it('has a catalogue per language for each part', () => {
    expect(names).toEqual(expect.arrayContaining(['landing', 'app']));
  });

  for (const name of names) {
    it(`${name}: every language has every key, translated, with the same placeholders`, async () => {
      const english = await read(name, 'en');
      for (const locale of SUPPORTED_LOCALES) {
        const catalog = await read(name, locale);
        expect([...catalog.keys()].sort(), `${name}/${locale}.po keys`).toEqual([...english.keys()].sort());
        for (const [id, entry] of catalog) {
          // Explicit ids (the domain catalogue) have no message: the English is the id and its translation.
          const source = english.get(id)?.message || english.get(id)?.translation || id;
          const text = locale === 'en' ? (entry.translation || entry.message) : entry.translation;
          expect(text, `${name}/${locale}.po has no translation for "${source}"`).toBeTruthy();
          // A translation may also select on a placeholder's French elision (`{nameElision, select, ...}`, lib/i18n/elision.ts).
          const own = placeholders(source);
          const used = placeholders(text ?? '').filter((p) => !(p?.endsWith('Elision') && own.includes(p.slice(0, -'Elision'.length))));
          expect(used, `${name}/${locale}.po "${source}"`).toEqual(own);
        }
      }
    });
  }

  // All of a page's catalogues merge into one table: the same English (the same id) in two
  // catalogues must read the same in every language, or the last one loaded wins. Give a context
  // (`t({ message, context })`) where a word needs another translation.
  it('words the same message the same way in every catalogue', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const seen = new Map<string, { name: string; text: string }>();
      const clashes: string[] = [];
      for (const name of names) {
        for (const [catalogueId, entry] of await read(name, locale)) {
          // The key the page's table holds it under (a plain message's is its English).
          const id = catalogueKey(catalogueId, entry.message, entry.context);
          const text = entry.translation || entry.message || '';
          const first = seen.get(id);
          if (first && first.text !== text) clashes.push(`${locale}: "${entry.message ?? id}" is "${first.text}" in ${first.name}, "${text}" in ${name}`);
          else if (!first) seen.set(id, { name, text });
        }
      }
      expect(clashes).toEqual([]);
    }
  });
});
