// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': 'error',
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
    // components, lib and hooks sit below features; features do not import each other.
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/hooks/**'],
    rules: noImport([{ group: ['**/features/**', '**/app/**'], message: 'shared web code may not import features or app' }]),
  },
  {
    files: ['apps/web/src/features/*/**'],
    rules: noImport([{ group: ['**/app/**', '../../*/**', '!../../components/**', '!../../lib/**', '!../../hooks/**'], message: 'features may not import app or other features' }]),
  },
);
