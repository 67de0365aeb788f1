// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * The web files whose user-facing strings must come from the catalogues (the lingui lint rule
 * below). The landing page's lazy forms and dialogs, and every other screen, are still to convert.
 */
/**
 * Files whose user-facing text must come from the message catalogues (docs/decisions/020-i18n.md):
 * all of apps/web/src, less the parts not converted yet. Each part converted leaves NOT_YET_LOCALIZED
 * (one per paragraph, so parts converted side by side merge cleanly) until the list is empty.
 */
const LOCALIZED_WEB_FILES = ['apps/web/src/**/*.{ts,tsx}'];
const NOT_YET_LOCALIZED = [
  // Test fakes and fixtures (never shipped), like the *.test files.
  'apps/web/src/lib/testing/**',

];

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const serverModulesDir = new URL('./apps/server/src/modules', import.meta.url);
const serverModules = readdirSync(serverModulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** A module's repositories: `repository.ts` and `*-repository.ts`. */
const repositoriesOf = (m) =>
  readdirSync(new URL(`./apps/server/src/modules/${m}`, import.meta.url)).filter((f) => /(^|-)repository\.ts$/.test(f));

/** A module's route files: `routes.ts` and `*-routes.ts`. */
const routesOf = (m) =>
  readdirSync(new URL(`./apps/server/src/modules/${m}`, import.meta.url)).filter((f) => /(^|-)routes\.ts$/.test(f));

/**
 * Crossings into another module's repository that are allowed, each with its reason ("module ->
 * other/file"). Anything else goes through the other module's service. The ones marked "to
 * move" are debt in modules others are reworking: they go once those modules grow the service call.
 */
const ALLOWED_REPOSITORY_CROSSINGS = {
  // recordAudit must write in the caller's own transaction (the change and its audit row commit together).
  ...Object.fromEntries(serverModules.map((m) => [`${m} -> audit/repository.ts`, 'audit rows are written in the caller transaction'])),
  'admin -> settings/repository.ts': 'the admin settings service writes the settings row in its audited transaction',
  'bookings -> settings/repository.ts': 'the relay reads the stored webhook settings on its own timer, outside any request',
  'functions -> me/repository.ts': 'the callable protocol authenticates a bearer token itself and reads the user row (to move)',
  'capstones -> journeys/repository.ts': 'capstone review reads and writes enrolment rows in its transaction (to move)',
  'capstones -> gamification/repository.ts': 'reads the ledger row an approval awarded (to move)',
  'certificates -> cpd/repository.ts': 'certificate minutes and days come from the CPD rows (to move)',
  'mentoring -> gamification/repository.ts': 'reads a mentor\'s points record (to move)',
  'mentoring -> teams/repository.ts': 'mentoring pairs within a village (to move)',
  'mentoring -> knowledge-base/repository.ts': 'shares the LIKE-pattern escaping helper (to move)',
  'credentials -> certificates/repository.ts': 'a certificate credential signs exactly the certificate row it states (to move)',
  'credentials -> journeys/repository.ts': 'a certificate credential states its journey version\'s completion rule as criteria (to move)',
  'organisations -> teams/repository.ts': 'accepting an invitation checks, in its transaction, that the person is in no village yet (to move)',
  'teams -> journeys/progress-repository.ts': 'village progress reads members\' enrolments in one query (to move)',
};

/** Server rooms: routes -> service -> repository inside a module; no module reaches into another's repository. */
const serverZones = serverModules.flatMap((m) => [
  ...serverModules
    .filter((o) => o !== m)
    .flatMap((o) => repositoriesOf(o).filter((f) => !ALLOWED_REPOSITORY_CROSSINGS[`${m} -> ${o}/${f}`]).map((f) => ({
      target: `./apps/server/src/modules/${m}`,
      from: `./apps/server/src/modules/${o}/${f}`,
      message: `${m} may not import ${o}'s repository: call ${o}'s service (or allow the crossing with a reason in eslint.config.js)`,
    }))),
  ...repositoriesOf(m).map((f) => ({
    target: `./apps/server/src/modules/${m}/${f}`,
    from: `./apps/server/src/modules/${m}`,
    except: repositoriesOf(m).map((r) => `./${r}`),
    message: 'a repository imports no service or routes (routes -> service -> repository)',
  })),
  ...routesOf(m).map((f) => ({
    target: `./apps/server/src/modules/${m}`,
    from: `./apps/server/src/modules/${m}/${f}`,
    message: 'only the app registers routes: a service or repository never imports them',
  })),
]);

/** File names are kebab-case (DESIGN.md conventions); a tiny local rule instead of a plugin. */
const local = {
  rules: {
    'kebab-case-filename': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const base = context.filename.split(/[\\/]/).pop() ?? '';
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(base)) {
          context.report({ loc: { line: 1, column: 0 }, message: `File name "${base}" is not kebab-case.` });
        }
        return {};
      },
    },
  },
};

