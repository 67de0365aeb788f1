import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_COOKIE } from '@lv/domain';
import { rememberTimeZone } from './time-zones';

const zoneCookie = () =>
  document.cookie.split('; ').find((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`));
const at = (iso: string, offsetMinutes = -60) => {
  const date = new Date(iso);
  vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(offsetMinutes);
  return date;
};

describe('rememberTimeZone without Temporal', () => {
  beforeEach(() => {
    vi.stubGlobal('Temporal', undefined);
    document.cookie = `${TIME_ZONE_COOKIE}=; path=/; max-age=0`;
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names the browser zone in the cookie the server renders screens by', () => {
    rememberTimeZone(at('2026-11-27T10:00:00Z'));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zoneCookie()).toBe(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`);
  });

  it('does not ask the browser again the same day at the same offset', () => {
    rememberTimeZone(at('2026-11-27T10:00:00Z'));
    const ask = vi.spyOn(Intl, 'DateTimeFormat');
    rememberTimeZone(at('2026-11-27T18:00:00Z'));
    expect(ask).not.toHaveBeenCalled();
    expect(zoneCookie()).toBeDefined();
  });

  it('asks again on a new day, when the offset changed, and when the cookie is gone', () => {
    rememberTimeZone(at('2026-11-27T10:00:00Z'));
    const ask = vi.spyOn(Intl, 'DateTimeFormat');
    rememberTimeZone(at('2026-11-28T10:00:00Z'));
    expect(ask).toHaveBeenCalledTimes(1);
    rememberTimeZone(at('2026-11-28T11:00:00Z', 180));
    expect(ask).toHaveBeenCalledTimes(2);
    document.cookie = `${TIME_ZONE_COOKIE}=; path=/; max-age=0`;
    rememberTimeZone(at('2026-11-28T12:00:00Z', 180));
    expect(ask).toHaveBeenCalledTimes(3);
    expect(zoneCookie()).toBeDefined();
  });
});

describe('rememberTimeZone with Temporal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('takes the zone from Temporal where the browser has it, without loading Intl', () => {
    document.cookie = `${TIME_ZONE_COOKIE}=; path=/; max-age=0`;
    localStorage.clear();
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Africa/Nairobi' } });
    const ask = vi.spyOn(Intl, 'DateTimeFormat');
    rememberTimeZone(at('2026-11-27T10:00:00Z'));
    expect(zoneCookie()).toBe(`${TIME_ZONE_COOKIE}=${encodeURIComponent('Africa/Nairobi')}`);
    expect(ask).not.toHaveBeenCalled();
  });
});
