import { defineConfig } from 'vitest/config';
import { outputFile, reporters } from '../vitest.shared.ts';

// The fresh-clone check installs and builds a whole clone (minutes): on CI, or when asked for.
const freshClone = process.env.CI === 'true' || process.env.FRESH_CLONE_TEST === '1';

export default defineConfig({
  test: {
    reporters,
    outputFile,
    include: ['test/**/*.test.ts'],
    exclude: freshClone ? [] : ['test/fresh-clone.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
