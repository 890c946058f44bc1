import { defineConfig } from 'vitest/config';
import { outputFile, patience, reporters } from '../vitest.shared.ts';

export default defineConfig({
  // The reference API its tests answer with, the mock API's overrides, and what those import, from
  // their sources.
  ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
  test: {
    reporters,
    outputFile,
    include: ['src/**/*.test.{ts,tsx}'],
    // Seeds the reference API's demo world once for the files that start it (src/test/).
    globalSetup: ['src/test/global-setup.ts'],
    // The query tests answer many calls through the reference API in one test: seconds on a busy
    // machine.
    testTimeout: patience.test,
    // A file that starts the reference API loads its demo world first: seconds more.
    hookTimeout: patience.hook,
  },
});
