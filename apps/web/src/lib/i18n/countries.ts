import { i18n } from '@lingui/core';
import { COUNTRIES, countryName, DEFAULT_LOCALE } from '@lv/domain';
import { domainText } from './domain-text';

/*
 * Country names in the page's language: English from the domain, others from the `profile`
 * catalogue (features/profile/country-names.ts), never from the browser's Intl.DisplayNames, whose
 * names change with its CLDR version (the server's and the phone's would differ, and the form that
 * lists them would not hydrate).
 */

/** A country's name (ISO 3166-1 alpha-2 code) in the page's language. */
export function countryLabel(code: string): string {
  return domainText(countryName(code));
}

/** Every country as select options, named and sorted in the page's language. */
export function countryOptions(): { value: string; label: string }[] {
  // The domain lists the countries in the order of their English names: English needs no sort.
  const options = Object.entries(COUNTRIES).map(([value, label]) => ({ value, label: domainText(label) }));
  if (i18n.locale === DEFAULT_LOCALE) return options;
  // One collator for the whole sort: localeCompare with a locale looks one up at every comparison.
  const collator = new Intl.Collator(i18n.locale);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}
