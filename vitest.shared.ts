// Shared Vitest settings: every workspace writes a JSON report that `npm test` sums into one line,
// and browser tests run in Debian's Chromium through Playwright, drawing text in the fonts the
// project ships (scripts/lib/fonts.conf).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import type { Reporter, TestCase, Vitest } from 'vitest/node';
import { demoDataDirPlugin } from '@hci/api-server/vite-plugin';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

/**
 * Writes beside the JSON report (`.reports/vitest.flaky.json`) the tests that failed and then
 * passed when tried again (on CI a browser test gets a second try, see `browserTestLimits`), with
 * what failed the first time, so `npm test` names them at the end rather than letting a second
 * try hide them.
 */
class FlakyReporter implements Reporter {
  #file = '';
  readonly #flaky: { name: string; errors: string[] }[] = [];

  onInit(vitest: Vitest) {
    const { outputFile: output, root } = vitest.config;
    const json = typeof output === 'object' ? output.json : undefined;
    this.#file = join(root, (json ?? '.reports/vitest.json').replace(/\.json$/, '.flaky.json'));
  }

  onTestCaseResult(testCase: TestCase) {
    if (!testCase.diagnostic()?.flaky) return;
    this.#flaky.push({
      name: `${testCase.module.relativeModuleId} › ${testCase.fullName}`,
      errors: (testCase.result().errors ?? []).map((error) => error.message),
    });
  }

  onTestRunEnd() {
    mkdirSync(dirname(this.#file), { recursive: true });
    writeFileSync(this.#file, JSON.stringify(this.#flaky, null, 2));
  }
}

export const reporters = ['default', 'json', new FlakyReporter()];

export const outputFile = { json: '.reports/vitest.json' };

/**
 * Limits for the tests' waits, generous enough for a 2-core machine kept busy by other work: a wait
 * ends as soon as its condition holds, so a long limit costs a fast machine nothing; only a test
 * that is failing anyway waits it out. `find` is Testing Library's limit, set in the setup files
 * the browser tests share (which cannot import this file).
 */
export const patience = { test: 60_000, hook: 180_000, poll: 15_000 } as const;

/**
 * The test options of a project whose tests run in a browser page. On CI a failed test is tried
 * once more: a page on a busy 2-core machine now and then misses a frame that a second try does
 * not; a test that fails twice fails the run, and one that passed only the second time is named
 * at the end of `npm test` (FlakyReporter).
 */
export const browserTestLimits = {
  retry: process.env.CI === 'true' ? 1 : 0,
  testTimeout: patience.test,
  hookTimeout: patience.hook,
  expect: { poll: { timeout: patience.poll } },
};

/**
 * A fresh browser block per Vitest project (a shared one mislabels projects). `page` sizes the
 * page that holds the test frame; Vitest scales the frame down when it does not fit there.
 */
export function chromiumBrowser({ page }: { page?: { width: number; height: number } } = {}) {
  return {
    enabled: true,
    headless: true,
    // Failure screenshots would land beside the committed visual baselines.
    screenshotFailures: false,
    provider: playwright({
      launchOptions: chromiumLaunchOptions(),
      contextOptions: page && { viewport: page },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/**
 * What the design system imports at run time that Vite's scan of a test's sources cannot find
 * (compiled .css.ts files, its native controls' react-aria hooks, its phone rules): listed for
 * prebundling, so the browser never reloads in the middle of a run.
 */
/**
 * A package's two test projects: its `*.node.test.*` files in Node (pure logic, faster there) and
 * every other test in Chromium, after `setupFile`.
 */
export function browserAndNodeProjects(
  setupFile: string,
  nodeTests: string,
): TestProjectInlineConfiguration[] {
  return [
    {
      extends: true,
      test: {
        name: 'browser',
        setupFiles: [setupFile],
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: [nodeTests],
        browser: chromiumBrowser(),
        ...browserTestLimits,
      },
    },
    { extends: true, test: { name: 'node', environment: 'node', include: [nodeTests] } },
  ];
}

export const designSystemDependencies = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  'react-aria/mergeProps',
  'react-aria/useObjectRef',
  'react-aria/useDialog',
  'react-aria/useFocusRing',
  'react-aria/useHover',
  'react-aria/PortalProvider',
  '@internationalized/number',
  'libphonenumber-js/core',
];

/**
 * An app's page tests: its pages in Chromium through the frame's test harness
 * (app-frame/src/test). `serviceWorker`: the app's API is answered by MSW's service worker, which
 * is then served to the tests (never shipped in the production build).
 */
export function appPageTests({
  serviceWorker = false,
}: { serviceWorker?: boolean } = {}): TestProjectInlineConfiguration {
  return {
    extends: true,
    ...(serviceWorker ? { publicDir: '../mock-api/public' } : {}),
    // The demo world the reference API loads in the page (@hci/page-harness), seeded once.
    plugins: [demoDataDirPlugin()],
    // vanilla-extract evaluates .css.ts files in Vite's SSR environment, which ignores
    // resolve.conditions: without the source condition there, an app's styles would import the
    // built design system and its differently named theme variables.
    environments: {
      ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
    },
    // Pages load lazily; scanning every source up front finds their dependencies before the
    // first test, so Vite never re-optimizes (and reloads the browser) in the middle of a run.
    // The rest are imported only from outside src/ or by compiled .css.ts files, which the scan
    // cannot see.
    // PGlite, under the reference API, finds its WebAssembly and data files beside its own
    // module, which prebundling would move.
    optimizeDeps: {
      entries: ['src/**/*.{ts,tsx}'],
      exclude: ['@electric-sql/pglite'],
      include: [
        'msw',
        'msw/browser',
        '@testing-library/react',
        '@testing-library/user-event',
        'wouter/memory-location',
        ...designSystemDependencies,
      ],
    },
    test: {
      name: 'pages',
      include: ['src/**/*.test.{ts,tsx}'],
      // The reference API answers every test, from the demo world as seeded (@hci/page-harness).
      setupFiles: [
        '../design-system/src/test-setup.ts',
        '../app-frame/src/test/setup.ts',
        '../page-harness/src/setup.ts',
      ],
      // One page for every file instead of a fresh one each, which cost more set-up and import
      // than the tests took; each test still starts from a fresh page's state (the setup files).
      isolate: false,
      browser: chromiumBrowser(),
      ...browserTestLimits,
    },
  };
}
