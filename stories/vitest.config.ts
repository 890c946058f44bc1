// Every story is a test in real Chromium: it renders, its play function runs, axe checks it
// (violations fail, see preview.tsx) and a visual snapshot of the canvas is compared with the
// committed baseline (vitest.setup.ts).
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import {
  browserTestLimits,
  chromiumBrowser,
  designSystemDependencies,
  outputFile,
  reporters,
} from '../vitest.shared.ts';
import { appResolve } from '../vite.shared.ts';
import { VisualReportReporter } from '../scripts/lib/visual-report.mjs';
import { workspaceSourceEnvironments } from './.storybook/workspaceSources.ts';

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook', disableAddonDocs: true })],
  // vanilla-extract compiles .css.ts files with this file's config: it needs the source condition.
  resolve: appResolve,
  environments: workspaceSourceEnvironments,
  // Found only once stories import them; listing them avoids a mid-run reload of the browser.
  optimizeDeps: {
    include: designSystemDependencies,
  },
  test: {
    name: 'stories',
    // Beside the shared reporters: the stories whose snapshot differs from its baseline, before,
    // after and difference side by side, in .reports/visual/index.html (scripts/lib/visual-report.mjs).
    reporters: [...reporters, new VisualReportReporter()],
    outputFile,
    setupFiles: ['./vitest.setup.ts'],
    ...browserTestLimits,
    // One page for every story file instead of a fresh one each: a fresh page cost ~4 s of
    // set-up per file (Storybook's preview, MSW's worker), over half the run. Each story still
    // starts clean (see vitest.setup.ts).
    isolate: false,
    // addon-vitest turns file writes and code execution off unless asked: screenshot baselines
    // need writes, the check of the fonts text is drawn in (test/shippedFonts.ts) needs the
    // DevTools protocol, which counts as execution. The servers only listen on loopback.
    api: { host: '127.0.0.1', allowWrite: true, allowExec: true },
    // Wider than Storybook's 1200 px viewport and taller than the tallest story once its frame
    // grows to show all of it (vitest.setup.ts), so no snapshot is scaled down.
    browser: {
      ...chromiumBrowser({ page: { width: 1280, height: 4800 } }),
      api: { host: '127.0.0.1', allowWrite: true, allowExec: true },
    },
  },
});
