import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lv/domain';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * A page loads only the catalogues of what it shows, in its language: the prerendered landing page
 * its `landing` one (named here, so the page's first JavaScript holds no more), a screen its
 * feature's beside the screen's code (app/router.tsx), found in catalog-files.ts.
 */
const LANDING: Record<Locale, Catalog> = {
  en: () => import('../../locales/landing/en.po'),
  fr: () => import('../../locales/landing/fr.po'),
};

/** The catalogues' names: `landing`, `landing-forms`, `app`, `domain` and one per feature. */
export type CatalogName = string;

const fileOf = (name: CatalogName, locale: Locale) => `../../locales/${name}/${locale}.po`;

const loadFile = (name: CatalogName, locale: Locale): Promise<{ messages: Messages }> =>
  name === 'landing' ? LANDING[locale]() : import('./catalog-files').then((files) => files.loadCatalogFile(fileOf(name, locale)));

const loaded = new Set<string>();

/** Loads the catalogues `names` for `locale` (merged into what is loaded) and makes it the language. */
export async function loadCatalogs(locale: Locale, names: readonly CatalogName[]): Promise<void> {
  const wanted = names
    // `domain` is keyed by the English text itself: English needs no catalogue for it.
    .filter((name) => !(name === 'domain' && locale === DEFAULT_LOCALE))
    .filter((name) => !loaded.has(fileOf(name, locale)));
  const catalogs = await Promise.all(wanted.map((name) => loadFile(name, locale)));
  for (const [index, { messages }] of catalogs.entries()) {
    i18n.load(locale, messages);
    loaded.add(fileOf(wanted[index] ?? '', locale));
  }
  if (i18n.locale !== locale) i18n.activate(locale);
}

/** The page's language (main.tsx makes it active before anything renders). */
export const pageLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
