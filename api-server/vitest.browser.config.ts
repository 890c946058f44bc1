import { defineConfig } from 'vitest/config';
import { demoDataDirPlugin } from '@hci/api-server/vite-plugin';
import { browserTestLimits, chromiumBrowser, reporters } from '../vitest.shared.ts';

// The API's browser build (src/browser) in Chromium, as stories and page tests would run it:
// the `browser` condition picks this package's browser stand-ins (package.json `imports`).
// The demo world, seeded by the built plugin (dist): the source would run Node's `#` imports.
export default defineConfig({
  plugins: [demoDataDirPlugin()],
  resolve: { conditions: ['hci-source', 'module', 'browser', 'development|production'] },
  // PGlite finds its WebAssembly and data files beside its own module, which prebundling moves.
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  test: {
    include: ['test/browser/**/*.test.ts'],
    browser: chromiumBrowser(),
    ...browserTestLimits,
    reporters,
    outputFile: { json: '.reports/vitest-browser.json' },
  },
});
