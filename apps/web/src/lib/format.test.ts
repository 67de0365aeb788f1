import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from './i18n/catalogs';
import { CATALOG_NAMES } from './i18n/catalog-files';
import {
  calendarNames,
  formatBytes,
  formatClock,
  formatDate,
  formatDateTime,
  formatDay,
  formatList,
  formatMegabytes,
  formatMinutes,
  formatNumber,
  formatTime,
  formatXp,
  formatXpChange,
  readerTimeZone,
  setDisplayLanguages,
  setDisplayTimeZone,
  zoneWasNeeded,
  initialsOf,
} from './format';

describe('formatting for the reader', () => {
  it.each([
    { value: 1_250, locale: 'en-US', expected: '1,250' },
    { value: 1_000_000, locale: 'en-GB', expected: '1,000,000' },
    { value: 1_250, locale: 'de-DE', expected: '1.250' },
    { value: 0, locale: 'en-US', expected: '0' },
  ])('formats $value in $locale as $expected', ({ value, locale, expected }) => {
    expect(formatNumber(value, locale)).toBe(expected);
  });

  it('formats XP totals and signed changes', () => {
    expect(formatXp(12_400, 'en-US')).toBe('12,400 XP');
    expect(formatXpChange(150, 'en-US')).toBe('+150 XP');
    expect(formatXpChange(-1_000, 'en-US')).toBe('−1,000 XP');
    expect(formatXpChange(0, 'en-US')).toBe('0 XP');
  });

  it('formats a date and time, and leaves an unreadable date as it is', () => {
    expect(formatDateTime('2026-11-21T14:05:00.000Z', 'en-GB')).toMatch(/21 Nov 2026/);
    expect(formatDateTime('not a date', 'en-GB')).toBe('not a date');
  });

  it.each([
    { name: 'Ada Learner', expected: 'AL' },
    { name: 'Amara Kwame Osei', expected: 'AO' },
    { name: 'kwame', expected: 'K' },
    { name: '  ', expected: '?' },
    { name: 'Émile zola', expected: 'ÉZ' },
  ])('initials of "$name" are $expected', ({ name, expected }) => {
    expect(initialsOf(name)).toBe(expected);
  });
});

describe('dates without a value', () => {
  it('shows a dash for a missing date and time, and formats a date alone', () => {
    expect(formatDateTime(null, 'en-GB')).toBe('—');
    expect(formatDate('2026-11-21T14:05:00.000Z', 'en-GB')).toBe('21 Nov 2026');
  });
});

describe('lengths and sizes', () => {
  it.each([
    { minutes: 0, expected: '0 min' },
    { minutes: 45, expected: '45 min' },
    { minutes: 60, expected: '1 h' },
    { minutes: 90, expected: '1 h 30 min' },
    { minutes: 605, expected: '10 h 5 min' },
    { minutes: 29.6, expected: '30 min' },
  ])('$minutes minutes read $expected', ({ minutes, expected }) => {
    expect(formatMinutes(minutes, 'en-GB')).toBe(expected);
  });

  it.each([
    { mb: 12, locale: 'en-GB', expected: '12 MB' },
    { mb: 18.5, locale: 'en-GB', expected: '18.5 MB' },
    { mb: 7.25, locale: 'en-GB', expected: '7.3 MB' },
    { mb: 1_200, locale: 'en-GB', expected: '1,200 MB' },
    { mb: 18.5, locale: 'fr-FR', expected: '18,5 MB' },
  ])('$mb MB in $locale reads $expected', ({ mb, locale, expected }) => {
    expect(formatMegabytes(mb, locale)).toBe(expected);
  });
});

describe("the page's language", () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('formats numbers, dates and sizes in French on a French page, units included', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    expect(formatNumber(1_250)).toMatch(/^1\s250$/);
    expect(formatXp(1_250)).toMatch(/^1\s250 XP$/);
    expect(formatDate('2026-11-21T14:05:00.000Z')).toBe('21 nov. 2026');
    expect(formatMegabytes(18.5)).toBe('18,5 Mo');
    expect(formatBytes(2_048)).toBe('2 Ko');
    expect(formatMinutes(90)).toBe('1 h 30 min');
  });

  it('formats in English on an English page', () => {
    expect(formatNumber(1_250)).toBe('1,250');
    expect(formatBytes(2_048)).toBe('2 KB');
  });
});

