import { defineConfig } from 'vitest/config';
import { browserTestLimits, chromiumBrowser, outputFile, reporters } from '../vitest.shared.ts';
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
        // MSW's worker is served only to page tests, never shipped in the production build.
        publicDir: '../api-schema/public',
        // Pre-bundled up front: discovering them mid-run makes Vite reload the test page.
        optimizeDeps: {
          include: [
            'msw',
            'msw/browser',
            '@testing-library/react',
            '@testing-library/user-event',
            'wouter/memory-location',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            // The design system's native controls use these react-aria hooks directly.
            'react-aria/mergeProps',
            'react-aria/useObjectRef',
            'react-aria/useDialog',
            'react-aria/useFocusRing',
            'react-aria/useHover',
            '@internationalized/number',
            // Imported by the design system's phone rules.
            'libphonenumber-js/core',
          ],
        },
        test: {
          name: 'pages',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../design-system/src/test-setup.ts', '../app-frame/src/test/setup.ts'],
          browser: chromiumBrowser(),
          ...browserTestLimits,
        },
      },
      {
        // Journeys in Debian's Chromium against the built app and a real API (see e2e/setup.ts).
        resolve: { conditions: ['hci-source', 'node', 'import', 'default'] },
        ssr: { resolve: { conditions: ['hci-source', 'node', 'import', 'default'] } },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // One API and one browser serve every journey; journeys run one after another.
          fileParallelism: false,
          // A built page that loads its config, catalogue and route chunk can take more than
          // expect.poll's default second on a busy machine.
          ...browserTestLimits,
        },
      },
    ],
  },
});
