// `npm run test:scale` only: never part of `npm test` (the root jest.config.js does not look under test/scale).
// The tests here start a local stack of their own and seed large boards (docs/performance.md, "Equal cost at
// two sizes"); they are kept apart until the design they hold passes them.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.join(__dirname, '..', '..'),
  displayName: 'scale',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  roots: ['<rootDir>/test/scale'],
  testMatch: ['**/*.test.ts'],
  // Middy ships ESM only; let SWC turn it into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(@middy)/)'],
  setupFiles: ['<rootDir>/test/support/test-env.ts'],
};
