/**
 * The languages the platform speaks (docs/decisions/020-i18n.md). Adding one (Portuguese: 'pt')
 * is adding it here and adding its catalogues in apps/web/src/locales.
 */
export const SUPPORTED_LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a visitor's chosen language (set by the language switcher). */
export const LOCALE_COOKIE = 'lv_locale';

/** The cookie the browser names its IANA time zone in; the server writes a rendered screen's times in it (ADR 024). */
export const TIME_ZONE_COOKIE = 'lv-tz';

/** Each language's own name, as the switcher shows it (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The supported language of one language tag ('fr-CA' → 'fr'), or null. */
function localeOfTag(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(language) ? language : null;
}

/**
 * The language tags of an Accept-Language header ('fr-FR,fr;q=0.9,en;q=0.8'), best first: tags
 * with q=0 are refused; among equal weights the header's order wins. (Browsers give
 * navigator.languages already in order, so only the server reads a header.)
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The best supported language for tags in order of preference (acceptedLanguages, navigator.languages), else the default. */
export function negotiateLocale(tags: readonly string[] | null | undefined): Locale {
  for (const tag of tags ?? []) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The locale kept in a Cookie header, or null when there is none (or not a supported one). */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=');
    if (name?.trim() === LOCALE_COOKIE) return isLocale(value?.trim()) ? (value.trim() as Locale) : null;
  }
  return null;
}

/** The day-first English the platform writes dates in when the reader's browser names no English of its own. */
export const DEFAULT_ENGLISH_DATE_LOCALE = 'en-GB';

/**
 * The locale dates are written in for a page in `locale`, given the reader's language tags best
 * first (navigator.languages; on the server, acceptedLanguages of the request): French is French;
 * English follows the reader's own English when their first language is one with a region
 * ('en-US' month first, 'en-NG' or 'en-ZA' theirs), else British English, day first. Only the first
 * tag counts: a browser may send the server just that one, and the server's page and the
 * browser's must write the same dates.
 */
export function dateLocaleFor(locale: Locale, tags: readonly string[] | null | undefined): string {
  if (locale !== 'en') return locale;
  const first = tags?.[0]?.trim().replace(/_/g, '-') ?? '';
  if (!/^en-[a-z]{2}$/i.test(first)) return DEFAULT_ENGLISH_DATE_LOCALE;
  return `en-${first.slice(3).toUpperCase()}`;
}
