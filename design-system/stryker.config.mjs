// Mutation testing of the logic whose mistakes users feel most: the form schemas built on the field
// rules (which @hci/validation tests), the formatters. Run by `npm run mutation` (scripts/mutation.mjs).
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'src/forms/validation/**/*.ts',
    'src/formatters/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/index.ts',
    // Message descriptors: at run time the text comes from the compiled catalogues, so a mutated
    // default message changes nothing a user sees (the rules test checks every text in both languages).
    '!src/formatters/messages.ts',
    // React hooks over the formatters: covered by the browser tests, not by Node.
    '!src/formatters/use*.ts',
  ],
  coverageAnalysis: 'perTest',
  // A mutant in module-level code (a constant, a catalogue) needs every test re-run with a fresh
  // module graph: a quarter of the mutants, six times the run time. They are left out of the score.
  ignoreStatic: true,
  reporters: ['clear-text', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: null },
};
