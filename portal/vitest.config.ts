import { defineConfig } from 'vitest/config';
import { chromiumBrowser, outputFile, reporters } from '../vitest.shared.ts';
import { appPlugins, appResolve } from '../vite.shared.ts';

export default defineConfig({
  plugins: appPlugins(),
  resolve: appResolve,
  test: {
    reporters,
    outputFile,
    projects: [
      {
        extends: true,
        test: {
          name: 'pages',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../design-system/src/test-setup.ts'],
          browser: chromiumBrowser(),
        },
      },
    ],
  },
});
