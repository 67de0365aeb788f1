import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@lv/domain';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * Each language's compiled catalogues (src/locales, lingui.config.ts), each its own chunk: the
 * prerendered landing page loads only its language's `landing` one. A new language is a new entry
 * in each (the Record type asks for it once the domain lists the language).
 */
const CATALOGS: Record<'landing' | 'app', Record<Locale, Catalog>> = {
  landing: {
    en: () => import('../../locales/landing/en.po'),
    fr: () => import('../../locales/landing/fr.po'),
  },
  app: {
    en: () => import('../../locales/app/en.po'),
    fr: () => import('../../locales/app/fr.po'),
  },
};

/** Loads the catalogues `parts` for `locale` (merged into what is loaded) and makes it the language. */
export async function loadCatalogs(locale: Locale, parts: readonly (keyof typeof CATALOGS)[]): Promise<void> {
  const loaded = await Promise.all(parts.map((part) => CATALOGS[part][locale]()));
  for (const { messages } of loaded) i18n.load(locale, messages);
  i18n.activate(locale);
}
