import { defineConfig } from 'vitest/config';
import { outputFile, patience, reporters } from '../vitest.shared.ts';

export default defineConfig({
  // The contract, the rules and the demo world from their sources, as the apps build them.
  ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
  test: {
    reporters,
    outputFile,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The mocks' contract test answers every operation in one test: seconds on a busy machine.
    testTimeout: patience.test,
  },
});
