import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE } from '@lv/domain';

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
 * A text the domain or the server states in English (packages/domain: the spec's exact words, an
 * API error's message, a route's title), in the page's language. The `domain` catalogue keys these
 * by the English text itself, so a text it lacks shows in English. A text with a part the server
 * fills in (a journey's title, a date, a count) is found by its message's pattern
 * (`Enrol in {title} before writing your capstone.`) and its parts are put into the translation.
 */
export function domainText(english: string): string {
  // English is the id itself (no catalogue is loaded for it, and asking Lingui would warn).
  if (i18n.locale === DEFAULT_LOCALE) return english;
  if (english in i18n.messages) return i18n._(english);
  for (const { id, match, names } of messagePatterns()) {
    const found = match.exec(english);
    if (found) return i18n._(id, Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ''])));
  }
  return english;
}
