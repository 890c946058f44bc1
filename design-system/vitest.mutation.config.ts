import { defineConfig } from 'vitest/config';

// What `npm run mutation` runs against each mutant: the pure-logic tests, in Node. The check that
// the generated phone metadata is fresh compares with files outside Stryker's sandbox; it tests
// the generator, not the mutated modules.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.node.test.ts'],
    exclude: ['src/forms/validation/phoneMetadata.node.test.ts'],
  },
});
