// Mutation testing of the field rules and the masks, whose mistakes users feel on every form (and
// the API on every request it checks). Run by `npm run mutation` (scripts/mutation.mjs).
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'src/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/index.ts',
    '!src/generated/**',
    // Message descriptors: at run time the text comes from the compiled catalogues, so a mutated
    // default message changes nothing a user sees (the rules test checks every text in both languages).
    '!src/messages.ts',
  ],
  coverageAnalysis: 'perTest',
  // A mutant in module-level code (a constant, a catalogue) needs every test re-run with a fresh
  // module graph; as in the other workspaces, such mutants are left out of the score.
  ignoreStatic: true,
  reporters: ['clear-text', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: null },
};
