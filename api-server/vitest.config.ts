import { defineConfig, mergeConfig } from 'vitest/config';
import { outputFile, reporters } from '../vitest.shared.ts';
import base from './vitest.base.ts';

export default mergeConfig(base, defineConfig({ test: { reporters, outputFile } }));
