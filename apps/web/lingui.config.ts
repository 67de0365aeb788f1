// The config reads the feature folders to give each its catalogue (build time, in Node).
// eslint-disable-next-line no-restricted-imports
import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/conf';

/**
 * Message catalogues (docs/decisions/020-i18n.md). English is the source: its catalogue holds the
 * spec's exact texts; every other language's catalogue has every key English has (a test checks).
 * Catalogues are split so a page loads only the messages it shows, each beside the code that shows
 * them (src/lib/i18n/catalogs.ts):
 * - `landing`: the landing page's first paint, the language switcher and the domain's texts, always loaded;
 * - `landing-forms`: the landing page's lazy forms and dialogs, loaded with them;
 * - `domain`: the texts the domain and the server state in English (API errors, validation messages,
 *   route titles), keyed by the English itself (lib/i18n/domain-text.ts); not loaded in English;
 * - `app`: the app shell, shared components, hooks and lib, loaded with the router;
 * - one per feature (`src/features/<name>` into `src/locales/<name>`), loaded with its route's screen.
 */
const LANDING_FIRST_PAINT = [
  'landing-screen',
  'hero-section',
  'landing-header',
  'journeys-section',
  'gamification-section',
  'results-section',
  'ecosystem-section',
  'lazy-when-visible',
  'landing-link',
  'use-count-up',
  'use-scrolled-past',
].map((file) => `<rootDir>/src/features/landing/${file}.${file.startsWith('use-') ? 'ts' : 'tsx'}`);
const LANDING = [
  ...LANDING_FIRST_PAINT,
  '<rootDir>/src/prerender.tsx',
  '<rootDir>/src/lib/i18n',
  '<rootDir>/src/components/language-switcher.tsx',
];

/** The domain's and the server's English texts, keyed by themselves (src/lib/i18n/domain-texts.ts). */
const DOMAIN = '<rootDir>/src/lib/i18n/domain-texts.ts';
/** Those the landing page's first paint shows: in `domain` and in `landing` (lib/i18n, included there). */
const DOMAIN_ON_LANDING = '<rootDir>/src/lib/i18n/domain-texts-landing.ts';

/**
 * The shared components the landing page's lazy forms and dialogs show: their messages are in
 * `landing-forms` too (the prerendered landing page has not loaded `app`), and stay in `app` for the
 * screens that show them (onboarding's blueprint, a village's ROI estimate, every dialog).
 */
const LANDING_FORMS_SHARED = ['blueprint-wizard', 'roi-result', 'ui/dialog'].map((file) => `<rootDir>/src/components/${file}.tsx`);

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'landing')
  .map((d) => d.name);

const tests = '**/*.test.*';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: false,
  catalogs: [
    {
      name: 'landing',
      path: '<rootDir>/src/locales/landing/{locale}',
      include: LANDING,
      exclude: [DOMAIN, tests],
    },
    { name: 'domain', path: '<rootDir>/src/locales/domain/{locale}', include: [DOMAIN, DOMAIN_ON_LANDING], exclude: [tests] },
    {
      name: 'landing-forms',
      path: '<rootDir>/src/locales/landing-forms/{locale}',
      include: ['<rootDir>/src/features/landing', ...LANDING_FORMS_SHARED],
      exclude: [...LANDING, tests],
    },
    {
      name: 'app',
      path: '<rootDir>/src/locales/app/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...LANDING, '<rootDir>/src/features', tests],
    },
    ...features.map((name) => ({
      name,
      path: `<rootDir>/src/locales/${name}/{locale}`,
      include: [`<rootDir>/src/features/${name}`],
      exclude: [tests],
    })),
  ],
  orderBy: 'messageId',
});
