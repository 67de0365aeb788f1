import '@testing-library/jest-dom/vitest';
// IndexedDB for the offline queue (lib/offline), in memory.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetPublicConfig } from './hooks/use-public-config';
import { loadCatalogs } from './lib/i18n/catalogs';
import { CATALOG_NAMES } from './lib/i18n/catalog-files';

// Screens render in English, from the catalogues (the spec's exact texts).
await loadCatalogs('en', CATALOG_NAMES);

// jsdom has no scrolling; the router's ScrollRestoration calls it.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // The public settings are loaded once per page load: each test starts without them.
  resetPublicConfig();
});
