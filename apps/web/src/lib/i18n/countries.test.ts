import { i18n } from '@lingui/core';
import { COUNTRIES } from '@lv/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

afterEach(() => {
  i18n.activate('en');
});

describe('countryOptions', () => {
  it('lists every country once, sorted by its name in English', () => {
    i18n.activate('en');
    const options = countryOptions();
    expect(options.map((o) => o.value).sort()).toEqual(Object.keys(COUNTRIES).sort());
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(options.find((o) => o.value === 'ZA')?.label).toBe('South Africa');
  });

  it("names and sorts them in the page's language (French: accents sort with their letter)", () => {
    i18n.activate('fr');
    const labels = countryOptions().map((o) => o.label);
    expect(labels).toContain('Afrique du Sud');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
    // "Égypte" sorts among the E's, not after "Zimbabwe" as a code-point sort would put it.
    expect(labels.indexOf('Égypte')).toBeLessThan(labels.indexOf('Érythrée'));
    expect(labels.indexOf('Égypte')).toBeLessThan(labels.indexOf('Zimbabwe'));
    expect(labels.indexOf('Égypte')).toBeGreaterThan(labels.indexOf('Danemark'));
  });
});
