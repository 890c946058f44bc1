import { defineConfig } from 'vitest/config';
import { outputFile, reporters } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    reporters,
    outputFile,
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
