import type { Messages } from '@lingui/core';

/**
 * Every compiled catalogue (src/locales/<name>/<locale>.po, lingui.config.ts), each its own chunk,
 * but English's: English is in the code itself (build/lingui-source-messages.ts).
 * This table names about fifty chunks, so it is its own small module, loaded with the first
 * catalogue beyond the landing page's (catalogs.ts): the landing page's first JavaScript leaves it out.
 */
// File patterns, not text a person reads.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const CATALOG_FILES = import.meta.glob<{ messages: Messages }>(['../../locales/*/*.po', '!../../locales/*/en.po']);

/** Loads one catalogue by its file (`../../locales/<name>/<locale>.po`). */
export function loadCatalogFile(file: string): Promise<{ messages: Messages }> {
  const load = CATALOG_FILES[file];
  if (!load) throw new Error(`No message catalogue ${file}`);
  return load();
}

/** Every catalogue's name: `landing`, `landing-forms`, `app`, `domain` and one per feature (the tests load them all). */
export const CATALOG_NAMES: readonly string[] = [...new Set(Object.keys(CATALOG_FILES).map((key) => key.split('/')[3] ?? ''))];
