import '@testing-library/jest-dom/vitest';
// IndexedDB for the offline queue (lib/offline), in memory.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { resetPublicConfig } from './hooks/use-public-config';
import { loadCatalogs } from './lib/i18n/catalogs';
import { CATALOG_NAMES } from './lib/i18n/catalog-files';

// Screens render in English, from the catalogues (the spec's exact texts).
await loadCatalogs('en', CATALOG_NAMES);

// jsdom has no scrolling; the router's ScrollRestoration calls it.
window.scrollTo = () => {};

/*
 * A console.error or console.warn fails the test (React's warnings, a failed request logged by a
 * screen): a test that expects one says so with `vi.spyOn(console, 'error').mockImplementation(...)`,
 * which replaces the recording implementation below.
 */
type ConsoleMethod = 'error' | 'warn';
const watched: { method: ConsoleMethod; spy: MockInstance; record: (...args: unknown[]) => void; calls: unknown[][] }[] = [];
beforeEach(() => {
  watched.length = 0;
  for (const method of ['error', 'warn'] as const) {
    const original = console[method].bind(console);
    const calls: unknown[][] = [];
    const record = (...args: unknown[]) => {
      calls.push(args);
      original(...args);
    };
    watched.push({ method, spy: vi.spyOn(console, method).mockImplementation(record), record, calls });
  }
});

afterEach(() => {
  cleanup();
  // The public settings are loaded once per page load: each test starts without them.
  resetPublicConfig();
  const unexpected = watched.filter((w) => w.spy.getMockImplementation() === w.record && w.calls.length > 0);
  for (const w of watched) w.spy.mockRestore();
  if (unexpected.length > 0) {
    const said = unexpected.map((w) => `console.${w.method}: ${w.calls.map((c) => c.map(String).join(' ').slice(0, 300)).join(' | ')}`);
    throw new Error(`Unexpected console output (spy on it if the test expects it):\n${said.join('\n')}`);
  }
});
