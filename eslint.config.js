// One lint setup for the whole monorepo. The import rules enforce the arrows of DESIGN.md:
// app -> ui, contracts; mock-server -> contracts; e2e -> contracts, mock-server's control client;
// ui imports nothing of ours; contracts only its schema library (and crypto-js for the codec);
// app features never import each other.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of packages/app/src/features is a feature: a new one is covered without editing this file.
const features = readdirSync(new URL('./packages/app/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const forbid = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ group: [p.group].flat(), message: p.message })) }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/mockServiceWorker.js',
      '.tools/**',
      '**/bench/.build/**',
      '**/bench/peers/node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-cycle': 'off',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['packages/**/*.tsx', 'packages/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: forbid([
      { group: ['@m/*', 'fastify', '@fastify/*', 'react', 'react-dom', 'msw', 'msw/*'], message: 'contracts import only their schema library (and crypto-js for the codec).' },
    ]),
  },
  {
    files: ['packages/ui/**/*.ts', 'packages/ui/**/*.tsx'],
    rules: forbid([
      { group: ['@m/*', '**/app/**', '**/mock-server/**', '**/contracts/**'], message: 'ui imports nothing of ours: props in, callbacks out.' },
      { group: ['react-router', 'react-router-dom', 'zustand', 'zustand/*', 'i18next', 'react-i18next', 'msw', 'msw/*'], message: 'ui has no router, stores, i18n lookups or fetching.' },
    ]),
  },
  {
    files: ['packages/mock-server/**/*.ts'],
    rules: forbid([{ group: ['@m/app', '@m/ui', '@m/e2e', 'react', 'react-dom'], message: 'mock-server depends only on contracts.' }]),
  },
  {
    files: ['packages/app/src/**/*.ts', 'packages/app/src/**/*.tsx'],
    ignores: ['packages/app/src/dev/**', 'packages/app/src/**/*.stories.tsx', 'packages/app/src/**/*.test.ts', 'packages/app/src/**/*.test.tsx', 'packages/app/src/test/**'],
    rules: forbid([
      { group: ['@m/mock-server', '@m/mock-server/*'], message: 'the app reaches the simulator only over HTTP, or via MSW in src/dev (dev-only).' },
      { group: ['@m/e2e'], message: 'the app never imports e2e.' },
    ]),
  },
  // Features do not import each other: each feature may import shared/, app/ wiring is the only place that composes them.
  ...features.map((feature) => ({
    files: [`packages/app/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./packages/app/src/features/${feature}`,
              from: './packages/app/src/features',
              except: [`./${feature}`],
              message: 'features do not import each other; move shared pieces to src/shared or packages/ui.',
            },
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  })),
  {
    files: ['e2e/**/*.ts'],
    rules: forbid([{ group: ['@m/app', '@m/app/*', '@m/ui', '@m/ui/*'], message: 'e2e drives the site through the browser only.' }]),
  },
);
