import { describe, expect, it } from 'vitest';
import { acceptedLanguages, dateLocaleFor, localeFromCookie, negotiateLocale } from './locale';
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

describe('dateLocaleFor', () => {
  it.each<['en' | 'fr', string[] | null, string]>([
    ['en', ['en-US', 'en'], 'en-US'],
    ['en', ['en-GB'], 'en-GB'],
    ['en', ['en-ng', 'en'], 'en-NG'],
    ['en', ['en_ZA'], 'en-ZA'],
    // No region, another language first, or nothing known: day first.
    ['en', ['en'], 'en-GB'],
    ['en', ['fr-FR', 'en-US'], 'en-GB'],
    ['en', [], 'en-GB'],
    ['en', null, 'en-GB'],
    ['en', ['en-Latn-US'], 'en-GB'],
    ['fr', ['en-US'], 'fr'],
  ])('%s page, browser %j → %s', (locale, tags, expected) => {
    expect(dateLocaleFor(locale, tags)).toBe(expected);
  });

  it('writes day first for the default and month first for en-US', () => {
    const day = new Date(Date.UTC(2026, 10, 21, 12));
    const write = (tag: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
    expect(write(dateLocaleFor('en', []))).toBe('21 Nov 2026');
    expect(write(dateLocaleFor('en', ['en-US']))).toBe('Nov 21, 2026');
  });
});
