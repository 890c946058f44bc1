import { defineConfig } from 'vitest/config';
import { outputFile, patience, reporters } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    reporters,
    outputFile,
    include: ['src/**/*.test.{ts,tsx}'],
    // The mocks' contract test answers every operation in one test: seconds on a busy machine.
    testTimeout: patience.test,
  },
});
