import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lv/domain';

// A plain message is its own id and its own English (build/lingui-source-messages.ts): when a
// catalogue has no entry for it, Lingui falls back to the id, which is already plain text.
i18n.setMessagesCompiler((text) => [text]);

/** The catalogues' names: `landing`, `landing-forms`, `app`, `domain` and one per feature. */
export type CatalogName = string;

/**
 * Loads the catalogues `names` for `locale` (merged into what is loaded) and makes it the language.
 * English is the source: each message carries its English, compiled at build
 * (build/lingui-source-messages.ts), and `domain` is keyed by the English itself, so English loads
 * nothing; another language loads translations.ts and its catalogues.
 */
export async function loadCatalogs(locale: Locale, names: readonly CatalogName[]): Promise<void> {
  if (locale === DEFAULT_LOCALE) i18n.load(locale, {});
  else await import('./translations').then((m) => m.loadTranslations(locale, names));
  if (i18n.locale !== locale) i18n.activate(locale);
}

/** The catalogues every page of the router loads with it (src/main.tsx): the landing page is one of its screens. */
export const FIRST_CATALOGS: readonly CatalogName[] = ['landing', 'app', 'domain'];

/** The page's language (main.tsx makes it active before anything renders). */
export const pageLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
