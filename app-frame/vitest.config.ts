import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import {
  browserAndNodeProjects,
  designSystemDependencies,
  outputFile,
  reporters,
} from '../vitest.shared.ts';

// Two projects, as in the design system: the frame's components in real Chromium, and pure logic
// (`*.node.test.ts(x)`: the guard, the forms' rules, the catalogue check, pages rendered to markup)
// in Node, where it is faster.
const nodeTests = 'src/**/*.node.test.{ts,tsx}';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // The design system's sources, as the apps' builds and tests take them: its build's compiled
  // style modules are not vanilla-extract files. vanilla-extract evaluates .css.ts files in the
  // server-side environment, which ignores resolve.conditions, hence the condition there too.
  resolve: { conditions: ['hci-source', 'module', 'browser', 'development|production'] },
  environments: {
    ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
  },
  // Found only once a test imports them; listing them avoids a mid-run reload of the browser.
  optimizeDeps: {
    include: [
      ...designSystemDependencies,
      'react-dom/client',
      // mountApp's tests hydrate markup rendered as prerendering renders it.
      'react-dom/server',
      'wouter/memory-location',
    ],
  },
  test: {
    reporters,
    outputFile,
    projects: [...browserAndNodeProjects('../design-system/src/test-setup.ts', nodeTests)],
  },
});
