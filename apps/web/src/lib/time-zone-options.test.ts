import { TIME_ZONES } from '@lv/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeZoneOptions } from './time-zone-options';

describe('timeZoneOptions', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the domain list whatever zones the browser knows, so the hydrated form matches the server one', () => {
    // A phone's older browser: fewer zones, under other names.
    vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['Africa/Lagos', 'Asia/Kolkata']);
    expect(timeZoneOptions('Africa/Lagos')).toEqual(TIME_ZONES);
  });

  it('puts a zone the list does not name first, so the saved value stays chosen', () => {
    const options = timeZoneOptions('Asia/Kolkata');
    expect(options[0]).toBe('Asia/Kolkata');
    expect(options.slice(1)).toEqual(TIME_ZONES);
  });
});
