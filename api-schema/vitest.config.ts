import { defineConfig } from 'vitest/config';
import { outputFile, patience, reporters } from '../vitest.shared.ts';

export default defineConfig({
  // The design system's validation rules (field-rules) from its sources, as the apps build them.
  ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
  test: {
    reporters,
    outputFile,
    include: ['src/**/*.test.{ts,tsx}'],
    // The mocks' contract test answers every operation in one test: seconds on a busy machine.
    testTimeout: patience.test,
  },
});
