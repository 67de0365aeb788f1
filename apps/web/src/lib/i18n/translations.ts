import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@lv/domain';
import type { CatalogName } from './catalogs';
import { findTextsWithParts } from './domain-text';
import { textWithParts } from './message-patterns';

/*
 * Loading a language other than English, the source (catalogs.ts loads this module only then, so
 * an English page never fetches it). A page loads only the catalogues of what it shows: the
 * prerendered landing page its `landing` one (named here, so the French landing page fetches no
 * more), a screen its feature's beside the screen's code (app/router.tsx), found in catalog-files.ts.
 */

type Catalog = () => Promise<{ messages: Messages }>;

const LANDING: Partial<Record<Locale, Catalog>> = {
  fr: () => import('../../locales/landing/fr.po'),
};

const fileOf = (name: CatalogName, locale: Locale) => `../../locales/${name}/${locale}.po`;

function loadFile(name: CatalogName, locale: Locale): Promise<{ messages: Messages }> {
  if (name !== 'landing') return import('./catalog-files').then((files) => files.loadCatalogFile(fileOf(name, locale)));
  const landing = LANDING[locale];
  if (!landing) throw new Error(`No landing catalogue for ${locale}`);
  return landing();
}

const loaded = new Set<string>();

/** Loads the catalogues `names` of `locale` that are not loaded yet, merged into what is. */
export async function loadTranslations(locale: Locale, names: readonly CatalogName[]): Promise<void> {
  findTextsWithParts(textWithParts);
  const wanted = names.filter((name) => !loaded.has(fileOf(name, locale)));
  const catalogs = await Promise.all(wanted.map((name) => loadFile(name, locale)));
  for (const [index, { messages }] of catalogs.entries()) {
    i18n.load(locale, messages);
    loaded.add(fileOf(wanted[index] ?? '', locale));
  }
}
