// Bundles the server into one ES module; npm packages stay external, workspace sources are inlined.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  conditions: ['hci-source'],
  sourcemap: true,
  logLevel: 'warning',
});
