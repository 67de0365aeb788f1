import { defineConfig } from '@lingui/conf';

/**
 * Message catalogues (docs/decisions/020-i18n.md). English is the source: its catalogue holds the
 * spec's exact texts; every other language's catalogue has every key English has (a test checks).
 * Two catalogues per language, so the prerendered landing page loads only its own messages:
 * `landing` (the landing feature, the language switcher and the domain's texts), always loaded,
 * and `app` (everything else), loaded with the router: the loaded catalogues are merged.
 */
const LANDING = ['<rootDir>/src/features/landing', '<rootDir>/src/prerender.tsx', '<rootDir>/src/lib/i18n', '<rootDir>/src/components/language-switcher.tsx'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: false,
  catalogs: [
    { name: 'landing', path: '<rootDir>/src/locales/landing/{locale}', include: LANDING, exclude: ['**/*.test.*'] },
    { name: 'app', path: '<rootDir>/src/locales/app/{locale}', include: ['<rootDir>/src'], exclude: [...LANDING, '**/*.test.*'] },
  ],
  orderBy: 'messageId',
});
