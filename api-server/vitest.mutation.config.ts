import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.base.ts';

// What `npm run mutation` runs against each mutant: the API tests without the contract fuzz test,
// which sends thousands of generated requests and would run once for every mutant it reaches.
export default mergeConfig(
  base,
  defineConfig({ test: { exclude: ['test/contract-fuzz.test.ts', 'node_modules/**'] } }),
);
