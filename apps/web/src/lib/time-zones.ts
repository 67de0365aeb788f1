/** The IANA timezones this browser knows, always including `current` (profile and event forms). */
export function timeZoneOptions(current: string): string[] {
  const known =
    // An Intl key, not text.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
