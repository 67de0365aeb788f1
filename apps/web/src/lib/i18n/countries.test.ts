import { COUNTRIES } from '@lv/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from './catalogs';
import { countryLabel, countryOptions } from './countries';

afterEach(async () => {
  vi.unstubAllGlobals();
  await loadCatalogs('en', []);
});

/** A browser whose Intl names every country otherwise (another CLDR version): the names must not follow it. */
function stubDisplayNames() {
  class OtherDisplayNames {
    of(code: string) {
      return `Pays ${code}`;
    }
  }
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { DisplayNames: OtherDisplayNames }));
}

describe('countryOptions', () => {
  it('lists every country once, sorted by its name in English', async () => {
    await loadCatalogs('en', []);
    const options = countryOptions();
    expect(options.map((o) => o.value).sort()).toEqual(Object.keys(COUNTRIES).sort());
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(options.find((o) => o.value === 'ZA')?.label).toBe('South Africa');
  });

  it("names and sorts them in the page's language (French: accents sort with their letter)", async () => {
    await loadCatalogs('fr', ['profile']);
    const labels = countryOptions().map((o) => o.label);
    expect(labels).toContain('Afrique du Sud');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
    // "Égypte" sorts among the E's, not after "Zimbabwe" as a code-point sort would put it.
    expect(labels.indexOf('Égypte')).toBeLessThan(labels.indexOf('Érythrée'));
    expect(labels.indexOf('Égypte')).toBeLessThan(labels.indexOf('Zimbabwe'));
    expect(labels.indexOf('Égypte')).toBeGreaterThan(labels.indexOf('Danemark'));
  });

  it("names them from the catalogue, not the browser's Intl, so server and phone render the same list", async () => {
    await loadCatalogs('fr', ['profile']);
    stubDisplayNames();
    expect(countryOptions().find((o) => o.value === 'CI')?.label).toBe('Côte d’Ivoire');
    expect(countryLabel('DE')).toBe('Allemagne');
  });
});

describe('countryLabel', () => {
  it('names an unknown code by the code itself', async () => {
    await loadCatalogs('fr', ['profile']);
    expect(countryLabel('QQ')).toBe('QQ');
    expect(countryLabel('SN')).toBe('Sénégal');
  });
});
