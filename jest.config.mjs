// Three tiers, chosen by file name: *.unit.test.ts (pure logic), *.int.test.ts (a service against
// real Kafka, a MongoDB-protocol database and MinIO), *.e2e.test.ts (the whole stack and a browser).
const shared = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true } } }],
  },
  moduleNameMapper: {
    '^@faithcraft/lib$': '<rootDir>/services/lib/src/index.ts',
    '^@faithcraft/validation$': '<rootDir>/packages/validation/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.cache/', '/.runtime/'],
  modulePathIgnorePatterns: ['<rootDir>/.cache/', '<rootDir>/.runtime/', '/dist/'],
};

export default {
  reporters: ['default', ['<rootDir>/test/support/slow-file-reporter.cjs', { afterMs: 180_000 }]],
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/**/*.unit.test.ts'] },
    {
      ...shared,
      displayName: 'int',
      testMatch: ['<rootDir>/**/*.int.test.ts'],
      globalSetup: '<rootDir>/test/setup-int.mjs',
      globalTeardown: '<rootDir>/test/teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/test/support/timeout-int.cjs'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/test/setup-e2e.mjs',
      globalTeardown: '<rootDir>/test/teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/test/support/timeout-e2e.cjs'],
    },
  ],
};
