import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE } from '@lv/domain';

/** Finds a text with parts in the page's language (message-patterns.ts, set by catalogs.ts). */
let withParts: ((english: string) => string | undefined) | undefined;

/** Called by catalogs.ts once a language other than English is loaded. */
export function findTextsWithParts(find: (english: string) => string | undefined): void {
  withParts = find;
}

/**
 * A text the domain or the server states in English (packages/domain: the spec's exact words, an
 * API error's message, a route's title), in the page's language. The `domain` catalogue keys these
 * by the English text itself, so a text it lacks shows in English. A text with a part the server
 * fills in (a journey's title, a date, a count) is found by its message's pattern
 * (message-patterns.ts) and its parts are put into the translation.
 */
export function domainText(english: string): string {
  // English is the id itself (no catalogue is loaded for it, and asking Lingui would warn).
  if (i18n.locale === DEFAULT_LOCALE) return english;
  if (english in i18n.messages) return i18n._(english);
  return withParts?.(english) ?? english;
}
