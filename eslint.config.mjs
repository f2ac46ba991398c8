// Lint for the whole repository. APPSYNC_JS resolver files get AppSync's own rules on top, so code that
// AppSync would reject at deploy time fails here first (docs/architecture.md, "APPSYNC_JS without comparator
// functions").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import appsync from '@aws-appsync/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jestPlugin from 'eslint-plugin-jest';
import globals from 'globals';

const CLASSIC_ZOD = {
  name: 'zod',
  message:
    "Use `import * as z from 'zod/mini'` and `import '<contracts>/zod-locale'` (contracts/zod-locale.ts).",
};

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
