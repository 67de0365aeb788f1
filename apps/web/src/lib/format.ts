import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { dateLocaleFor, DEFAULT_LOCALE, intlFormat, isLocale, plainSpaces } from '@lv/domain';
import { browserZone } from './time-zones';

/*
 * Number and date formatting in the page's language (BRAND.md: "Numbers are concrete and formatted
 * for the reader's locale"; docs/decisions/020-i18n.md): the active Lingui locale, so a French page
 * writes "1 250" and "21 nov. 2026". `locale` is for tests. The units' words come from the catalogue
 * (French writes "Mo" for MB).
 */
const readerLocale = (locale?: string): string | undefined => locale ?? (i18n.locale || undefined);

/**
 * The reader's time zone for dates and times: the browser's own (undefined), or on the server the
 * zone the reader's browser named (src/entry-server.tsx), so a screen rendered there writes the
 * times the browser then writes too. On the server `null` says the reader's zone is not known: a
 * render that writes a date or a time then is not sent (`zoneWasNeeded`), the browser renders it.
 */
let timeZone: string | null | undefined;
let zoneNeeded = false;
export const setDisplayTimeZone = (zone: string | null | undefined) => {
  timeZone = zone;
  zoneNeeded = false;
};

/** Whether a date or time was written since the zone was last set while it was not known. */
export const zoneWasNeeded = (): boolean => zoneNeeded;

/** The zone to write dates in: undefined is the browser's own. */
function displayZone(): string | undefined {
  if (timeZone !== null) return timeZone;
  zoneNeeded = true;
  return 'UTC';
}

/** The reader's IANA time zone (as above), or UTC when the browser cannot tell. */
export function readerTimeZone(): string {
  const zone = displayZone();
  if (zone) return zone;
  try {
    return browserZone() || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The reader's language tags, best first, for the style of their dates: the browser's own
 * (undefined: navigator.languages), or on the server those of the reader's request
 * (src/entry-server.tsx), so the server writes the dates the browser then writes too.
 */
let displayLanguages: readonly string[] | undefined;
export const setDisplayLanguages = (tags: readonly string[] | undefined) => {
  displayLanguages = tags;
};

const readerLanguages = (): readonly string[] =>
  displayLanguages ?? (typeof navigator === 'undefined' ? [] : navigator.languages);

/**
 * The locale dates are written in (domain dateLocaleFor): French as French, English in the
 * reader's own English or else day first ('21 Nov 2026'). A tag with a region (a test's) is used as is.
 */
function dateLocale(locale?: string): string {
  const page = readerLocale(locale);
  if (page?.includes('-')) return page;
  return dateLocaleFor(isLocale(page) ? page : DEFAULT_LOCALE, readerLanguages());
}

const numberFormat = (locale: string | undefined, fractionDigits?: number) =>
  intlFormat(`number ${locale} ${fractionDigits}`, () =>
    new Intl.NumberFormat(locale, fractionDigits === undefined ? {} : { maximumFractionDigits: fractionDigits }),
  );

type DateParts = 'date' | 'dateTime' | 'time' | 'clock';
const DATE_PARTS: Record<DateParts, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
  clock: { hour: 'numeric', minute: '2-digit' },
};

/**
 * Every date and time the web app writes: in `zone` (by default the reader's), with plain spaces
 * (`plainSpaces`), so the server's text and an older browser's agree and a rendered page hydrates.
 */
function writeDate(value: Date | number, parts: DateParts, locale: string, zone = displayZone()): string {
  const format = intlFormat(`${parts} ${locale} ${zone}`, () => new Intl.DateTimeFormat(locale, { ...DATE_PARTS[parts], timeZone: zone }));
  return plainSpaces(format.format(value));
}

/** Whole US dollars in the page's language ("$12,000"; "12 000 $US" in French): the ROI estimates. */
export const formatWholeUsd = (value: number): string =>
  i18n.number(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatNumber(value: number, locale?: string): string {
  return numberFormat(readerLocale(locale)).format(value);
}

/** "1,250 XP". */
export function formatXp(points: number, locale?: string): string {
  const amount = formatNumber(points, locale);
  return t`${amount} XP`;
}

/** A signed XP change: "+100 XP", "−25 XP". */
export function formatXpChange(points: number, locale?: string): string {
  const sign = points > 0 ? '+' : points < 0 ? '−' : '';
  const amount = formatNumber(Math.abs(points), locale);
  return t`${sign}${amount} XP`;
}

/**
 * A date and time in the reader's locale, e.g. "21 Nov 2026, 14:05"; a dash when there is none.
 * In the reader's zone, or in `timeZone` (an event's).
 */
export function formatDateTime(iso: string | null, locale?: string, timeZone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return writeDate(date, 'dateTime', dateLocale(locale), timeZone);
}

/** A date in the reader's locale, e.g. "21 Nov 2026". */
export function formatDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return writeDate(date, 'date', dateLocale(locale));
}

/** A 'YYYY-MM-DD' day as the reader's locale writes it (at noon, so no time zone moves the day). */
export const formatDay = (day: string, locale?: string): string => formatDate(`${day}T12:00:00`, locale);

/** Items joined as the reader's language lists them: "A, B and C", « A, B et C ». */
export function formatList(items: readonly string[], locale?: string): string {
  const language = readerLocale(locale);
  return intlFormat(`list ${language}`, () => new Intl.ListFormat(language, { type: 'conjunction' })).format(items);
}

/**
 * A date input's hint with the day it holds written as the reader writes dates (the browser draws
 * the input in its own style, which may be month first): "Today or up to 30 days back. Chosen:
 * 24 Nov 2026." Without a whole day, the hint alone.
 */
export function withChosenDay(hint: string | undefined, day: string | null | undefined): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return hint;
  const written = formatDay(day);
  return hint ? t`${hint} Chosen: ${written}.` : t`Chosen: ${written}.`;
}

