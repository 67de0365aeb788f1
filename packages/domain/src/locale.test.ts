import { describe, expect, it } from 'vitest';
import { acceptedLanguages, localeFromCookie, negotiateLocale } from './locale';
import { localeSchema } from './locale-schema';

describe('negotiateLocale', () => {
  it('takes the first supported language of an Accept-Language header, by weight', () => {
    expect(negotiateLocale(acceptedLanguages('fr-FR,fr;q=0.9,en;q=0.8'))).toBe('fr');
    expect(negotiateLocale(acceptedLanguages('de-DE,de;q=0.9,fr;q=0.5,en;q=0.4'))).toBe('fr');
    expect(negotiateLocale(acceptedLanguages('en;q=0.5,fr;q=0.8'))).toBe('fr');
    expect(negotiateLocale(acceptedLanguages('en-GB, fr'))).toBe('en');
  });

  it('keeps the header order among equal weights and refuses q=0', () => {
    expect(negotiateLocale(acceptedLanguages('fr;q=0.7,en;q=0.7'))).toBe('fr');
    expect(negotiateLocale(acceptedLanguages('fr;q=0,de'))).toBe('en');
  });

  it('reads navigator.languages in order', () => {
    expect(negotiateLocale(['pt-BR', 'fr-CA', 'en-US'])).toBe('fr');
    expect(negotiateLocale(['EN-us', 'fr'])).toBe('en');
  });

  it('falls back to English for nothing usable', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale(acceptedLanguages(''))).toBe('en');
    expect(negotiateLocale(acceptedLanguages('*'))).toBe('en');
    expect(negotiateLocale(['de', 'es'])).toBe('en');
    expect(negotiateLocale(acceptedLanguages('fr;q=abc'))).toBe('en');
  });
});

describe('localeFromCookie', () => {
  it('reads the language cookie among others', () => {
    expect(localeFromCookie('a=1; lv_locale=fr; b=2')).toBe('fr');
    expect(localeFromCookie('lv_locale=en')).toBe('en');
  });

  it('is null without the cookie or with an unsupported value', () => {
    expect(localeFromCookie(undefined)).toBeNull();
    expect(localeFromCookie('a=1')).toBeNull();
    expect(localeFromCookie('lv_locale=de')).toBeNull();
  });
});

describe('localeSchema', () => {
  it('accepts the supported languages only, with a clear message', () => {
    expect(localeSchema.parse('fr')).toBe('fr');
    const result = localeSchema.safeParse('de');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Choose one of the languages: en, fr.');
  });
});
