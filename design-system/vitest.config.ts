import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { react19Aliases } from '../scripts/lib/react19.mjs';
import {
  browserAndNodeProjects,
  designSystemDependencies,
  outputFile,
  reporters,
} from '../vitest.shared.ts';

// Three projects: components in real Chromium; pure logic (`*.node.test.ts`: rules, masks,
// formatters, tokens, the catalogue check that runs the formatjs CLI) in Node, where it is faster;
// and the published package (test/: build, `npm pack`, a consumer app, the bundle check) in Node.
const nodeTests = 'src/**/*.node.test.ts';

// HCI_REACT_19=1 runs the same tests on React 19 (scripts/lib/react19.mjs installs it apart): the
// peer range promises it, while the repository itself runs 18.3. Its report is a file of its own.
const onReact19 = Boolean(process.env.HCI_REACT_19);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: onReact19 ? react19Aliases() : [] },
  // Dependencies prebundled with one React must not serve the other run.
  cacheDir: onReact19 ? '../node_modules/.vite-react19/design-system' : undefined,
  // What the React-version test expects to find, so neither run can pass on the other's React.
  define: { 'import.meta.env.HCI_REACT_MAJOR': JSON.stringify(onReact19 ? '19' : '18') },
  // Found only once a test imports them; listing them avoids a mid-run reload of the browser.
  optimizeDeps: {
    include: [
      ...designSystemDependencies,
      // The hydration tests, which render to HTML as prerendering does.
      'react-dom/server',
    ],
  },
  test: {
    reporters,
    outputFile: onReact19 ? { json: '.reports/vitest-react19.json' } : outputFile,
    projects: [
      ...browserAndNodeProjects('src/test-setup.ts', nodeTests),
      {
        extends: true,
        test: {
          name: 'package',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/packPackage.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
