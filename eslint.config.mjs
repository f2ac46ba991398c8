// Lint for the whole repository. APPSYNC_JS resolver files get AppSync's own rules on top, so code that
// AppSync would reject at deploy time fails here first (docs/architecture.md, "APPSYNC_JS without comparator
// functions").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import appsync from '@aws-appsync/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jestPlugin from 'eslint-plugin-jest';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const CLASSIC_ZOD = {
  name: 'zod',
  message:
    "Use `import * as z from 'zod/mini'` and `import '<contracts>/zod-locale'` (contracts/zod-locale.ts).",
};

// The layers of docs/architecture.md ("Layers"), kept by the linter rather than by review. A lambda domain is
// any folder of lambda/ but these three, so a new domain is held by the rules the day it is created.
const LAMBDA_LAYERS = new Set(['apis', 'shared', 'storage']);
const LAMBDA_DOMAINS = readdirSync(path.join(import.meta.dirname, 'lambda'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LAMBDA_LAYERS.has(entry.name))
  .map((entry) => entry.name);

const layerZones = [
  // A domain imports its own files, lambda/shared, lambda/storage, contracts and packages; never another
  // domain, not even `import type`: what it needs of one is a port it declares, which the API passes in.
  ...LAMBDA_DOMAINS.map((domain) => ({
    target: `./lambda/${domain}`,
    from: './',
    except: [`./lambda/${domain}`, './lambda/shared', './lambda/storage', './contracts', './node_modules'],
    message: `A lambda domain imports only itself, lambda/shared, lambda/storage and contracts: declare a port in lambda/${domain} for what it needs of another domain (docs/architecture.md, "Layers").`,
  })),
  {
    target: './lambda/storage',
    from: './',
    except: ['./lambda/storage', './lambda/shared', './contracts', './node_modules'],
    message:
      'lambda/storage (the table layout) imports only lambda/shared and contracts (docs/architecture.md, "Layers").',
  },
  {
    target: './lambda/shared',
    from: './',
    except: ['./lambda/shared', './contracts', './node_modules'],
    message:
      'lambda/shared imports only contracts: no domain, API or storage (docs/architecture.md, "Layers").',
  },
  {
    target: './lambda/apis',
    from: './',
    except: ['./lambda', './contracts', './node_modules'],
    message: 'The Lambda entry points compose lambda/ and contracts only (docs/architecture.md, "Layers").',
  },
  {
    target: './contracts',
    from: './',
    except: ['./contracts', './node_modules'],
    message: 'contracts import nothing of the repository but contracts (docs/architecture.md, "Layers").',
  },
  {
    target: './frontend',
    from: './',
    except: ['./frontend', './contracts', './node_modules'],
    message:
      'The web app imports contracts only, never lambda/, local/ or lib/ (docs/architecture.md, "Layers").',
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'frontend/dist/', 'coverage/', '.local/', '.cognito/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Schemas use zod/mini: classic zod is not tree-shakable (contracts/zod-locale.ts). Tests may use either.
    files: ['frontend/src/**/*.{ts,tsx}', 'contracts/**/*.ts', 'lambda/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [CLASSIC_ZOD] }] },
  },
  {
    // Features never import each other (house style: shared -> features -> app).
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CLASSIC_ZOD],
          patterns: [
            {
              group: ['**/features/*/**', '../../*/**'],
              message: 'Features must not import other features; lift shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Imports are resolved as the bundlers do (TypeScript sources, the web app's two aliases), so the rules
    // below see the file an import reaches. Packages are not followed: only the repository's own files.
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
          alias: {
            '@': [path.join(import.meta.dirname, 'frontend/src')],
            '@contracts': [path.join(import.meta.dirname, 'contracts')],
          },
        }),
      ],
    },
    rules: {
      // A chunk loaded with import() may import from the module that loads it: that module has finished
      // evaluating before the import() resolves, so such a loop cannot see a half-initialised module (the
      // web app's lazy dialogs do this). Every static loop is an error.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // Tests drive a composition across layers (a handler's test reads the table by its keys), so the layers
    // hold for the code that ships; a test is never imported, so it cannot close a cycle either.
    files: ['lambda/**/*.ts', 'contracts/**/*.ts', 'frontend/**/*.{ts,tsx,mts}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.ts'],
    plugins: { jest: jestPlugin },
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*'] }],
    },
  },
  {
    files: ['lambda/*/resolvers/**/*.ts'],
    ignores: ['lambda/*/resolvers/**/*.test.ts'],
    ...appsync.configs.recommended,
    languageOptions: {
      ...appsync.configs.recommended.languageOptions,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
