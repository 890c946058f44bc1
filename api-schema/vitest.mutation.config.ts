import { defineConfig } from 'vitest/config';

// What `npm run mutation` runs against each mutant: the api-schema tests, without the shared
// reporters (Stryker runs in a copy of this package, where files above it are out of reach) and
// without the contract's lint and generation checks, which test openapi.yaml, not mutated code.
export default defineConfig({
  // The reference API its tests answer with, and what that imports, from their sources.
  ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/contract.test.ts'],
    // Seeds the reference API's demo world once per run; loading it takes a file seconds.
    globalSetup: ['src/test/global-setup.ts'],
    hookTimeout: 180_000,
  },
});
