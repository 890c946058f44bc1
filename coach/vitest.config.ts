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
