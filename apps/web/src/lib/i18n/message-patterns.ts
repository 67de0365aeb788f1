import { i18n } from '@lingui/core';
import { withElisions } from './elision';

/** A message with named parts (`Enrol in {title} before...`), as a pattern over the English text. */
interface Pattern {
  id: string;
  match: RegExp;
  names: string[];
}

let patterns: { locale: string; list: Pattern[] } | null = null;

/** The loaded messages whose id is an English text with named parts, as patterns (once per language). */
function messagePatterns(): Pattern[] {
  if (patterns?.locale === i18n.locale) return patterns.list;
  const list = Object.keys(i18n.messages)
    .filter((id) => /\{\w+\}/.test(id))
    .map((id) => {
      const names: string[] = [];
      const source = id.split(/\{(\w+)\}/).map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      });
      return { id, match: new RegExp(`^${source.join('')}$`, 's'), names };
    });
  patterns = { locale: i18n.locale, list };
  return list;
}

/**
 * A text the server filled in parts of (a journey's title, a date, a count), found by its message's
 * pattern (`Enrol in {title} before writing your capstone.`), with its parts put into the
 * translation (with each part's French elision, elision.ts); undefined when no loaded message matches. Loaded with the catalogues of a language
 * other than English (catalogs.ts), so an English page never fetches it.
 */
export function textWithParts(english: string): string | undefined {
  for (const { id, match, names } of messagePatterns()) {
    const found = match.exec(english);
    if (found) return i18n._(id, withElisions(Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']))));
  }
  return undefined;
}
