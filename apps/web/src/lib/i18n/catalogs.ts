import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lv/domain';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * A page loads only the catalogues of what it shows, in its language: the prerendered landing page
 * its `landing` one (named here, so the page's first JavaScript holds no more), a screen its
 * feature's beside the screen's code (app/router.tsx), found in catalog-files.ts.
 */
const LANDING: Partial<Record<Locale, Catalog>> = {
  fr: () => import('../../locales/landing/fr.po'),
};

/** The catalogues' names: `landing`, `landing-forms`, `app`, `domain` and one per feature. */
export type CatalogName = string;

const fileOf = (name: CatalogName, locale: Locale) => `../../locales/${name}/${locale}.po`;

function loadFile(name: CatalogName, locale: Locale): Promise<{ messages: Messages }> {
  if (name !== 'landing') return import('./catalog-files').then((files) => files.loadCatalogFile(fileOf(name, locale)));
  const landing = LANDING[locale];
  if (!landing) throw new Error(`No landing catalogue for ${locale}`);
  return landing();
}

const loaded = new Set<string>();

/** Loads the catalogues `names` for `locale` (merged into what is loaded) and makes it the language. */
export async function loadCatalogs(locale: Locale, names: readonly CatalogName[]): Promise<void> {
  // English is the source: each message carries its English, compiled at build
  // (build/lingui-source-messages.ts), and `domain` is keyed by the English itself.
  const wanted = locale === DEFAULT_LOCALE ? [] : names.filter((name) => !loaded.has(fileOf(name, locale)));
  const catalogs = await Promise.all(wanted.map((name) => loadFile(name, locale)));
  for (const [index, { messages }] of catalogs.entries()) {
    i18n.load(locale, messages);
    loaded.add(fileOf(wanted[index] ?? '', locale));
  }
  // Lingui expects messages for the language it activates: English's are the code's own.
  if (locale === DEFAULT_LOCALE) i18n.load(locale, {});
  if (i18n.locale !== locale) i18n.activate(locale);
}

/** The page's language (main.tsx makes it active before anything renders). */
export const pageLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
