import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lv/domain';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * Every compiled catalogue (src/locales/<name>/<locale>.po, lingui.config.ts), each its own chunk:
 * a page loads only the catalogues of what it shows, in its language (the prerendered landing page
 * its `landing` one; a screen its feature's, beside the screen's code, app/router.tsx).
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

/** The catalogues' names: `landing`, `landing-forms`, `app` and one per feature. */
export type CatalogName = string;

const loaded = new Set<string>();

/** Loads the catalogues `names` for `locale` (merged into what is loaded) and makes it the language. */
export async function loadCatalogs(locale: Locale, names: readonly CatalogName[]): Promise<void> {
  const wanted = names
    // `domain` is keyed by the English text itself: English needs no catalogue for it.
    .filter((name) => !(name === 'domain' && locale === DEFAULT_LOCALE))
    .map((name) => `../../locales/${name}/${locale}.po`)
    .filter((key) => !loaded.has(key));
  const catalogs = await Promise.all(
    wanted.map((key) => {
      const load: Catalog | undefined = CATALOGS[key];
      if (!load) throw new Error(`No message catalogue ${key}`);
      return load();
    }),
  );
  for (const [index, { messages }] of catalogs.entries()) {
    i18n.load(locale, messages);
    loaded.add(wanted[index] ?? '');
  }
  if (i18n.locale !== locale) i18n.activate(locale);
}

/** The page's language, once a catalogue made it active (main.tsx does before anything renders). */
export function pageLocale(): Locale {
  const locale = i18n.locale;
  if (!isLocale(locale)) throw new Error('No language is active yet');
  return locale;
}

/** Every catalogue's name (the tests load them all). */
export const CATALOG_NAMES: readonly CatalogName[] = [...new Set(Object.keys(CATALOGS).map((key) => key.split('/')[3] ?? ''))];
