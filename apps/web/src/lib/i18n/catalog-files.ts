import type { Messages } from '@lingui/core';

/**
 * Every compiled catalogue (src/locales/<name>/<locale>.po, lingui.config.ts), each its own chunk.
 * This table names about fifty chunks, so it is its own small module, loaded with the first
 * catalogue beyond the landing page's (catalogs.ts): the landing page's first JavaScript leaves it out.
 */
export const CATALOG_FILES = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

/** Loads one catalogue by its file (`../../locales/<name>/<locale>.po`). */
export function loadCatalogFile(file: string): Promise<{ messages: Messages }> {
  const load = CATALOG_FILES[file];
  if (!load) throw new Error(`No message catalogue ${file}`);
  return load();
}

/** Every catalogue's name: `landing`, `landing-forms`, `app`, `domain` and one per feature (the tests load them all). */
export const CATALOG_NAMES: readonly string[] = [...new Set(Object.keys(CATALOG_FILES).map((key) => key.split('/')[3] ?? ''))];
