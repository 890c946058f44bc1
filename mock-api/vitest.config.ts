import { defineConfig } from 'vitest/config';
import { outputFile, reporters } from '../vitest.shared.ts';

export default defineConfig({
  // The contract's types from their sources, as the apps build them.
  ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
  test: { reporters, outputFile, environment: 'node', include: ['src/**/*.test.ts'] },
});
