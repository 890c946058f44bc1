import { defineConfig } from 'vitest/config';
import { browserTestLimits, chromiumBrowser, outputFile, reporters } from '../vitest.shared.ts';
import { appPlugins, appResolve } from '../vite.shared.ts';

export default defineConfig({
  plugins: appPlugins(),
  resolve: appResolve,
  // vanilla-extract evaluates .css.ts files in Vite's SSR environment, which ignores
  // resolve.conditions: without the source condition there, portal styles would import the
  // built design system and its differently named theme variables.
  environments: {
    ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
  },
  // Pages load lazily; scanning every source up front finds their dependencies before the
  // first test, so Vite never re-optimizes (and reloads the browser) in the middle of a run.
  // The vanilla-extract runtimes are only imported by compiled .css.ts files, which the scan
  // cannot see.
  optimizeDeps: {
    entries: ['src/**/*.{ts,tsx}'],
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
      // Imported by the design system's phone rules, which the scan of src/ does not reach.
      'libphonenumber-js/core',
      // The shared page-test harness's MSW handlers, outside src/ too.
      'msw/browser',
    ],
  },
  test: {
    reporters,
    outputFile,
    projects: [
      {
        extends: true,
        test: {
          name: 'pages',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../design-system/src/test-setup.ts', '../app-frame/src/test/setup.ts'],
          browser: chromiumBrowser(),
          ...browserTestLimits,
        },
      },
      {
        // The built app (dist/) served as in production, against a real API, in Debian's Chromium.
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // A built page that loads its config, catalogue and route chunk can take more than
          // expect.poll's default second on a busy machine.
          ...browserTestLimits,
          // Each file starts its own API, app server and browser on free ports, so two run at
          // once; they wait on pages most of the time. After the page tests, as their own group.
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
