// Mutation testing of the reference API's rules that guard accounts and money: tokens and refresh
// rotation, the sign-in throttle, the card processor, how a payment is applied to a schedule,
// enrollment, ownership. Run by `npm run mutation` (scripts/mutation.mjs).
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'src/auth/tokens.ts',
    'src/auth/bounded-map.ts',
    'src/auth/throttle.ts',
    'src/payments/**/*.ts',
    'src/domain/payments.ts',
    'src/domain/payment-methods.ts',
    'src/domain/transfers.ts',
    'src/domain/payment-rules.ts',
    'src/shared/payment-plans.ts',
    'src/domain/enrollment.ts',
    'src/domain/enrollment-rules.ts',
    'src/http/ownership.ts',
  ],
  coverageAnalysis: 'perTest',
  // A mutant in module-level code (a constant, a catalogue) needs every test re-run with a fresh
  // module graph: a quarter of the mutants, six times the run time. They are left out of the score.
  ignoreStatic: true,
  // The longest run of the three: its progress is printed as it goes.
  reporters: ['clear-text', 'json', 'progress-append-only'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  concurrency: 2,
  timeoutMS: 30000,
  thresholds: { high: 90, low: 85, break: null },
};
