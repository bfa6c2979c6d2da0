// Unit tests for the browser code (shell, remotes, shared packages), beside the code.
// API route tests run on Node's own test runner against the real database (api/test).
/** @type {import('jest').Config} */
module.exports = {
  // jsdom with Node's fetch stack, so MSW (@cle/testing/msw) intercepts the API client's calls
  testEnvironment: '<rootDir>/shared/testing/jest-environment.cjs',
  // One cleanup mode for every file: Jest keeps the first file's mode for the whole worker, and
  // 'soft' (the default) recursed through a jsdom window's Storage that a Node-environment file had
  // installed (server-entry.test.tsx), failing that file whenever another Node file ran first.
  testEnvironmentOptions: { globalsCleanup: 'off' },
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
          transform: { react: { runtime: 'automatic', importSource: '@cle/ui' } },
        },
      },
    ],
  },
  // jsdom resolves the 'browser' export condition, where MSW's Node entries are null: point them at
  // their Node builds (Emotion and the rest keep their browser builds).
  moduleNameMapper: {
    '^msw/node$': '<rootDir>/node_modules/msw/lib/node/index.js',
    '^@mswjs/interceptors$': '<rootDir>/node_modules/@mswjs/interceptors/lib/node/index.js',
    '^@mswjs/interceptors/(ClientRequest|XMLHttpRequest|fetch)$':
      '<rootDir>/node_modules/@mswjs/interceptors/lib/node/interceptors/$1/index.js',
  },
  // MSW round trips and axe runs take longer than direct stubs on a busy 2-core machine
  testTimeout: 15000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globals: {
    __BUILD_ID__: 'test',
    __APP_NAME__: 'test',
    __REMOTE_NAMES__: ['mfe_search', 'mfe_library', 'mfe_credit', 'mfe_commerce', 'mfe_product'],
    __CONTRACTS_MAJOR__: 1,
  },
};
