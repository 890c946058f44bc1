import { defineConfig, mergeConfig } from 'vitest/config';
import { outputFile, reporters } from '../vitest.shared.ts';
import base from './vitest.base.ts';

// The run on PostgreSQL (`npm test`'s second run of this suite) keeps a report of its own.
const report =
  process.env.API_TEST_POSTGRES === '1' ? { json: '.reports/vitest-postgres.json' } : outputFile;

export default mergeConfig(base, defineConfig({ test: { reporters, outputFile: report } }));
