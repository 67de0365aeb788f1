import { acceptedLanguages, LOCALE_COOKIE, localeFromCookie, negotiateLocale, type Locale } from '@lv/domain';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The request headers the language is read from (Fastify's request.headers, or a fetch Headers). */
type LocaleHeaders = { cookie?: string | null | undefined; 'accept-language'?: string | null | undefined } | Headers;

/**
 * The language to answer a request in (docs/decisions/020-i18n.md): the choice kept in the
 * `lv_locale` cookie (the language switcher and the learner's profile setting write it), else the
 * browser's Accept-Language, else English. Content with a French version (journeys, knowledge base)
 * and anything else the server words for the caller follows it.
 */
export function requestLocale(request: { headers: LocaleHeaders }): Locale {
  const { headers } = request;
  const read = (name: 'cookie' | 'accept-language') => (headers instanceof Headers ? headers.get(name) : headers[name]);
  return localeFromCookie(read('cookie')) ?? negotiateLocale(acceptedLanguages(read('accept-language')));
}

/** The Set-Cookie value that keeps a chosen language for a year (null: forgets it, the browser's language counts again). */
export const localeCookie = (locale: Locale | null) =>
  locale ? `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax` : `${LOCALE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
