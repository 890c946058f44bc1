import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser, outputFile, reporters } from '../vitest.shared.ts';

// Three projects: components in real Chromium; pure logic (`*.node.test.ts`: rules, masks,
// formatters, tokens, the catalogue check that runs the formatjs CLI) in Node, where it is faster;
// and the published package (test/: build, `npm pack`, a consumer app, the bundle check) in Node.
const nodeTests = 'src/**/*.node.test.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Found only once a test imports them; listing them avoids a mid-run reload of the browser.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      // The design system's native controls use these react-aria hooks directly.
      'react-aria/mergeProps',
      'react-aria/useObjectRef',
      'react-aria/useDialog',
      'react-aria/useFocusRing',
      'react-aria/useHover',
      '@internationalized/number',
      // Prerendering (and the hydration tests that render as the build does).
      'react-dom/server',
      'react-dom/server.browser',
    ],
  },
  test: {
    reporters,
    outputFile,
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          setupFiles: ['src/test-setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [nodeTests],
          browser: chromiumBrowser(),
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [nodeTests],
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/buildPackage.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
