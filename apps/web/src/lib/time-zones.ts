import { TIME_ZONE_COOKIE } from '@lv/domain';

/** When the zone was last named: the day number and the UTC offset then (`day:offset`). */
const CHECKED_KEY = 'lv-tz-checked';

/** Temporal, where the browser has it (Chromium 144 and later); TypeScript's libraries do not type it yet. */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The browser's IANA zone. `Temporal.Now.timeZoneId()` answers at once; `Intl.DateTimeFormat`
 * first loads ICU's formatting data: about 50 ms on this machine's Chromium, 200 ms on a phone
 * four times slower, in one task (issue 18).
 */
export function browserZone(): string {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Tells the server the browser's time zone (sent with the next page asked for). Where asking costs
 * the ICU load above, it is asked once a day, or at once when the cookie is missing or the clock's
 * offset from UTC changed (the learner travelled, or summer time began).
 */
export function rememberTimeZone(now = new Date()): void {
  try {
    const checked = `${Math.floor(now.getTime() / 86_400_000)}:${now.getTimezoneOffset()}`;
    const hasCookie = document.cookie.split('; ').some((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`));
    if (hasCookie && localStorage.getItem(CHECKED_KEY) === checked) return;
    const zone = browserZone();
    if (zone) {
      // A cookie, not words for the reader.
      // eslint-disable-next-line lingui/no-unlocalized-strings
      document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
    }
    localStorage.setItem(CHECKED_KEY, checked);
  } catch {
    // No Intl time zones, or no storage: the server sends the empty shell, or the zone is asked again.
  }
}
