import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser, outputFile, reporters } from '../vitest.shared.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    reporters,
    outputFile,
    setupFiles: ['src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    browser: chromiumBrowser(),
  },
});
