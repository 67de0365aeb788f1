import { TIME_ZONE_COOKIE } from '@lv/domain';

/** The IANA timezones this browser knows, always including `current` (profile and event forms). */
export function timeZoneOptions(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}


/** Tells the server the browser's time zone (sent with the next page asked for). */
export function rememberTimeZone(): void {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // A cookie, not words for the reader.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    if (zone) document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // No Intl time zones: the server sends the empty shell.
  }
}
