import { i18n } from '@lingui/core';
import { COUNTRIES, countryName } from '@lv/domain';

/** Country names from the browser's own data (Intl) in the page's language; English from the domain. */
const regionNames = () => new Intl.DisplayNames([i18n.locale], { type: 'region', fallback: 'none' });

/** A country's name (ISO 3166-1 alpha-2 code) in the page's language. */
export function countryLabel(code: string): string {
  if (i18n.locale === 'en') return countryName(code);
  return regionNames().of(code) ?? countryName(code);
}

/** Every country as select options, named and sorted in the page's language. */
export function countryOptions(): { value: string; label: string }[] {
  const names = i18n.locale === 'en' ? null : regionNames();
  // One collator for the whole sort: localeCompare with a locale looks one up at every comparison
  // (about 2,000 for 250 countries, in the render that hydrates the profile screen).
  const collator = new Intl.Collator(i18n.locale);
  return Object.entries(COUNTRIES)
    .map(([value, label]) => ({ value, label: names?.of(value) ?? label }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
