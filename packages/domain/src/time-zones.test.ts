import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from './calendar-day';
import { TIME_ZONES } from './time-zones';

describe('TIME_ZONES', () => {
  it('names each zone once, and each is a zone this runtime knows', () => {
    expect(new Set(TIME_ZONES).size).toBe(TIME_ZONES.length);
    expect(TIME_ZONES.filter((zone) => !isValidTimeZone(zone))).toEqual([]);
    expect(TIME_ZONES).toContain('Africa/Lagos');
  });

  it('holds every canonical zone of the pinned Node (regenerate the list when its tzdata adds one)', () => {
    expect(Intl.supportedValuesOf('timeZone').filter((zone) => !TIME_ZONES.includes(zone))).toEqual([]);
  });
});
