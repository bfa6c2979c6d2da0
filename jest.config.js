// Unit tests for the browser code (shell, remotes, shared packages), beside the code.
// API route tests run on Node's own test runner against the real database (api/test).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/shell-host',
    '<rootDir>/mfe-search',
    '<rootDir>/mfe-library',
    '<rootDir>/mfe-credit',
    '<rootDir>/mfe-commerce',
    '<rootDir>/mfe-product',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/releases/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        },
      },
    ],
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globals: {
    __BUILD_ID__: 'test',
    __APP_NAME__: 'test',
    __REMOTE_NAMES__: ['mfe_search', 'mfe_library', 'mfe_credit', 'mfe_commerce', 'mfe_product'],
  },
};
