// Every story is a test in real Chromium: it renders, its play function runs, axe checks it
// (violations fail, see preview.tsx) and a visual snapshot of the canvas is compared with the
// committed baseline (vitest.setup.ts). A second project takes the library's stories once more in
// another of Chromatic's modes (dark, Spanish, a phone), with baselines of its own. A third,
// `built`, runs every story once more in the built Storybook, as designers open it, in Spanish
// (test/built/).
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
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
import { compileShownCode, transpileShownCode } from './test/compileShownCode.ts';
import { localMode } from './.storybook/modes.ts';

// addon-vitest turns file writes and code execution off unless asked: screenshot baselines need
// writes, the check of the fonts text is drawn in (test/shippedFonts.ts) needs the DevTools
// protocol, which counts as execution. The servers only listen on loopback.
const api = { host: '127.0.0.1', allowWrite: true, allowExec: true };

/**
 * Every story, or with `mode` (one of Chromatic's, .storybook/modes.ts) the library's stories in
 * that mode with baselines of their own: the default pass covers light, English and a desktop's
 * width, `localMode` dark, Spanish and a phone's. The apps' page stories, each written for its own
 * states, and the checks in test/ run in the default pass only.
 */
function storiesProject(mode?: string): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir: '.storybook', disableAddonDocs: true })],
    // vanilla-extract compiles .css.ts files with this file's config: it needs the source condition.
    resolve: appResolve,
    environments: workspaceSourceEnvironments,
    // Found only once stories import them; listing them avoids a mid-run reload of the browser.
    optimizeDeps: {
      include: designSystemDependencies,
    },
    ...(mode && { define: { 'import.meta.env.STORIES_MODE': JSON.stringify(mode) } }),
    test: {
      name: mode ? `stories-${mode.replaceAll(' ', '-')}` : 'stories',
      ...(mode && { exclude: ['src/{portal,coach,app,frame}/**', 'test/**'] }),
      setupFiles: ['./vitest.setup.ts'],
      // The pictures are compared only in the Chromium build the baselines were made with; the
      // check of "Show code" reads a copy of the design system's published types.
      globalSetup: ['./test/baselineBrowser.ts', './test/publishedTypes.ts'],
      ...browserTestLimits,
      // One page for every story file instead of a fresh one each: a fresh page cost ~4 s of
      // set-up per file (Storybook's preview, MSW's worker), over half the run. Each story still
      // starts clean (see vitest.setup.ts).
      isolate: false,
      api,
      // Wider than Storybook's 1200 px viewport and taller than the tallest story once its frame
      // grows to show all of it (vitest.setup.ts), so no snapshot is scaled down.
      browser: {
        // A phone's width makes some stories taller (the tokens' contrast table, 5,000 px).
        ...chromiumBrowser({ page: { width: 1280, height: mode ? 6000 : 4800 } }),
        api,
        // Type-checks and transpiles "Show code" in Node, where TypeScript runs
        // (test/ShownCode.stories.tsx).
        commands: { compileShownCode, transpileShownCode },
      },
    },
  };
}

/**
 * Every story in the built Storybook, the one designers review, in Spanish (or the locale it
 * pins): it renders and its play function passes (test/built/). The build differs from the dev server the
 * projects above run in, so a story can pass there and fail here. Node drives one Chromium page.
 */
const builtProject: TestProjectInlineConfiguration = {
  test: {
    name: 'built',
    environment: 'node',
    include: ['test/built/**/*.test.ts'],
    globalSetup: ['./test/built/buildAndServe.ts'],
    // The stories in two halves side by side, a browser each: the stories wait on their pages
    // much of the time, so two at once take less time for the same CPU.
    maxWorkers: 2,
    // The build (about half a minute) happens before any test; this is one story's limit.
    testTimeout: 45_000,
  },
};

export default defineConfig({
  test: {
    // Beside the shared reporters: the stories whose snapshot differs from its baseline, before,
    // after and difference side by side, in .reports/visual/index.html (scripts/lib/visual-report.mjs).
    reporters: [...reporters, new VisualReportReporter()],
    outputFile,
    projects: [storiesProject(), storiesProject(localMode), builtProject],
  },
});
