// One lint setup for the whole monorepo. The import rules enforce docs/conventions.md "The direction of imports":
// app -> ui, contracts; mock-server -> contracts; e2e -> contracts, mock-server's control client;
// ui imports nothing of ours; contracts only its schema library (and crypto-js for the codec);
// app features never import each other.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { workItemsPlugin } from './scripts/work-items.mjs';

// Every folder of packages/app/src/features is a feature: a new one is covered without editing this file.
const features = readdirSync(new URL('./packages/app/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featuresDir = fileURLToPath(new URL('./packages/app/src/features', import.meta.url));

// Relative TypeScript imports resolve for the layer zones (import-x's own resolver; the legacy 'node'
// name needs a package the repo does not have, and an unresolved import matches no zone). Import
// circles are dependency-cruiser's (`pnpm check:cycles`): it also counts type imports, and
// import-x/no-cycle, which walked the graph again for every file, was nine tenths of lint's time.
const resolverSettings = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
  'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
};

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
      '**/.stryker-tmp/**',
      '**/reports/mutation/**',
      '**/bench/peers/node_modules/**',
      // Circular on purpose: scripts/module-graph.test.ts lints them with the ESLint API.
      'scripts/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'work-items': workItemsPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: resolverSettings,
    rules: {
      // Comments say why, not which work item (scripts/work-items.mjs).
      'work-items/no-work-item-numbers': 'error',
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
      {
        group: ['@m/*', 'fastify', '@fastify/*', 'react', 'react-dom', 'msw', 'msw/*'],
        message: 'contracts import only their schema library (and crypto-js for the codec).',
      },
    ]),
  },
  {
    files: ['packages/ui/**/*.ts', 'packages/ui/**/*.tsx'],
    rules: forbid([
      {
        group: ['@m/*', '**/app/**', '**/mock-server/**', '**/contracts/**'],
        message: 'ui imports nothing of ours: props in, callbacks out.',
      },
      {
        group: ['react-router', 'react-router-dom', 'zustand', 'zustand/*', 'i18next', 'react-i18next', 'msw', 'msw/*'],
        message: 'ui has no router, stores, i18n lookups or fetching.',
      },
    ]),
  },
  {
    files: ['packages/mock-server/**/*.ts'],
    rules: forbid([{ group: ['@m/app', '@m/ui', '@m/e2e', 'react', 'react-dom'], message: 'mock-server depends only on contracts.' }]),
  },
  {
    // The engine is pure: both transports (Fastify, MSW) sit on it, never the other way round.
    files: ['packages/mock-server/src/engine/**/*.ts'],
    rules: forbid([
      { group: ['@m/app', '@m/ui', '@m/e2e', 'react', 'react-dom'], message: 'mock-server depends only on contracts.' },
      {
        group: ['fastify', 'fastify/*', '@fastify/*', 'msw', 'msw/*'],
        message: 'the engine is transport-free: Fastify and MSW live in src/http and src/msw.',
      },
    ]),
  },
  {
    // '@m/contracts/routes' is the site's schema-free entry: the app bundles it, so no TypeBox.
    files: ['packages/contracts/src/routes/**/*.ts'],
    ignores: ['packages/contracts/src/routes/**/*.test.ts'],
    rules: forbid([
      {
        group: ['@m/*', 'fastify', '@fastify/*', 'react', 'react-dom', 'msw', 'msw/*'],
        message: 'contracts import only their schema library (and crypto-js for the codec).',
      },
      {
        group: ['@sinclair/typebox', '@sinclair/typebox/*'],
        message: 'the route table is schema-free: TypeBox stays out of the site bundle.',
      },
    ]),
  },
  {
    files: ['packages/app/src/**/*.ts', 'packages/app/src/**/*.tsx'],
    ignores: [
      'packages/app/src/dev/**',
      'packages/app/src/**/*.stories.tsx',
      'packages/app/src/**/*.test.ts',
      'packages/app/src/**/*.test.tsx',
      'packages/app/src/test/**',
    ],
    rules: forbid([
      {
        group: ['@m/mock-server', '@m/mock-server/*'],
        message: 'the app reaches the simulator only over HTTP, or via MSW in src/dev (dev-only).',
      },
      { group: ['@m/e2e'], message: 'the app never imports e2e.' },
      { group: ['**/features/*/testing'], message: "a feature's testing.ts door is for tests and stories: runtime code uses index.ts." },
    ]),
  },
  // The app's layers (docs/architecture.md): app -> features -> shared. shared imports neither
  // features nor app; features never import app/ nor each other (a zone per folder of features/),
  // so app/ wiring is the only place that composes them. Tests and stories follow the same arrows.
  {
    files: ['packages/app/src/shared/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/app/src/shared',
              from: './packages/app/src/features',
              message: 'shared must not import features/: move the piece into shared, or pass it in.',
            },
            {
              target: './packages/app/src/shared',
              from: './packages/app/src/app',
              message: 'shared must not import app/: app composes shared, not the other way round.',
            },
          ],
        },
      ],
    },
    settings: resolverSettings,
  },
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
            {
              target: `./packages/app/src/features/${feature}`,
              from: './packages/app/src/app',
              message: 'features must not import app/: app/ wires features, features use shared/.',
            },
          ],
        },
      ],
    },
    settings: resolverSettings,
  })),
  // A feature's doors (docs/architecture.md): code outside the feature imports only its index.ts,
  // a *.lazy.ts door (one per lazy boundary, so an import() target stays a chunk of its own), or,
  // from tests and stories, its testing.ts. Inside the feature (its tests and stories too) anything goes.
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: ['packages/app/src/features/**', 'packages/app/src/shared/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/app/src',
              from: './packages/app/src/features/**',
              except: ['index.ts', '*.lazy.ts', 'testing.ts'].map((door) => `${featuresDir}/*/${door}`),
              message:
                'import a feature through its doors: index.ts, a *.lazy.ts door (import() targets), or testing.ts from tests and stories.',
            },
          ],
        },
      ],
    },
    settings: resolverSettings,
  },
  {
    files: ['e2e/**/*.ts'],
    rules: forbid([
      { group: ['@m/app', '@m/app/*', '@m/ui', '@m/ui/*'], message: 'e2e drives the site through the browser only.' },
      {
        group: ['**/packages/**'],
        message: "e2e reaches a workspace package through its exports (e.g. '@m/mock-server/content-i18n'), never its files.",
      },
    ]),
  },
  // Unused names in the sources the typecheck covers are tsc's (noUnusedLocals, noUnusedParameters in
  // tsconfig.base.json): the same finding twice, and half of lint's rule time. Files no tsconfig
  // includes (root scripts and configs) keep the rule.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  // Layout is Prettier's (.prettierrc.json, `pnpm format:check`); ESLint's own layout rules are off.
  eslintConfigPrettier,
);