/** Import zones of DESIGN.md "Rules of direction". */
const noImport = (groups) => ({
  'no-restricted-imports': ['error', { patterns: groups }],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, local },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-cycle': 'error',
      'local/kebab-case-filename': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: noImport([
      { group: ['react', 'react-*', 'fastify', '@fastify/*', 'kysely', 'better-*', 'node:*', 'pg'], message: 'domain is pure: zod and small pure libraries only' },
      { group: ['@lv/web', '@lv/server', '**/apps/**'], message: 'domain may not import the apps' },
    ]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: noImport([{ group: ['@lv/web', '**/apps/web/**', 'react', 'react-dom'], message: 'the server may not import the web app' }]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...noImport([{ group: ['@lv/server', '**/apps/server/**', 'kysely', 'fastify', 'node:*'], message: 'the web app may not import server code' }]),
    },
  },
  {
    // The build (vite.config.ts and its plugins in build/) runs in Node, not in the browser.
    files: ['apps/web/vite.config.ts', 'apps/web/build/**/*.ts'],
    rules: noImport([{ group: ['@lv/server', '**/apps/server/**', 'kysely', 'fastify'], message: 'the web app may not import server code' }]),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // Tests and their fixtures set data up through any repository.
    ignores: ['**/*.test.ts', '**/test-fixtures.ts', '**/*-test-fixtures.ts', 'apps/server/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // Web layers (bulletproof-react): components, lib, hooks → features → app; features are islands.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'], message: 'components may not import features or app' },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'], message: 'lib may not import features or app' },
            { target: './apps/web/src/hooks', from: ['./apps/web/src/features', './apps/web/src/app'], message: 'hooks may not import features or app' },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features may not import app' },
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'features may not import each other',
            })),
          ],
        },
      ],
    },
  },
  // A write's answer goes into the query cache through putAnswer (lib/query-client.ts, ADR 029): a
  // plain setQueryData loses to an older read still on its way. Tests seed caches as they like.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/lib/query-client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^set(Query|Queries)Data$/]",
          message: "Put a write's answer into the cache with putAnswer (lib/query-client.ts, ADR 029).",
        },
      ],
    },
  },
  // Every string a user sees comes from the message catalogues (issue 19, docs/decisions/020-i18n.md):
  // the directories converted so far. Later work widens this list until it is apps/web/src entirely.
  {
    files: LOCALIZED_WEB_FILES,
    ignores: ['**/*.test.{ts,tsx}', ...NOT_YET_LOCALIZED],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Paths and anchors, single tokens, class lists (lowercase with '-' or ':'), text without words.
          ignore: ['^[#/]', '^\\.\\.?/', '^[A-Z][A-Z_]*$', '^[a-z]+/[a-z0-9.+-]+$', '^[a-z]+([A-Z][a-z0-9]*)+$', '^UTC$', '^[a-z0-9-]+$', '^(?=.*[-:])[a-z0-9:/\\[\\]\\-. ]+$', '^(?![\\s\\S]*[A-Za-z]{2})'],
          ignoreNames: [{ regex: { pattern: '(class|^id$|href|^to$|key|type|variant|tone|size|^rel$|target|testid|minHeight|rootMargin|Id$|layout|MOTION|^name$|cookie|^aria-(controls|current|hidden)$)', flags: 'i' } }],
          ignoreFunctions: ['import.meta.glob', 'buttonClasses', 'logoClasses', 'console.*', 'Error', 'RangeError', 'document.getElementById', 'goTo', 'setPopup', 'import', 'encodeURIComponent', 'rememberLocale', 'i18n.number'],
        },
      ],
    },
  },
);
