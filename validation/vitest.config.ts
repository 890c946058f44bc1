import { defineConfig } from 'vitest/config';
import { outputFile, reporters } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    reporters,
    outputFile,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
