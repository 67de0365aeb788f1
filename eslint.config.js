// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

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
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'],
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
);
