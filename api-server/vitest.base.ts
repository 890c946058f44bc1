import { configDefaults, defineConfig } from 'vitest/config';

// The API tests' setup, shared by `vitest.config.ts` and `vitest.mutation.config.ts` (Stryker runs
// in a copy of this package, where the repository's shared reporters are out of reach).
// Packages resolve as Node resolves them, without Vite's bundler-only `module` condition: Node
// loads them as they are, and a package's `module` build (the AWS SDK's) is not valid for Node.
const sourceResolution = {
  resolve: { conditions: ['hci-source', 'node', 'development|production'] },
};

// The run is on PostgreSQL as the global setup decides (test/global-setup.ts). Files named
// `*.postgres.test.ts` check what only a server does (ending connections, restarting under
// running instances) and run only then.
const onPostgres = Boolean(process.env.DATABASE_URL) || process.env.API_TEST_POSTGRES === '1';

export default defineConfig({
  resolve: { conditions: ['hci-source'] },
  // The tests (Vite's SSR environment) and the global setup (Vitest's own) need the condition
  // too: the server runs the design system's validation rules from their sources.
  environments: { ssr: sourceResolution, __vitest__: sourceResolution },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The browser build's tests run in Chromium (vitest.browser.config.ts).
    exclude: [
      ...configDefaults.exclude,
      'test/browser/**',
      ...(onPostgres ? [] : ['test/**/*.postgres.test.ts']),
    ],
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own embedded PostgreSQL (~330 MB); two at a time fit the machine.
    maxWorkers: 2,
    // A worker imports the server's modules once for all its files rather than once per file:
    // importing them again cost each file ~6 s, a quarter of the suite's time. Each file still
    // opens its own API on its own copy of the database, and puts back what it stubs.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
