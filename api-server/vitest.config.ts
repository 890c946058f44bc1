import { defineConfig } from 'vitest/config';
import { outputFile, reporters } from '../vitest.shared.ts';

export default defineConfig({
  resolve: { conditions: ['hci-source'] },
  test: { reporters, outputFile, include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
