import { i18n } from '@lingui/core';
import { COUNTRIES } from '@lv/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { COUNTRY_NAMES } from './country-names';

afterEach(async () => {
  await loadCatalogs('en', []);
});

describe('country names', () => {
  it("the profile catalogue's source names every country of the domain, as the domain names it", () => {
    expect(COUNTRY_NAMES.map((name) => name.id)).toEqual(Object.values(COUNTRIES));
  });

  it('translates every one into French', async () => {
    await loadCatalogs('fr', ['profile']);
    const untranslated = Object.values(COUNTRIES).filter((name) => !(name in i18n.messages));
    expect(untranslated).toEqual([]);
  });
});
