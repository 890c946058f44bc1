import { defineConfig } from 'vitest/config';
import { appPageTests, browserTestLimits, outputFile, reporters } from '../vitest.shared.ts';
import { appPlugins, appResolve } from '../vite.shared.ts';

export default defineConfig({
  plugins: appPlugins(),
  resolve: appResolve,
  test: {
    reporters,
    outputFile,
    projects: [
      appPageTests(),
      {
        // The built app (dist/) served as in production, against a real API, in Debian's Chromium.
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // The end-to-end harness both apps share (@hci/e2e-harness): the seeded API data once.
          globalSetup: ['../e2e-harness/src/global-setup.ts'],
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
