// Mutation testing of the API clients' core: the session store and canAccess, the client middleware
// (single-flight refresh, the 401 and unverified redirects, signed media URLs, uploads, analytics)
// and the runtime config. Run by `npm run mutation` (scripts/mutation.mjs).
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'src/session/**/*.ts',
    'src/client/**/*.ts',
    'src/runtime-config.ts',
    '!src/**/*.test.ts',
    // A one-line React hook over the store.
    '!src/session/use-session.ts',
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