describe('the time zone dates are written in', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it("is the browser's own, or the zone the server renders a page in for its reader", () => {
    const iso = '2026-11-21T23:30:00.000Z';
    setDisplayTimeZone('Africa/Lagos');
    expect(readerTimeZone()).toBe('Africa/Lagos');
    expect(formatDateTime(iso, 'en-GB')).toBe('22 Nov 2026, 00:30');
    expect(formatDate(iso, 'en-GB')).toBe('22 Nov 2026');
    setDisplayTimeZone('America/Lima');
    expect(formatDateTime(iso, 'en-GB')).toBe('21 Nov 2026, 18:30');
    // An event's own zone, whatever the reader's.
    expect(formatDateTime(iso, 'en-GB', 'Africa/Nairobi')).toBe('22 Nov 2026, 02:30');
    expect(formatClock(iso, 'Africa/Nairobi', 'en-GB')).toBe('2:30');
    setDisplayTimeZone(undefined);
    expect(readerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('notes when a date or time is written on the server before the reader has named a zone', () => {
    setDisplayTimeZone(null);
    expect(formatNumber(1_250, 'en')).toBe('1,250');
    expect(zoneWasNeeded()).toBe(false);
    formatDate('2026-11-21T23:30:00.000Z', 'en-GB');
    expect(zoneWasNeeded()).toBe(true);
    for (const write of [() => formatDateTime('2026-11-21T23:30:00.000Z'), () => formatTime(0), () => readerTimeZone()]) {
      setDisplayTimeZone(null);
      write();
      expect(zoneWasNeeded()).toBe(true);
    }
    setDisplayTimeZone('Africa/Lagos');
    formatDate('2026-11-21T23:30:00.000Z');
    expect(zoneWasNeeded()).toBe(false);
  });
});

describe('spaces in dates and times', () => {
  it('are plain whichever space the ICU version writes, so the server and an older browser write the same text', () => {
    // A browser on CLDR 42-47 writes "2:05\u202fPM"; Node 24's ICU writes "2:05 PM". `format` is
    // a getter on the prototype (it hands out a bound function).
    const prototype = Intl.DateTimeFormat.prototype;
    const own = Object.getOwnPropertyDescriptor(prototype, 'format')!;
    Object.defineProperty(prototype, 'format', {
      configurable: true,
      get(this: Intl.DateTimeFormat) {
        const format = own.get!.call(this) as (date?: Date | number) => string;
        return (date?: Date | number) => format(date).replace(/ (AM|PM)/, '\u202f$1').replace(', ', ',\u00a0');
      },
    });
    setDisplayTimeZone('UTC');
    try {
      expect(formatDateTime('2026-11-21T14:05:00.000Z', 'en-US')).toBe('Nov 21, 2026, 2:05 PM');
      expect(formatTime(Date.parse('2026-11-21T14:05:00.000Z'), 'en-US')).toBe('02:05 PM');
      expect(formatDate('2026-11-21T14:05:00.000Z', 'en-US')).toBe('Nov 21, 2026');
      expect(formatClock('2026-11-21T14:05:00.000Z', 'Africa/Lagos', 'en-US')).toBe('3:05 PM');
    } finally {
      Object.defineProperty(prototype, 'format', own);
      setDisplayTimeZone(undefined);
    }
  });
});

describe("English dates in the reader's own style", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setDisplayLanguages(undefined);
    setDisplayTimeZone(undefined);
  });
  const browser = (languages: string[]) => vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });

  it.each([
    [['en-GB', 'en'], '21 Nov 2026'],
    [['en-NG'], '21 Nov 2026'],
    [['fr-FR', 'en-US'], '21 Nov 2026'],
    [['en'], '21 Nov 2026'],
    [['en-US', 'en'], 'Nov 21, 2026'],
  ])('a browser saying %j reads %s on an English page', (languages, expected) => {
    setDisplayTimeZone('UTC');
    browser(languages);
    expect(formatDate('2026-11-21T14:05:00.000Z', 'en')).toBe(expected);
    expect(formatDay('2026-11-21', 'en')).toBe(expected);
  });

  it('writes day first outside the US in a date and time too, and French as French', () => {
    setDisplayTimeZone('UTC');
    browser(['en-ZA']);
    expect(formatDateTime('2026-11-21T14:05:00.000Z', 'en')).toMatch(/^21 Nov 2026/);
    expect(formatDate('2026-11-21T14:05:00.000Z', 'fr')).toBe('21 nov. 2026');
  });

  it("on the server follows the request's languages, not the process's", () => {
    setDisplayTimeZone('UTC');
    browser(['en-US']);
    setDisplayLanguages(['en-GB']);
    expect(formatDate('2026-11-21T14:05:00.000Z', 'en')).toBe('21 Nov 2026');
    setDisplayLanguages([]);
    expect(formatDate('2026-11-21T14:05:00.000Z', 'en')).toBe('21 Nov 2026');
  });
});

describe('formatList', () => {
  it('joins items as the language lists them', () => {
    expect(formatList(['Team Silos', 'Skills Gaps', 'Resistance to Change'], 'en')).toBe('Team Silos, Skills Gaps, and Resistance to Change');
    expect(formatList(['A', 'B'], 'fr')).toBe('A et B');
  });
});

describe("a chart's calendar names", () => {
  it.each([
    ['en-GB', 'January', 'Jan', 'Sunday', 'Sun'],
    ['fr-FR', 'janvier', 'janv.', 'dimanche', 'dim.'],
  ])('%s: months and weekdays from January and Sunday', (locale, month, shortMonth, weekday, shortWeekday) => {
    const { months, weekdays } = calendarNames(locale);
    expect([months[0][0], months[1][0], months[0].length]).toEqual([month, shortMonth, 12]);
    expect([weekdays[0][0], weekdays[1][0], weekdays[0].length]).toEqual([weekday, shortWeekday, 7]);
  });
});
