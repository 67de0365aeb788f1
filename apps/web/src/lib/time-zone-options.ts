import { TIME_ZONES } from '@lv/domain';

/**
 * The zones the profile and event forms offer: the domain's list, the same on the server that
 * renders the form and in the browser that hydrates it, always including `current` (a zone the
 * browser names by another name, or one saved before the list changed). Not in `lib/time-zones.ts`,
 * which every page loads: only the forms need the list.
 */
export function timeZoneOptions(current: string): readonly string[] {
  return TIME_ZONES.includes(current) ? TIME_ZONES : [current, ...TIME_ZONES];
}
