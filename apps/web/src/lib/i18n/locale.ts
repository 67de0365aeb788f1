import { i18n } from '@lingui/core';
import { isLocale, LOCALE_COOKIE, localeFromCookie, negotiateLocale, type Locale } from '@lv/domain';

/** A year: the visitor's choice of language outlives the session. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The language the page starts in: the prerendered landing page's own (its `<html lang>`, set by
 * the build), else the visitor's choice kept in the cookie, else the browser's languages. A
 * signed-in learner's setting is kept in the same cookie when saved (docs/decisions/020-i18n.md).
 */
export function startLocale(prerendered: boolean): Locale {
  const documentLang = document.documentElement.lang;
  if (prerendered && isLocale(documentLang)) return documentLang;
  return localeFromCookie(document.cookie) ?? negotiateLocale(navigator.languages);
}

/** Keeps the chosen language for the next visits (the server reads it for `/`). */
export function rememberLocale(locale: Locale): void {
  // A cookie's attributes, not text a person reads.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}


/**
 * True when the cookie names another language than the page's: the session answer sets it to a
 * signed-in learner's own language (on a new device), so the page should load again in it.
 */
export function cookieLocaleDiffers(): boolean {
  const chosen = localeFromCookie(document.cookie);
  return chosen !== null && chosen !== i18n.locale;
}
