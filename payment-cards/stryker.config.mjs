// Mutation testing of the card rules (brand, check digit, number length, expiry), which the card
// form, the mock API and the reference API all take from here. Run by `npm run mutation`
// (scripts/mutation.mjs).
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/index.ts'],
  coverageAnalysis: 'perTest',
  // A mutant in module-level code (the brands' ranges) needs every test re-run with a fresh module
  // graph; as in the other workspaces, such mutants are left out of the score.
  ignoreStatic: true,
  reporters: ['clear-text', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: null },
};
