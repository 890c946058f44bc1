import { defineConfig } from 'vitest/config';
import { outputFile, patience, reporters } from '../vitest.shared.ts';

export default defineConfig({
  // The mock API its tests answer with, and what that imports, from their sources.
  ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
  test: {
    reporters,
    outputFile,
    include: ['src/**/*.test.{ts,tsx}'],
    // The query tests answer many calls through the mock API in one test: seconds on a busy machine.
    testTimeout: patience.test,
  },
});
