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
      appPageTests({ serviceWorker: true }),
      {
        // Journeys in Debian's Chromium against the built app and a real API, through the
        // end-to-end harness both apps share (@hci/e2e-harness).
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          // The seeded API data once, which each file's own API copies.
          globalSetup: ['../e2e-harness/src/global-setup.ts'],
          // Each file starts its own API, app server and browser; files run one after another.
          fileParallelism: false,
          // A built page that loads its config, catalogue and route chunk can take more than
          // expect.poll's default second on a busy machine.
          ...browserTestLimits,
        },
      },
    ],
  },
});