/** Up to two initials for an avatar: "Ada Learner" → "AL", "kwame" → "K". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const initials = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  return initials.toLocaleUpperCase() || '?';
}

/** A length of time from whole minutes: "45 min", "2 h", "1 h 30 min". */
export function formatMinutes(minutes: number, locale?: string): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = formatNumber(Math.floor(whole / 60), locale);
  const rest = formatNumber(whole % 60, locale);
  if (whole < 60) return t`${rest} min`;
  return whole % 60 === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
}

/** A download size in megabytes with at most one decimal: "12 MB", "18.5 MB". */
export function formatMegabytes(megabytes: number, locale?: string): string {
  const size = numberFormat(readerLocale(locale), 1).format(megabytes);
  return t`${size} MB`;
}

/** A size on the device from bytes, in KB below a megabyte: "12 KB", "1.4 MB". */
export function formatBytes(bytes: number, locale?: string): string {
  if (bytes >= 1024 * 1024) return formatMegabytes(bytes / (1024 * 1024), locale);
  const size = formatNumber(Math.max(1, Math.round(bytes / 1024)), locale);
  return t`${size} KB`;
}

/** A time of day as the reader's locale writes hours and minutes ("14:05", "2:05 PM"). */
export function formatTime(epochMs: number, locale?: string): string {
  return writeDate(epochMs, 'time', dateLocale(locale));
}

/** A clock time in `timeZone` as the locale reads one ("13:45", "1:45 PM"): "the link appears at …". */
export function formatClock(iso: string, timeZone: string, locale?: string): string {
  return writeDate(new Date(iso), 'clock', dateLocale(locale), timeZone);
}

/** Month and weekday names in `locale` (long and short; weekdays from Sunday), for a chart's time axis. */
export function calendarNames(locale: string): { months: [string[], string[]]; weekdays: [string[], string[]] } {
  const names = (option: Intl.DateTimeFormatOptions, dates: Date[]) =>
    dates.map((date) => intlFormat(`names ${JSON.stringify(option)} ${locale}`, () => new Intl.DateTimeFormat(locale, { ...option, timeZone: 'UTC' })).format(date));
  const months = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 1)));
  // 1 March 2026 is a Sunday.
  const days = Array.from({ length: 7 }, (_, d) => new Date(Date.UTC(2026, 2, 1 + d)));
  return {
    months: [names({ month: 'long' }, months), names({ month: 'short' }, months)],
    weekdays: [names({ weekday: 'long' }, days), names({ weekday: 'short' }, days)],
  };
}
