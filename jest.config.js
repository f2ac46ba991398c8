// One Jest run covers every area; each project picks its files and environment.
// @swc/jest only strips types (fast); `npm run typecheck` is what checks them.
const swc = ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }];
const transform = { '^.+\\.(t|j)sx?$': swc };
// `@aws-appsync/utils` ships types only; resolvers run against the local implementation of `util`.
// Middy ships ESM only; let SWC turn it into CommonJS for Jest.
const esmPackages = ['/node_modules/(?!(@middy)/)'];
const appsyncRuntime = { '^@aws-appsync/utils$': '<rootDir>/local/appsync/utils-runtime.ts' };

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/lambda', '<rootDir>/contracts', '<rootDir>/local'],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper: appsyncRuntime,
      transformIgnorePatterns: esmPackages,
      setupFiles: ['<rootDir>/test/support/test-env.ts'],
    },
    {
      displayName: 'infra',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/test/infra'],
      testMatch: ['**/*.test.ts'],
    },
    {
      displayName: 'budgets',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/test/budgets'],
      testMatch: ['**/*.test.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/test/integration'],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper: appsyncRuntime,
      transformIgnorePatterns: esmPackages,
      setupFiles: ['<rootDir>/test/support/test-env.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
    {
      // The whole local stack (npm start's), started once as a child process and driven only by real clients.
      displayName: 'stack',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/test/stack'],
      testMatch: ['**/*.test.ts'],
      transformIgnorePatterns: esmPackages,
      setupFiles: ['<rootDir>/test/support/test-env.ts'],
      globalSetup: '<rootDir>/test/stack/global-setup.ts',
      globalTeardown: '<rootDir>/test/stack/global-teardown.ts',
    },
    {
      displayName: 'web',
      // jsdom plus Node's fetch family (see the file for why).
      testEnvironment: '<rootDir>/frontend/src/testing/jsdom-environment.js',
      transform,
      roots: ['<rootDir>/frontend/src'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/frontend/src/testing/setup-tests.ts'],
      // marked ships ESM only: let SWC turn it into CommonJS for Jest.
      transformIgnorePatterns: ['/node_modules/(?!(marked)/)'],
      // Every test starts from fresh mocks and spies (fetch fakes, Amplify mocks, silenced console).
      clearMocks: true,
      restoreMocks: true,
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/frontend/src/testing/style-mock.ts',
        // The same aliases as frontend/tsconfig.json and vite.config.ts.
        '^@/(.*)$': '<rootDir>/frontend/src/$1',
        '^@contracts/(.*)$': '<rootDir>/contracts/$1',
      },
    },
  ],
};
