import { defineConfig } from 'vitest/config';
import { outputFile, reporters } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    reporters,
    outputFile,
    include: ['src/**/*.test.ts'],
  },
});
