import { i18n } from '@lingui/core';

/**
 * A text the domain or the server states in English (packages/domain: the spec's exact words, an
 * API error's message, a route's title), in the page's language. The `domain` catalogue keys these
 * by the English text itself, so a text it lacks shows in English.
 */
export const domainText = (english: string): string => i18n._(english);
