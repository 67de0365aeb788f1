import { DEFAULT_SETTINGS } from '@lv/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING_SETTINGS } from './public-config';

describe('DEFAULT_LANDING_SETTINGS', () => {
  it('is the part of the server’s default settings the landing page shows', () => {
    const keys = Object.keys(DEFAULT_LANDING_SETTINGS) as Array<keyof typeof DEFAULT_LANDING_SETTINGS>;
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(DEFAULT_LANDING_SETTINGS[key], key).toEqual(DEFAULT_SETTINGS[key]);
  });
});
