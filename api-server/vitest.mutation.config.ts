import { defineConfig } from 'vitest/config';

// What `npm run mutation` runs against each mutant: the API tests as `vitest.config.ts` sets them up,
// without the shared reporters (Stryker runs in a copy of this package, where files above it are out
// of reach) and without the contract fuzz test, which sends thousands of generated requests and
// would run once for every mutant it reaches.
export default defineConfig({
  resolve: { conditions: ['hci-source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/contract-fuzz.test.ts', 'node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
