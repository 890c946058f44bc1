import { defineConfig } from 'vitest/config';

// What `npm run mutation` runs against each mutant: the unit tests, without the shared reporters
// (Stryker runs in a copy of this package, where files above it are out of reach). The check that
// the generated phone metadata is fresh tests the generator, not the mutated modules.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/phoneMetadata.node.test.ts'],
  },
});
