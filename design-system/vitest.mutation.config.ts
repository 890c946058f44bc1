import { defineConfig } from 'vitest/config';

// What `npm run mutation` runs against each mutant: the pure-logic tests, in Node.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.node.test.ts'],
  },
});
